// Small symbols drawn as inline SVG instead of text. ★ ☆ ✔ − ▾ ↑ → ‹ › × are not
// in the usual Latin UI fonts: each one sent the browser searching the
// device's fonts for a fallback during the page's first layout (tens of ms on
// a slow phone, and a different-looking symbol, or none, from one phone to the
// next). Drawn, they add no text size of their own either (each size costs
// a font lookup: see the type scale in global.css). The drawings are 24 x 24
// units, filled or stroked with the text colour. The account menu's caret is drawn inline in ProfileMenu.tsx, so
// the header's script, on every page, does not carry this table.

export type GlyphName = 'arrowUp' | 'arrowRight' | 'chevronLeft' | 'chevronRight' | 'close' | 'minus' | 'star' | 'starOutline' | 'check';

interface Glyph {
  path: string;
  /** Drawn by its outline (stroke) rather than filled. */
  stroked?: boolean;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export const GLYPHS: Record<GlyphName, Glyph> = {
  arrowUp: { path: 'M12 19V5M6 11l6-6 6 6', stroked: true },
  arrowRight: { path: 'M5 12h14M13 6l6 6-6 6', stroked: true },
  chevronLeft: { path: 'M15 5l-7 7 7 7', stroked: true },
  chevronRight: { path: 'M9 5l7 7-7 7', stroked: true },
  close: { path: 'M6 6l12 12M18 6L6 18', stroked: true },
  minus: { path: 'M5 12h14', stroked: true },
  star: { path: STAR },
  starOutline: { path: STAR, stroked: true },
  check: { path: 'M4.5 12.5l5 5 10-11', stroked: true },
};
