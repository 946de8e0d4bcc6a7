import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from '@/lib/messages';
import { HI_IN } from '@/lib/i18n/hi-IN';
import { HI_IN_OPERATORS } from '@/lib/i18n/hi-IN/operators';
import { EN_API_ANSWERS } from '@/lib/api-answer-messages';
import { HI_API_ANSWERS } from '@/lib/i18n/hi-IN/api-answers';
import { call, type CallResult } from './helpers';
import { dbOf } from './databases';
import { addToCart, countOf, newProduct, newShopper, ordersOf, placePayload } from './checkout-fixtures';
import { ADMIN, insertOrder, productsOf, tokenFor } from './orders-support';

// The API answers the spec's English unless the request names one of our
// languages (the islands send their page's); codes never change.

describe('API answers in the language asked for', () => {
  it('refuses in Hindi for Accept-Language hi-IN, in English otherwise, with the same code', async () => {
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 1 });
    const over = (headers: Record<string, string>) =>
      call('ecomProdCart/add', { method: 'POST', token: s.token, headers, body: { user_id: s.id, product_id: p.id, quantity: 2 } });

    expect((await over({})).json).toEqual({ message: EN_MESSAGES.stock.notEnough, code: 'OUT_OF_STOCK' });
    expect((await over({ 'accept-language': 'hi-IN' })).json).toEqual({ message: HI_IN.stock.notEnough, code: 'OUT_OF_STOCK' });
    // A browser's own list (another language first, no exact tag of ours) stays English.
    expect((await over({ 'accept-language': 'hi;q=0.9,en-US;q=0.8' })).json.message).toBe(EN_MESSAGES.stock.notEnough);
    const added = await addToCart(s, p.id, 1);
    expect(added.json.message).toBe(EN_MESSAGES.cart.addedHome);
  });

  it('answers an unknown route and an unreadable body in Hindi too, in English otherwise', async () => {
    const hindi = { 'accept-language': 'hi-IN' };
    const answers: Array<[string, Parameters<typeof call>[1], string, string]> = [
      ['no-such-route', {}, EN_API_ANSWERS.notFound.anything, HI_API_ANSWERS.notFound.anything],
      ['EcomLogin/Ecomlogin', { method: 'POST', body: '{"email":' }, EN_API_ANSWERS.request.malformedJson, HI_API_ANSWERS.request.malformedJson],
    ];
    for (const [path, options, english, inHindi] of answers) {
      const inEnglish = await call(path, options);
      expect(inEnglish.json.message, path).toBe(english);
      expect((await call(path, { ...options, headers: hindi })).json, path).toEqual({ message: inHindi, code: inEnglish.json.code });
    }
    expect(EN_API_ANSWERS.notFound.anything).toBe('Not found.');
    // Whichever layer answers it (the API's router here), an unknown route is never kept.
    expect((await call('no-such-route')).headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a list’s paging, sort and search text in Hindi too, in English otherwise', async () => {
    const admin = await tokenFor(...ADMIN);
    const refusals: Array<[string, string | undefined, string, string]> = [
      ['ecomProd/ecomProducts?limit=0', undefined, 'Invalid limit: expected 1 to 500.', HI_API_ANSWERS.request.numberRange('limit', 1, 500)],
      ['ecomProd/ecomProducts?offset=1.5', undefined, 'Invalid offset: expected a whole number.', HI_API_ANSWERS.request.notWholeNumber('offset')],
      ['ecomProd/ecomProducts?sort=cheapest', undefined, 'Invalid sort: use one of relevance, price_asc, price_desc, discount_desc, newest.', HI_API_ANSWERS.request.unknownSort('relevance, price_asc, price_desc, discount_desc, newest')],
      [`ecomProd/ecomProducts?q=${'x'.repeat(101)}`, undefined, 'Search text must be at most 100 characters.', HI_API_ANSWERS.request.searchTooLong(100)],
      ['ecomProd/ecomProducts/sections?per=51', undefined, 'Invalid per: expected 1 to 50.', HI_API_ANSWERS.request.numberRange('per', 1, 50)],
      ['placeOrder/all-orders?page=x', admin, 'Invalid page: expected a whole number.', HI_API_ANSWERS.request.notWholeNumber('page')],
    ];
    for (const [path, token, english, inHindi] of refusals) {
      expect((await call(path, { token })).json, path).toEqual({ message: english, code: 'BAD_REQUEST' });
      expect((await call(path, { token, headers: { 'accept-language': 'hi-IN' } })).json, path).toEqual({ message: inHindi, code: 'BAD_REQUEST' });
      expect(inHindi, path).not.toBe(english);
    }
  });

  it('refuses a coupon that breaks a rule across its fields in Hindi too, in English otherwise, and stores nothing', async () => {
    const admin = await tokenFor(...ADMIN);
    const coupon = { code: 'RULES9', kind: 'percent', value: 10, max_discount: null, min_order_amount: 0, valid_from: '2030-01-01', valid_to: '2030-12-31' };
    const broken: Array<[Record<string, unknown>, string, string]> = [
      [{ value: 150 }, 'A percent coupon can be at most 100.', HI_API_ANSWERS.coupons.percentAbove100],
      [{ kind: 'flat', value: 50, max_discount: 10 }, 'max_discount applies to percent coupons only.', HI_API_ANSWERS.coupons.capOnFlat],
      [{ valid_from: '2031-01-01' }, 'valid_from must be on or before valid_to.', HI_API_ANSWERS.coupons.datesReversed],
    ];
    for (const [change, english, inHindi] of broken) {
      const send = (headers: Record<string, string>) => call('ecom_coupon', { method: 'POST', token: admin, headers, body: { ...coupon, ...change } });
      expect((await send({})).json, english).toEqual({ message: english, code: 'BAD_REQUEST' });
      expect((await send({ 'accept-language': 'hi-IN' })).json, english).toEqual({ message: inHindi, code: 'BAD_REQUEST' });
    }
    expect((await call('ecom_coupon/list', { token: admin })).text).not.toContain('RULES9');
  });

  it('says in Hindi too why a shopper may not review a product yet, in English otherwise', async () => {
    const shopper = await newShopper();
    const [product] = await productsOf('sehat', 1);
    const ask = (headers: Record<string, string>) => call(`ecom_prodReview/can-review/${shopper.id}/${product!.id}`, { token: shopper.token, headers });
    const english = { success: false, message: 'You can review a product after an order with it has been delivered to you.', already_reviewed: false };
    expect((await ask({})).json).toEqual(english);
    expect((await ask({ 'accept-language': 'hi-IN' })).json).toEqual({ ...english, message: HI_IN.reviews.afterDelivery });
    expect(HI_IN.reviews.afterDelivery).not.toBe(english.message);
  });

  it('names a field zod refused for a reason no schema words, in Hindi too', async () => {
    const s = await newShopper();
    // The single-order placing's user_id is a positive whole number, with no words of its own.
    const body = { user_id: 0, products: [{ product_id: 1, quantity: 1 }] };
    const place = (headers: Record<string, string>) => call('placeOrder/place', { method: 'POST', token: s.token, headers: { 'Idempotency-Key': crypto.randomUUID(), ...headers }, body });
    expect((await place({})).json).toEqual({ message: 'user_id must be more than 0.', code: 'BAD_REQUEST' });
    expect((await place({ 'accept-language': 'hi-IN' })).json).toEqual({ message: HI_API_ANSWERS.request.moreThan('user_id', 0), code: 'BAD_REQUEST' });
    expect(await ordersOf(s.id)).toEqual([]);
  });

  it('names the GST rates in Hindi for the console’s product form, in English otherwise', async () => {
    const admin = await tokenFor(...ADMIN);
    const rates = async (headers = {}) => new Map(((await call('gst/rates', { token: admin, headers })).json.rates as Array<{ rate: number; label: string }>).map((r) => [r.rate, r.label]));
    const [english, hindi] = [await rates(), await rates({ 'accept-language': 'hi-IN' })];
    expect(english.get(0)).toBe('Nil (0 %)');
    expect(english.get(0.25)).toBe('0.25 % (rough precious stones)');
    expect(hindi.get(0)).toBe(HI_IN.gst.rateLabels['0']);
    expect(hindi.get(0.25)).toBe(HI_IN.gst.rateLabels['25']);
    // A rate the catalogue does not name keeps the table's label; the rates are the same.
    expect(hindi.get(18)).toBe(english.get(18));
    expect([...hindi.keys()]).toEqual([...english.keys()]);
  });

  it('says a write went through in Hindi too, in English otherwise', async () => {
    const hindi = { 'accept-language': 'hi-IN' };
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 10 });
    const line = (await addToCart(s, p.id, 1)).json.cartItem.id;
    const quantity = (n: number, headers = {}) => call(`ecomProdCart/updateQuantity/${line}`, { method: 'PUT', token: s.token, headers, body: { quantity: n } });
    expect((await quantity(2)).json.message).toBe(EN_API_ANSWERS.done.cartUpdated);
    expect((await quantity(3, hindi)).json.message).toBe(HI_API_ANSWERS.done.cartUpdated);
    expect(await countOf(s)).toBe(3);
    expect((await call(`ecomProdCart/${line}`, { method: 'DELETE', token: s.token, headers: hindi })).json).toEqual({ message: HI_API_ANSWERS.done.cartItemRemoved, count: 0 });

    const admin = await tokenFor(...ADMIN);
    const [product] = await productsOf('sehat', 1);
    const approve = async (headers = {}) => {
      const order = await insertOrder({ userId: s.id, status: 'pending', lines: [{ product: product!, quantity: 1 }] });
      return call(`placeOrder/${order.pk}/status`, { method: 'PUT', token: admin, headers, body: { status: 'approved' } });
    };
    expect((await approve(hindi)).json).toMatchObject({ message: HI_API_ANSWERS.done.orderStatus, order: { status: 'approved' } });
    expect((await approve()).json.message).toBe(EN_API_ANSWERS.done.orderStatus);
    expect(EN_API_ANSWERS.done.orderStatus).toBe('Order status updated.');
  });

  it('refuses the console’s requests in Hindi too (the operators’ words are loaded with the shop’s)', async () => {
    const admin = await tokenFor(...ADMIN);
    const bad = (headers: Record<string, string>) => call('admin/notifications?status=bogus', { token: admin, headers });
    expect((await bad({ 'accept-language': 'hi-IN' })).json).toEqual({ message: HI_IN_OPERATORS.console.messages.badFilter, code: 'BAD_REQUEST' });
    expect((await bad({})).json).toEqual({ message: EN_MESSAGES.console.messages.badFilter, code: 'BAD_REQUEST' });
  });

  it('takes a product’s Hindi name and description from the admin, and answers them beside the English ones', async () => {
    const admin = await tokenFor(...ADMIN);
    const [product] = await productsOf('sehat', 1);
    const path = `ecomProd/ecomProducts/${product!.id}`;
    const saved = await call(path, { method: 'PUT', token: admin, body: { product_name_hi: '  हल्दी वाला दूध  ', description_hi: 'रात को सोने से पहले।' } });
    expect(saved.status).toBe(200);
    expect(saved.json.product).toMatchObject({ product_name_hi: 'हल्दी वाला दूध', description_hi: 'रात को सोने से पहले।' });
    expect((await call(path)).json).toMatchObject({ product_name: product!.product_name, product_name_hi: 'हल्दी वाला दूध' });

    const tooLong = await call(path, { method: 'PUT', token: admin, body: { product_name_hi: 'न'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toEqual({ message: 'Hindi name must be at most 200 characters.', code: 'BAD_REQUEST' });

    const cleared = await call(path, { method: 'PUT', token: admin, body: { product_name_hi: '', description_hi: null } });
    expect(cleared.status).toBe(200);
    expect((await call(path)).json).toMatchObject({ product_name_hi: null, description_hi: null });
  });
});

describe('validation messages', () => {
  it('are written in the request’s language when reported, with the same code; English stays the spec’s', async () => {
    const noName = (headers: Record<string, string>) =>
      call('EcomLogin/Ecomregister', { method: 'POST', headers, body: { name: ' ', email: 'x@example.com', mobile: '9876543210', password: 'secret123' } });
    expect((await noName({})).json).toEqual({ message: EN_MESSAGES.signup.nameRequired, code: 'BAD_REQUEST' });
    expect((await noName({ 'accept-language': 'hi-IN' })).json).toEqual({ message: HI_IN.signup.nameRequired, code: 'BAD_REQUEST' });

    // A message built by a function of the catalogue keeps its arguments.
    const admin = await tokenFor(...ADMIN);
    const supplier = (await call('gst/supplier', { token: admin })).json.supplier;
    const longName = (headers: Record<string, string>) =>
      call('gst/supplier', { method: 'PUT', token: admin, headers, body: { ...supplier, legal_name: 'x'.repeat(201) } });
    expect((await longName({})).json).toEqual({ message: EN_MESSAGES.general.tooLong('Legal name', 200), code: 'BAD_REQUEST' });
    // Its label is a key too: the field is named in Hindi.
    expect((await longName({ 'accept-language': 'hi-IN' })).json).toEqual({ message: HI_IN.general.tooLong(HI_API_ANSWERS.fields.legalName, 200), code: 'BAD_REQUEST' });
    expect((await call('gst/supplier', { token: admin })).json.supplier).toEqual(supplier);
  });
});

describe('the contract’s refusals', () => {
  it('are said in Hindi for hi-IN across the routes, the English unchanged, with the same code, and change nothing', async () => {
    const admin = await tokenFor(...ADMIN);
    const s = await newShopper();
    const p = await newProduct('sehat', { pricePaise: 5_000, stock: 9 });
    const productName = `Minus ${Date.now()}`;
    const coupon = { code: 'NO!', kind: 'percent', value: 10, min_order_amount: 0, valid_from: '2030-01-01', valid_to: '2030-12-31' };
    const payment = (await call('admin/payment-settings', { token: admin })).json;
    const messaging = (await call('admin/messaging-settings', { token: admin })).json;
    const productsNamed = async () => (await dbOf('sehat').prepare('SELECT COUNT(*) AS n FROM products WHERE product_name = ?').bind(productName).first<{ n: number }>())!.n;

    // Each refusal: the request, its English words, its Hindi ones from the catalogues (a label in a message is Hindi too), and a look at what it would have changed.
    const refusals: Array<[string, (headers: Record<string, string>) => Promise<CallResult>, string, string, () => Promise<unknown>]> = [
      [
        'a product with a negative price',
        (headers) => call('ecomProd/ecomProducts', { method: 'POST', token: admin, headers, body: { product_name: productName, product_price: -5, category_id: 1 } }),
        'Price cannot be negative.',
        HI_API_ANSWERS.request.notNegative(HI_IN_OPERATORS.consoleDay.packSizes.price),
        async () => expect(await productsNamed()).toBe(0),
      ],
      [
        'a coupon code with a sign in it',
        (headers) => call('ecom_coupon', { method: 'POST', token: admin, headers, body: coupon }),
        'Coupon code must be 3 to 40 letters and digits.',
        HI_API_ANSWERS.coupons.codeShape,
        async () => expect((await call('ecom_coupon/list', { token: admin })).text).not.toContain('"NO!"'),
      ],
      [
        'a payee UPI address without a bank',
        (headers) => call('admin/payment-settings', { method: 'PUT', token: admin, headers, body: { payee_vpa: 'sehat-pharmacy', unpaid_expiry_minutes: 30 } }),
        'Please enter a UPI address like shop@okaxis.',
        HI_API_ANSWERS.payments.payeeVpaShape,
        async () => expect((await call('admin/payment-settings', { token: admin })).json).toEqual(payment),
      ],
      [
        'an SMS sender id with a digit',
        (headers) => call('admin/messaging-settings/sms', { method: 'PUT', token: admin, headers, body: { enabled: false, sender: 'SEHAT1', approved: [] } }),
        'The sender id is the 6 letters DLT approved for the shop (like SEHATM).',
        HI_API_ANSWERS.messaging.senderShape,
        async () => expect((await call('admin/messaging-settings', { token: admin })).json).toEqual(messaging),
      ],
      [
        'a cart line of none',
        (headers) => call('ecomProdCart/add', { method: 'POST', token: s.token, headers, body: { user_id: s.id, product_id: p.id, quantity: 0 } }),
        'Quantity must be a whole number of at least 1.',
        HI_API_ANSWERS.request.wholeFromOne(HI_IN.shop.quantity),
        async () => expect(await countOf(s)).toBe(0),
      ],
      [
        'a delivery address over 500 characters',
        (headers) => call('placeOrder/place/all', { method: 'POST', token: s.token, headers, body: placePayload(s, { delivery_address: 'a'.repeat(501) }) }),
        'Delivery address must be at most 500 characters.',
        HI_IN.general.tooLong(HI_IN.shop.deliveryAddress, 500),
        async () => expect(await ordersOf(s.id)).toEqual([]),
      ],
    ];
    for (const [what, send, english, inHindi, nothingChanged] of refusals) {
      const inEnglish = await send({});
      expect(inEnglish.json, what).toEqual({ message: english, code: 'BAD_REQUEST' });
      expect((await send({ 'accept-language': 'hi-IN' })).json, what).toEqual({ message: inHindi, code: inEnglish.json.code });
      expect(inHindi, what).not.toBe(english);
      await nothingChanged();
    }
  });
});

describe('category names in Hindi', () => {
  it('are taken by the admin API beside the English ones, answered in the list, and cleared when empty', async () => {
    const admin = await tokenFor(...ADMIN);
    const created = await call('ecomProdcat/ecomcategory', { method: 'POST', token: admin, body: { category: `Herbs ${Date.now()}`, category_name_hi: '  जड़ी-बूटी  ' } });
    expect(created.status).toBe(201);
    const id = created.json.category.id;
    expect(created.json.category).toMatchObject({ category_name_hi: 'जड़ी-बूटी' });
    const listed = async () => (await call('ecomProdcat/ecomcategory')).json.find((c: { id: number }) => c.id === id);
    expect(await listed()).toMatchObject({ category_name_hi: 'जड़ी-बूटी' });

    const tooLong = await call(`ecomProdcat/ecomcategory/${id}`, { method: 'PUT', token: admin, body: { category_name_hi: 'न'.repeat(101) } });
    expect(tooLong.json).toEqual({ message: 'Hindi name must be at most 100 characters.', code: 'BAD_REQUEST' });
    expect(await listed()).toMatchObject({ category_name_hi: 'जड़ी-बूटी' });

    const cleared = await call(`ecomProdcat/ecomcategory/${id}`, { method: 'PUT', token: admin, body: { category_name_hi: '' } });
    expect(cleared.status).toBe(200);
    expect(await listed()).toMatchObject({ category_name_hi: null });
    expect((await call(`ecomProdcat/ecomcategory/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
  });
});

describe('public API answers', () => {
  it('are kept per language by a cache (Vary: Accept-Language)', async () => {
    const answer = await call('ecomProd/ecomProducts?limit=1');
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    expect(answer.headers.get('vary')).toMatch(/Accept-Language/);
  });
});
