import { Hono } from 'hono';
import { errorResponse } from './http/errors';
import { tenantMiddleware } from './tenant';
import { media } from './routes/media';
import type { AppEnv } from './types';

// The shop's public images under /media (mounted by src/pages/media/[...path].ts):
// a path robots.txt allows, so search engines may fetch product and shop
// images. Only public files: the host's shop, the image folders, nothing else.

export const mediaApp = new Hono<AppEnv>().basePath('/media');

mediaApp.onError(errorResponse);
mediaApp.notFound((c) => c.json({ message: 'File not found.', code: 'NOT_FOUND' }, 404));
mediaApp.use('*', tenantMiddleware);
mediaApp.route('/', media);
