import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// axe-core with the WCAG 2.2 A and AA rules, run the cheap way. By default the
// builder runs axe in the page, sends every result (each passing node too)
// back, and opens a blank page to put them together; here axe keeps its
// violations only and, on a page without frames (every shop and console page
// but those showing a document), runs once in the page itself (legacy mode).
// The rules run and the violations found are the same; on the home page it
// takes well under half the time.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG 2.0's A and AA rules alone, for the few checks written against them. */
export const WCAG_2_AA = ['wcag2a', 'wcag2aa'];

/** An axe run over the page with the WCAG 2.2 AA rules (or `tags`), reporting violations only. */
export function wcagAxe(page: Page, tags: string[] = WCAG_22_AA): AxeBuilder {
  // options() replaces every option, so it comes before withTags().
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(tags);
  // A page with frames needs the builder's frame-by-frame run.
  return page.frames().length > 1 ? builder : builder.setLegacyMode();
}

export interface AxeFinding {
  id: string;
  impact: string | null;
  /** The first offending element's selector, for the failure message. */
  target: string;
}

/** axe's findings on the whole page, or inside `include` (a selector). */
export async function axeFindings(page: Page, { include }: { include?: string } = {}): Promise<AxeFinding[]> {
  const builder = wcagAxe(page);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, target: String(v.nodes[0]?.target) }));
}

/** The serious and critical findings, as "rule: element" (what the specs expect to be none). */
export async function seriousAxeFindings(page: Page, options: { include?: string } = {}): Promise<string[]> {
  const findings = await axeFindings(page, options);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => `${f.id}: ${f.target}`);
}
