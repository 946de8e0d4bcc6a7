// Fruit and vegetable drawings (PRODUCE), the leaf shape they share, and the
// window fillings shown through pouches and packets (content()).
import { shade, tint } from './svg-kit.mjs';

// Window fillings for pouches and packets: "dots:#colour", "plain:#colour", "sev:#colour", "chips", "noodles", "biscuits".
export function content(spec, cx, cy, r) {
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

export const leafPath = (x, y, s, rot, col) =>
  `<path d="M${x} ${y}q${s * 0.5} ${-s * 0.7} ${s} 0q${-s * 0.5} ${s * 0.7} ${-s} 0z" transform="rotate(${rot} ${x} ${y})" fill="${col}"/>`;

export const PRODUCE = {
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
