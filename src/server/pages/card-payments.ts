import type { AstroGlobal } from 'astro';
import { env } from 'cloudflare:workers';
import { gatewayKeysSummary } from '../data/gateway-keys';
import { razorpayCheckoutScript, razorpayTransport, simulatorOn } from '../payment';
import { gatewayCspSources } from '../security-headers';
import { databaseForSlug } from '../tenant-database';

// How the shop takes cards and net banking, for the two pages that open the
// gateway's Checkout: the cart (paying a new order) and My Orders (paying an
// order whose Checkout was closed before paying). For a shop with a gateway,
// its origins are added to the page's CSP (no other page allows them).

export async function cardPaymentsPage(Astro: AstroGlobal): Promise<'gateway' | 'simulated' | 'none'> {
  const distributor = Astro.locals.distributor;
  const keys = await gatewayKeysSummary(databaseForSlug(env, distributor.slug), distributor.id);
  if (!keys.set) return simulatorOn(env) ? 'simulated' : 'none';
  const sources = gatewayCspSources(razorpayCheckoutScript(env), razorpayTransport(env).apiBase);
  const csp = Astro.csp;
  if (sources && csp) {
    // A script resource replaces Astro's default 'self': say it again.
    csp.insertScriptResource("'self'");
    for (const origin of sources.script) csp.insertScriptResource(origin);
    csp.insertDirective(`frame-src 'self' ${sources.frame.join(' ')}`);
  }
  return 'gateway';
}
