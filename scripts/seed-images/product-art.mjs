// Product images: art() picks a drawing and its options from a product's name
// and category; productSvg() lays it out with the product's name.
import { esc, FONT, hash, shade, svg, textLines, tint, wrap, wrapClamp } from './svg-kit.mjs';
import { PACK_COLOURS } from './palettes.mjs';
import { DRAW } from './packs.mjs';

export function art(p, pal) {
  const name = p.name, c = p.categoryKey, h = hash(name);
  const pack = PACK_COLOURS[h % PACK_COLOURS.length];
  const base = { pack, accent: pal.accent, dark: shade(pack, 0.35), bg: pal.bg, uid: h.toString(36), mark: c === 'ayurveda' ? 'leaf' : c === 'diabetes-care' ? 'drop' : 'cross' };
  const is = (re) => re.test(name);
  const o = (kind, extra = {}) => ({ kind, ...base, ...extra });

  if (c === 'fruits-vegetables') {
    const produce = ['onion', 'potato', 'tomato', 'banana', 'mango', 'apple', 'chilli', 'coriander', 'cauliflower', 'lemon', 'pomegranate'].find((k) => name.toLowerCase().includes(k)) ??
      (is(/Bhindi|Lady Finger/) ? 'bhindi' : 'apple');
    return o('produce', { produce });
  }
  // pharmacy
  if (is(/Thermometer/)) return o('thermo');
  if (is(/Oximeter/)) return o('meter', { reading: '98%' });
  if (is(/Monitor/)) return o('meter', { reading: '112' });
  if (is(/Vaporizer|Steamer/)) return o('meter', { reading: 'ON' });
  if (is(/First Aid Kit/)) return o('kit', { pack: '#d93a3a', dark: '#962222' });
  if (is(/Gel Pack/)) return o('gelpack');
  if (is(/Feeding Bottle/)) return o('babybottle');
  if (is(/Drops/)) return o('bottle', { dropper: true, w: 96, neck: 36, fill: '#7a4a22' });
  if (is(/Tablets? \(Strip|Capsules \((Strip|Pack)|Lozenges/)) return o('strip', { capsule: is(/Capsule|Lozenge/) });
  if (is(/(Tablets|Capsules|Softgels|Pellets) \(\d+\)/)) return o('pillbottle');
  if (is(/Nasal Spray/)) return o('bottle', { nozzle: true, w: 92, neck: 34, fill: '#ffffff' });
  if (is(/Spray/)) return o('spray');
  if (is(/ORS|Fruit Salt|Kadha/)) return o('sachet');
  if (is(/Cotton Roll/)) return o('roll', { fill: '#ffffff', band: true });
  if (is(/Crepe Bandage/)) return o('roll', { fill: '#f1dcc0' });
  if (is(/Garbage Bags/)) return o('roll', { fill: '#3d4650', band: true });
  if (is(/Test Strips|Lancets|Diapers|Wipes|Gauze|Bandages/)) return o('box', is(/Diapers|Wipes/) ? { w: 170, h: 140 } : {});
  if (is(/Talc|Prickly Heat Powder/)) return o('talc');
  if (is(/Toothpaste/)) return o('tube', { mark: 'sun' });
  if (is(/Chyawanprash|Balm|Jelly|Resin|Protein|Churna|Husk|Rub/)) {
    const fill = is(/Chyawanprash|Resin/) ? '#5a3220' : is(/Protein/) ? '#2b2f36' : '#ffffff';
    return o('jar', { fill, small: is(/Balm|Resin|Rub/) });
  }
  if (is(/Milk/)) return o('carton');
  if (is(/Gel|Cream|Ointment/) && !is(/ ml/)) return o('tube');
  // grocery
  if (is(/Atta|Rice(?! Bran)/) && is(/kg/)) return o('sack', { mark: is(/Atta/) ? 'wheat' : 'wheat', fill: is(/Basmati|Masoori/) ? '#fbfaf4' : '#f6ecd9' });
  if (is(/Detergent Powder/)) return o('sack', { mark: 'bubbles', fill: '#eef6fb' });
  if (is(/Mango Drink|Coconut Water/)) return o('box', { w: 96, h: 170, d: 30, straw: true, mark: is(/Coconut/) ? 'leaf' : 'drop' });
  if (is(/Curd/)) return o('tub', { mark: 'drop' });
  if (is(/Paneer|Butter|Cheese/)) return o('box', { w: 170, h: 84, d: 44, fill: is(/Butter/) ? '#f7d154' : is(/Cheese/) ? '#f4b400' : '#fbf6e9', band: pack });
  if (is(/Pav/)) return o('buns');
  if (is(/Bread/)) return o('loaf', { fill: '#a8672f' });
  if (is(/Eggs/)) return o('eggs');
  if (is(/5 L/)) return o('jerrycan', { fill: '#f2cf5b' });
  if (is(/Ghee/)) return o('jar', { fill: '#f7e39a', mark: 'drop' });
  if (is(/Instant Coffee/)) return o('jar', { fill: '#4a2c1d', small: true, mark: 'none' });
  if (is(/Oil/)) {
    const fill = is(/Mustard/) ? '#d9a21b' : is(/Coconut/) ? '#f4f1e6' : is(/Sesame/) ? '#b9781e' : is(/Mahanarayan/) ? '#8a4b14' : '#f2cf5b';
    return o('bottle', { w: 112, neck: 40, fill, fillOpacity: 0.9, mark: c === 'ayurveda' ? 'leaf' : 'drop', cap: is(/Hair/) ? '#1f6b3a' : undefined });
  }
  if (is(/Sharbat|Soda/)) return o('bottle', { w: 86, neck: 30, fill: is(/Rose/) ? '#c2185b' : '#9ccc65', fillOpacity: 0.9, shoulder: 150, neckLen: 34, mark: 'drop', labelH: 60 });
  if (is(/Juice/)) return o('bottle', { w: 112, neck: 42, fill: is(/Amla/) ? '#b5c44a' : '#4a3b5c', mark: c === 'ayurveda' ? 'leaf' : 'drop' });
  if (is(/Dishwash Bar|Soap/)) return o('bars', is(/Dishwash/) ? { fill: '#9ccc65' } : {});
  if (is(/Toothbrush/)) return o('toothbrush');
  if (is(/Wafers/)) return o('sachet', { w: 150, h: 210, content: 'chips' });
  if (is(/Noodles/)) return o('sachet', { w: 190, h: 170, content: 'noodles' });
  if (is(/Biscuits|Rusk/)) return o('sachet', { w: 200, h: 150, content: 'biscuits' });
  if (is(/Coils|Agarbatti/)) return o('box', { w: 110, h: 180, mark: is(/Agarbatti/) ? 'leaf' : 'cross' });
  if (is(/Masala \d/)) return o('box', { w: 120, h: 160, mark: 'leaf' });
  if (is(/Refill/)) return o('pouch', { content: 'plain:#f3e58a' });
  if (c === 'atta-rice-dals' || c === 'masala-spices' || c === 'snacks-namkeen' || c === 'beverages') {
    const col = is(/Toor|Moong|Chana|Besan/) ? '#e9b949' : is(/Masoor/) ? '#e0703a' : is(/Rajma/) ? '#8e2f2f' : is(/Poha/) ? '#f1e6c8' :
      is(/Turmeric/) ? '#f2b705' : is(/Chilli/) ? '#c62828' : is(/Coriander/) ? '#a88b4a' : is(/Cumin/) ? '#8a6a3b' : is(/Pepper/) ? '#3b2f2f' :
      is(/Cardamom/) ? '#7fa650' : is(/Salt/) ? '#f3f5f7' : is(/Tea|Coffee/) ? '#5a3625' : is(/Makhana/) ? '#f4ecd8' : is(/Peanuts/) ? '#b8743a' : is(/Khakhra/) ? '#d8b06a' : '#d89a3c';
    const kind = is(/Powder|Salt/) && !is(/Coffee/) ? 'plain' : is(/Bhujia|Mix/) ? 'sev' : 'dots';
    return o('pouch', { content: `${kind}:${col}` });
  }
  // remaining liquids: syrups, lotions, shampoos, cleaners, solutions
  if (is(/Syrup|Suspension|Solution|Gripe|Antacid/)) return o('bottle', { fill: is(/Antacid/) ? '#ffffff' : '#b5651d', w: 108, neck: 38 });
  if (is(/Shampoo|Lotion|Face Wash|Liquid|Cleaner|Massage Oil/))
    return o('bottle', { w: 116, neck: 32, nozzle: is(/Face Wash|Liquid|Cleaner/), fill: is(/Calamine/) ? '#f4b6b0' : tint(pack, 0.55), shoulder: 118, mark: is(/Cleaner|Detergent|Dishwash/) ? 'bubbles' : base.mark });
  return o('box');
}

export function productSvg(p, pal) {
  const a = art(p, pal);
  const main = p.name.replace(/\s*\([^)]*\)\s*/g, ' ').replace(/\s+/g, ' ').trim();
  let sub = (p.name.match(/\(([^)]*)\)/) ?? [])[1] ?? '';
  if (/^\d+$/.test(sub)) sub = `Pack of ${sub}`;
  let lines = wrap(main, 19, sub ? 2 : 3), fs = 27, lh = 31;
  if (!lines) { lines = wrapClamp(main, 23, sub ? 2 : 3); fs = 23; lh = 27; }
  if (lines.length === 3) { fs = 23; lh = 27; }
  const block = lines.length * lh + (sub ? 24 : 0);
  const y0 = Math.round(286 + (108 - block) / 2 + fs * 0.8);
  return svg(400, 400, p.name,
    `<rect width="400" height="400" fill="${pal.bg}"/><circle cx="200" cy="158" r="128" fill="#fff" opacity=".6"/>` +
    `<ellipse cx="200" cy="274" rx="112" ry="10" fill="#000" opacity=".07"/>` +
    DRAW[a.kind](a) +
    `<g font-family="${FONT}" text-anchor="middle">` +
    textLines(lines, 200, y0, fs, lh, `font-weight="700" fill="${pal.ink}"`) +
    (sub ? `<text x="200" y="${y0 + (lines.length - 1) * lh + 25}" font-size="17" fill="${pal.dark}">${esc(sub)}</text>` : '') +
    `</g>`);
}
