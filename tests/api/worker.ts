// The Worker under test: the built-in API alone (pages are covered by the
// browser tests against the real build), in a D1 session as deployed.
import { app } from '@/server/app';
import { withD1Session } from '@/server/d1-session';

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
    withD1Session(request, env, async (sessionEnv) => app.fetch(request, sessionEnv, ctx)),
};
