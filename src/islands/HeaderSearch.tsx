import { useEffect } from 'react';
import { bootBrowser } from '@/lib/stores/boot';

/** Header product search (filled in by the catalogue issue). */
export default function HeaderSearch() {
  useEffect(bootBrowser, []);
  return (
    <form role="search" action="/ecommerce/prod-card" method="get">
      <label className="visually-hidden" htmlFor="header-search">Search products</label>
      <input id="header-search" name="q" type="search" placeholder="Search products" autoComplete="off" />
    </form>
  );
}
