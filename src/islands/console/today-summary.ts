import type { TodaySummary } from '@/contract/console';
import { consoleApi } from '@/lib/api/console';
import type { Transport } from '@/lib/api/transport';

// The Today summary, asked for once per page: the header's alerts (on every
// console page) and the Today page both read it at load, and a slow phone
// should not fetch, parse and check it twice. `fresh` asks again (the live
// channel said an order changed); a failed answer is forgotten, so a retry asks again.

let pending: Promise<TodaySummary> | null = null;

export function loadTodaySummary(t: Transport, { fresh = false } = {}): Promise<TodaySummary> {
  if (!pending || fresh) {
    const asked = consoleApi(t).today();
    pending = asked;
    asked.catch(() => {
      if (pending === asked) pending = null;
    });
  }
  return pending;
}
