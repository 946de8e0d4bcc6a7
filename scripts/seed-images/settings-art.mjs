// Per-shop settings images: the SETTINGS table (headlines, colours, artwork)
// and the sliders, offer banners, popup, logo and payment badges drawn from it.
import { esc, FONT, shade, svg, textLines, tint, wrap, wrapClamp } from './svg-kit.mjs';
import { mark, palette } from './palettes.mjs';
import { DRAW, placed } from './packs.mjs';
import { leafPath } from './produce.mjs';

export const SETTINGS = {
  sehat: {
    logoIcon: (c) => `<rect x="4" y="8" width="48" height="48" rx="14" fill="${c}"/>${mark('cross', 28, 32, 15, '#fff')}`,
    colours: ['#0f8f6f', '#0b5e49'],
    sliders: [
      { head: 'Monsoon Health Sale', sub: 'Up to 40% off on immunity boosters & cold care', from: '#0f8f6f', to: '#12b886', arts: [['cold-cough', 'bottle', { fill: '#b5651d', w: 108, neck: 38 }], ['vitamins-supplements', 'pillbottle'], ['cold-cough', 'meter', { reading: 'ON' }]] },
      { head: 'Diabetes Care Week', sub: 'Monitors, test strips & sugar-free essentials', from: '#3b3fa8', to: '#5565d8', arts: [['diabetes-care', 'meter', { reading: '112' }], ['diabetes-care', 'box'], ['diabetes-care', 'pillbottle', { mark: 'drop' }]] },
      { head: 'Ayurveda for Everyday Wellness', sub: 'Chyawanprash, ashwagandha, giloy & more', from: '#5b7a1e', to: '#a3b83b', arts: [['ayurveda', 'jar', { fill: '#5a3220', mark: 'leaf' }], ['ayurveda', 'pillbottle', { mark: 'leaf' }], ['ayurveda', 'bottle', { dropper: true, w: 96, neck: 36, fill: '#7a4a22', mark: 'leaf' }]] },
    ],
    offerFirst: { head: 'Vitamins & Supplements', sub: 'Stay strong this season', colour: '#f29f05', art: ['vitamins-supplements', 'pillbottle'] },
    offerSecond: { head: 'Use code FLAT50', sub: '₹50 off on orders above ₹499', colour: '#2f8fcf', art: ['first-aid', 'kit'] },
    popup: { head: 'Welcome to Sehat Pharmacy', sub: 'Genuine medicines, delivered with care', colour: '#0f8f6f', arts: [['pain-relief', 'strip'], ['skin-care', 'tube']] },
  },
  kirana: {
    logoIcon: (c) => `<path d="M6 26h44l-6 28q-1 4-5 4h-22q-4 0-5-4z" fill="${c}"/><path d="M16 26l8-16M40 26l-8-16" stroke="${c}" stroke-width="4" stroke-linecap="round"/><path d="M14 36h28M16 46h24" stroke="#fff" stroke-width="3"/>` + leafPath(30, 12, 18, -40, '#43a047'),
    colours: ['#e8590c', '#2b8a3e'],
    sliders: [
      { head: 'Fresh Sabzi Everyday', sub: 'Farm-fresh fruits & vegetables, every morning', from: '#2b8a3e', to: '#69b34c', arts: [['fruits-vegetables', 'produce', { produce: 'tomato' }], ['fruits-vegetables', 'produce', { produce: 'banana' }], ['fruits-vegetables', 'produce', { produce: 'coriander' }]] },
      { head: 'Monthly Ration, Sorted', sub: 'Atta, rice, dals & oils at kirana prices', from: '#b5651d', to: '#e0a040', arts: [['atta-rice-dals', 'sack', { mark: 'wheat' }], ['atta-rice-dals', 'pouch', { content: 'dots:#e9b949' }], ['edible-oils-ghee', 'bottle', { w: 112, neck: 40, fill: '#d9a21b', fillOpacity: 0.9, mark: 'drop' }]] },
      { head: 'Chai-Time Favourites', sub: 'Namkeen, rusk & masala chai for every evening', from: '#7b3f22', to: '#c0713f', arts: [['beverages', 'chai'], ['snacks-namkeen', 'sachet', { w: 150, h: 210, content: 'chips' }], ['snacks-namkeen', 'pouch', { content: 'sev:#d89a3c' }]] },
    ],
    offerFirst: { head: 'Fresh Fruits & Vegetables', sub: 'Daily mandi-fresh picks', colour: '#43a047', art: ['fruits-vegetables', 'produce', { produce: 'apple' }] },
    offerSecond: { head: 'Dairy & Bakery', sub: 'Milk, paneer, curd & bread', colour: '#3b82c4', art: ['dairy-bakery', 'carton'] },
    popup: { head: 'Welcome to Kirana Fresh', sub: 'Your neighbourhood store, now online', colour: '#e8590c', arts: [['atta-rice-dals', 'sack', { mark: 'wheat' }], ['fruits-vegetables', 'produce', { produce: 'mango' }]] },
  },
};

