import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portTaken, startHostGate } from './host-gate.mjs';

// The local front door: a malformed Host gets the Worker's 400 with its
// security headers; every other request, and a WebSocket upgrade, reaches
// the server behind it unchanged.

let upstream: http.Server;
let gate: http.Server;
let gatePort: number;

/** A raw HTTP/1.1 exchange, so the Host header can be anything. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(gatePort, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (d) => {
      text += d.toString();
      // The upgraded socket stays open: done once the echo came back.
      if (text.includes('echo:ping')) {
        socket.destroy();
        resolve(text);
      }
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    res.writeHead(201, { 'content-type': 'text/plain', 'x-upstream': 'yes' });
    res.end(`${req.method} ${req.url} host=${req.headers.host}`);
  });
  upstream.on('upgrade', (req, socket, head: Buffer) => {
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    // What came with the upgrade request, then what follows on the socket, echoed back.
    if (head.length) socket.write(`echo:${head.toString()}`);
    socket.on('data', (d) => socket.write(`echo:${d.toString()}`));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  gate = await startHostGate({ port: 0, host: '127.0.0.1', targetPort: (upstream.address() as AddressInfo).port });
  gatePort = (gate.address() as AddressInfo).port;
});

afterAll(() => {
  gate.close();
  upstream.close();
});

describe('the local host gate', () => {
  it('refuses a Host that is no host name with a 400 and the security headers', async () => {
    for (const host of ['bad host', 'exa mple.com', 'shop.localhost:99999', '[']) {
      const answer = await raw(`GET /ecommerce HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(answer, host).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(answer.toLowerCase()).toContain('x-frame-options: deny');
      expect(answer.toLowerCase()).toContain('content-security-policy:');
      expect(answer).toContain('the Host header is not a host name');
      expect(answer).not.toContain('x-upstream');
    }
  });

  it('passes a well-formed request through with its host, method, path and the answer as given', async () => {
    const answer = await raw('POST /api/x?y=1 HTTP/1.1\r\nHost: kirana.localhost:8787\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(answer.toLowerCase()).toContain('x-upstream: yes');
    expect(answer).toContain('POST /api/x?y=1 host=kirana.localhost:8787');
  });

  it('passes a WebSocket upgrade through both ways', async () => {
    const answer = await raw('GET /api/live HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\nping');
    expect(answer).toMatch(/^HTTP\/1\.1 101 /);
    expect(answer).toContain('echo:ping');
  });

  it('refuses an upgrade with a malformed Host before it reaches the server', async () => {
    const answer = await raw('GET /api/live HTTP/1.1\r\nHost: bad host\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });
});

// npm start asks before its minutes of seeding and building, so a second one says so at once.
describe('a port already taken', () => {
  it('is told from a free one', async () => {
    const { port } = gate.address() as AddressInfo;
    expect(await portTaken(port, '127.0.0.1')).toBe(true);
    const spare = net.createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const sparePort = (spare.address() as AddressInfo).port;
    await new Promise<void>((resolve) => spare.close(() => resolve()));
    expect(await portTaken(sparePort, '127.0.0.1')).toBe(false);
  });
});
