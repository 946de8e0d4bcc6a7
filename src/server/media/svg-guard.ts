// An uploaded SVG is shown on shop pages and may be opened on its own, so it
// must be a drawing and nothing else. Rather than trying to clean active
// content out (which loses to spellings no one thought of), a file is accepted
// only when every element, attribute and reference in it is on a short list of
// plain drawing features; anything else refuses the whole file.

const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line',
  'polyline', 'polygon', 'text', 'tspan', 'lineargradient', 'radialgradient', 'stop', 'clippath', 'mask',
  'pattern', 'filter', 'fegaussianblur', 'feoffset', 'feblend', 'fecolormatrix', 'feflood', 'fecomposite',
  'femerge', 'femergenode', 'metadata',
]);

const ATTRIBUTES = new Set([
  'xmlns', 'xmlns:xlink', 'version', 'id', 'class', 'style', 'width', 'height', 'viewbox', 'preserveaspectratio',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'transform',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'opacity', 'color',
  'clip-path', 'clip-rule', 'mask', 'filter', 'offset', 'stop-color', 'stop-opacity', 'gradientunits',
  'gradienttransform', 'spreadmethod', 'patternunits', 'patterncontentunits', 'patterntransform',
  'clippathunits', 'maskunits', 'maskcontentunits', 'filterunits', 'primitiveunits', 'stddeviation', 'dx', 'dy',
  'in', 'in2', 'result', 'mode', 'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'flood-color',
  'flood-opacity', 'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor',
  'dominant-baseline', 'letter-spacing', 'visibility', 'display', 'href', 'xlink:href', 'xml:space',
  'vector-effect', 'shape-rendering', 'text-rendering',
]);

/** Only the five XML escapes: numeric references are how `javascript:` hides. */
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos);)/i;
/** A start or end tag; quoted values may hold '>' (the browser reads them so). */
const TAG = /<\s*(\/?)\s*([A-Za-z][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s=/]+)\s*(?:=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;
const COMMENT = /<!--([\s\S]*?)-->/g;
/** Values that reach out or run: any URL that is not a reference within the file. */
const ACTIVE_VALUE = /(?:javascript|vbscript|data|https?|file|ftp)\s*:|url\s*\(\s*['"]?(?!#)|expression\s*\(|@import/i;
const NAMESPACES = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']);

function attributeProblem(attr: string, value: string): string | null {
  if (!ATTRIBUTES.has(attr)) return `the attribute ${attr}`;
  if (attr.startsWith('xmlns')) return NAMESPACES.has(value) ? null : 'an unknown namespace';
  if ((attr === 'href' || attr === 'xlink:href') && !/^#[\w.-]+$/.test(value)) return 'a link outside the file';
  // CSS escapes (u\72l) spell anything.
  if (attr === 'style' && value.includes('\\')) return 'an escaped style';
  // eslint-disable-next-line no-control-regex
  if (ACTIVE_VALUE.test(value.replace(/[\s\u0000-\u001F]+/g, ''))) return 'an active or external value';
  return null;
}

/** Why the SVG text is refused, or null when it is a plain drawing. */
export function svgProblem(source: string): string | null {
  const unmarked = source.replace(/^\uFEFF/, '');
  // The bytes were read as UTF-8: a prolog naming another encoding (UTF-7,
  // UTF-16...) would have a browser read them otherwise, past every check here.
  const encoding = /^\s*<\?xml\s[^?>]*?\bencoding\s*=\s*(["'])([^"']*)\1/i.exec(unmarked)?.[2];
  if (encoding !== undefined && !/^utf-?8$/i.test(encoding.trim())) return 'an encoding other than UTF-8';
  const text = unmarked.replace(/^\s*<\?xml\s[^?>]*\?>/, '');
  for (const [, inner] of text.matchAll(COMMENT)) {
    if (/[<>]|--/.test(inner ?? '')) return 'markup hidden in a comment';
  }
  const body = text.replace(COMMENT, '');
  if (/<!|<\?|\]\]>/.test(body)) return 'declarations, CDATA or processing instructions';
  if (ENTITY.test(body)) return 'character references';
  // Every '<' must open a tag we can read: anything else is a parser trick.
  if ((body.match(/</g) ?? []).length !== (body.match(TAG) ?? []).length) return 'malformed markup';
  let sawRoot = false;
  for (const [, , rawName, rawAttrs] of body.matchAll(TAG)) {
    const name = (rawName ?? '').toLowerCase();
    if (!ELEMENTS.has(name)) return `the element <${name}>`;
    sawRoot ||= name === 'svg';
    for (const [, rawAttr, rawValue] of (rawAttrs ?? '').replace(/\/\s*$/, '').matchAll(ATTR)) {
      const value = (rawValue ?? '').replace(/^["']|["']$/g, '');
      const problem = attributeProblem((rawAttr ?? '').toLowerCase(), value);
      if (problem) return problem;
    }
  }
  return sawRoot ? null : 'no <svg> element';
}
