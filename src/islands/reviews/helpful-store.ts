import { STORAGE } from '@/lib/storage-keys';

// The reviews this browser marked helpful (remembered in local
// storage under helpfulReviews, as a JSON list of review ids).

export function helpfulIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE.helpfulReviews) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function rememberHelpful(reviewId: number): void {
  const ids = helpfulIds();
  if (ids.includes(reviewId)) return;
  try {
    localStorage.setItem(STORAGE.helpfulReviews, JSON.stringify([...ids, reviewId]));
  } catch {
    // Storage unavailable: the server still refuses a second mark.
  }
}
