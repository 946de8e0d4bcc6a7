import type { ConsoleAccess, ShopRider, TodaySummary } from '@/contract/console';
import { toRupees } from '@/lib/pricing';
import { getCustomer } from '../data/customers';
import { todayRows } from '../data/console-today';
import { ridersOf } from '../data/riders';
import { forbidden } from '../domain-error';
import { WORDS } from '@/lib/words';

// The console's own reads: the Today summary, the riders to assign and who
// is at the console. The shop trades in India, so its day and week follow
// India time (UTC+5:30, no daylight saving); a week starts on Monday.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const LOW_STOCK_LISTED = 20;

/** The UTC instants at which the shop's day and week (Monday) began. */
export function periodStarts(now: Date): { day: string; week: string } {
  const local = now.getTime() + IST_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  // getUTCDay of the local midnight: 0 is Sunday.
  const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  return {
    day: new Date(dayStart - IST_OFFSET_MS).toISOString(),
    week: new Date(dayStart - sinceMonday * DAY_MS - IST_OFFSET_MS).toISOString(),
  };
}

export async function todayOf(db: D1Database, distributorId: number, now = new Date()): Promise<TodaySummary> {
  const rows = await todayRows(db, distributorId, periodStarts(now), LOW_STOCK_LISTED);
  return {
    today: { orders: rows.today.orders, paid: toRupees(rows.today.paid_paise) },
    week: { orders: rows.week.orders, paid: toRupees(rows.week.paid_paise) },
    waiting: rows.waiting,
    low_stock: rows.lowStock,
    low_stock_count: rows.lowStockCount,
  };
}

export async function ridersOfShop(db: D1Database, distributorId: number): Promise<ShopRider[]> {
  return ridersOf(db, distributorId);
}

/** The admin at the console (the guard already checked the role). */
export async function consoleAccess(db: D1Database, distributorId: number, userId: number): Promise<ConsoleAccess> {
  const admin = await getCustomer(db, distributorId, userId);
  if (!admin) throw forbidden(WORDS.console.notAllowed);
  return { name: admin.name };
}
