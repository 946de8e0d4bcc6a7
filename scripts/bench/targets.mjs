// What `npm run bench` measures. A target: { name, path, host?, request?: object
// | async () => object }. A request function runs before the timer starts, so
// preparation (filling a cart before placing an order) is not counted.

export async function targets(base, ctx) {
  const json = (method, body, headers = {}) => ({
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const login = async () => {
    const res = await fetch(`${base}/api/EcomLogin/Ecomlogin`, json('POST', ctx.benchAccount));
    if (!res.ok) throw new Error(`bench login failed: ${res.status}`);
    return (await res.json()).token;
  };
  const token = await login();
  const auth = { authorization: `Bearer ${token}` };
  const addToCart = json('POST', { product_id: ctx.benchProductId, quantity: 1 }, auth);
  // Adds rotate over the bench products so no line reaches the per-line quantity cap.
  let adds = 0;
  const addRotating = () => json('POST', { product_id: ctx.benchProductIds[adds++ % ctx.benchProductIds.length], quantity: 1 }, auth);
  return [
    // Issue 2: platform
    { name: 'static asset (reference)', path: '/favicon.svg' },
    { name: 'home page', path: '/ecommerce' },
    { name: 'product page', path: `/product/details/${ctx.sampleProductId}` },
    { name: 'product list API', path: '/api/ecomProd/ecomProducts' },
    // Issue 3: catalogue
    { name: 'category page (sorted)', path: `/ecommerce/category/${ctx.sampleCategoryId}?sort=price_asc` },
    { name: 'policy page', path: '/ecommerce/terms_conditions' },
    { name: 'all products page', path: '/ecommerce/prod-card' },
    { name: 'search API', path: '/api/ecomProd/ecomProducts?q=tablet&limit=10' },
    // Issue 4: accounts (successful logins, so the throttle never applies)
    // At most 4 at once: one account allows 5 attempts in flight before a success gives them back.
    { name: 'login API (PBKDF2 included)', path: '/api/EcomLogin/Ecomlogin', concurrency: 4, request: json('POST', ctx.benchAccount) },
    // Issue 5: cart and checkout
    { name: 'add-to-cart API', path: '/api/ecomProdCart/add', request: addRotating },
    {
      name: 'place-order API',
      path: '/api/placeOrder/place/all',
      // One shopper's cart: orders are placed one after another.
      concurrency: 1,
      request: async () => {
        const res = await fetch(`${base}/api/ecomProdCart/add`, addToCart);
        if (!res.ok) throw new Error(`bench add failed: ${res.status}`);
        return json(
          'POST',
          { payment_method: 'Cash on Delivery', delivery_address: '14 Bench Road, Kothrud, Pune 411038' },
          { ...auth, 'Idempotency-Key': crypto.randomUUID() },
        );
      },
    },
  ];
}
