import type { ActivityAction, ActivityTargetKind } from '@/contract/activity';

// What an operator write route does, for the audit log: the action recorded,
// what it touched (the path parameter naming it, or the newest row of a table
// for a create) and the request fields worth keeping. Each route declares its
// own in the route manifest (`audit:` beside its handler, src/server/routes/).
// A write route without one is still recorded, under its method and path
// (tests/api/route-manifest.test.ts fails until an operator write names one).

export interface ActionSpec {
  action: ActivityAction;
  kind: ActivityTargetKind;
  /** The path parameter naming the target. */
  param?: string;
  /** A create: the target is the newest row of this table for the shop (the batch's own insert). */
  newest?: 'products' | 'categories' | 'coupons' | 'customers';
  /** Body fields kept as the row's detail. */
  fields?: string[];
}

/** The action recorded for a write route that declares none: method and pattern below /api. */
export function actionKey(method: string, routePath: string): string {
  return `${method} ${routePath.replace(/^\/api/, '').replace(/\/+/g, '/').replace(/^\/|\/$/g, '')}`;
}
