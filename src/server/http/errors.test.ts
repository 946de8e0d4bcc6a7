import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DomainError, clash, denied, invalid, missing } from '../data/domain-error';
import { errorResponse } from './errors';

// The data layer reports failures as domain errors; this one mapper turns them
// into the API's status codes and `{ message, code }` bodies.

async function answerTo(err: unknown) {
  const app = new Hono();
  app.onError(errorResponse);
  app.get('/', () => {
    throw err;
  });
  const res = await app.request('/');
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('mapping domain errors to answers', () => {
  it('gives each kind its status and, without a code of its own, the status’s generic code', async () => {
    expect(await answerTo(invalid('Only a pending order can be deleted.'))).toEqual({
      status: 400,
      body: { message: 'Only a pending order can be deleted.', code: 'BAD_REQUEST' },
    });
    expect(await answerTo(denied('You can only access your own orders.'))).toEqual({
      status: 403,
      body: { message: 'You can only access your own orders.', code: 'FORBIDDEN' },
    });
    expect(await answerTo(missing('Order not found.'))).toEqual({ status: 404, body: { message: 'Order not found.', code: 'NOT_FOUND' } });
    expect((await answerTo(clash('Taken.'))).status).toBe(409);
    expect((await answerTo(new DomainError('rejected', 'Reused.'))).status).toBe(422);
    expect((await answerTo(new DomainError('unavailable', 'Try again.'))).status).toBe(503);
    expect((await answerTo(new DomainError('failed', 'Could not finish.'))).status).toBe(500);
  });

  it('keeps a stable code and the details beside the message', async () => {
    const products = [{ product_id: 7, product_name: 'Paracetamol', available: 1 }];
    expect(await answerTo(new DomainError('conflict', 'Not enough stock.', 'OUT_OF_STOCK', { products }))).toEqual({
      status: 409,
      body: { message: 'Not enough stock.', code: 'OUT_OF_STOCK', products },
    });
    expect((await answerTo(clash('Changed meanwhile.', 'ORDER_CHANGED'))).body.code).toBe('ORDER_CHANGED');
  });
});

describe('the data layer', () => {
  const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data');
  const sources = readdirSync(dataDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

  it('knows nothing of HTTP: no Hono, no request context, no HTTP errors', () => {
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(path.join(dataDir, file), 'utf8');
      expect(text, file).not.toMatch(/from ['"]hono|from ['"]\.\.\/http\/|\bContext\b/);
    }
  });
});
