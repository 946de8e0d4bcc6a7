import { env } from 'cloudflare:workers';
import { catalogueApi, type CatalogueSource } from '@/lib/api/catalogue';
import { reviewsApi, type ReviewSource } from '@/lib/api/reviews';
import type { Distributor } from '@/contract/catalogue';
import { createTransport } from '@/lib/api/transport';
import { catalogueSession } from '../d1-session';
import { databaseForSlug } from '../tenant-database';
import { inProcessSources } from './in-process-source';
import { rememberedCatalogue, rememberedReviews } from './remembered-catalogue';

/** The reads server pages make, whichever API answers them. */
export interface PageSources {
  catalogue: CatalogueSource;
  reviews: ReviewSource;
}

/**
 * With API_ROOT empty the shop's own services answer in-process (no Request
 * or JSON per read), through the instance's short memory of catalogue reads;
 * with an external API_ROOT the HTTP client answers the same interface.
 */
export function pageSources(request: Request, distributor: Distributor, { remember = true }: { remember?: boolean } = {}): PageSources {
  const external = env.API_ROOT?.trim();
  if (!external) {
    const direct = inProcessSources(catalogueSession(databaseForSlug(env, distributor.slug)), distributor);
    if (!remember) return direct;
    return { catalogue: rememberedCatalogue(direct.catalogue, distributor.id), reviews: rememberedReviews(direct.reviews, distributor.id) };
  }
  const transport = createTransport({ root: external, origin: new URL(request.url).origin, distributorId: () => distributor.id });
  return { catalogue: catalogueApi(transport), reviews: reviewsApi(transport) };
}

/** The API root the browser should call (islands and image URLs). */
export function browserApiRoot(): string {
  return env.API_ROOT?.trim() || '/api';
}
