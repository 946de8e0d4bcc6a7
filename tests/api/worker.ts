// The Worker under test: the built-in API and the public media beside it
// (pages are covered by the browser tests against the real build), in a D1 session and with its log
// line and in the language the request names, as deployed (src/middleware.ts, src/worker.ts).
import { app } from '@/server/app';
import { mediaApp } from '@/server/media-app';
import { withD1Session } from '@/server/d1-session';
import { withRequestLog } from '@/server/request-log';
import { handleQueueBatch } from '@/server/events/queue-handler';
import { LIVE_PATH, connectLive } from '@/server/live/live-connect';
import { answerInLanguage } from '@/server/i18n/language-routing';

export { OrderStatusRoom } from '@/server/live/order-status-room';

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    new URL(request.url).pathname === LIVE_PATH ? connectLive(request, env) :
    new URL(request.url).pathname.startsWith('/media/') ? mediaApp.fetch(request, env, ctx) : answerInLanguage(request, (asked) => withRequestLog(asked, env, '/api/[...path]', () =>
      withD1Session(asked, env, async (sessionEnv) => app.fetch(asked, sessionEnv, ctx)),
    )),
  // The notification queue runs here as deployed (wrangler.toml's consumers).
  queue: (batch: MessageBatch<unknown>, env: Env) => handleQueueBatch(batch, env),
};
