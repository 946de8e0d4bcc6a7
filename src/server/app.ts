import { Hono } from 'hono';
import { errorResponse } from './http/errors';
import { apiPathAnswer } from './http/api-path';
import { limitBody } from './http/body-limits';
import { checkQuery } from './http/input-limits';
import { tenantMiddleware } from './tenant';
import { noteApiRoute } from './request-log';
import { queueEventsAfterWrite } from './http/queue-events';
import { registerRoutes } from './http/register-routes';
import { MANIFEST } from './routes/manifest';
import type { AppEnv } from './types';

// The shop's own API, mounted under /api by
// src/pages/api/[...path].ts. Every group resolves the distributor first.

export const app = new Hono<AppEnv>().basePath('/api');

app.onError(errorResponse);
// First, so it sees the answer of everything after it (src/server/request-log.ts).
app.use('*', noteApiRoute);
// The same answer the page middleware gives an /api path no route of ours takes.
app.notFound(() => apiPathAnswer(404));
app.use('*', tenantMiddleware);
app.use('*', queueEventsAfterWrite);
// Before any route reads a body or a query parameter.
app.use('*', limitBody, checkQuery);

// Every route, from the manifest (src/server/routes/manifest.ts); nothing else registers one.
registerRoutes(app, MANIFEST);
