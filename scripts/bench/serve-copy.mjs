// Serves an edited copy of one page beside the shop, to measure an idea before
// building it: the copy is answered at its path, every other request goes to
// the running shop. The copy is gzip-compressed for a browser that accepts it,
// as the Worker's pages are: sent uncompressed, an 84 KB page takes more round
// trips in Lighthouse's simulated network than the real one, and its figures
// are not comparable. The shop's Content-Security-Policy is left off both the
// copy and the rest, so an edited inline script runs; serve the unedited page
// the same way to compare like with like.
//   curl -s -H 'Accept-Encoding: identity' http://127.0.0.1:8787/ecommerce/category/1 > /tmp/page.html
//   (edit /tmp/page.html)
//   node scripts/bench/serve-copy.mjs --port 8902 --file /tmp/page.html --path /ecommerce/category/1 [--shop http://127.0.0.1:8787]
// then compare the two ports with lighthouse-ab.mjs.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { argValue } from '../lib/local.mjs';

const port = Number(argValue('port', 8902));
const file = argValue('file', '');
const pagePath = argValue('path', '');
const shop = new URL(argValue('shop', 'http://127.0.0.1:8787'));
if (!file || !pagePath) {
  console.error('usage: node scripts/bench/serve-copy.mjs --port 8902 --file <page.html> --path <path> [--shop <url>]');
  process.exit(2);
}
const html = readFileSync(file);
const compressed = gzipSync(html);

http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url === pagePath) {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.writeHead(200, {
        'content-type': 'text/html',
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? compressed : html);
      return;
    }
    const upstream = http.request(
      { host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host } },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers['content-security-policy'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  })
  .listen(port, '127.0.0.1', () => console.log(`${pagePath} from ${file} on http://127.0.0.1:${port}, the rest from ${shop.origin}`));
