import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { app } from '@/server/app';
import { withD1Session } from '@/server/d1-session';

// Hands every /api/* request to the built-in API (Hono), in a D1 session.
export const ALL: APIRoute = ({ request, locals }) => withD1Session(request, env, async () => app.fetch(request, env, locals.cfContext));
