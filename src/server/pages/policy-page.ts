import { sanitizePolicyHtml } from './html-sanitizer';

// The server's policy HTML as the page shows it. Its first <h2> often repeats
// the page title the page already shows as <h1>, so that copy is dropped.
export function policyPageHtml(content: string | null | undefined, title?: string): string {
  const clean = sanitizePolicyHtml(content);
  if (!title) return clean;
  const lead = /^\s*<h2>([^<]*)<\/h2>\s*/.exec(clean);
  return lead && lead[1]!.trim().toLowerCase() === title.trim().toLowerCase() ? clean.slice(lead[0].length) : clean;
}
