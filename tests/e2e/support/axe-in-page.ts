import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe's WCAG 2.2 A and AA rules on the page as it is now. AxeBuilder injects
// axe on every call, runs it frame by frame and merges the results in a new
// blank page: about two thirds of each check's time. A page without frames
// needs none of that: axe is injected once per document and run in place,
// gathering its violations only (axe then stops collecting passes). The
// rules, their findings and their impact are the same. The page gets axe's
// minified build: the same code, half the script to parse.

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The axe-core that AxeBuilder itself runs.
const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
let minified: string | undefined;
const axeScript = () => (minified ??= readFileSync(axeCore.resolve('axe-core/axe.min.js'), 'utf8'));

export interface AxeFinding {
  id: string;
  impact: string | null;
  /** The first offending element's selector, for the failure message. */
  target: string;
}

/** What the page's axe is asked for here. */
interface PageAxe {
  configure(spec: { allowedOrigins: string[]; branding: { application: string } }): void;
  run(
    context: Document | { include: string[] },
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown }> }> }>;
}

declare global {
  interface Window {
    axe?: PageAxe;
  }
}

/** axe's findings on the whole page, or inside `include` (a selector). */
export async function axeFindings(page: Page, { include }: { include?: string } = {}): Promise<AxeFinding[]> {
  if (page.frames().length > 1) return framedFindings(page, include);
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
    await page.evaluate(axeScript());
    await page.evaluate(() => window.axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }));
  }
  return page.evaluate(
    async ({ tags, include }) => {
      const results = await window.axe!.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, target: String(v.nodes[0]?.target) }));
    },
    { tags: WCAG_AA, include },
  );
}

/** A page with frames: AxeBuilder, which runs axe in each of them. */
async function framedFindings(page: Page, include: string | undefined): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, target: String(v.nodes[0]?.target) }));
}

/** The serious and critical findings, as "rule: element" (what the specs expect to be none). */
export async function seriousAxeFindings(page: Page, options: { include?: string } = {}): Promise<string[]> {
  const findings = await axeFindings(page, options);
  return findings.filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => `${f.id}: ${f.target}`);
}
