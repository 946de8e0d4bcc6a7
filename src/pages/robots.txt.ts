import type { APIRoute } from 'astro';
import { robotsTxt } from '@/server/pages/sitemap';
import { endpointContext, publicText } from '@/server/pages/endpoint-context';
import { tag } from '@/server/cache-tags';

// Each distributor's host answers with its own sitemap address.
export const GET: APIRoute = (context) =>
  publicText(robotsTxt(endpointContext(context).origin), 'text/plain; charset=utf-8', [tag.shop(context.locals.distributor.id)]);
