import { handle } from '@astrojs/cloudflare/handler';
import { handleQueueBatch } from './server/events/queue-handler';
import { sweepNotificationEvents } from './server/events/sweep';

// The Worker's entry (wrangler.toml `main`): Astro's handler answers every
// request; the queue and cron handlers only dispatch to their own modules.

export default {
  fetch: handle,
  queue: (batch, env) => handleQueueBatch(batch, env),
  scheduled: (_controller, env, ctx) => {
    ctx.waitUntil(sweepNotificationEvents(env).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;
