// The Worker under test: the built-in API and the public media beside it
// (pages are covered by the browser tests against the real build), in a D1
// session and with its log line and in the language the request names, behind
// the same gate (Host check, security headers), as deployed (src/middleware.ts, src/worker.ts).
// Its databases record what they run, for the query-plan test.
import { app } from '@/server/app';
import { mediaApp } from '@/server/media-app';
import { withD1Session } from '@/server/d1-session';
import { withRequestLog } from '@/server/request-log';
import { handleQueueBatch } from '@/server/events/queue-handler';
import { LIVE_PATH, connectLive } from '@/server/live/live-connect';
import { answerInLanguage } from '@/server/i18n/language-routing';
import { answerSecurely } from '@/server/http/secure-entry';
import { withRecordedQueries } from './query-recorder';
import { withRowsReadCount } from '@/server/d1-rows-read';

export { OrderStatusRoom } from '@/server/live/order-status-room';

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => withRowsReadCount(() =>
    answerSecurely(request, (checked) =>
      new URL(checked.url).pathname === LIVE_PATH ? connectLive(checked, env) :
      new URL(checked.url).pathname.startsWith('/media/') ? Promise.resolve(mediaApp.fetch(checked, env, ctx)) : answerInLanguage(checked, (asked) => withRequestLog(asked, env, '/api/[...path]', () =>
        withD1Session(asked, withRecordedQueries(env), async () => app.fetch(asked, env, ctx)),
      )),
    )),
  // The notification queue runs here as deployed (wrangler.toml's consumers).
  queue: (batch: MessageBatch<unknown>, env: Env) => handleQueueBatch(batch, env),
};
