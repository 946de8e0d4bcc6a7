import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_MS, forgetDistributor, remembered } from '../catalogue-memory';
import { answerRemembered } from './remembered-pages';

const env = { SHOP_DOMAIN: 'shop.example.com', DEFAULT_DISTRIBUTOR: 'sehat' } as Env;
let pending: Promise<unknown>[] = [];
const ctx = { waitUntil: (p: Promise<unknown>) => pending.push(p), passThroughOnException: () => undefined } as unknown as ExecutionContext;

const PUBLIC = { 'content-type': 'text/html', 'cache-control': 'public, max-age=0, s-maxage=60', 'cache-tag': 'd:7,content:7', vary: 'Host' };

/** A renderer that counts its renders and draws `html` with `headers`, reading through the catalogue memory. */
function renderer(headers: Record<string, string> = PUBLIC, read = async () => 'price 10') {
  const counted = { renders: 0 };
  const render = async () => {
    counted.renders++;
    const words = await remembered(7, 'settings', read);
    return new Response(`<p>${words} #${counted.renders}</p>`, { headers });
  };
  return Object.assign(counted, { render });
}

async function ask(url: string, render: () => Promise<Response>, init: RequestInit = {}) {
  const response = await answerRemembered(new Request(url, init), env, ctx, render);
  const text = await response.text();
  await Promise.all(pending);
  pending = [];
  return { response, text };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000_000);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  forgetDistributor(7);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('remembered pages', () => {
  it('answers a public page from memory within its reads freshness, then draws it again', async () => {
    const page = renderer();
    expect((await ask('https://sehat.shop.example.com/ecommerce', page.render)).text).toBe('<p>price 10 #1</p>');
    vi.setSystemTime(1_000_000 + KEEP_MS - 1);
    const again = await ask('https://sehat.shop.example.com/ecommerce', page.render);
    expect(again.text).toBe('<p>price 10 #1</p>');
    expect(again.response.headers.get('cache-tag')).toBe('d:7,content:7');
    vi.setSystemTime(1_000_000 + KEEP_MS);
    expect((await ask('https://sehat.shop.example.com/ecommerce', page.render)).text).toBe('<p>price 10 #2</p>');
  });

  it('keeps a page no longer than the oldest kept read it was drawn from', async () => {
    await remembered(7, 'settings', async () => 'price 10');
    vi.setSystemTime(1_000_000 + KEEP_MS - 100);
    const page = renderer();
    await ask('https://sehat.shop.example.com/ecommerce', page.render);
    vi.setSystemTime(1_000_000 + KEEP_MS);
    await ask('https://sehat.shop.example.com/ecommerce', page.render);
    expect(page.renders).toBe(2);
  });

  it('keeps each URL apart: host, language prefix, query', async () => {
    const page = renderer();
    for (const url of ['https://sehat.shop.example.com/ecommerce', 'https://kirana.shop.example.com/ecommerce', 'https://sehat.shop.example.com/hi/ecommerce', 'https://sehat.shop.example.com/ecommerce?page=2']) {
      await ask(url, page.render);
    }
    expect(page.renders).toBe(4);
  });

  it('forgets a shop pages when its reads are forgotten (after a write)', async () => {
    const page = renderer();
    await ask('https://sehat.shop.example.com/ecommerce', page.render);
    forgetDistributor(7);
    await ask('https://sehat.shop.example.com/ecommerce', page.render);
    expect(page.renders).toBe(2);
  });

  it('gives a visitor that accepts gzip the page compressed once', async () => {
    const page = renderer();
    await ask('https://sehat.shop.example.com/ecommerce', page.render);
    const response = await answerRemembered(new Request('https://sehat.shop.example.com/ecommerce', { headers: { 'accept-encoding': 'br, gzip' } }), env, ctx, page.render);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    const plain = await answerRemembered(new Request('https://sehat.shop.example.com/ecommerce'), env, ctx, page.render);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe('<p>price 10 #1</p>');
    const body = response.body!.pipeThrough(new DecompressionStream('gzip'));
    expect(await new Response(body).text()).toBe('<p>price 10 #1</p>');
  });

  it('gives the plain page to a visitor that sent no Accept-Encoding, though the platform rewrote the header', async () => {
    const page = renderer();
    await ask('https://sehat.shop.example.com/ecommerce', page.render);
    // As the platform hands it to the Worker: the header rewritten, the visitor's own in request.cf.
    const fromVisitor = (clientAcceptEncoding: string) =>
      Object.defineProperty(new Request('https://sehat.shop.example.com/ecommerce', { headers: { 'accept-encoding': 'br, gzip' } }), 'cf', { value: { clientAcceptEncoding } });
    const plain = await answerRemembered(fromVisitor(''), env, ctx, page.render);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('<p>price 10 #1</p>');
    expect((await answerRemembered(fromVisitor('gzip, deflate'), env, ctx, page.render)).headers.get('content-encoding')).toBe('gzip');
    expect(page.renders).toBe(1);
  });

  it.each([
    ['a personal answer', { ...PUBLIC, 'cache-control': 'private, no-store' }, {}],
    ['an answer that sets a cookie', { ...PUBLIC, 'set-cookie': 'a=1' }, {}],
    ['an answer that varies by cookie', { ...PUBLIC, vary: 'Host, Cookie' }, {}],
    ['an answer with no shop tag', { ...PUBLIC, 'cache-tag': '' }, {}],
    ['not HTML', { ...PUBLIC, 'content-type': 'application/json' }, {}],
    ['a request with a token', PUBLIC, { headers: { authorization: 'Bearer x' } }],
  ])('always draws %s', async (_name, headers, init) => {
    const page = renderer(headers);
    await ask('https://sehat.shop.example.com/ecommerce', page.render, init);
    await ask('https://sehat.shop.example.com/ecommerce', page.render, init);
    expect(page.renders).toBe(2);
  });

  it('never keeps an API answer', async () => {
    const page = renderer();
    await ask('https://sehat.shop.example.com/api/GeneralSetting', page.render);
    await ask('https://sehat.shop.example.com/api/GeneralSetting', page.render);
    expect(page.renders).toBe(2);
  });
});
