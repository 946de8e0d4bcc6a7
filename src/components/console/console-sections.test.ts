import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SECTIONS, consoleSectionAt, consoleSectionHref } from './console-sections';

// The registry and the one page that mounts its panels must agree: a row whose
// panel the page does not import and mount would draw a heading over nothing.

const page = readFileSync(new URL('../../pages/admin/[...section].astro', import.meta.url), 'utf8');
const panels = [...new Set(CONSOLE_SECTIONS.flatMap((section) => section.panels))];

describe('the console section registry', () => {
  it.each(panels)('%s is an island the section page imports and mounts', (panel) => {
    expect(existsSync(new URL(`../../islands/console/${panel}.tsx`, import.meta.url))).toBe(true);
    expect(page).toContain(`import ${panel} from '@/islands/console/${panel}';`);
    expect(page).toContain(`{panel === '${panel}' && <${panel} client:load />}`);
  });

  it('gives each section its own address and name', () => {
    expect(new Set(CONSOLE_SECTIONS.map((s) => s.path)).size).toBe(CONSOLE_SECTIONS.length);
    expect(new Set(CONSOLE_SECTIONS.map((s) => s.key)).size).toBe(CONSOLE_SECTIONS.length);
  });

  it('finds a section by its address, with or without slashes, and no other', () => {
    expect(consoleSectionAt(undefined)?.key).toBe('today');
    expect(consoleSectionAt('orders')?.key).toBe('orders');
    expect(consoleSectionAt('orders/')?.key).toBe('orders');
    expect(consoleSectionAt('orders/extra')).toBeUndefined();
    expect(consoleSectionAt('today')).toBeUndefined();
    expect(consoleSectionAt('nope')).toBeUndefined();
    expect(CONSOLE_SECTIONS.map(consoleSectionHref)).toContain('/admin/refunds');
    expect(consoleSectionHref(CONSOLE_SECTIONS[0]!)).toBe('/admin');
  });
});
