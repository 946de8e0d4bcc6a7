import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DomainError, badRequest, conflict, forbidden, notFound } from '../domain-error';
import { errorResponse } from './errors';
import { WORDS } from '@/lib/words';

// Services and the data layer report failures as domain errors; this one
// mapper turns each code into its one status and a `{ message, code }` body.

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
  it('gives each code its one status', async () => {
    expect(await answerTo(badRequest(WORDS.apiAnswers.orders.onlyPendingDeleted))).toEqual({
      status: 400,
      body: { message: 'Only a pending order can be deleted.', code: 'BAD_REQUEST' },
    });
    expect(await answerTo(forbidden(WORDS.apiAnswers.auth.ownOrdersOnly))).toEqual({
      status: 403,
      body: { message: 'You can only access your own orders.', code: 'FORBIDDEN' },
    });
    expect(await answerTo(notFound(WORDS.apiAnswers.notFound.order))).toEqual({ status: 404, body: { message: 'Order not found.', code: 'NOT_FOUND' } });
    expect((await answerTo(conflict(WORDS.apiAnswers.asGiven('Taken.')))).status).toBe(409);
    expect((await answerTo(new DomainError('IDEMPOTENCY_KEY_REUSED', WORDS.apiAnswers.asGiven('Reused.')))).status).toBe(422);
    expect((await answerTo(new DomainError('UNAVAILABLE', WORDS.apiAnswers.asGiven('Try again.')))).status).toBe(503);
    expect((await answerTo(new DomainError('INTERNAL', WORDS.apiAnswers.asGiven('Could not finish.')))).status).toBe(500);
  });

  it('keeps a stable code and the details beside the message', async () => {
    const products = [{ product_id: 7, product_name: 'Paracetamol', available: 1 }];
    expect(await answerTo(new DomainError('OUT_OF_STOCK', WORDS.apiAnswers.asGiven('Not enough stock.'), { details: { products } }))).toEqual({
      status: 409,
      body: { message: 'Not enough stock.', code: 'OUT_OF_STOCK', products },
    });
    expect((await answerTo(new DomainError('ORDER_CHANGED', WORDS.apiAnswers.asGiven('Changed meanwhile.')))).body.code).toBe('ORDER_CHANGED');
  });

  it('answers a cart line above the stock as the contract knows it: OUT_OF_STOCK with a 400', async () => {
    expect(await answerTo(new DomainError('QUANTITY_ABOVE_STOCK', WORDS.apiAnswers.asGiven('Not enough stock.')))).toEqual({
      status: 400,
      body: { message: 'Not enough stock.', code: 'OUT_OF_STOCK' },
    });
  });

  it('tells a throttled caller when to try again', async () => {
    const app = new Hono();
    app.onError(errorResponse);
    app.get('/', () => {
      throw new DomainError('RATE_LIMITED', WORDS.apiAnswers.asGiven('Too many attempts.'), { retryAfterSeconds: 42 });
    });
    const res = await app.request('/');
    expect({ status: res.status, retryAfter: res.headers.get('Retry-After'), body: await res.json() }).toEqual({
      status: 429,
      retryAfter: '42',
      body: { message: 'Too many attempts.', code: 'RATE_LIMITED' },
    });
  });
});

describe('the layers below the routes', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const filesIn = (dir: string) =>
    readdirSync(path.join(here, dir))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f));
  const read = (file: string) => readFileSync(path.join(here, file), 'utf8');
  // The request guard is the routes' own middleware (it reads the bearer
  // header and sets the caller), so it is the one HTTP file in auth/.
  const REQUEST_MIDDLEWARE = path.join('../auth', 'guard.ts');
  const belowRoutes = [...['../services', '../data', '../auth', '../media'].flatMap(filesIn), '../cache-purge.ts'].filter(
    (file) => file !== REQUEST_MIDDLEWARE,
  );

  it('know nothing of HTTP: no Hono, no request context, no HTTP helpers', () => {
    expect(belowRoutes.length).toBeGreaterThan(5);
    for (const file of belowRoutes) {
      expect(read(file), file).not.toMatch(/from ['"]hono|from ['"]\.\.\/http\/|\bContext\b/);
    }
  });

  it('are reached from the routes through the services only: no route imports the data layer', () => {
    const routes = filesIn('../routes');
    expect(routes.length).toBeGreaterThan(5);
    for (const file of routes) {
      expect(read(file), file).not.toMatch(/from ['"](\.\.\/data\/|@\/server\/data\/)/);
    }
  });
});
