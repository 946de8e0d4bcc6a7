import { Hono } from 'hono';
import { WORDS } from '@/lib/words';
import { notFound } from './domain-error';
import { errorResponse } from './http/errors';
import { media } from './routes/media';
import type { AppEnv } from './types';

// The shop's public images under /media (answered by the Worker's entry, src/worker.ts):
// a path robots.txt allows, so search engines may fetch product and shop
// images. Only public files: the host's shop, the image folders, nothing else
// (the route looks the shop up, after its memory of pictures just answered).

export const mediaApp = new Hono<AppEnv>().basePath('/media');

mediaApp.onError(errorResponse);
// A path no media route takes answers like a missing file, in the request's language.
mediaApp.notFound((c) => errorResponse(notFound(WORDS.apiAnswers.notFound.file), c));
mediaApp.route('/', media);