const mkArt = ([key, kind, extra = {}], uid) => {
  const pal = palette(key);
  return { mark: 'cross', pack: pal.accent, accent: pal.accent, dark: pal.dark, bg: pal.bg, uid, kind, ...extra };
};

export function sliderSvg(dist, cfg, s, i) {
  const gid = `${dist.slug}s${i}`;
  const arts = s.arts.map((x, j) => mkArt(x, `${gid}a${j}`));
  const head = wrap(s.head, 24, 2) ?? [s.head];
  const longest = Math.max(...head.map((l) => l.length));
  const hfs = Math.min(head.length === 1 ? 84 : 72, Math.floor(800 / (longest * 0.62)));
  const hb = 150 + hfs + (head.length - 1) * (hfs + 6); // baseline of the last headline line
  return svg(1600, 500, `${s.head}: ${s.sub}`,
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.from}"/><stop offset="1" stop-color="${s.to}"/></linearGradient></defs>` +
    `<rect width="1600" height="500" fill="url(#${gid})"/><circle cx="1330" cy="250" r="300" fill="#fff" opacity=".1"/><circle cx="80" cy="520" r="160" fill="#fff" opacity=".07"/>` +
    `<g fill="#fff" opacity=".18">${Array.from({ length: 6 }, (_, k) => `<circle cx="${930 + k * 22}" cy="${64 + (k % 2) * 14}" r="5"/>`).join('')}</g>` +
    `<g font-family="${FONT}"><rect x="96" y="96" width="${Math.round(dist.name.length * 15.5 + 40)}" height="38" rx="19" fill="#fff" opacity=".2"/>` +
    `<text x="116" y="122" font-size="19" font-weight="700" fill="#fff" letter-spacing="2">${esc(dist.name.toUpperCase())}</text>` +
    textLines(head, 96, 150 + hfs, hfs, hfs + 6, 'font-weight="800" fill="#fff"') +
    `<text x="96" y="${hb + 56}" font-size="32" fill="#fff" opacity=".92">${esc(s.sub)}</text>` +
    `<rect x="96" y="${hb + 92}" width="210" height="60" rx="30" fill="#fff"/><text x="201" y="${hb + 131}" font-size="24" font-weight="700" fill="${s.from}" text-anchor="middle">Shop Now</text></g>` +
    placed(arts[0], 1130, 262, 0.92, 140) + placed(arts[1], 1362, 150, 0.72, 110) + placed(arts[2], 1420, 376, 0.6, 90), gid + 'c');
}

export function offerSvg(dist, o, discount, id) {
  const a = mkArt(o.art, `${dist.slug}${id}`);
  const dark = shade(o.colour, 0.35);
  const lines = wrap(o.head, 18, 2) ?? [o.head];
  const big = discount != null ? `Up to ${discount}% off` : o.sub;
  const bigLines = wrapClamp(big, 22, 2);
  return svg(800, 400, `${o.head}: ${big}`,
    `<rect width="800" height="400" rx="24" fill="${tint(o.colour, 0.82)}"/><path d="M440 0h336q24 0 24 24v352q0 24-24 24h-420z" fill="${o.colour}" opacity=".9"/>` +
    `<circle cx="590" cy="236" r="130" fill="#fff" opacity=".95"/>` +
    `<g transform="translate(590 232) scale(.8) translate(-200 -160)">${DRAW[a.kind](a)}</g>` +
    `<g font-family="${FONT}">` + textLines(lines, 48, 96, 40, 46, `font-weight="800" fill="${dark}"`) +
    textLines(bigLines, 48, 96 + (lines.length - 1) * 46 + 58, 26, 32, `font-weight="700" fill="${o.colour}"`) +
    `<text x="48" y="${96 + (lines.length + bigLines.length - 2) * 46 + 96}" font-size="21" fill="${shade(o.colour, 0.5)}">${esc(discount != null ? o.sub : 'Apply at checkout')}</text>` +
    `<rect x="48" y="300" width="150" height="48" rx="24" fill="${dark}"/><text x="123" y="331" font-size="19" font-weight="700" fill="#fff" text-anchor="middle">Shop now</text></g>`, `${dist.slug}${id}c`);
}

