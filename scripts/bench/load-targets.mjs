// What the 50-client run measures, each beside the static asset measured the
// same way in the same run. Shoppers that write (add-to-cart, place-order)
// use one account per client, so no two clients share a cart.

export const LOAD_CLIENTS = 50;

/** Accounts the load run signs in with: one per client for placing orders. */
export function loadAccounts(count = LOAD_CLIENTS) {
  return Array.from({ length: count }, (_, i) => ({ email: `bench-load-${i + 1}@example.com`, password: 'bench12345' }));
}

async function tokensFor(base, accounts) {
  const tokens = [];
  for (const account of accounts) {
    const res = await fetch(`${base}/api/EcomLogin/Ecomlogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (!res.ok) throw new Error(`bench login failed for ${account.email}: ${res.status}`);
    tokens.push((await res.json()).token);
  }
  return tokens;
}

export async function loadTargets(base, ctx) {
  const tokens = await tokensFor(base, ctx.loadAccounts);
  const json = (method, body, token, extra = {}) => ({
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra },
    body: JSON.stringify(body),
  });
  const addOne = (client) => json('POST', { product_id: ctx.benchProductId, quantity: 1 }, tokens[client]);
  return [
    { name: 'static asset (reference)', path: '/favicon.svg' },
    { name: 'home page', path: '/ecommerce' },
    { name: 'product page', path: `/product/details/${ctx.sampleProductId}` },
    { name: 'search API', path: '/api/ecomProd/ecomProducts?q=tablet&limit=10' },
    { name: 'add-to-cart API', path: '/api/ecomProdCart/add', request: addOne },
    {
      name: 'place-order API',
      path: '/api/placeOrder/place/all',
      // Filling the client's cart is preparation, outside the timed request.
      request: async (client) => {
        const res = await fetch(`${base}/api/ecomProdCart/add`, addOne(client));
        if (!res.ok) throw new Error(`bench add failed: ${res.status}`);
        return json(
          'POST',
          { payment_method: 'Cash on Delivery', delivery_address: '14 Bench Road, Kothrud, Pune 411038' },
          tokens[client],
          { 'Idempotency-Key': crypto.randomUUID() },
        );
      },
    },
  ];
}

/** Catalogue pages and the most their median may be, as a multiple of the static asset's. */
export const pageBudgets = [
  { name: 'home page', times: 3 },
  { name: 'product page', times: 2 },
  { name: 'category page (sorted)', times: 2 },
  { name: 'policy page', times: 2 },
  { name: 'all products page', times: 2 },
];
