import { claimShop } from '@/lib/stores/claim-shop';

// The shop's distributor id, kept in the browser on every page (one of the
// page's idle scripts: nothing the first screen needs).
try {
  claimShop();
} catch {
  // No storage: nothing to keep.
}
