import type { ActivityAction, ActivityTargetKind } from '@/contract/activity';

// What each operator write route does, for the audit log: the action recorded,
// what it touched (the path parameter naming it, or the newest row of a table
// for a create) and the request fields worth keeping. A write route missing
// here is still recorded, under its method and path (tests/api/activity.test.ts
// fails until it is named here).

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

const P = 'ecomProd/ecomProducts';
const C = 'ecomProdcat/ecomcategory';

export const ACTIONS: Record<string, ActionSpec> = {
  [`POST ${P}`]: { action: 'product.create', kind: 'product', newest: 'products', fields: ['product_name'] },
  [`PUT ${P}/:id`]: { action: 'product.edit', kind: 'product', param: 'id' },
  [`DELETE ${P}/:id`]: { action: 'product.withdraw', kind: 'product', param: 'id' },
  [`PATCH ${P}/:id/discount`]: { action: 'product.discount', kind: 'product', param: 'id', fields: ['discount'] },
  'POST admin/products/:id/restore': { action: 'product.restore', kind: 'product', param: 'id' },
  'PUT admin/products/:id/variants': { action: 'product.pack_sizes', kind: 'product', param: 'id' },
  'DELETE admin/products/:id/variants': { action: 'product.pack_size_leave', kind: 'product', param: 'id' },
  'POST admin/products/:id/stock-adjustments': { action: 'product.stock', kind: 'product', param: 'id', fields: ['reason', 'change', 'note'] },
  'POST admin/products/csv': { action: 'product.import', kind: 'shop' },
  [`POST ${C}`]: { action: 'category.create', kind: 'category', newest: 'categories', fields: ['category'] },
  [`PUT ${C}/:id`]: { action: 'category.edit', kind: 'category', param: 'id', fields: ['category'] },
  [`DELETE ${C}/:id`]: { action: 'category.delete', kind: 'category', param: 'id' },
  'POST ecom_coupon': { action: 'coupon.create', kind: 'coupon', newest: 'coupons', fields: ['coupon_code', 'code'] },
  'PUT ecom_coupon/:id': { action: 'coupon.edit', kind: 'coupon', param: 'id', fields: ['is_active'] },
  'PUT admin/pages/:slug': { action: 'storefront.page', kind: 'page', param: 'slug' },
  'PUT admin/general-settings': { action: 'storefront.footer', kind: 'shop' },
  'PUT admin/banner-discounts': { action: 'storefront.badges', kind: 'shop' },
  'POST admin/sliders': { action: 'storefront.slider.add', kind: 'shop' },
  'DELETE admin/sliders/:id': { action: 'storefront.slider.remove', kind: 'shop', param: 'id' },
  'PUT admin/sliders/order': { action: 'storefront.slider.order', kind: 'shop' },
  'PUT admin/banner-images/:slot': { action: 'storefront.banner', kind: 'shop', param: 'slot' },
  'POST ecomConfig/set-delivery-charges': { action: 'shop.delivery_charge', kind: 'shop', fields: ['delivery_charges'] },
  'PUT gst/supplier': { action: 'shop.gst', kind: 'shop' },
  'PUT delivery/areas': { action: 'shop.delivery_areas', kind: 'shop' },
  'PUT admin/search-synonyms': { action: 'shop.search_synonyms', kind: 'shop' },
  'DELETE EcomLogin/EcomCustomer/delete-user/:id': { action: 'customer.delete', kind: 'customer', param: 'id' },
  'PATCH EcomLogin/EcomCustomer/restore-user/:id': { action: 'customer.restore', kind: 'customer', param: 'id' },
  'PATCH EcomLogin/EcomCustomer/profile/:id': { action: 'customer.edit', kind: 'customer', param: 'id' },
  'PUT placeOrder/:id/status': { action: 'order.status', kind: 'order', param: 'id', fields: ['status'] },
  'PUT placeOrder/assign-deliveryBoy/:orderId': { action: 'order.assign', kind: 'order', param: 'orderId', fields: ['assigned_deliveryboy_id'] },
  'PUT placeOrder/update-deliveryboy-status/:id': { action: 'order.delivery', kind: 'order', param: 'id', fields: ['deliveryboy_status', 'reason', 'override_note'] },
  'POST placeOrder/orders/:id/process-refund': { action: 'order.refund', kind: 'order', param: 'id', fields: ['product_id'] },
  'POST placeOrder/orders/:id/request-return': { action: 'order.return', kind: 'order', param: 'id', fields: ['product_id'] },
  'POST placeOrder/orders/:id/receive-return': { action: 'order.return_received', kind: 'order', param: 'id', fields: ['product_id', 'condition'] },
  'PUT placeOrder/:orderId/verify-payment': { action: 'order.verify_payment', kind: 'order', param: 'orderId' },
  'DELETE placeOrder/orders/product/:orderId/:productId': { action: 'order.remove_line', kind: 'order', param: 'orderId', fields: ['productId'] },
  'DELETE placeOrder/delete/byOrderId/:id': { action: 'order.delete', kind: 'order', param: 'id' },
  'POST prescriptions/:order/accept': { action: 'order.prescription_accept', kind: 'order', param: 'order' },
  'POST prescriptions/:order/reject': { action: 'order.prescription_reject', kind: 'order', param: 'order', fields: ['reason'] },
  // Never a key field: the log keeps only that the keys changed.
  'PUT admin/payment-settings': { action: 'shop.payment_settings', kind: 'shop' },
  'PUT admin/payment-keys': { action: 'shop.payment_keys', kind: 'shop' },
  'DELETE admin/payment-keys': { action: 'shop.payment_keys_removed', kind: 'shop' },
  'POST admin/notifications/:id/retry': { action: 'shop.message_retry', kind: 'shop', param: 'id' },
  'PUT admin/messaging-settings/:channel': { action: 'shop.messaging_settings', kind: 'shop', param: 'channel' },
  'POST admin/messaging-settings/:channel/test': { action: 'shop.messaging_test', kind: 'shop', param: 'channel' },
  'POST admin/reconciliation/run': { action: 'shop.reconciliation', kind: 'shop' },
  'POST admin/reconciliation/:id/resolve': { action: 'shop.reconciliation_resolved', kind: 'shop', param: 'id', fields: ['note'] },
  // Never the password: the log keeps who was added and as what.
  'POST admin/staff': { action: 'staff.add', kind: 'customer', newest: 'customers', fields: ['name', 'role'] },
  'PUT admin/staff/:id': { action: 'staff.role', kind: 'customer', param: 'id', fields: ['role'] },
  'DELETE admin/staff/:id': { action: 'staff.remove', kind: 'customer', param: 'id' },
  // A staff member ending their own other sessions (the caller is the one named as who).
  'POST EcomLogin/device-session/sign-out-others': { action: 'staff.sign_out_others', kind: 'customer' },
  // An admin's own device for Web Push (never its endpoint or keys).
  'POST admin/push-subscriptions': { action: 'staff.push_subscribe', kind: 'customer' },
  'DELETE admin/push-subscriptions': { action: 'staff.push_unsubscribe', kind: 'customer' },
};

/** The table's key for a matched route: method and pattern below /api. */
export function actionKey(method: string, routePath: string): string {
  return `${method} ${routePath.replace(/^\/api/, '').replace(/\/+/g, '/').replace(/^\/|\/$/g, '')}`;
}
