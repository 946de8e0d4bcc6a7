import type { AstroGlobal } from 'astro';
import { env } from 'cloudflare:workers';
import { gatewayKeysSummary } from '../data/gateway-keys';
import { razorpayCheckoutScript, razorpayTransport, simulatorOn } from '../payment';
import { gatewayCspSources } from '../security-headers';
import { databaseForSlug } from '../tenant-database';

// The cart page's payment options: how the shop takes cards and net banking,
// and, for a shop with a gateway, the gateway's origins added to this page's
// CSP (no other page allows them).

export async function cartPayments(Astro: AstroGlobal): Promise<'gateway' | 'simulated' | 'none'> {
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