export function popupSvg(dist, p, discount) {
  const arts = p.arts.map((x, j) => mkArt(x, `${dist.slug}p${j}`));
  const dark = shade(p.colour, 0.35);
  return svg(600, 600, `${p.head}${discount != null ? `: up to ${discount}% off` : ''}`,
    `<rect width="600" height="600" rx="32" fill="${tint(p.colour, 0.85)}"/><path d="M0 32q0-32 32-32h536q32 0 32 32v238q-300 70-600 0z" fill="${p.colour}"/>` +
    `<g fill="#fff" opacity=".15"><circle cx="70" cy="60" r="40"/><circle cx="540" cy="210" r="60"/></g>` +
    placed(arts[0], 190, 186, 0.6, 100) + placed(arts[1], 410, 186, 0.6, 100) +
    `<g font-family="${FONT}" text-anchor="middle"><text x="300" y="372" font-size="32" font-weight="800" fill="${dark}">${esc(p.head)}</text>` +
    (discount != null
      ? `<text x="300" y="456" font-size="76" font-weight="900" fill="${p.colour}">${discount}% OFF</text><text x="300" y="496" font-size="22" fill="${dark}">on selected products</text>`
      : `<text x="300" y="450" font-size="40" font-weight="800" fill="${p.colour}">Happy shopping!</text>`) +
    `<text x="300" y="548" font-size="20" fill="${shade(p.colour, 0.5)}">${esc(p.sub)}</text></g>`, `${dist.slug}pc`);
}

export function logoSvg(dist, cfg) {
  const [first, ...rest] = dist.name.split(' ');
  const [c1, c2] = cfg.colours;
  return svg(240, 64, dist.name,
    cfg.logoIcon(c1) +
    `<g font-family="${FONT}"><text x="62" y="38" font-size="30" font-weight="800" fill="${c2}" letter-spacing="-.5">${esc(first)}</text>` +
    `<text x="63" y="56" font-size="12.5" font-weight="700" fill="${c1}" letter-spacing="4.2">${esc(rest.join(' ').toUpperCase())}</text></g>`);
}

export function paymentSvg() {
  const w = 88, gap = 8, y = 6, h = 48;
  const badge = (i, inner) => `<g transform="translate(${4 + i * (w + gap)} ${y})"><rect width="${w}" height="${h}" rx="8" fill="#fff" stroke="#d5dbe1"/>${inner}</g>`;
  return svg(480, 60, 'We accept UPI, Visa, Mastercard, RuPay and Net Banking',
    `<g font-family="${FONT}" text-anchor="middle">` +
    badge(0, `<path d="M18 12l10 12-10 12z" fill="#f47920"/><path d="M26 12l10 12-10 12z" fill="#0f9d58"/><text x="60" y="31" font-size="19" font-weight="800" font-style="italic" fill="#3a3f44">UPI</text>`) +
    badge(1, `<text x="44" y="33" font-size="23" font-weight="900" font-style="italic" fill="#1a1f71" letter-spacing="1">VISA</text>`) +
    badge(2, `<circle cx="36" cy="20" r="11" fill="#eb001b"/><circle cx="52" cy="20" r="11" fill="#f79e1b" fill-opacity=".9"/><text x="44" y="43" font-size="10" font-weight="700" fill="#3a3f44">mastercard</text>`) +
    badge(3, `<text x="38" y="31" font-size="19" font-weight="800" font-style="italic" fill="#1b3e8a">RuPay</text><path d="M70 14l8 10-8 10z" fill="#f47920"/><path d="M76 14l8 10-8 10z" fill="#0f9d58" opacity=".9"/>`) +
    badge(4, `<path d="M44 7l17 8h-34z" fill="#3b5b7a"/><path d="M30 17h28M33 17v11M40 17v11M48 17v11M55 17v11M29 29h30" stroke="#3b5b7a" stroke-width="2.5"/><text x="44" y="42" font-size="10.5" font-weight="700" fill="#3a3f44">Net Banking</text>`) +
    `</g>`);
}
