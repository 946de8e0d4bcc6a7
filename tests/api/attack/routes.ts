import type { Shopper } from '../checkout-fixtures';
import { DEAD_EVENT, type AttackWorld } from './fixtures';

// Every route of the API, once. The attack probes are generated from this
// table, and routes.test.ts fails when the app has a route the table lacks:
// a new route is covered by adding one entry here.

type Access = 'public' | 'customer' | 'admin' | 'operator';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the app declares it, below /api. */
  pattern: string;
  /** public; customer: any signed-in person; admin; operator: admin or delivery person. */
  access: Access;
  /** The concrete path probed, naming shopper A's things where the route takes an id. */
  path: (w: AttackWorld) => string;
  /** The path names something of shopper A's: shopper B must be refused. */
  ownedByA?: boolean;
  /** The same route aimed at the other shop's thing: the shop's own admin must be refused. */
  otherShopPath?: (w: AttackWorld) => string;
  /** A well-formed JSON body (writes). */
  body?: (w: AttackWorld) => Record<string, unknown>;
  /** Whose token makes a legitimate call (body probes are sent with it). */
  caller?: (w: AttackWorld) => Shopper | undefined;
  /** Numbers may arrive as numeric strings (form posts), so "12" is not malformed here. */
  numericStrings?: boolean;
  /** Fields the route legitimately writes that the mass-assignment extras would otherwise plant. */
  writes?: string[];
  /** Needs an Idempotency-Key header (a fresh one per request). */
  idempotent?: boolean;
}

const P = 'ecomProd/ecomProducts';
const C = 'ecomProdcat/ecomcategory';
const asA = (w: AttackWorld) => w.a;
const asAdmin = (w: AttackWorld) => w.admin;
const PROBE_PUSH_ENDPOINT = 'http://push-stand-in.localhost/push/probe00000000000';
const PROBE_P256DH = 'BBVMigFJ95Xey4AUz9o2T4oygRXa2qlNDv0bc_i-_s21aZyYSZsRDNsANxeSmd973NrGeW6uFENEcLXl8dpf8MQ';

