import type { APIRoute } from 'astro';
import { webManifest } from '@/lib/pwa/manifest';
import { publicText } from '@/server/pages/endpoint-context';
import { tag } from '@/server/cache-tags';

// Each distributor's host installs as its own shop.
export const GET: APIRoute = ({ locals }) => {
  const name = locals.distributor.name;
  const manifest = webManifest(name, `${name}: shop online with fast delivery across India.`);
  return publicText(JSON.stringify(manifest), 'application/manifest+json; charset=utf-8', [tag.shop(locals.distributor.id)]);
};
