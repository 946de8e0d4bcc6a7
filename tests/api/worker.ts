// The Worker under test: the built-in API alone (pages are covered by the
// browser tests against the real build).
import { app } from '@/server/app';

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, env, ctx),
};
