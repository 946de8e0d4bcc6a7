// The local server's front door (npm start): workerd (workerd-server.mjs)
// answers a request whose Host header is no host name with a bare 500 before
// the Worker runs, so the Worker's own 400 (src/server/http/secure-entry.ts) never gets a
// say. This front listens on the shop's port, refuses such a request with the
// Worker's 400 and security headers, and passes everything else, WebSocket
// upgrades included, unchanged to the server on a port of its own. Deployed,
// Cloudflare's edge stands where this does.
import http from 'node:http';
import net from 'node:net';
import { MALFORMED_HOST_TEXT, hostIsWellFormed } from '../../src/server/http/host-check.ts';
import { withSecurityHeaders } from '../../src/server/security-headers.ts';

/** The Worker's refusal, as its entry would have written it: status line, headers and body. */
function refusal(personal) {
  const response = withSecurityHeaders(
    new Response(MALFORMED_HOST_TEXT, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } }),
    { https: false, personal },
  );
  const body = Buffer.from(MALFORMED_HOST_TEXT);
  const headers = [...response.headers, ['content-length', String(body.length)], ['connection', 'close']];
  return { headers, body };
}

function refuse(res, personal) {
  const { headers, body } = refusal(personal);
  res.writeHead(400, headers.flat());
  res.end(body);
}

function refuseUpgrade(socket, personal) {
  const { headers, body } = refusal(personal);
  socket.end(`HTTP/1.1 400 Bad Request\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n${body}`);
}

/** Listens on `port` and `host`, passing well-formed requests to `127.0.0.1:targetPort`. Resolves with the server. */
export function startHostGate({ port, host, targetPort }) {
  const server = http.createServer((req, res) => {
    if (!hostIsWellFormed(req.headers.host)) return refuse(res, Boolean(req.headers.authorization));
    const upstream = http.request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.rawHeaders }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The local shop server is not answering.');
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    if (!hostIsWellFormed(req.headers.host)) return refuseUpgrade(socket, Boolean(req.headers.authorization));
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      const lines = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** True when something already listens on `port` at `host` (another npm start, say). */
export function portTaken(port, host) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (err) => (err.code === 'EADDRINUSE' ? resolve(true) : reject(err)));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

/** A port nothing listens on now, for the server behind the gate. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
