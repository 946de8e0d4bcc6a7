import type { APIRoute } from 'astro';
import { robotsTxt } from '@/server/sitemap';
import { publicText } from '@/server/endpoint-context';

// Each distributor's host answers with its own sitemap address.
export const GET: APIRoute = ({ url }) => publicText(robotsTxt(url.origin), 'text/plain; charset=utf-8');
