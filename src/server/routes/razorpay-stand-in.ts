import type { MiddlewareHandler } from 'hono';
import { routeList } from '../http/route-list';
import { notFound } from '../domain-error';
import { razorpayStandInOn } from '../payment';
import { STAND_IN_PAY_PATH, standInCheckoutScript, standInPay } from '../payment/razorpay-stand-in';
import type { AppEnv } from '../types';
import { WORDS } from '@/lib/words';

// The local Razorpay stand-in's browser side (mounted at /api): its Checkout
// script and its "pay" button's call. Only while the local setup switches the
// stand-in on; anywhere else these paths do not exist.

/** Answers 404 unless the local setup switches the stand-in on. */
const standInOn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!razorpayStandInOn(c.env)) throw notFound(WORDS.apiAnswers.notFound.anything);
  await next();
};

export const razorpayStandInRoutes = routeList()
  .get('/razorpay-stand-in/checkout.js', { access: 'public', before: [standInOn] }, (c) =>
    c.body(standInCheckoutScript(`/api${STAND_IN_PAY_PATH}`), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }),
  )
  .post('/razorpay-stand-in/pay', { access: 'public', before: [standInOn] }, async (c) => {
    const body = (await c.req.json().catch(() => null)) as { order_id?: unknown } | null;
    return standInPay(c.env.SESSION, body?.order_id);
  });