export const ROUTES: RouteSpec[] = [
  // Catalogue reads.
  { method: 'GET', pattern: P, access: 'public', path: () => `${P}?q=para&sort=newest&limit=5` },
  { method: 'GET', pattern: `${P}/category/:category`, access: 'public', path: (w) => `${P}/category/${w.categoryId}` },
  { method: 'GET', pattern: `${P}/sections`, access: 'public', path: () => `${P}/sections?per=2` },
  { method: 'GET', pattern: `${P}/stock/:id`, access: 'public', path: (w) => `${P}/stock/${w.productId}` },
  { method: 'GET', pattern: `${P}/:id`, access: 'public', path: (w) => `${P}/${w.productId}` },
  { method: 'GET', pattern: C, access: 'public', path: () => C },
  { method: 'GET', pattern: `${C}/:id`, access: 'public', path: (w) => `${C}/${w.categoryId}` },
  { method: 'GET', pattern: 'files/Ecommerce/:folder/:name', access: 'public', path: () => 'files/Ecommerce/ecomProducts/none.png' },
  // Catalogue writes (operators).
  {
    method: 'POST', pattern: P, access: 'admin', path: () => P, caller: asAdmin, numericStrings: true, writes: ['total_stock'],
    body: (w) => ({ product_name: 'Probe tablets', product_price: 10, category_id: w.categoryId, description: 'Probe', gst_rate: 5, hsn_code: '3004' }),
  },
  {
    method: 'PUT', pattern: `${P}/:id`, access: 'admin', path: (w) => `${P}/${w.productId}`, caller: asAdmin, numericStrings: true, writes: ['total_stock'],
    otherShopPath: (w) => `${P}/${w.kiranaProductId}`, body: () => ({ product_name: 'Renamed by probe', description: 'Probe' }),
  },
  { method: 'DELETE', pattern: `${P}/:id`, access: 'admin', path: (w) => `${P}/${w.productId}` },
  {
    method: 'PATCH', pattern: `${P}/:id/discount`, access: 'admin', path: (w) => `${P}/${w.productId}/discount`, caller: asAdmin,
    numericStrings: true, body: () => ({ discount: 5 }),
  },
  { method: 'GET', pattern: `${P}/:id/batches`, access: 'admin', path: (w) => `${P}/${w.productId}/batches` },
  { method: 'POST', pattern: C, access: 'admin', path: () => C, caller: asAdmin, body: () => ({ category: 'Probe category' }) },
  { method: 'PUT', pattern: `${C}/:id`, access: 'admin', path: (w) => `${C}/${w.categoryId}`, caller: asAdmin, body: () => ({ category: 'Probe renamed' }) },
  { method: 'DELETE', pattern: `${C}/:id`, access: 'admin', path: (w) => `${C}/${w.categoryId}` },
  // Content.
  { method: 'GET', pattern: 'bannerImages', access: 'public', path: () => 'bannerImages' },
  { method: 'GET', pattern: 'slider', access: 'public', path: () => 'slider' },
  { method: 'GET', pattern: 'GeneralSetting', access: 'public', path: () => 'GeneralSetting' },
  { method: 'GET', pattern: 'GeneralSetting/general-settings-details', access: 'public', path: () => 'GeneralSetting/general-settings-details' },
  { method: 'GET', pattern: 'GeneralSetting/footer-details', access: 'public', path: () => 'GeneralSetting/footer-details' },
  { method: 'GET', pattern: 'Pages/:name', access: 'public', path: () => 'Pages/privacy-policy' },
  { method: 'POST', pattern: 'subscribe', access: 'public', path: () => 'subscribe', body: () => ({ subscriber_email: 'probe-news@example.com' }) },
  // Accounts.
  {
    method: 'POST', pattern: 'EcomLogin/Ecomregister', access: 'public', path: () => 'EcomLogin/Ecomregister',
    body: () => ({ name: 'Probe Person', email: 'probe-signup@example.com', mobile: '9876543210', password: 'secret123' }),
  },
  { method: 'POST', pattern: 'EcomLogin/Ecomlogin', access: 'public', path: () => 'EcomLogin/Ecomlogin', body: () => ({ email: 'probe@example.com', password: 'wrong-password' }) },
  { method: 'POST', pattern: 'EcomLogin/logout', access: 'customer', path: () => 'EcomLogin/logout' },
  // The rider page's pass (a cookie only /rider's HTML reads): riders only.
  { method: 'POST', pattern: 'EcomLogin/rider-page-session', access: 'operator', path: () => 'EcomLogin/rider-page-session' },
  // A staff member's device session: the cookie buys a fresh token (no cookie: 401); staff end their other devices.
  { method: 'POST', pattern: 'EcomLogin/device-session', access: 'public', path: () => 'EcomLogin/device-session' },
  { method: 'POST', pattern: 'EcomLogin/device-session/sign-out-others', access: 'operator', path: () => 'EcomLogin/device-session/sign-out-others' },
  { method: 'POST', pattern: 'EcomLogin/otp/request', access: 'public', path: () => 'EcomLogin/otp/request', body: () => ({ mobile: '9000000001' }) },
  { method: 'POST', pattern: 'EcomLogin/otp/verify', access: 'public', path: () => 'EcomLogin/otp/verify', body: () => ({ mobile: '9000000001', code: '123456' }) },
  { method: 'POST', pattern: 'EcomLogin/EcomCustomer/forgot-password', access: 'public', path: () => 'EcomLogin/EcomCustomer/forgot-password', body: () => ({ email: 'nobody-probe@example.com' }) },
  {
    method: 'POST', pattern: 'EcomLogin/EcomCustomer/reset-password/:token', access: 'public',
    path: () => 'EcomLogin/EcomCustomer/reset-password/0123456789abcdef0123456789abcdef', body: () => ({ password: 'newsecret456' }),
  },
  { method: 'GET', pattern: 'EcomLogin/EcomCustomer/getAllCustomers', access: 'admin', path: () => 'EcomLogin/EcomCustomer/getAllCustomers' },
  { method: 'GET', pattern: 'EcomLogin/EcomCustomer/address/:userId', access: 'customer', ownedByA: true, path: (w) => `EcomLogin/EcomCustomer/address/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/address/${w.kiranaCustomer.id}` },
  { method: 'GET', pattern: 'EcomLogin/EcomCustomer/user/:id', access: 'customer', ownedByA: true, path: (w) => `EcomLogin/EcomCustomer/user/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/user/${w.kiranaCustomer.id}` },
  {
    method: 'PATCH', pattern: 'EcomLogin/EcomCustomer/profile/:id', access: 'customer', ownedByA: true, caller: asA,
    path: (w) => `EcomLogin/EcomCustomer/profile/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/profile/${w.kiranaCustomer.id}`,
    body: () => ({ name: 'Probe Name', address: '9 Probe Lane, Pune 411001' }),
  },
  { method: 'GET', pattern: 'EcomLogin/message-preferences', access: 'customer', path: () => 'EcomLogin/message-preferences' },
  {
    method: 'PUT', pattern: 'EcomLogin/message-preferences', access: 'customer', caller: asA, path: () => 'EcomLogin/message-preferences',
    body: () => ({ preferences: { order_updates: { email: true }, returns_refunds: { email: true } } }),
  },
  { method: 'GET', pattern: 'EcomLogin/unsubscribe/:token', access: 'public', path: () => `EcomLogin/unsubscribe/1.${'A'.repeat(43)}` },
  { method: 'POST', pattern: 'EcomLogin/unsubscribe/:token', access: 'public', path: () => `EcomLogin/unsubscribe/1.${'A'.repeat(43)}` },
  { method: 'DELETE', pattern: 'EcomLogin/EcomCustomer/delete-user/:id', access: 'admin', path: (w) => `EcomLogin/EcomCustomer/delete-user/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/delete-user/${w.kiranaCustomer.id}` },
  { method: 'PATCH', pattern: 'EcomLogin/EcomCustomer/restore-user/:id', access: 'admin', path: (w) => `EcomLogin/EcomCustomer/restore-user/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/restore-user/${w.kiranaCustomer.id}` },
  // Cart and coupons.
  { method: 'GET', pattern: 'ecomProdCart/cart/count/:userId', access: 'customer', ownedByA: true, path: (w) => `ecomProdCart/cart/count/${w.a.id}` },
  { method: 'POST', pattern: 'ecomProdCart/add', access: 'customer', path: () => 'ecomProdCart/add', caller: asA, body: (w) => ({ product_id: w.productId, quantity: 1 }) },
  {
    method: 'PUT', pattern: 'ecomProdCart/updateQuantity/:id', access: 'customer', ownedByA: true, caller: asA,
    path: (w) => `ecomProdCart/updateQuantity/${w.cartLineId}`, body: () => ({ quantity: 2 }),
  },
  { method: 'GET', pattern: 'ecomProdCart/:userId', access: 'customer', ownedByA: true, path: (w) => `ecomProdCart/${w.a.id}` },
  { method: 'DELETE', pattern: 'ecomProdCart/:id', access: 'customer', ownedByA: true, path: (w) => `ecomProdCart/${w.cartLineId}` },
  {
    method: 'POST', pattern: 'ecom_coupon/apply', access: 'customer', path: () => 'ecom_coupon/apply', caller: asA, numericStrings: true,
    body: () => ({ code: 'NOSUCHCODE', order_amount: 100 }),
  },
  { method: 'DELETE', pattern: 'ecom_coupon/apply', access: 'customer', path: () => 'ecom_coupon/apply' },
  { method: 'GET', pattern: 'ecom_coupon/applied', access: 'customer', path: () => 'ecom_coupon/applied' },
  { method: 'GET', pattern: 'ecom_coupon/list', access: 'admin', path: () => 'ecom_coupon/list' },
  {
    method: 'POST', pattern: 'ecom_coupon', access: 'admin', path: () => 'ecom_coupon', caller: asAdmin,
    body: () => ({
      code: `PROBE${Date.now() % 1_000_000}`, kind: 'percent', value: 5, min_order_amount: 0,
      valid_from: '2026-01-01', valid_to: '2027-12-31', per_customer_limit: 1,
    }),
  },
  {
    method: 'PUT', pattern: 'ecom_coupon/:id', access: 'admin', path: (w) => `ecom_coupon/${w.couponId}`, caller: asAdmin,
    otherShopPath: (w) => `ecom_coupon/${w.kiranaCouponId}`, body: () => ({ description: 'Edited by probe' }), writes: ['description'],
  },
  { method: 'GET', pattern: 'ecomConfig/get-delivery-charges', access: 'public', path: () => 'ecomConfig/get-delivery-charges' },
  { method: 'POST', pattern: 'ecomConfig/set-delivery-charges', access: 'admin', path: () => 'ecomConfig/set-delivery-charges', caller: asAdmin, body: () => ({ delivery_charges: 40 }) },
  // Delivery by pincode: anyone checks; operators keep the areas.
  { method: 'GET', pattern: 'delivery/check', access: 'public', path: () => 'delivery/check?pincode=411001' },
  { method: 'GET', pattern: 'delivery/quote', access: 'public', path: () => 'delivery/quote?pincode=411001' },
  // Prescriptions: the order's shopper uploads and reads it back; the shop's admins read and decide.
  {
    method: 'POST', pattern: 'prescriptions/:order', access: 'customer', ownedByA: true, caller: asA,
    path: (w) => `prescriptions/${w.order.orderId}`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}`, body: () => ({}),
  },
  {
    method: 'GET', pattern: 'prescriptions/:order', access: 'customer', ownedByA: true,
    path: (w) => `prescriptions/${w.order.orderId}`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}`,
  },
  {
    method: 'POST', pattern: 'prescriptions/:order/accept', access: 'admin', caller: asAdmin,
    path: (w) => `prescriptions/${w.order.orderId}/accept`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}/accept`, body: () => ({}),
  },
  {
    method: 'POST', pattern: 'prescriptions/:order/reject', access: 'admin', caller: asAdmin,
    path: (w) => `prescriptions/${w.order.orderId}/reject`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}/reject`, body: () => ({ reason: 'Probe reason' }),
  },
  // The prescription uploaded in the cart, before the order exists: the caller's own only.
  { method: 'GET', pattern: 'cart-prescription', access: 'customer', path: () => 'cart-prescription' },
  { method: 'POST', pattern: 'cart-prescription', access: 'customer', path: () => 'cart-prescription', caller: asA, body: () => ({}) },
  { method: 'GET', pattern: 'delivery/areas', access: 'admin', path: () => 'delivery/areas' },
  {
    method: 'PUT', pattern: 'delivery/areas', access: 'admin', path: () => 'delivery/areas', caller: asAdmin,
    body: () => ({ areas: [{ pincodes: '411001-411062', charge: 40, cod: true, days_min: 1, days_max: 2 }] }),
  },
  // Search: a shopper's request after a search that found nothing; the shop's synonyms (operators).
  {
    method: 'POST', pattern: 'search/requests', access: 'public', path: () => 'search/requests',
    body: () => ({ what: 'Probe syrup 100 ml', name: 'Probe', phone: '9876500000' }),
  },
  { method: 'GET', pattern: 'admin/search-synonyms', access: 'admin', path: () => 'admin/search-synonyms' },
  {
    method: 'PUT', pattern: 'admin/search-synonyms', access: 'admin', path: () => 'admin/search-synonyms', caller: asAdmin,
    body: () => ({ groups: [['paracetamol', 'dolo'], ['probe', 'sonde']] }),
  },
  // GST settings (operators).
  { method: 'GET', pattern: 'gst/rates', access: 'admin', path: () => 'gst/rates' },
  { method: 'GET', pattern: 'gst/supplier', access: 'admin', path: () => 'gst/supplier' },
  {
    method: 'PUT', pattern: 'gst/supplier', access: 'admin', path: () => 'gst/supplier', caller: asAdmin,
    body: () => ({ legal_name: 'Sehat Healthcare Private Limited', address: 'Shop 4, MG Road, Pune, Maharashtra 411001', state_code: '27', gstin: '27AAKCS4821M1ZW' }),
  },
  // Orders.
  {
    method: 'POST', pattern: 'placeOrder/place/all', access: 'customer', path: () => 'placeOrder/place/all', caller: asA, idempotent: true,
    body: () => ({ delivery_address: '14 MG Road, Pune 411001', payment_method: 'Cash on Delivery' }),
  },
  // The console's own reads.
  // Payment settings: payee, time to pay, and the gateway keys (write-only).
  { method: 'GET', pattern: 'admin/payment-settings', access: 'admin', path: () => 'admin/payment-settings' },
  {
    method: 'PUT', pattern: 'admin/payment-settings', access: 'admin', path: () => 'admin/payment-settings', caller: asAdmin,
    body: () => ({ payee_vpa: 'sehat@okaxis', payee_name: 'Sehat Pharmacy', unpaid_expiry_minutes: 30 }),
  },
  {
    method: 'PUT', pattern: 'admin/payment-keys', access: 'admin', path: () => 'admin/payment-keys', caller: asAdmin,
    body: () => ({ key_id: 'rzp_test_Probe0001', key_secret: 'probe-key-secret', webhook_secret: 'probe-webhook-secret' }),
  },
  { method: 'DELETE', pattern: 'admin/payment-keys', access: 'admin', path: () => 'admin/payment-keys' },
  // SMS and WhatsApp settings (keys write-only) and a test message to the admin's own mobile.
  { method: 'GET', pattern: 'admin/messaging-settings', access: 'admin', path: () => 'admin/messaging-settings' },
  // An admin's devices for Web Push: the probe's endpoint is the stand-in's, which answers 410 to any push.
  { method: 'GET', pattern: 'admin/push-subscriptions', access: 'admin', path: () => 'admin/push-subscriptions' },
  {
    method: 'POST', pattern: 'admin/push-subscriptions', access: 'admin', path: () => 'admin/push-subscriptions', caller: asAdmin,
    body: () => ({ endpoint: PROBE_PUSH_ENDPOINT, keys: { p256dh: PROBE_P256DH, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }),
  },
  { method: 'DELETE', pattern: 'admin/push-subscriptions', access: 'admin', path: () => 'admin/push-subscriptions', caller: asAdmin, body: () => ({ endpoint: PROBE_PUSH_ENDPOINT }) },
  {
    method: 'PUT', pattern: 'admin/messaging-settings/:channel', access: 'admin', path: () => 'admin/messaging-settings/sms', caller: asAdmin,
    body: () => ({ enabled: false, sender: 'SEHATM', approved: ['order_placed'] }),
  },
  {
    method: 'POST', pattern: 'admin/messaging-settings/:channel/test', access: 'admin', path: () => 'admin/messaging-settings/sms/test', caller: asAdmin,
    body: () => ({ language: 'en-IN' }),
  },
  // Money owed back by hand (UPI, cash), from each order's ledger.
  { method: 'GET', pattern: 'admin/refunds-owed', access: 'admin', path: () => 'admin/refunds-owed' },
  // The ledger reconciled with the payment gateway: its differences, and a run for this shop now.
  { method: 'GET', pattern: 'admin/reconciliation', access: 'admin', path: () => 'admin/reconciliation' },
  { method: 'POST', pattern: 'admin/reconciliation/run', access: 'admin', path: () => 'admin/reconciliation/run' },
  // Reports: sales for a period, the month's GST summary, the customers list (JSON or CSV).
  { method: 'GET', pattern: 'admin/reports/sales', access: 'admin', path: () => 'admin/reports/sales?from=2026-01-01&to=2026-01-31&by=product' },
  { method: 'GET', pattern: 'admin/reports/gstr1', access: 'admin', path: () => 'admin/reports/gstr1?month=2026-01' },
  { method: 'GET', pattern: 'admin/customers/export', access: 'admin', path: () => 'admin/customers/export' },
  // Marking a difference resolved aims at an id no shop has (404), so the probes never close a real one.
  {
    method: 'POST', pattern: 'admin/reconciliation/:id/resolve', access: 'admin', path: () => 'admin/reconciliation/999999/resolve', caller: asAdmin,
    body: () => ({ note: 'Probe note' }),
  },
  { method: 'GET', pattern: 'admin/access', access: 'admin', path: () => 'admin/access' },
  { method: 'GET', pattern: 'admin/today', access: 'admin', path: () => 'admin/today' },
  { method: 'GET', pattern: 'admin/riders', access: 'admin', path: () => 'admin/riders' },
  // Staff changes aim at shopper C (no staff member: 404) so the probes never change the crew the suite uses.
  { method: 'GET', pattern: 'admin/staff', access: 'admin', path: () => 'admin/staff' },
  {
    method: 'POST', pattern: 'admin/staff', access: 'admin', path: () => 'admin/staff', caller: asAdmin, writes: ['role'],
    body: () => ({ name: 'Probe Rider', email: 'probe.rider@example.com', mobile: '9876501234', password: 'probe-pass-1', role: 'delivery' }),
  },
  {
    method: 'PUT', pattern: 'admin/staff/:id', access: 'admin', path: (w) => `admin/staff/${w.c.id}`, caller: asAdmin,
    otherShopPath: (w) => `admin/staff/${w.kiranaAdmin.id}`, body: () => ({ role: 'delivery' }), writes: ['role'],
  },
  { method: 'DELETE', pattern: 'admin/staff/:id', access: 'admin', path: (w) => `admin/staff/${w.c.id}`, otherShopPath: (w) => `admin/staff/${w.kiranaAdmin.id}` },
  {
    method: 'GET', pattern: 'admin/fulfilment', access: 'admin', path: (w) => `admin/fulfilment?orders=${w.order.orderId}`,
    otherShopPath: (w) => `admin/fulfilment?orders=${w.kiranaOrder.orderId}`,
  },
  { method: 'GET', pattern: 'admin/activity', access: 'admin', path: (w) => `admin/activity?order=${w.order.orderId}&page=1&limit=5` },
  { method: 'GET', pattern: 'admin/notifications', access: 'admin', path: () => 'admin/notifications?status=failed&page=1&limit=5' },
  {
    method: 'POST', pattern: 'admin/notifications/:id/retry', access: 'admin', path: () => `admin/notifications/${DEAD_EVENT.sehat}/retry`,
    otherShopPath: () => `admin/notifications/${DEAD_EVENT.kirana}/retry`,
  },
  { method: 'GET', pattern: 'admin/products', access: 'admin', path: (w) => `admin/products?q=para&category=${w.categoryId}&page=1&limit=5` },
  { method: 'POST', pattern: 'admin/products/:id/restore', access: 'admin', path: (w) => `admin/products/${w.productId}/restore`, otherShopPath: (w) => `admin/products/${w.kiranaProductId}/restore` },
  { method: 'POST', pattern: 'admin/product-photos', access: 'admin', path: () => 'admin/product-photos' },
  // A product's pack-size group (the console's Pack sizes section).
  { method: 'GET', pattern: 'admin/products/:id/variants', access: 'admin', path: (w) => `admin/products/${w.productId}/variants`, otherShopPath: (w) => `admin/products/${w.kiranaProductId}/variants` },
  {
    method: 'PUT', pattern: 'admin/products/:id/variants', access: 'admin', path: (w) => `admin/products/${w.productId}/variants`, caller: asAdmin,
    otherShopPath: (w) => `admin/products/${w.kiranaProductId}/variants`,
    body: (w) => ({ variants: [{ product_id: w.productId, pack_size: 'Strip of 10' }, { product_id: w.reviewableProductId, pack_size: 'Strip of 15' }] }),
  },
  { method: 'DELETE', pattern: 'admin/products/:id/variants', access: 'admin', path: (w) => `admin/products/${w.productId}/variants`, otherShopPath: (w) => `admin/products/${w.kiranaProductId}/variants` },
  // Stock adjustments, their history and the products' CSV (the import takes a multipart file).
  {
    method: 'POST', pattern: 'admin/products/:id/stock-adjustments', access: 'admin', path: (w) => `admin/products/${w.productId}/stock-adjustments`,
    otherShopPath: (w) => `admin/products/${w.kiranaProductId}/stock-adjustments`, caller: asAdmin, body: () => ({ reason: 'received', change: 1 }),
  },
  {
    method: 'GET', pattern: 'admin/products/:id/stock-history', access: 'admin', path: (w) => `admin/products/${w.productId}/stock-history?page=1&limit=5`,
    otherShopPath: (w) => `admin/products/${w.kiranaProductId}/stock-history`,
  },
  { method: 'GET', pattern: 'admin/products/csv', access: 'admin', path: () => 'admin/products/csv' },
  { method: 'POST', pattern: 'admin/products/csv', access: 'admin', path: () => 'admin/products/csv' },
  // The console's storefront writes.
  {
    method: 'PUT', pattern: 'admin/pages/:slug', access: 'admin', path: () => 'admin/pages/about_us', caller: asAdmin,
    body: () => ({ content: '<p>About this shop, written by a probe.</p>' }),
  },
  {
    method: 'PUT', pattern: 'admin/general-settings', access: 'admin', path: () => 'admin/general-settings', caller: asAdmin,
    body: () => ({ app_name: 'Probe Shop', phone_number: '9876543210', email: 'probe@example.com', address: 'Probe street', web_description: 'Probe' }),
  },
  {
    method: 'PUT', pattern: 'admin/banner-discounts', access: 'admin', path: () => 'admin/banner-discounts', caller: asAdmin,
    body: () => ({ offer_banner_first_discount: 10, offer_banner_second_discount: 20, popup_banner_discount: 5 }),
  },
  // Storefront images: multipart uploads (probed without a file), the slider's order and removal.
  { method: 'POST', pattern: 'admin/sliders', access: 'admin', path: () => 'admin/sliders' },
  { method: 'PUT', pattern: 'admin/sliders/order', access: 'admin', path: () => 'admin/sliders/order' },
  { method: 'DELETE', pattern: 'admin/sliders/:id', access: 'admin', path: () => 'admin/sliders/1' },
  { method: 'PUT', pattern: 'admin/banner-images/:slot', access: 'admin', path: () => 'admin/banner-images/popup_banner' },
  { method: 'GET', pattern: 'placeOrder/all-orders', access: 'admin', path: () => 'placeOrder/all-orders?status=approved&page=1&limit=5' },
  { method: 'POST', pattern: 'placeOrder/place', access: 'customer', path: () => 'placeOrder/place', caller: asA, body: (w) => ({ products: [{ product_id: w.productId, quantity: 1 }] }) },
  { method: 'GET', pattern: 'placeOrder/orders/:userId', access: 'customer', ownedByA: true, path: (w) => `placeOrder/orders/${w.a.id}`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaCustomer.id}` },
  { method: 'GET', pattern: 'placeOrder/userid/:id', access: 'customer', ownedByA: true, path: (w) => `placeOrder/userid/${w.a.id}`, otherShopPath: (w) => `placeOrder/userid/${w.kiranaCustomer.id}` },
  { method: 'GET', pattern: 'placeOrder/invoice/:userId', access: 'customer', ownedByA: true, path: (w) => `placeOrder/invoice/${w.a.id}`, otherShopPath: (w) => `placeOrder/invoice/${w.kiranaCustomer.id}` },
  { method: 'GET', pattern: 'placeOrder/print-invoice/:orderId', access: 'customer', ownedByA: true, path: (w) => `placeOrder/print-invoice/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/print-invoice/${w.kiranaOrder.orderId}` },
  { method: 'GET', pattern: 'placeOrder/print-credit-note/:orderId', access: 'customer', ownedByA: true, path: (w) => `placeOrder/print-credit-note/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/print-credit-note/${w.kiranaOrder.orderId}` },
  {
    method: 'POST', pattern: 'placeOrder/orders/:id/request-return', access: 'customer', ownedByA: true, caller: asA,
    path: (w) => `placeOrder/orders/${w.order.orderId}/request-return`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaOrder.orderId}/request-return`,
    body: () => ({ reason: 'Damaged in transit' }),
  },
  {
    method: 'POST', pattern: 'placeOrder/orders/:id/receive-return', access: 'admin', caller: asAdmin,
    path: (w) => `placeOrder/orders/${w.order.orderId}/receive-return`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaOrder.orderId}/receive-return`,
    body: (w) => ({ product_id: w.productId, condition: 'good' }),
  },
  {
    method: 'POST', pattern: 'placeOrder/orders/:id/process-refund', access: 'admin', caller: asAdmin,
    path: (w) => `placeOrder/orders/${w.order.orderId}/process-refund`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaOrder.orderId}/process-refund`,
    body: () => ({}),
  },
  {
    method: 'PUT', pattern: 'placeOrder/:id/status', access: 'admin', caller: asAdmin,
    path: (w) => `placeOrder/${w.order.orderId}/status`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/status`, body: () => ({ status: 'cancelled' }),
  },
  { method: 'DELETE', pattern: 'placeOrder/orders/product/:orderId/:productId', access: 'customer', ownedByA: true, path: (w) => `placeOrder/orders/product/${w.order.orderId}/${w.productId}` },
  { method: 'DELETE', pattern: 'placeOrder/delete/byOrderId/:id', access: 'customer', ownedByA: true, path: (w) => `placeOrder/delete/byOrderId/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/delete/byOrderId/${w.kiranaOrder.orderId}` },
  {
    method: 'PUT', pattern: 'placeOrder/assign-deliveryBoy/:orderId', access: 'admin', caller: asAdmin,
    path: (w) => `placeOrder/assign-deliveryBoy/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/assign-deliveryBoy/${w.kiranaOrder.orderId}`,
    body: (w) => ({ assigned_deliveryboy_id: w.rider.id }),
  },
  {
    method: 'PUT', pattern: 'placeOrder/update-deliveryboy-status/:id', access: 'operator', caller: asAdmin,
    path: (w) => `placeOrder/update-deliveryboy-status/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/update-deliveryboy-status/${w.kiranaOrder.orderId}`,
    body: () => ({ deliveryboy_status: 'out_for_delivery' }),
  },
  { method: 'GET', pattern: 'placeOrder/assigned-orders/:id', access: 'operator', path: (w) => `placeOrder/assigned-orders/${w.rider.id}` },
  // Direct UPI: the intent link of a pending order, and an admin's verification with the bank's reference.
  {
    method: 'GET', pattern: 'placeOrder/:orderId/upi-payment', access: 'customer', ownedByA: true,
    path: (w) => `placeOrder/${w.order.orderId}/upi-payment`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/upi-payment`,
  },
  {
    method: 'PUT', pattern: 'placeOrder/:orderId/verify-payment', access: 'admin', caller: asAdmin,
    path: (w) => `placeOrder/${w.order.orderId}/verify-payment`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/verify-payment`,
    body: () => ({ utr: '412345678901', admin_notes: 'Seen in the bank app' }),
  },
  // Gateway payments: Checkout's options for a pending order, and the shopper's signed return from Checkout.
  {
    method: 'GET', pattern: 'placeOrder/:orderId/gateway-checkout', access: 'customer', ownedByA: true,
    path: (w) => `placeOrder/${w.order.orderId}/gateway-checkout`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/gateway-checkout`,
  },
  {
    method: 'PUT', pattern: 'placeOrder/:orderId/gateway-payment', access: 'customer', ownedByA: true, caller: asA,
    path: (w) => `placeOrder/${w.order.orderId}/gateway-payment`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/gateway-payment`,
    body: () => ({ razorpay_payment_id: 'pay_Probe000000001', razorpay_order_id: 'order_Probe00000001', razorpay_signature: 'a'.repeat(64) }),
  },
  // The gateway's webhooks: public, but only a delivery signed with the shop's webhook secret is read (gateway-webhooks.test.ts).
  {
    method: 'POST', pattern: 'payments/razorpay/webhook', access: 'public', path: () => 'payments/razorpay/webhook',
    body: () => ({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: { id: 'pay_Probe000000001', order_id: 'order_Probe00000001', amount: 100 } } } }),
  },
  // The local Razorpay stand-in's Checkout (absent unless the local setup switches it on).
  { method: 'GET', pattern: 'razorpay-stand-in/checkout.js', access: 'public', path: () => 'razorpay-stand-in/checkout.js' },
  { method: 'POST', pattern: 'razorpay-stand-in/pay', access: 'public', path: () => 'razorpay-stand-in/pay', body: () => ({ order_id: 'order_Probe00000001' }) },
  // The local push stand-in's controls (absent unless the local setup switches it on).
  // Takes no body: it makes the subscription a browser would.
  { method: 'POST', pattern: 'push-stand-in/subscriptions', access: 'public', path: () => 'push-stand-in/subscriptions' },
  { method: 'GET', pattern: 'push-stand-in/subscriptions/:id/messages', access: 'public', path: () => 'push-stand-in/subscriptions/probe00000000000/messages' },
  { method: 'DELETE', pattern: 'push-stand-in/subscriptions/:id', access: 'public', path: () => 'push-stand-in/subscriptions/probe00000000000' },
  { method: 'GET', pattern: 'placeOrder/:orderId', access: 'customer', ownedByA: true, path: (w) => `placeOrder/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}` },
  // Reviews.
  { method: 'GET', pattern: 'ecom_prodReview/reviews/:productId', access: 'public', path: (w) => `ecom_prodReview/reviews/${w.productId}` },
  { method: 'GET', pattern: 'ecom_prodReview/product-rating-summary/:productId', access: 'public', path: (w) => `ecom_prodReview/product-rating-summary/${w.productId}` },
  { method: 'GET', pattern: 'ecom_prodReview/can-review/:userId/:productId', access: 'customer', ownedByA: true, path: (w) => `ecom_prodReview/can-review/${w.a.id}/${w.productId}` },
  { method: 'POST', pattern: 'ecom_prodReview/reviews', access: 'customer', path: () => 'ecom_prodReview/reviews', caller: asA, body: (w) => ({ product_id: w.reviewableProductId, rating: 5, review: 'Probe review' }) },
  { method: 'PUT', pattern: 'ecom_prodReview/reviews/:id', access: 'customer', ownedByA: true, path: (w) => `ecom_prodReview/reviews/${w.reviewId}`, body: () => ({ rating: 1, review: 'Edited by probe' }) },
  { method: 'POST', pattern: 'Report_helpful_review/:reviewId/helpful', access: 'customer', path: (w) => `Report_helpful_review/${w.reviewId}/helpful` },
  {
    method: 'POST', pattern: 'Report_helpful_review/:reviewId/report', access: 'customer', caller: (w) => w.b,
    path: (w) => `Report_helpful_review/${w.reviewId}/report`, body: () => ({ reason: 'Probe reason' }),
  },
  // Live order status (a WebSocket; answered by the Worker before the app). Without an upgrade a valid caller gets 400.
  { method: 'GET', pattern: 'live', access: 'customer', path: () => 'live' },
];
