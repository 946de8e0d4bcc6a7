import type { APIRoute } from 'astro';
import { env } from 'cloudflare:workers';
import { mediaApp } from '@/server/media-app';

// Hands every /media/* request to the public media route.
export const GET: APIRoute = ({ request, locals }) => mediaApp.fetch(request, env, locals.cfContext);
