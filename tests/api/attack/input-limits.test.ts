import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { SEHAT, call } from '../helpers';
import { newShopper } from '../checkout-fixtures';

// Sizes and characters every request is held to before a route sees it.

const register = (body: string, headers: Record<string, string> = {}) =>
  call('EcomLogin/Ecomregister', { method: 'POST', body, headers: { 'content-type': 'application/json', 'cf-connecting-ip': '10.9.0.1', ...headers } });

/** A body streamed without a Content-Length, as chunked uploads arrive: `chunks` of 16 KB, or endless. */
function streamed(chunks = Infinity) {
  let sent = 0;
  const chunk = new TextEncoder().encode('{"name":"' + 'a'.repeat(16 * 1024));
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

describe('request bodies are capped before they are read', () => {
  it('answers 413 with a code for a JSON body over 64 KB', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(70 * 1024), email: 'big@example.com', mobile: '9876543210', password: 'secret123' });
    const res = await register(big);
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ message: expect.stringContaining('too large'), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stops reading a streamed body without a length as soon as it passes the limit', async () => {
    // Endless: answering at all shows the server did not wait for the end.
    const response = await exports.default.fetch(
      new Request(`${SEHAT}/api/EcomLogin/Ecomlogin`, { method: 'POST', body: streamed(), headers: { 'content-type': 'application/json' } }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('still reads a small streamed body', async () => {
    const response = await exports.default.fetch(
      new Request(`${SEHAT}/api/EcomLogin/Ecomlogin`, { method: 'POST', body: streamed(1), headers: { 'content-type': 'application/json' } }),
    );
    // Read, then refused as the broken JSON it is.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Malformed JSON body.');
  });
});

describe('control characters are refused, other text is searched as it is', () => {
  it('answers 400 for NUL and other control characters in a query', async () => {
    for (const q of ['para%00', 'para%01x', '%7F', '%C2%85', 'a%0Ab']) {
      const res = await call(`ecomProd/ecomProducts?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.message, q).toBe('Search and filter text must not contain control characters.');
    }
    expect((await call('ecomProd/ecomProducts/category/1?sort=%00')).status).toBe(400);
  });

  it('answers 400 for control characters anywhere in a JSON body', async () => {
    for (const name of ['Asha\u0000', 'A\u0007sha', 'A\u009bsha', '\ud800']) {
      const res = await register(JSON.stringify({ name, email: 'ctl@example.com', mobile: '9876543210', password: 'secret123' }));
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.json).toEqual({ message: 'Text must not contain control characters.', code: 'CONTROL_CHARACTERS' });
    }
    const key = await register(JSON.stringify({ 'na\u0000me': 'x', email: 'ctl@example.com', mobile: '9876543210', password: 'secret123' }));
    expect(key.status).toBe(400);
  });

  it('allows tabs and line breaks only in multi-line fields', async () => {
    const shopper = await newShopper('sehat');
    const patch = (body: Record<string, string>) => call(`EcomLogin/EcomCustomer/profile/${shopper.id}`, { method: 'PATCH', token: shopper.token, body });
    const name = await patch({ name: 'Asha\nBcc: everyone@example.com' });
    expect(name.status).toBe(400);
    expect(name.json).toEqual({ message: 'name must be one line, without tabs or line breaks.', code: 'CONTROL_CHARACTERS' });
    expect((await patch({ name: 'Asha\tRao' })).status).toBe(400);
    const address = await patch({ address: 'Flat 4, Rose Villa\r\n14 MG Road\tPune 411001' });
    expect(address.status).toBe(200);
    expect(address.json.user.address).toBe('Flat 4, Rose Villa\r\n14 MG Road\tPune 411001');
  });

  it('searches unicode, wildcards, quotes and SQL-looking text as plain text', async () => {
    const queries = ['%', '_', '%25', '100%25', 'a_b', "o'brien", '"', '""', "' OR 1=1 --", 'x"; DROP TABLE products; --', 'NEAR(a b)', 'a AND b', '*', 'para*',
      '\u{1F48A}', 'पैरासिटामोल', 'مرحبا', 'e\u0301', '\\', '(', ')', '^', ':', '-', '+', '{}', 'a'.repeat(100)];
    for (const q of queries) {
      const res = await call(`ecomProd/ecomProducts?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(Array.isArray(res.json), q).toBe(true);
    }
    expect((await call(`ecomProd/ecomProducts?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await call('ecomProd/ecomProducts?q=100%')).status).toBe(200);
  });
});
