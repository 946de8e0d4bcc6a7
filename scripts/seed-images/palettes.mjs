// Category colours (a background and an accent per category key, with a
// hashed fallback) and the small icons ("marks") printed on pack labels.
import { hash, n, shade } from './svg-kit.mjs';

const PALETTES = {
  // Sehat Pharmacy
  'pain-relief': ['#fdecea', '#e4572e'],
  'cold-cough': ['#e6f3fb', '#2f8fcf'],
  'diabetes-care': ['#eef0fb', '#5565d8'],
  'vitamins-supplements': ['#fff4de', '#f29f05'],
  'digestive-health': ['#e9f7ef', '#2fa866'],
  'skin-care': ['#fdeef4', '#d9578b'],
  'baby-care': ['#eaf6fb', '#3aa6cc'],
  ayurveda: ['#f3f1e2', '#7a9a2e'],
  'first-aid': ['#fdeced', '#d93a3a'],
  // Kirana Fresh
  'atta-rice-dals': ['#fbf1e1', '#c8812a'],
  'fruits-vegetables': ['#eaf7e6', '#43a047'],
  'dairy-bakery': ['#eef5fb', '#3b82c4'],
  'masala-spices': ['#fdebe2', '#d9480f'],
  'snacks-namkeen': ['#fff6d9', '#e0a400'],
  beverages: ['#f3ebe4', '#8d5b3e'],
  'edible-oils-ghee': ['#fdf7dc', '#c99a06'],
  'household-essentials': ['#e8f4f4', '#1f9e9a'],
  'personal-care': ['#f4ecfa', '#9b59b6'],
};
export const PACK_COLOURS = ['#e4572e', '#2f8fcf', '#2fa866', '#f29f05', '#9b59b6', '#d9578b', '#1f9e9a', '#5565d8', '#c8812a', '#d93a3a'];

export function palette(key) {
  const [bg, accent] = PALETTES[key] ?? ['#eef2f5', PACK_COLOURS[hash(key) % PACK_COLOURS.length]];
  return { bg, accent, dark: shade(accent, 0.35), ink: shade(accent, 0.62) };
}

// Small label icons.
export function mark(type, cx, cy, s, col) {
  switch (type) {
    case 'none':
      return '';
    case 'leaf':
      return `<path d="M${n(cx - s * 0.8)} ${n(cy + s * 0.8)}C${n(cx - s)} ${n(cy - s * 0.4)} ${n(cx - s * 0.1)} ${n(cy - s)} ${n(cx + s)} ${n(cy - s)}C${n(cx + s)} ${n(cy + s * 0.1)} ${n(cx + s * 0.1)} ${n(cy + s)} ${n(cx - s * 0.8)} ${n(cy + s * 0.8)}Z" fill="${col}"/>` +
        `<path d="M${n(cx - s * 0.8)} ${n(cy + s * 0.8)}L${n(cx + s * 0.5)} ${n(cy - s * 0.5)}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>`;
    case 'drop':
      return `<path d="M${cx} ${n(cy - s)}C${n(cx + s * 0.9)} ${cy} ${n(cx + s * 0.8)} ${n(cy + s)} ${cx} ${n(cy + s)}S${n(cx - s * 0.9)} ${cy} ${cx} ${n(cy - s)}Z" fill="${col}"/>`;
    case 'wheat': {
      let g = `<path d="M${cx} ${n(cy - s)}V${n(cy + s)}" stroke="${col}" stroke-width="3" stroke-linecap="round"/>`;
      for (let i = 0; i < 3; i++) {
        const y = n(cy - s * 0.55 + i * s * 0.42);
        const l = n(cx - s * 0.26), r = n(cx + s * 0.26), rx = n(s * 0.15), ry = n(s * 0.3);
        g += `<ellipse cx="${l}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(-32 ${l} ${y})" fill="${col}"/><ellipse cx="${r}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(32 ${r} ${y})" fill="${col}"/>`;
      }
      return g;
    }
    case 'bubbles':
      return `<g fill="none" stroke="${col}" stroke-width="3"><circle cx="${n(cx - s * 0.3)}" cy="${n(cy + s * 0.2)}" r="${n(s * 0.55)}"/><circle cx="${n(cx + s * 0.5)}" cy="${n(cy - s * 0.35)}" r="${n(s * 0.35)}"/><circle cx="${n(cx + s * 0.55)}" cy="${n(cy + s * 0.6)}" r="${n(s * 0.2)}"/></g>`;
    case 'sun':
      return `<circle cx="${cx}" cy="${cy}" r="${n(s * 0.5)}" fill="${col}"/><path d="M${cx} ${n(cy - s)}v${n(s * 0.3)}M${cx} ${n(cy + s)}v${n(-s * 0.3)}M${n(cx - s)} ${cy}h${n(s * 0.3)}M${n(cx + s)} ${cy}h${n(-s * 0.3)}" stroke="${col}" stroke-width="3" stroke-linecap="round"/>`;
    default: {
      const a = s * 0.34;
      return `<path d="M${n(cx - a)} ${n(cy - s)}h${n(2 * a)}v${n(s - a)}h${n(s - a)}v${n(2 * a)}h${n(a - s)}v${n(s - a)}h${n(-2 * a)}v${n(a - s)}h${n(a - s)}v${n(-2 * a)}h${n(s - a)}z" fill="${col}"/>`;
    }
  }
}
