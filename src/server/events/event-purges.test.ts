import { describe, expect, it } from 'vitest';
import { EVENT_PURGES, NOTHING_CACHED, tagsOfEvents } from './event-purges';
import { SHOP_EVENT_TYPES } from './shop-events';

// Every shop event purges something, or says nothing cached shows it: an
// event type without a mapping would leave shoppers a stale page for the
// cache's whole lifetime.

describe('event purges', () => {
  it('maps every shop event type to the tags it makes stale', () => {
    const sample = { target: { kind: 'product' as const, ref: 7 }, products: [7], categories: [3] };
    const purges = (type: (typeof SHOP_EVENT_TYPES)[number]) => EVENT_PURGES[type] !== NOTHING_CACHED;
    const empty = SHOP_EVENT_TYPES.filter((type) => !EVENT_PURGES[type] || (purges(type) && EVENT_PURGES[type](1, { ...sample, type }).length === 0));
    expect(empty).toEqual([]);
    // What shoppers see is never declared uncached.
    expect(SHOP_EVENT_TYPES.filter((type) => /^(product|category|storefront|review)\./.test(type) && !purges(type))).toEqual([]);
    expect(Object.keys(EVENT_PURGES).sort()).toEqual([...SHOP_EVENT_TYPES].sort());
  });

  it("purges a request's tags once each, in order", () => {
    const edit = { type: 'product.edit' as const, target: { kind: 'product' as const, ref: 7 }, products: [7] };
    expect(tagsOfEvents(1, [edit, { ...edit, type: 'product.discount' }])).toEqual(['p:1:7', 'list:1']);
    expect(tagsOfEvents(2, [{ type: 'category.edit', target: { kind: 'category', ref: 3 }, categories: [3] }])).toEqual(['c:2:3', 'categories:2']);
    expect(tagsOfEvents(2, [{ type: 'order.status', target: { kind: 'order', ref: 'ORD-1' } }, { ...edit, type: 'product.stock' }])).toEqual(['p:2:7', 'list:2']);
  });
});
