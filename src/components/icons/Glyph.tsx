import { GLYPHS, type GlyphName } from './glyphs';

/** A symbol at the size of the text around it (islands, and server-rendered Astro parts, where it ships no script), hidden from screen readers (the text beside it says what it means). */
export default function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  const glyph = GLYPHS[name];
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `glyph ${className}` : 'glyph'}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={glyph.stroked ? 'none' : 'currentColor'}
      stroke={glyph.stroked ? 'currentColor' : 'none'}
      strokeWidth={glyph.stroked ? 2.5 : undefined}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={glyph.path} />
    </svg>
  );
}
