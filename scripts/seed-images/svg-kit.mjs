// Low-level SVG helpers for the seed image generator: escaping, number and
// colour helpers, a stable string hash, text wrapping and the <svg> wrapper.

export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
export const n = (v) => Math.round(v * 10) / 10;
const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const mix = (a, b, t) => {
  const x = rgb(a), y = rgb(b);
  return '#' + x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('');
};
export const tint = (c, t = 0.5) => mix(c, '#ffffff', t);
export const shade = (c, t = 0.3) => mix(c, '#000000', t);
export const hash = (s) => {
  let h = 0x811c9dc5;
  for (const ch of s) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0;
  return h;
};

/** Greedy word wrap; returns null when the text needs more than maxLines. */
export function wrap(text, maxChars, maxLines) {
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
export function wrapClamp(text, maxChars, maxLines) {
  const lines = wrap(text, maxChars, 99);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = (kept[maxLines - 1] + ' ' + lines[maxLines]).slice(0, maxChars - 1).trimEnd() + '…';
  return kept;
}

export function textLines(lines, x, y, size, lineHeight, attrs) {
  return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>` +
    lines.map((l, i) => (i === 0 ? `<tspan x="${x}">${esc(l)}</tspan>` : `<tspan x="${x}" dy="${lineHeight}">${esc(l)}</tspan>`)).join('') +
    '</text>';
}

export const svg = (w, h, label, body, clip) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">` +
  `<title>${esc(label)}</title>` +
  (clip ? `<clipPath id="${clip}"><rect width="${w}" height="${h}"/></clipPath><g clip-path="url(#${clip})">${body}</g>` : body) +
  '</svg>\n';
