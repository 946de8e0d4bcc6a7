import type { StaffRole } from '@/contract/staff';
import type { MESSAGES } from '@/lib/messages';

// The console's sections, written down once: the one page that draws them
// (src/pages/admin/[...section].astro) reads its row by address, and the
// console's nav (src/layouts/Console.astro) lists the rows in this order.
// Adding a console page is its panel (an island under src/islands/console),
// its name in both catalogues (MESSAGES.console.sections) and one row here,
// plus its one mount line in [...section].astro (Astro bundles an island only
// when the page names its import; see docs/architecture.md).

/** A section's name in the nav and the page's title. */
export type ConsoleSectionKey = keyof typeof MESSAGES.console.sections;

/** The islands a section mounts; each is its own chunk, loaded only on its page. */
type ConsolePanel =
  | 'TodayPanel'
  | 'OrdersList'
  | 'ProductsPanel'
  | 'CategoriesPanel'
  | 'StorefrontPanel'
  | 'CouponsPanel'
  | 'PaymentsPanel'
  | 'RefundsOwedPanel'
  | 'ReconciliationPanel'
  | 'CustomersPanel'
  | 'ReportsPanel'
  | 'MessagesPanel'
  | 'MessagingPanel'
  | 'DeliveryAreasPanel'
  | 'SynonymsPanel'
  | 'ActivityPanel'
  | 'StaffPanel';

interface ConsoleSection {
  /** Its name (and title) in MESSAGES.console.sections; marks the nav on its pages. */
  key: ConsoleSectionKey;
  /** Its address under /admin: '' is /admin itself. */
  path: string;
  /** Who may use it. The API alone decides; the panel shows anyone else "Not allowed". */
  role: StaffRole;
  /** The islands it mounts, in this order. */
  panels: readonly ConsolePanel[];
}

/** In nav order. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { key: 'today', path: '', role: 'admin', panels: ['TodayPanel'] },
  { key: 'orders', path: 'orders', role: 'admin', panels: ['OrdersList'] },
  { key: 'products', path: 'products', role: 'admin', panels: ['ProductsPanel'] },
  { key: 'categories', path: 'categories', role: 'admin', panels: ['CategoriesPanel'] },
  { key: 'storefront', path: 'storefront', role: 'admin', panels: ['StorefrontPanel'] },
  { key: 'coupons', path: 'coupons', role: 'admin', panels: ['CouponsPanel'] },
  { key: 'payments', path: 'payments', role: 'admin', panels: ['PaymentsPanel'] },
  { key: 'refunds', path: 'refunds', role: 'admin', panels: ['RefundsOwedPanel', 'ReconciliationPanel'] },
  { key: 'customers', path: 'customers', role: 'admin', panels: ['CustomersPanel'] },
  { key: 'reports', path: 'reports', role: 'admin', panels: ['ReportsPanel'] },
  { key: 'messages', path: 'messages', role: 'admin', panels: ['MessagesPanel'] },
  { key: 'messaging', path: 'messaging', role: 'admin', panels: ['MessagingPanel'] },
  { key: 'delivery', path: 'delivery', role: 'admin', panels: ['DeliveryAreasPanel'] },
  // The synonyms a shopper's words are matched through (docs/search.md).
  { key: 'search', path: 'search', role: 'admin', panels: ['SynonymsPanel'] },
  { key: 'activity', path: 'activity', role: 'admin', panels: ['ActivityPanel'] },
  { key: 'staff', path: 'staff', role: 'admin', panels: ['StaffPanel'] },
];

/** The section at this address under /admin (the page's rest parameter), if there is one. */
export function consoleSectionAt(rest: string | undefined): ConsoleSection | undefined {
  const path = (rest ?? '').replace(/^\/+|\/+$/g, '');
  return CONSOLE_SECTIONS.find((section) => section.path === path);
}

export const consoleSectionHref = (section: ConsoleSection) => (section.path ? `/admin/${section.path}` : '/admin');

/** The console's nav: the sections an operator of this role is let into, in order. */
export const consoleNav = (role: StaffRole) => CONSOLE_SECTIONS.filter((section) => section.role === role);
