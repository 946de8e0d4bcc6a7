// JavaScript a page ships before any interaction: every script the HTML names
// (module scripts, island components and renderers, modulepreloads) and their
// static imports, gzip-compressed. Dynamic imports (dialogs) are not counted,
// nor islands that wait for the shopper's first interaction.
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+|\/_astro\/[^"']+)["']/g;

export async function pageJsGzip(base, path, headers = {}) {
  const html = await (await fetch(base + path, { headers })).text();
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  // Islands that hydrate on interaction (client:interaction) load nothing until the shopper reaches for them.
  for (const island of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (/\bclient="interaction"/.test(island[0])) continue;
    for (const m of island[0].matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g)) if (m[1]) urls.add(m[1]);
  }
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const seen = new Map();
  const queue = [...urls].map((u) => new URL(u, base + path).href);
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    const code = await (await fetch(url, { headers })).text();
    seen.set(url, gzipSync(code).length);
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(new URL(m[1], url).href);
  }
  const files = [...seen.values()].reduce((a, b) => a + b, 0);
  return { bytes: files + (inline ? gzipSync(inline).length : 0), files: seen.size };
}
