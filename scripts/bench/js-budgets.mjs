// The JavaScript budgets of the pages a phone opens most, measured in a real
// browser (page-weight.mjs) and printed against their limits. Used by
// `npm run bench`; also runs alone against any running shop:
//   node scripts/bench/js-budgets.mjs --base http://127.0.0.1:8787 [--email a@b --password x]
import { pathToFileURL } from 'node:url';
import { launchBrowser, measurePageScripts } from './page-weight.mjs';

/** The console's and rider screen's budget: Preact with its React compatibility layer is about 9 KB of it. */
const BUDGET_OPERATOR_KB = 80;

/** Pages and their budgets (KB, gzip, as received, before the shopper interacts). */
export const JS_BUDGETS = [
  { name: 'home page', path: '/ecommerce', budgetKb: 40 },
  { name: 'category page', path: '/ecommerce/category/1', budgetKb: 40 },
  { name: 'policy page', path: '/ecommerce/about_us', budgetKb: 40 },
  { name: 'all products page', path: '/ecommerce/prod-card', budgetKb: 40 },
  { name: 'search page', path: '/ecommerce/search?q=a', budgetKb: 40 },
  { name: 'product page (read to the end)', path: '/product/details/1', budgetKb: 50, scrollToEnd: true },
  // Logged in (a guest is sent to login): the cart island is live at load, its dialogs are not.
  // Preact and its compatibility layer are about 9 KB of it (docs/slow-phones.md, "What the cart page loads before a tap").
  { name: 'cart page (logged in)', path: '/ecommerce/cart', budgetKb: 60, loggedIn: true },
  // The console's and rider's first screens, signed in as the seed's operators
  // (docs/slow-phones.md, "What the console and rider screen load before a tap").
  { name: 'console: Today (admin)', path: '/admin', budgetKb: BUDGET_OPERATOR_KB, operator: { email: 'admin@example.com', password: 'admin123' } },
  { name: 'console: orders (admin)', path: '/admin/orders', budgetKb: BUDGET_OPERATOR_KB, operator: { email: 'admin@example.com', password: 'admin123' } },
  { name: 'rider screen (rider)', path: '/rider', budgetKb: BUDGET_OPERATOR_KB, operator: { email: 'rider@example.com', password: 'rider123' } },
];

/** Local storage of a logged-in shopper, as the login page leaves it. */
export async function loggedInStorage(base, account) {
  const res = await fetch(`${base}/api/EcomLogin/Ecomlogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login of ${account.email} failed: ${res.status}`);
  const { token, user } = await res.json();
  return {
    user_id: String(user.id),
    user_name: user.name,
    user_token: token,
    token,
    email: user.email,
    last_activity: String(Date.now()),
  };
}

/** Measures every budgeted page; prints one line each. Returns the rows (over: true when a budget is missed). */
export async function reportJsBudgets(base, account, log = console.log) {
  const storage = account ? await loggedInStorage(base, account) : null;
  const browser = await launchBrowser();
  const rows = [];
  try {
    log('page JavaScript (gzip, as received on a phone, before any tap; Chromium)');
    for (const page of JS_BUDGETS) {
      const pageStorage = page.operator ? await loggedInStorage(base, page.operator).catch(() => null) : page.loggedIn ? storage : {};
      if (!pageStorage) {
        log(`${page.name.padEnd(34)}       - (no account to log in with)`);
        continue;
      }
      const { bytes, files } = await measurePageScripts(browser, base + page.path, {
        storage: pageStorage,
        scrollToEnd: page.scrollToEnd,
      });
      const kb = bytes / 1024;
      const over = kb > page.budgetKb;
      rows.push({ ...page, kb, files, over });
      log(`${page.name.padEnd(34)}${kb.toFixed(1).padStart(8)} KB in ${String(files).padStart(2)} files (budget ${page.budgetKb} KB: ${over ? 'OVER' : 'holds'})`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const base = arg('base', 'http://127.0.0.1:8787').replace(/\/+$/, '');
  const account = { email: arg('email', 'shopper@example.com'), password: arg('password', 'shopper123') };
  const rows = await reportJsBudgets(base, account);
  process.exit(rows.some((r) => r.over) ? 1 : 0);
}
