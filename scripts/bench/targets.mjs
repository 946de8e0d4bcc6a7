// What `npm run bench` measures. Each issue adds its rows here.
// A target: { name, path, host?, request?: object | async () => object }.

export async function targets(base, ctx) {
  const product = ctx.sampleProductId;
  return [
    { name: 'static asset (reference)', path: '/favicon.svg' },
    { name: 'home page', path: '/ecommerce' },
    { name: 'product page', path: `/product/details/${product}` },
    { name: 'product list API', path: '/api/ecomProd/ecomProducts' },
  ];
}

/** Pages whose shipped JavaScript (gzip) is reported, with their budgets in KB. */
export const jsBudgets = [{ name: 'home page', path: '/ecommerce', budgetKb: 90 }];
