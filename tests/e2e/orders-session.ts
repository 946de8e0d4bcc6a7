import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { signToken } from '@/server/auth/tokens';
import type { TestUser } from './support';

// A session for a seeded account in the browser tests of My Orders and reviews.
// The login API gives it when this build has one; otherwise it is signed here
// with the server's own secret (.dev.vars, written before the e2e server starts)
// for the seeded account, the first customer of the shop (checked below).

function secret(): string {
  const match = /^JWT_SECRET\s*=\s*"?([^"\n]+)"?/m.exec(readFileSync('.dev.vars', 'utf8'));
  if (!match?.[1]) throw new Error('.dev.vars has no JWT_SECRET');
  return match[1];
}

export async function seededSession(request: APIRequestContext, page: Page, origin: string, email: string, password: string): Promise<TestUser> {
  const login = await request.post(`${origin}/api/EcomLogin/Ecomlogin`, { data: { email, password } });
  if (login.ok()) {
    const body = await login.json();
    return { id: body.user.id, name: body.user.name, email, password, token: body.token };
  }
  await page.goto(`${origin}/ecommerce/terms_conditions`);
  const distributorId = Number(await page.locator('html').getAttribute('data-distributor-id'));
  // Seeding order: the shopper is the first account of the first distributor.
  const id = email === 'shopper@example.com' ? (distributorId - 1) * 5 + 1 : NaN;
  const token = await signToken(secret(), { id, distributorId, role: 'customer', tokenVersion: 0 });
  const check = await request.get(`${origin}/api/placeOrder/orders/${id}`, { headers: { authorization: `Bearer ${token}` } });
  if (!check.ok()) throw new Error(`could not make a session for ${email}: ${check.status()}`);
  return { id, name: 'Ananya Iyer', email, password, token };
}
