import { MESSAGES } from '@/lib/messages';
import { clockTime } from '@/lib/clock-time';

// "Last updated 10:42:07 am" under a live order list: while the live
// connection is down the page refreshes on a back-off, and this says how
// fresh what it shows is.

export default function LastUpdated({ at }: { at: Date | null }) {
  if (!at) return null;
  return (
    <p className="console-note" data-testid="live-updated">
      {MESSAGES.live.updatedAt(clockTime(at))}
    </p>
  );
}
