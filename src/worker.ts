import { handle } from '@astrojs/cloudflare/handler';
import { handleQueueBatch } from './server/events/queue-handler';
import { runScheduled } from './server/jobs/scheduled';
import { LIVE_PATH, connectLive } from './server/live/live-connect';
import { answerInLanguage } from './server/i18n/language-routing';
import { answerSecurely } from './server/http/secure-entry';
import { answerRemembered } from './server/pages/remembered-pages';
import { ROWS_READ_HEADER, rowsReadSoFar, withRowsReadCount } from './server/d1-rows-read';

// The Worker's entry (wrangler.toml `main`): Astro's handler answers every
// request but the live-status WebSocket, all of them behind one gate that
// refuses a malformed Host and adds the security headers to every answer
// (src/server/http/secure-entry.ts); a shop page the same for every visitor
// may come from the instance's short memory of rendered pages
// (src/server/pages/remembered-pages.ts); the queue and cron handlers only
// dispatch to their own modules. Every request counts the rows D1 reads for it. The Durable Object class is exported here
// because the runtime finds classes on the entry module.

export { OrderStatusRoom } from './server/live/order-status-room';

export default {
  fetch: (request, env, ctx) =>
    withRowsReadCount(async () => {
      const response = await answerSecurely(request, (checked) =>
        new URL(checked.url).pathname === LIVE_PATH
          ? connectLive(checked, env)
          : answerRemembered(checked, env, ctx, (asked) => answerInLanguage(asked, (localised) => handle(localised, env, ctx))),
      );
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
