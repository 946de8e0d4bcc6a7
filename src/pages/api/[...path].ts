import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { app } from '@/server/app';

// Hands every /api/* request to the built-in API (Hono).
export const ALL: APIRoute = ({ request, locals }) => app.fetch(request, env, locals.cfContext);
