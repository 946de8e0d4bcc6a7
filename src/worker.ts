import astro from '@astrojs/cloudflare/entrypoints/server';
import { runScheduled } from './server/jobs/scheduled';

// The Worker's entry (wrangler.toml `main`): Astro's handler answers every
// request; cron triggers run the shop's scheduled jobs. Dispatch only.

export default {
  fetch: astro.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
