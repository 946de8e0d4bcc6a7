// Category tiles (one drawing per category key) and the wide category banners
// with their taglines.
import { esc, FONT, hash, svg, textLines, wrap, wrapClamp } from './svg-kit.mjs';
import { palette } from './palettes.mjs';
import { DRAW, placed } from './packs.mjs';
import { art } from './product-art.mjs';

const CATEGORY_ART = {
  'pain-relief': { kind: 'strip' },
  'cold-cough': { kind: 'bottle', fill: '#b5651d', w: 108, neck: 38 },
  'diabetes-care': { kind: 'meter', reading: '112' },
  'vitamins-supplements': { kind: 'pillbottle' },
  'digestive-health': { kind: 'sachet' },
  'skin-care': { kind: 'tube' },
  'baby-care': { kind: 'babybottle' },
  ayurveda: { kind: 'jar', fill: '#5a3220', mark: 'leaf' },
  'first-aid': { kind: 'kit' },
  'atta-rice-dals': { kind: 'sack', mark: 'wheat' },
  'fruits-vegetables': { kind: 'produce', produce: 'apple' },
  'dairy-bakery': { kind: 'carton' },
  'masala-spices': { kind: 'dabba' },
  'snacks-namkeen': { kind: 'sachet', w: 150, h: 210, content: 'chips' },
  beverages: { kind: 'chai' },
  'edible-oils-ghee': { kind: 'bottle', w: 112, neck: 40, fill: '#f2cf5b', fillOpacity: 0.9, mark: 'drop' },
  'household-essentials': { kind: 'bottle', w: 116, neck: 32, nozzle: true, fill: '#bfe6e4', shoulder: 118, mark: 'bubbles' },
  'personal-care': { kind: 'bars' },
};

function categoryArt(key, pal) {
  const spec = CATEGORY_ART[key] ?? { kind: 'box' };
  return { mark: key === 'ayurveda' ? 'leaf' : key === 'diabetes-care' ? 'drop' : 'cross', ...spec, pack: pal.accent, accent: pal.accent, dark: pal.dark, bg: pal.bg, uid: 'c' + hash(key).toString(36) };
}

export function categorySvg(cat) {
  const pal = palette(cat.key);
  const a = categoryArt(cat.key, pal);
  let lines = wrap(cat.name, 16, 2), fs = 32;
  if (!lines) { lines = wrapClamp(cat.name, 20, 2); fs = 26; }
  const y0 = lines.length === 1 ? 350 : 334;
  return svg(400, 400, cat.name,
    `<rect width="400" height="400" rx="36" fill="${pal.bg}"/><circle cx="200" cy="160" r="134" fill="${pal.accent}" opacity=".14"/><circle cx="200" cy="160" r="112" fill="#fff" opacity=".85"/>` +
    `<g transform="translate(200 160) scale(.78) translate(-200 -160)">${DRAW[a.kind](a)}</g>` +
    `<g font-family="${FONT}" text-anchor="middle">${textLines(lines, 200, y0, fs, 36, `font-weight="800" fill="${pal.ink}"`)}</g>`);
}

const TAGLINES = {
  'pain-relief': 'Fast relief for headaches, body aches & sprains',
  'cold-cough': 'Breathe easy with syrups, steamers & more',
  'vitamins-supplements': 'Daily nutrition for immunity, energy & strong bones',
  'skin-care': 'Sun protection & gentle care for Indian skin',
  ayurveda: 'Time-tested herbs for everyday wellness',
  'atta-rice-dals': 'Monthly ration essentials at honest kirana prices',
  'fruits-vegetables': 'Picked fresh from the mandi every morning',
  'dairy-bakery': 'Fresh milk, paneer & bread delivered daily',
  'snacks-namkeen': 'Crunchy namkeen & chai-time favourites',
  'household-essentials': 'Cleaning & pooja needs for a happy home',
};

export function bannerSvg(cat, dist) {
  const pal = palette(cat.key);
  const gid = `b${hash(cat.key).toString(36)}`;
  const kinds = [], items = [];
  for (const p of dist.products.filter((q) => q.categoryKey === cat.key)) {
    const a = art(p, pal);
    const k = a.kind + (a.produce ?? '');
    if (!kinds.includes(k)) { kinds.push(k); items.push(a); }
    if (items.length === 3) break;
  }
  for (const p of dist.products.filter((q) => q.categoryKey === cat.key)) {
    if (items.length === 3) break;
    const a = art(p, pal);
    if (!items.some((x) => x.uid === a.uid)) items.push(a);
  }
  const title = cat.name, tfs = Math.min(58, Math.floor(640 / (title.length * 0.6)));
  const tag = TAGLINES[cat.key] ?? `Shop ${cat.name} at ${dist.name}`;
  return svg(1200, 300, `${cat.name}: ${tag}`,
    `<defs><linearGradient id="${gid}" x1="0" x2="1"><stop offset="0" stop-color="${pal.dark}"/><stop offset="1" stop-color="${pal.accent}"/></linearGradient></defs>` +
    `<rect width="1200" height="300" fill="url(#${gid})"/><circle cx="1120" cy="-20" r="190" fill="#fff" opacity=".08"/><circle cx="690" cy="320" r="140" fill="#fff" opacity=".07"/>` +
    `<g font-family="${FONT}"><text x="64" y="78" font-size="18" font-weight="700" fill="#fff" opacity=".8" letter-spacing="3">${esc(dist.name.toUpperCase())}</text>` +
    `<text x="64" y="${78 + tfs + 16}" font-size="${tfs}" font-weight="800" fill="#fff">${esc(title)}</text>` +
    `<text x="64" y="${78 + tfs + 60}" font-size="24" fill="#fff" opacity=".92">${esc(tag)}</text>` +
    `<rect x="64" y="${78 + tfs + 84}" width="158" height="46" rx="23" fill="#fff"/><text x="143" y="${78 + tfs + 114}" font-size="19" font-weight="700" fill="${pal.dark}" text-anchor="middle">Shop now →</text></g>` +
    items.map((a, i) => placed(a, 840 + i * 136, 150 + (i % 2 ? 20 : -10), 0.48, 78)).join(''), gid + 'c');
}
