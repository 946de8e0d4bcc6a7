#!/usr/bin/env node
// Generates the seed images under seed/images/ from the seed data files.
//
//   cd /work/main && npx node scripts/generate-seed-images.mjs
//
// Plain Node ESM without dependencies. The data files are TypeScript and are
// imported through Node 22's built-in type stripping. Output is deterministic:
// running it again rewrites the same bytes, and any .svg in the four output
// folders that no data file references any more is removed.
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distributors } from '../seed/data/index.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'images');
const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

// ------------------------------------------------------------------ helpers
const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const n = (v) => Math.round(v * 10) / 10;
const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const mix = (a, b, t) => {
  const x = rgb(a), y = rgb(b);
  return '#' + x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('');
};
const tint = (c, t = 0.5) => mix(c, '#ffffff', t);
const shade = (c, t = 0.3) => mix(c, '#000000', t);
const hash = (s) => {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
};

/** Greedy word wrap; returns null when the text needs more than maxLines. */
function wrap(text, maxChars, maxLines) {
  const lines = [];
  const glued = text.replace(/(\d) (?=(?:g|kg|mg|ml|L|pcs|cm|IU|Slices|Bags|Pieces)\b)/g, '$1\u00a0');
  for (const word of glued.split(/[ \t\n]+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = last + ' ' + word;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : null;
}

/** Wraps into at most maxLines, shortening the last line with an ellipsis if needed. */
function wrapClamp(text, maxChars, maxLines) {
  const lines = wrap(text, maxChars, 99);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = (kept[maxLines - 1] + ' ' + lines[maxLines]).slice(0, maxChars - 1).trimEnd() + '…';
  return kept;
}

function textLines(lines, x, y, size, lineHeight, attrs) {
  return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>` +
    lines.map((l, i) => (i === 0 ? `<tspan x="${x}">${esc(l)}</tspan>` : `<tspan x="${x}" dy="${lineHeight}">${esc(l)}</tspan>`)).join('') +
    '</text>';
}

const svg = (w, h, label, body, clip) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">` +
  `<title>${esc(label)}</title>` +
  (clip ? `<clipPath id="${clip}"><rect width="${w}" height="${h}"/></clipPath><g clip-path="url(#${clip})">${body}</g>` : body) +
  '</svg>\n';

// ------------------------------------------------------------------ palettes
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
const PACK_COLOURS = ['#e4572e', '#2f8fcf', '#2fa866', '#f29f05', '#9b59b6', '#d9578b', '#1f9e9a', '#5565d8', '#c8812a', '#d93a3a'];

function palette(key) {
  const [bg, accent] = PALETTES[key] ?? ['#eef2f5', PACK_COLOURS[hash(key) % PACK_COLOURS.length]];
  return { bg, accent, dark: shade(accent, 0.35), ink: shade(accent, 0.62) };
}

// ------------------------------------------------------------------ marks (small label icons)
function mark(type, cx, cy, s, col) {
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

// ------------------------------------------------------------------ illustrations
// Every drawing fits roughly in x 95..305, y 40..275 of a 400x400 canvas,
// centred on (200, 160). o = { pack, accent, dark, bg, mark, ... }.
const zigzag = (x0, y0, x1, y1, teeth, depth) => {
  // polygon with serrated top and bottom edges
  const w = (x1 - x0) / teeth, pts = [];
  for (let i = 0; i <= teeth; i++) pts.push(`${n(x0 + i * w)},${i % 2 ? y0 - depth : y0}`);
  for (let i = teeth; i >= 0; i--) pts.push(`${n(x0 + i * w)},${i % 2 ? y1 + depth : y1}`);
  return pts.join(' ');
};

const DRAW = {
  strip(o) {
    const pill = (x, y) => (o.capsule
      ? `<rect x="${x - 20}" y="${y - 11}" width="40" height="22" rx="11" fill="${o.pack}"/><rect x="${x}" y="${y - 11}" width="20" height="22" rx="11" fill="#fff"/><rect x="${x}" y="${y - 11}" width="8" height="22" fill="#fff"/>`
      : `<circle cx="${x}" cy="${y}" r="17" fill="#fff" stroke="#c3ccd5" stroke-width="3"/>`);
    let pills = '';
    for (const y of [158, 202]) for (const x of [132, 178, 224, 270]) pills += pill(x, y);
    const strip = `<rect x="96" y="100" width="210" height="130" rx="14" fill="#e3e8ee" stroke="#b3bfcb" stroke-width="3"/><rect x="106" y="110" width="190" height="20" rx="6" fill="${o.pack}"/>${pills}`;
    const id = `s${o.uid}`;
    return `<defs><g id="${id}">${strip}</g></defs><use href="#${id}" transform="rotate(-16 200 160) translate(26 -34)" opacity=".5"/><use href="#${id}" transform="rotate(-8 200 160) translate(0 14)"/>`;
  },
  pillbottle(o) {
    return `<rect x="138" y="52" width="124" height="40" rx="9" fill="${o.dark}"/><path d="M142 60h116M142 70h116M142 80h116" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>` +
      `<rect x="150" y="90" width="100" height="14" fill="#dfe5eb"/><rect x="120" y="102" width="160" height="168" rx="26" fill="#fff" stroke="#d5dce3" stroke-width="3"/>` +
      `<rect x="121" y="138" width="158" height="92" fill="${o.pack}"/>${mark(o.mark, 200, 184, 26, '#fff')}` +
      `<ellipse cx="290" cy="262" rx="16" ry="9" fill="${tint(o.pack, 0.3)}"/><ellipse cx="112" cy="266" rx="13" ry="8" fill="${tint(o.pack, 0.5)}"/>`;
  },
  bottle(o) {
    // generic bottle: o.w body width, o.neck neck width, o.fill body colour, o.capH cap height
    const w = o.w ?? 116, neck = o.neck ?? 40, x = 200 - w / 2, nx = 200 - neck / 2, fill = o.fill ?? '#b5651d';
    const top = 82, shoulder = o.shoulder ?? 132, bottom = 270;
    const body = `M${nx} ${top}h${neck}v${o.neckLen ?? 18}C${nx + neck} ${shoulder - 14} ${x + w} ${shoulder - 22} ${x + w} ${shoulder + 8}V${bottom - 12}q0 12-12 12h${-(w - 24)}q-12 0-12-12V${shoulder + 8}C${x} ${shoulder - 22} ${nx} ${shoulder - 14} ${nx} ${top + (o.neckLen ?? 18)}z`;
    const cap = o.dropper
      ? `<rect x="186" y="34" width="28" height="40" rx="14" fill="${o.dark}"/><rect x="${nx - 4}" y="68" width="${neck + 8}" height="20" rx="4" fill="#d9dee3"/>`
      : o.nozzle
        ? `<path d="M${nx + 4} 56h${neck - 8}l-6-22h${-(neck - 20)}z" fill="#fff" stroke="#cfd6dd" stroke-width="2"/><rect x="${nx - 3}" y="54" width="${neck + 6}" height="32" rx="6" fill="${o.dark}"/>`
        : `<rect x="${nx - 4}" y="52" width="${neck + 8}" height="34" rx="6" fill="${o.cap ?? o.dark}"/><path d="M${nx} 62h${neck}M${nx} 72h${neck}" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`;
    const lx = x + 10, lw = w - 20, ly = shoulder + 30, lh = o.labelH ?? 80;
    return `${cap}<path d="${body}" fill="${fill}"${o.fillOpacity ? ` fill-opacity="${o.fillOpacity}"` : ''}/>` +
      `<path d="M${x + 14} ${shoulder + 20}V${bottom - 20}" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="${lx}" y="${ly}" width="${lw}" height="${lh}" rx="6" fill="${o.labelFill ?? '#fff'}"/><rect x="${lx}" y="${ly}" width="${lw}" height="20" rx="6" fill="${o.pack}"/>` +
      mark(o.mark, 200, ly + 20 + (lh - 20) / 2, Math.min(22, (lh - 24) / 2), o.pack);
  },
  tube(o) {
    return `<path d="M140 56h120l-14 184h-92z" fill="#fff" stroke="#d5dbe1" stroke-width="3"/><rect x="134" y="44" width="132" height="18" rx="3" fill="#e2e7ec"/>` +
      `<path d="M146 48v10M160 48v10M174 48v10M188 48v10M202 48v10M216 48v10M230 48v10M244 48v10M258 48v10" stroke="#c5cdd5" stroke-width="2"/>` +
      `<path d="M143 108h114l-5 78h-104z" fill="${o.pack}"/>${mark(o.mark, 200, 147, 24, '#fff')}` +
      `<path d="M146 194h108" stroke="${o.pack}" stroke-width="4" stroke-opacity=".45"/><rect x="166" y="238" width="68" height="34" rx="7" fill="${o.dark}"/>`;
  },
  jar(o) {
    const s = o.small ? 0.72 : 1;
    const inner = `<rect x="128" y="70" width="144" height="40" rx="8" fill="${o.dark}"/><path d="M132 80h136M132 92h136" stroke="#fff" stroke-opacity=".22" stroke-width="3"/>` +
      `<rect x="116" y="106" width="168" height="164" rx="24" fill="${o.fill ?? '#fff'}" stroke="${shade(o.fill ?? '#e2e7ec', 0.08)}" stroke-width="3"/>` +
      `<rect x="117" y="146" width="166" height="80" fill="${o.pack}"/>${mark(o.mark, 200, 186, 24, '#fff')}` +
      `<path d="M132 122v16M132 236v18" stroke="#fff" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/>`;
    return s === 1 ? inner : `<g transform="translate(200 ${n(270 - 270 * s)}) scale(${s}) translate(-200 0)">${inner}</g>`;
  },
  spray(o) {
    return `<g fill="${o.pack}" opacity=".4"><circle cx="150" cy="54" r="5"/><circle cx="134" cy="46" r="4"/><circle cx="136" cy="64" r="4"/><circle cx="118" cy="54" r="3"/></g>` +
      `<rect x="172" y="42" width="40" height="24" rx="5" fill="${o.dark}"/><rect x="158" y="48" width="16" height="8" rx="3" fill="${o.dark}"/><rect x="166" y="64" width="68" height="26" rx="8" fill="#cfd6dd"/>` +
      `<path d="M148 108q0-20 52-20t52 20v150q0 12-12 12h-80q-12 0-12-12z" fill="${o.pack}"/>` +
      `<rect x="156" y="140" width="88" height="88" rx="8" fill="#fff" opacity=".92"/>${mark(o.mark, 200, 184, 24, o.pack)}` +
      `<path d="M158 118v136" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`;
  },
  sachet(o) {
    const w = o.w ?? 170, h = o.h ?? 200, x0 = 200 - w / 2, y0 = 160 - h / 2;
    return `<polygon points="${zigzag(x0, y0, x0 + w, y0 + h, Math.round(w / 17), 6)}" fill="${o.pack}"/>` +
      `<path d="M${x0} ${y0 + 14}h${w}M${x0} ${y0 + h - 14}h${w}" stroke="#fff" stroke-opacity=".4" stroke-width="3" stroke-dasharray="5 5"/>` +
      (o.content ? content(o.content, 200, 170, 46) : `<circle cx="200" cy="168" r="44" fill="#fff"/>${mark(o.mark, 200, 168, 26, o.pack)}`) +
      `<rect x="${x0 + 20}" y="${y0 + 26}" width="${w - 40}" height="14" rx="7" fill="#fff" opacity=".75"/>`;
  },
  box(o) {
    const w = o.w ?? 150, h = o.h ?? 170, d = o.d ?? 34, x = 200 - (w + d) / 2, y = 270 - h;
    const front = o.fill ?? o.pack;
    return `<path d="M${x} ${y}l${d} ${-d * 0.8}h${w}l${-d} ${d * 0.8}z" fill="${tint(front, 0.35)}"/><path d="M${x + w} ${y}l${d} ${-d * 0.8}v${h}l${-d} ${d * 0.8}z" fill="${shade(front, 0.22)}"/>` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>` +
      (o.band ? `<rect x="${x}" y="${y + h * 0.3}" width="${w}" height="${h * 0.4}" fill="${o.band}"/>` : '') +
      (h >= 90
        ? `<rect x="${x + 12}" y="${n(y + h / 2 - 32)}" width="${w - 24}" height="64" rx="10" fill="#fff"/>${mark(o.mark, x + w / 2, n(y + h / 2), 22, o.markCol ?? o.pack)}`
        : `<rect x="${x + 12}" y="${y + 10}" width="${w - 24}" height="${h - 20}" rx="6" fill="#fff" opacity=".85"/>`) +
      (o.straw ? `<path d="M${x + w * 0.7} ${y - d * 0.4}l10-46h14" stroke="${o.dark}" stroke-width="6" fill="none" stroke-linecap="round"/>` : '');
  },
  kit(o) {
    return `<path d="M168 96v-22q0-10 10-10h44q10 0 10 10v22" fill="none" stroke="${o.dark}" stroke-width="12"/>` +
      `<rect x="100" y="92" width="200" height="178" rx="22" fill="${o.pack}"/><rect x="100" y="128" width="200" height="10" fill="${o.dark}" opacity=".5"/>` +
      `<circle cx="200" cy="202" r="46" fill="#fff"/>${mark('cross', 200, 202, 30, o.pack)}`;
  },
  meter(o) {
    return `<rect x="140" y="50" width="120" height="214" rx="38" fill="${o.pack}"/><rect x="154" y="78" width="92" height="72" rx="10" fill="#1f2d3a"/>` +
      `<text x="200" y="126" font-size="32" font-weight="700" fill="#6ff0b0" text-anchor="middle" font-family="ui-monospace,monospace">${esc(o.reading ?? '112')}</text>` +
      `<circle cx="200" cy="198" r="22" fill="#fff" opacity=".9"/><circle cx="164" cy="238" r="8" fill="#fff" opacity=".6"/><circle cx="236" cy="238" r="8" fill="#fff" opacity=".6"/>` +
      `<rect x="188" y="262" width="24" height="16" fill="#e8ecf0"/>`;
  },
  thermo(o) {
    return `<g transform="rotate(-38 200 160)"><rect x="180" y="34" width="40" height="226" rx="20" fill="#fff" stroke="#cfd6dd" stroke-width="3"/>` +
      `<rect x="188" y="62" width="24" height="70" rx="4" fill="#1f2d3a"/><rect x="180" y="158" width="40" height="62" fill="${o.pack}"/><circle cx="200" cy="190" r="9" fill="#fff"/>` +
      `<rect x="193" y="254" width="14" height="40" rx="7" fill="#aab4be"/></g>` +
      `<text x="272" y="112" font-size="30" font-weight="700" fill="${o.dark}" text-anchor="middle" font-family="ui-monospace,monospace">37.2°</text>`;
  },
  roll(o) {
    const body = o.fill ?? '#fff', end = tint(body, 0.2) === body ? '#f4f6f8' : tint(body, 0.25);
    return `<path d="M150 96h110a42 84 0 0 1 0 168h-110z" fill="${body}" stroke="${shade(body, 0.12)}" stroke-width="3"/>` +
      (o.band ? `<rect x="196" y="96" width="48" height="168" fill="${o.pack}"/>` : '') +
      `<ellipse cx="150" cy="180" rx="42" ry="84" fill="${end}" stroke="${shade(body, 0.15)}" stroke-width="3"/>` +
      `<ellipse cx="150" cy="180" rx="28" ry="56" fill="none" stroke="${shade(body, 0.12)}" stroke-width="3"/><ellipse cx="150" cy="180" rx="13" ry="26" fill="${o.dark}"/>`;
  },
  gelpack(o) {
    const id = `g${o.uid}`;
    return `<defs><linearGradient id="${id}"><stop offset=".5" stop-color="#4fa3f0"/><stop offset=".5" stop-color="#f0625a"/></linearGradient></defs>` +
      `<rect x="104" y="70" width="192" height="196" rx="42" fill="url(#${id})"/><rect x="118" y="84" width="164" height="168" rx="32" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-dasharray="8 7"/>` +
      `<g fill="#fff" opacity=".8"><circle cx="150" cy="140" r="9"/><circle cx="168" cy="196" r="6"/><circle cx="138" cy="222" r="5"/><circle cx="250" cy="140" r="9"/><circle cx="232" cy="196" r="6"/><circle cx="262" cy="222" r="5"/></g>`;
  },
  babybottle(o) {
    return `<path d="M186 50q14-14 28 0l8 30h-44z" fill="#f2c79c"/><rect x="158" y="78" width="84" height="28" rx="7" fill="${o.pack}"/>` +
      `<rect x="162" y="104" width="76" height="166" rx="22" fill="#fff" stroke="#cfd8e2" stroke-width="3"/><rect x="166" y="164" width="68" height="102" rx="18" fill="#fdf3dc"/>` +
      `<path d="M170 132h16M170 162h16M170 192h16M170 222h16" stroke="${o.pack}" stroke-width="3"/>`;
  },
  talc(o) {
    return `<path d="M158 78q42-34 84 0v10h-84z" fill="${o.dark}"/><g fill="#fff" opacity=".6"><circle cx="188" cy="70" r="3"/><circle cx="200" cy="66" r="3"/><circle cx="212" cy="70" r="3"/></g>` +
      `<rect x="146" y="86" width="108" height="184" rx="32" fill="${o.fill ?? o.pack}"/><circle cx="200" cy="178" r="38" fill="#fff"/>${mark(o.mark, 200, 178, 22, o.pack)}`;
  },
  sack(o) {
    return `<path d="M118 86h164l12 184h-188z" fill="${o.fill ?? '#f6ecd9'}"/><path d="M118 86l16-30h132l16 30z" fill="${shade(o.fill ?? '#f6ecd9', 0.12)}"/>` +
      `<rect x="182" y="66" width="36" height="9" rx="4.5" fill="#000" opacity=".22"/>` +
      `<rect x="134" y="126" width="132" height="104" rx="12" fill="${o.pack}"/>${mark(o.mark, 200, 178, 32, '#fff')}` +
      `<path d="M124 246h152" stroke="${o.pack}" stroke-width="5" stroke-opacity=".5"/>`;
  },
  pouch(o) {
    return `<path d="M128 66h144v174q0 30-30 30h-84q-30 0-30-30z" fill="${o.pack}"/><rect x="128" y="66" width="144" height="16" fill="${o.dark}"/>` +
      `<path d="M136 96h128" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-dasharray="6 5"/>` +
      `<circle cx="200" cy="178" r="52" fill="#fff"/>${content(o.content ?? 'dots:#e0b24a', 200, 178, 46)}` +
      `<path d="M142 112v130" stroke="#fff" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"/>`;
  },
  carton(o) {
    return `<path d="M140 116l44-44h86l-44 44z" fill="#dfe5eb"/><rect x="182" y="60" width="88" height="14" fill="#cfd6dd"/>` +
      `<path d="M226 116l44-44v196l-44 2z" fill="#e7ecf1"/><path d="M140 116h86v154h-86z" fill="#fff" stroke="#dfe4ea" stroke-width="2"/>` +
      `<rect x="140" y="170" width="86" height="68" fill="${o.pack}"/><path d="M226 170l44-3v68l-44 3z" fill="${shade(o.pack, 0.2)}"/>` +
      `${mark('drop', 183, 204, 20, '#fff')}`;
  },
  tub(o) {
    return `<ellipse cx="200" cy="116" rx="86" ry="14" fill="${o.dark}"/><rect x="114" y="104" width="172" height="22" rx="10" fill="${o.pack}"/>` +
      `<path d="M122 128h156l-16 142h-124z" fill="#fff" stroke="#dfe4ea" stroke-width="3"/><path d="M125 160h150l-6 56h-138z" fill="${o.pack}"/>` +
      `${mark(o.mark ?? 'drop', 200, 188, 18, '#fff')}`;
  },
  loaf(o) {
    const crust = o.fill ?? '#c98b4a';
    return `<path d="M110 150q0-62 90-62t90 62v120h-180z" fill="${crust}"/><path d="M124 154q0-50 76-50t76 50v108h-152z" fill="${tint(crust, 0.55)}"/>` +
      `<g fill="${shade(crust, 0.1)}" opacity=".5"><circle cx="170" cy="170" r="4"/><circle cx="220" cy="150" r="3"/><circle cx="236" cy="206" r="4"/><circle cx="180" cy="226" r="3"/></g>`;
  },
  buns() {
    const bun = (x, y) => `<ellipse cx="${x}" cy="${y}" rx="56" ry="44" fill="#d9963f"/><ellipse cx="${x - 10}" cy="${y - 14}" rx="26" ry="12" fill="#f0c27a" opacity=".7"/>`;
    return bun(152, 146) + bun(248, 146) + bun(152, 226) + bun(248, 226);
  },
  eggs() {
    const egg = (x, y) => `<ellipse cx="${x}" cy="${y}" rx="24" ry="31" fill="#fffdf6" stroke="#e6dcc8" stroke-width="2"/>`;
    let g = '';
    for (const x of [130, 177, 224, 271]) g += egg(x, 150);
    g += `<rect x="96" y="170" width="208" height="34" rx="6" fill="#cbb593"/>`;
    for (const x of [122, 174, 226, 278]) g += egg(x, 206);
    return g + `<path d="M96 232h208l-10 38h-188z" fill="#bda47e"/>`;
  },
  jerrycan(o) {
    return `<rect x="144" y="54" width="40" height="24" rx="5" fill="${o.dark}"/><path d="M118 104q0-26 26-26h78q8 0 16 8l36 36q8 8 8 18v112q0 18-18 18h-128q-18 0-18-18z" fill="${o.fill ?? '#f2cf5b'}"/>` +
      `<path d="M226 96l30 30" stroke="${o.bg}" stroke-width="14" stroke-linecap="round"/>` +
      `<rect x="134" y="164" width="132" height="72" rx="8" fill="${o.pack}"/>${mark(o.mark, 200, 200, 24, '#fff')}`;
  },
  bars(o) {
    return `<rect x="108" y="188" width="184" height="70" rx="30" fill="${shade(o.pack, 0.12)}"/><rect x="108" y="180" width="184" height="64" rx="30" fill="${o.pack}"/>` +
      `<rect x="126" y="118" width="164" height="68" rx="30" fill="${shade(o.fill ?? tint(o.pack, 0.45), 0.1)}"/><rect x="126" y="110" width="164" height="62" rx="30" fill="${o.fill ?? tint(o.pack, 0.45)}"/>` +
      `<rect x="164" y="128" width="88" height="26" rx="13" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>`;
  },
  toothbrush(o) {
    const brush = (rot, col) => `<g transform="rotate(${rot} 200 160)"><rect x="190" y="92" width="20" height="176" rx="10" fill="${col}"/><rect x="192" y="40" width="16" height="56" rx="6" fill="${shade(col, 0.1)}"/><rect x="208" y="44" width="16" height="46" rx="3" fill="#eaf4ff"/></g>`;
    return brush(-24, '#3b82c4') + brush(-8, '#e4572e') + brush(8, '#2fa866') + brush(24, o.pack);
  },
  dabba() {
    const spices = ['#f2b705', '#d9480f', '#7a4a24', '#8a9a3a', '#3b2f2f', '#c8812a', '#b22222'];
    let g = `<circle cx="200" cy="164" r="118" fill="#c9d1d8"/><circle cx="200" cy="164" r="108" fill="#e6ebef"/>`;
    spices.forEach((c, i) => {
      const a = (i / 6) * Math.PI * 2, x = i === 6 ? 200 : n(200 + Math.cos(a) * 66), y = i === 6 ? 164 : n(164 + Math.sin(a) * 66);
      g += `<circle cx="${x}" cy="${y}" r="30" fill="#b8c1ca"/><circle cx="${x}" cy="${y}" r="25" fill="${c}"/>`;
    });
    return g;
  },
  chai(o) {
    return `<path d="M182 70q-12-14 0-28M206 72q-12-16 0-32M230 70q-12-14 0-28" stroke="${o.dark}" stroke-opacity=".5" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<path d="M136 96h128l-18 174h-92z" fill="#fff" fill-opacity=".75" stroke="#cfd6dd" stroke-width="3"/><path d="M141 122h118l-15 144h-88z" fill="#b7773f"/>` +
      `<path d="M141 122h118l-2 16h-114z" fill="#d6a26c"/><path d="M154 150l8 100" stroke="#fff" stroke-opacity=".35" stroke-width="6" stroke-linecap="round"/>`;
  },
  produce(o) {
    return PRODUCE[o.produce ?? 'apple'](o);
  },
};

// Window fillings for pouches and packets: "dots:#colour", "plain:#colour", "sev:#colour", "chips", "noodles", "biscuits".
function content(spec, cx, cy, r) {
  const [type, col = '#e0b24a'] = spec.split(':');
  const dark = shade(col, 0.25);
  switch (type) {
    case 'plain':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${col}"/><path d="M${cx - r * 0.6} ${cy + r * 0.2}q${r * 0.6} ${-r * 0.5} ${r * 1.2} 0" stroke="${tint(col, 0.35)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'sev':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${tint(col, 0.4)}"/><path d="M${cx - 34} ${cy - 14}q10-14 20 0t20 0t20 0M${cx - 30} ${cy + 6}q10-14 20 0t20 0t20 0M${cx - 24} ${cy + 24}q10-14 20 0t20 0" stroke="${col}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case 'chips':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><g fill="#f5c842" stroke="#d9a514" stroke-width="2"><ellipse cx="${cx - 14}" cy="${cy - 8}" rx="26" ry="18" transform="rotate(-20 ${cx - 14} ${cy - 8})"/><ellipse cx="${cx + 16}" cy="${cy + 12}" rx="26" ry="18" transform="rotate(25 ${cx + 16} ${cy + 12})"/></g>`;
    case 'noodles':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><path d="M${cx - 30} ${cy - 18}q8-10 15 0t15 0t15 0t15 0M${cx - 34} ${cy}q8-10 15 0t15 0t15 0t15 0M${cx - 30} ${cy + 18}q8-10 15 0t15 0t15 0t15 0" stroke="#f0c24b" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'biscuits':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff"/><circle cx="${cx - 8}" cy="${cy}" r="30" fill="#e2b06a"/><circle cx="${cx + 12}" cy="${cy + 4}" r="30" fill="#d79d4f"/><g fill="#b7793a"><circle cx="${cx + 2}" cy="${cy - 8}" r="3"/><circle cx="${cx + 20}" cy="${cy - 8}" r="3"/><circle cx="${cx + 2}" cy="${cy + 14}" r="3"/><circle cx="${cx + 20}" cy="${cy + 14}" r="3"/></g>`;
    default: {
      // dots: grains, dals, seeds
      let g = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${tint(col, 0.15)}"/><g fill="${dark}">`;
      const pts = [[-22, -18], [4, -26], [24, -10], [-28, 8], [-4, 0], [20, 16], [-14, 24], [8, 28], [30, -30 + 36]];
      for (const [dx, dy] of pts) g += `<ellipse cx="${cx + dx}" cy="${cy + dy}" rx="6" ry="4.5"/>`;
      return g + '</g>';
    }
  }
}

const leafPath = (x, y, s, rot, col) =>
  `<path d="M${x} ${y}q${s * 0.5} ${-s * 0.7} ${s} 0q${-s * 0.5} ${s * 0.7} ${-s} 0z" transform="rotate(${rot} ${x} ${y})" fill="${col}"/>`;

const PRODUCE = {
  onion: () => {
    const one = (x, y, s) => `<path d="M${x} ${y - 62 * s}q${-8 * s} ${22 * s} ${-40 * s} ${40 * s}q${-30 * s} ${20 * s} ${-22 * s} ${52 * s}q${10 * s} ${30 * s} ${62 * s} ${30 * s}q${52 * s} 0 ${62 * s} ${-30 * s}q${8 * s} ${-32 * s} ${-22 * s} ${-52 * s}q${-32 * s} ${-18 * s} ${-40 * s} ${-40 * s}z" fill="#9c3d6e"/><path d="M${x} ${y - 40 * s}q${-24 * s} ${40 * s} 0 ${100 * s}M${x} ${y - 40 * s}q${24 * s} ${40 * s} 0 ${100 * s}" stroke="#c97aa2" stroke-width="3" fill="none"/>`;
    return one(150, 200, 0.9) + one(250, 205, 0.9) + one(200, 180, 1.05);
  },
  potato: () => {
    const p = (x, y, rx, ry, rot) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${x} ${y})" fill="#c9a066"/><g fill="#9c7440"><circle cx="${x - 12}" cy="${y - 8}" r="3"/><circle cx="${x + 16}" cy="${y + 6}" r="3"/><circle cx="${x}" cy="${y + 14}" r="2.5"/></g>`;
    return p(150, 210, 62, 44, -15) + p(252, 214, 56, 42, 12) + p(204, 150, 66, 46, 5);
  },
  tomato: () => {
    const t = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#e53935"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff" opacity=".35"/><path d="M${x} ${y - r + 8}l-16-8 12 12-20 2 22 4-8 14 12-12 10 12-4-14 20-2-20-6 12-12z" fill="#2e7d32"/>`;
    return t(146, 208, 56) + t(254, 208, 56) + t(200, 140, 62);
  },
  banana: () => {
    const b = (rot) => `<path d="M136 96q-30 110 60 168q70 20 110-20q-90 10-130-60q-20-40-18-86z" transform="rotate(${rot} 200 180)" fill="#f6d03b" stroke="#d9ae12" stroke-width="3"/>`;
    return b(-14) + b(0) + b(14) + `<rect x="118" y="80" width="26" height="24" rx="6" fill="#6b8e23" transform="rotate(-20 131 92)"/>`;
  },
  mango: () => {
    const m = (x, y, rot) => `<g transform="rotate(${rot} ${x} ${y})"><path d="M${x} ${y - 64}q66 4 60 70q-6 62-66 62q-56 0-54-62q2-70 60-70z" fill="#f6a623"/><path d="M${x + 20} ${y - 50}q30 20 26 64" stroke="#ffd36b" stroke-width="8" fill="none" stroke-linecap="round" opacity=".7"/><path d="M${x - 26} ${y + 34}q-6-40 30-80" stroke="#e8891a" stroke-width="0" fill="none"/></g>`;
    return m(150, 196, -20) + m(250, 196, 20) + leafPath(200, 84, 70, 30, '#4caf50');
  },
  apple: () => {
    const a = (x, y, s) => `<path d="M${x} ${y - 44 * s}q${-26 * s} ${-18 * s} ${-50 * s} ${-4 * s}q${-34 * s} ${24 * s} ${-20 * s} ${80 * s}q${14 * s} ${46 * s} ${50 * s} ${40 * s}q${8 * s} ${-4 * s} ${20 * s} 0q${36 * s} ${6 * s} ${50 * s} ${-40 * s}q${14 * s} ${-56 * s} ${-20 * s} ${-80 * s}q${-24 * s} ${-14 * s} ${-50 * s} ${4 * s}z" fill="#d32f2f"/><path d="M${x} ${y - 44 * s}q${2 * s} ${-20 * s} ${12 * s} ${-30 * s}" stroke="#6d4c41" stroke-width="5" fill="none"/><ellipse cx="${x - 26 * s}" cy="${y - 16 * s}" rx="${10 * s}" ry="${18 * s}" fill="#fff" opacity=".25"/>`;
    return a(148, 212, 0.9) + a(252, 212, 0.9) + a(200, 168, 1.1) + leafPath(212, 106, 40, -30, '#43a047');
  },
  chilli: () => {
    const c = (rot) => `<path d="M150 76q-10 120 80 190q14 8 10-8q-70-70-66-178z" transform="rotate(${rot} 200 170)" fill="#2e9e3e" stroke="#1f7a2d" stroke-width="2"/><path d="M150 76q2-18 20-26" transform="rotate(${rot} 200 170)" stroke="#5d7d2a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    return c(-22) + c(0) + c(22);
  },
  coriander: () => {
    let g = `<path d="M200 270v-96M200 270l-44-110M200 270l44-110M200 270l-70-70M200 270l70-70" stroke="#5c8f2e" stroke-width="5" stroke-linecap="round"/>`;
    for (const [x, y] of [[156, 150], [244, 150], [200, 160], [130, 196], [270, 196], [178, 108], [222, 108], [200, 70], [146, 104], [254, 104]])
      g += `<circle cx="${x}" cy="${y}" r="24" fill="#43a047"/><circle cx="${x + 14}" cy="${y - 10}" r="14" fill="#66bb6a"/>`;
    return g + `<rect x="184" y="226" width="32" height="16" rx="4" fill="#c9a066"/>`;
  },
  bhindi: () => {
    const p = (rot) => `<g transform="rotate(${rot} 200 170)"><path d="M186 70q-14 100 10 200q4 6 8 0q24-100 10-200z" fill="#4caf50" stroke="#2e7d32" stroke-width="2"/><path d="M200 76v186" stroke="#2e7d32" stroke-width="2"/><rect x="190" y="54" width="20" height="20" rx="4" fill="#7cb342"/></g>`;
    return p(-30) + p(-10) + p(10) + p(30);
  },
  cauliflower: () => {
    let g = leafPath(96, 214, 100, -20, '#4caf50') + leafPath(304, 214, -100, 20, '#43a047') + `<path d="M130 220q70 70 140 0v30q-70 40-140 0z" fill="#66bb6a"/>`;
    for (const [x, y, r] of [[160, 170, 38], [240, 170, 38], [200, 150, 42], [176, 118, 32], [226, 118, 32], [200, 196, 40], [150, 206, 28], [250, 206, 28]])
      g += `<circle cx="${x}" cy="${y}" r="${r}" fill="#fbf6e6" stroke="#e8dfc2" stroke-width="2"/>`;
    return g;
  },
  lemon: () => {
    const l = (x, y, rot) => `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="56" ry="42" fill="#f9e04b"/><path d="M${x + 54} ${y}l10-4v8z" fill="#e8c91f"/><ellipse cx="${x - 16}" cy="${y - 14}" rx="16" ry="8" fill="#fff" opacity=".35"/></g>`;
    return l(146, 214, -10) + l(256, 214, 10) + l(200, 146, -4);
  },
  pomegranate: () => {
    const p = (x, y, r) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#b71c1c"/><path d="M${x - 14} ${y - r + 4}l-4-20 10 10 8-16 8 16 10-10-4 20z" fill="#8e1414"/><circle cx="${x - r * 0.4}" cy="${y - r * 0.3}" r="${r * 0.2}" fill="#fff" opacity=".2"/>`;
    const half = `<circle cx="262" cy="222" r="46" fill="#b71c1c"/><circle cx="262" cy="222" r="38" fill="#fbe3d6"/><g fill="#d81b60">${[[-16, -14], [4, -20], [20, -6], [-22, 6], [0, 0], [16, 16], [-8, 22], [-14, -30 + 30]].map(([dx, dy]) => `<circle cx="${262 + dx}" cy="${222 + dy}" r="6"/>`).join('')}</g>`;
    return p(176, 180, 78) + half;
  },
};

// ------------------------------------------------------------------ choosing a drawing for a product
function art(p, pal) {
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

// ------------------------------------------------------------------ product & category images
function productSvg(p, pal) {
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

function categorySvg(cat) {
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

/** An illustration placed at (cx, cy) with scale s, on a white disc of radius r. */
const placed = (a, cx, cy, s, r) =>
  (r ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".92"/>` : '') +
  `<g transform="translate(${cx} ${cy}) scale(${s}) translate(-200 -160)">${DRAW[a.kind](a)}</g>`;

function bannerSvg(cat, dist) {
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

// ------------------------------------------------------------------ settings images
const SETTINGS = {
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

function sliderSvg(dist, cfg, s, i) {
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

function offerSvg(dist, o, discount, id) {
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

function popupSvg(dist, p, discount) {
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

function logoSvg(dist, cfg) {
  const [first, ...rest] = dist.name.split(' ');
  const [c1, c2] = cfg.colours;
  return svg(240, 64, dist.name,
    cfg.logoIcon(c1) +
    `<g font-family="${FONT}"><text x="62" y="38" font-size="30" font-weight="800" fill="${c2}" letter-spacing="-.5">${esc(first)}</text>` +
    `<text x="63" y="56" font-size="12.5" font-weight="700" fill="${c1}" letter-spacing="4.2">${esc(rest.join(' ').toUpperCase())}</text></g>`);
}

function paymentSvg() {
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

// ------------------------------------------------------------------ main
const files = new Map(); // "dir/name" -> content
function put(dir, name, content) {
  const key = `${dir}/${name}`;
  if (files.has(key) && files.get(key) !== content) throw new Error(`Two different images want the file name ${key}`);
  files.set(key, content);
}

for (const dist of distributors) {
  const cfg = SETTINGS[dist.slug];
  if (!cfg) throw new Error(`No settings artwork configured for distributor ${dist.slug}`);
  const cats = new Map(dist.categories.map((c) => [c.key, c]));
  for (const c of dist.categories) {
    put('categories', c.image, categorySvg(c));
    if (c.banner) put('banners', c.banner, bannerSvg(c, dist));
  }
  const seen = new Set();
  for (const p of dist.products) {
    if (!cats.has(p.categoryKey)) throw new Error(`${dist.slug}: product "${p.name}" has unknown category ${p.categoryKey}`);
    if (seen.has(p.image)) throw new Error(`${dist.slug}: image ${p.image} is used by two products`);
    seen.add(p.image);
    put('products', p.image, productSvg(p, palette(p.categoryKey)));
  }
  if (dist.sliders.length !== cfg.sliders.length) throw new Error(`${dist.slug}: expected ${cfg.sliders.length} sliders`);
  dist.sliders.forEach((name, i) => put('settings', name, sliderSvg(dist, cfg, cfg.sliders[i], i)));
  const b = dist.banners;
  put('settings', b.offerBannerFirst, offerSvg(dist, cfg.offerFirst, b.offerBannerFirstDiscount, 'o1'));
  put('settings', b.offerBannerSecond, offerSvg(dist, cfg.offerSecond, b.offerBannerSecondDiscount, 'o2'));
  put('settings', b.popupBanner, popupSvg(dist, cfg.popup, b.popupBannerDiscount));
  put('settings', b.paymentGatewayImage, paymentSvg());
  put('settings', dist.settings.logo, logoSvg(dist, cfg));
}

let written = 0, unchanged = 0, removed = 0;
for (const dir of ['products', 'categories', 'banners', 'settings']) {
  mkdirSync(join(OUT, dir), { recursive: true });
  for (const f of readdirSync(join(OUT, dir))) {
    if (f.endsWith('.svg') && !files.has(`${dir}/${f}`)) { unlinkSync(join(OUT, dir, f)); removed++; }
  }
}
for (const [key, content] of files) {
  const path = join(OUT, key);
  let old = null;
  try { old = readFileSync(path, 'utf8'); } catch { /* new file */ }
  if (old === content) { unchanged++; continue; }
  writeFileSync(path, content);
  written++;
}
console.log(`seed images: ${files.size} files (${written} written, ${unchanged} unchanged, ${removed} stale removed) in ${OUT}`);
