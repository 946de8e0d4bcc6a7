// The web app manifest of a shop: its own name on the home screen, the shop's
// colours, and the catalogue as the start page.

export const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#ffffff';

/** A home-screen label: the name itself when short, else its first words up to 12 characters. */
export function shortName(name: string): string {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (clean.length <= 12) return clean;
  let short = '';
  for (const word of clean.split(' ')) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || clean.slice(0, 12);
}

export function webManifest(shopName: string, description: string) {
  return {
    name: shopName,
    short_name: shortName(shopName),
    description,
    id: '/ecommerce',
    start_url: '/ecommerce',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    lang: 'en-IN',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      // PNG: an SVG icon is drawn in a document built on the page's main thread.
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
