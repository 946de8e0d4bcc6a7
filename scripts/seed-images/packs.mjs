// The DRAW table: one drawing per kind of product pack (strip, bottle, jar,
// sachet, box, ...), and placed() to put a drawing anywhere on a larger canvas.
import { esc, n, shade, tint } from './svg-kit.mjs';
import { mark } from './palettes.mjs';
import { content, PRODUCE } from './produce.mjs';

// Every drawing fits roughly in x 95..305, y 40..275 of a 400x400 canvas,
// centred on (200, 160). o = { pack, accent, dark, bg, mark, ... }.
const zigzag = (x0, y0, x1, y1, teeth, depth) => {
  // polygon with serrated top and bottom edges
  const w = (x1 - x0) / teeth, pts = [];
  for (let i = 0; i <= teeth; i++) pts.push(`${n(x0 + i * w)},${i % 2 ? y0 - depth : y0}`);
  for (let i = teeth; i >= 0; i--) pts.push(`${n(x0 + i * w)},${i % 2 ? y1 + depth : y1}`);
  return pts.join(' ');
};

export const DRAW = {
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

/** An illustration placed at (cx, cy) with scale s, on a white disc of radius r. */
export const placed = (a, cx, cy, s, r) =>
  (r ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".92"/>` : '') +
  `<g transform="translate(${cx} ${cy}) scale(${s}) translate(-200 -160)">${DRAW[a.kind](a)}</g>`;
