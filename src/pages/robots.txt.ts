import type { APIRoute } from 'astro';
import { robotsTxt } from '@/server/sitemap';
import { publicText } from '@/server/endpoint-context';
import { tag } from '@/server/cache-tags';

// Each distributor's host answers with its own sitemap address.
export const GET: APIRoute = ({ url, locals }) =>
  publicText(robotsTxt(url.origin), 'text/plain; charset=utf-8', [tag.shop(locals.distributor.id)]);
