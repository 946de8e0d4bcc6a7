import { handle } from '@astrojs/cloudflare/handler';
import { handleQueueBatch } from './server/events/queue-handler';
import { runScheduled } from './server/jobs/scheduled';
import { LIVE_PATH, connectLive } from './server/live/live-connect';
import { answerInLanguage } from './server/i18n/language-routing';
import { answerSecurely } from './server/http/secure-entry';
import { answerRemembered } from './server/pages/remembered-pages';
import { ROWS_READ_HEADER, rowsReadSoFar, withRowsReadCount } from './server/d1-rows-read';
import { mediaApp } from './server/media-app';
import { withRequestLog } from './server/request-log';

/** The shop's public pictures: answered by their own app, past the page router and the page memory. */
const MEDIA_PREFIX = '/media/';

// The Worker's entry (wrangler.toml `main`): Astro's handler answers every
// request but the live-status WebSocket and the shop's public pictures, all of
// them behind one gate that refuses a malformed Host and adds the security
// headers to every answer (src/server/http/secure-entry.ts); a shop page the
// same for every visitor may come from the instance's short memory of rendered
// pages (src/server/pages/remembered-pages.ts); the queue and cron handlers
// only dispatch to their own modules. Every request counts the rows D1 reads
// for it. The Durable Object class is exported here because the runtime finds
// classes on the entry module.

export { OrderStatusRoom } from './server/live/order-status-room';

export default {
  fetch: (request, env, ctx) =>
    withRowsReadCount(async () => {
      const response = await answerSecurely(request, (checked) => {
        const path = new URL(checked.url).pathname;
        if (path === LIVE_PATH) return connectLive(checked, env);
        // A page asks for a dozen pictures at once: none waits on the page machinery.
        if (path.startsWith(MEDIA_PREFIX)) return withRequestLog(checked, env, '/media/[...path]', async () => mediaApp.fetch(checked, env, ctx));
        return answerRemembered(checked, env, ctx, (asked) => answerInLanguage(asked, (localised) => handle(localised, env, ctx)));
      });
      // A local server tells how many rows D1 read for the answer (the scale bench reads it).
      if (env.APP_ENV !== 'local' || response.status === 101) return response;
      try {
        response.headers.set(ROWS_READ_HEADER, String(rowsReadSoFar()));
        return response;
      } catch {
        // Immutable headers (a fetched answer): a copy. A kept page's pre-compressed body is never one.
        const timed = new Response(response.body, response);
        timed.headers.set(ROWS_READ_HEADER, String(rowsReadSoFar()));
        return timed;
      }
    }),
  queue: (batch, env) => handleQueueBatch(batch, env),
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
