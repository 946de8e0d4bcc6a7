import type { ManifestRoute } from '@/server/http/route-list';
import { MANIFEST } from '@/server/routes/manifest';
import type { Shopper } from '../checkout-fixtures';
import { DEAD_EVENT, type AttackWorld } from './fixtures';

// Every route of the API, once. A route's method, pattern and who may call it
// come from the route manifest (src/server/routes/manifest.ts); this file adds
// what only the probes need, keyed by the manifest's route id (`METHOD
// pattern`): the concrete path, a good body, the legitimate caller. The
// attack probes are generated from the joined table, and routes.test.ts fails
// when a manifest route has no entry here (or an entry names no route).

type Access = 'public' | 'customer' | 'admin' | 'operator';

export interface RouteSpec {
  method: ManifestRoute['method'];
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

/** What the probes need beyond the manifest's facts. */
type AttackFacts = Omit<RouteSpec, 'method' | 'pattern' | 'access'> & {
  /** Where the handler refuses more callers than the route's guard does (probe those too). */
  narrower?: Access;
};

/** The manifest's access in the probes' words. */
const ACCESS: Record<ManifestRoute['access'], Access> = { public: 'public', 'signed-in': 'customer', admin: 'admin', staff: 'operator' };

const P = 'ecomProd/ecomProducts';
const C = 'ecomProdcat/ecomcategory';
const asA = (w: AttackWorld) => w.a;
const asAdmin = (w: AttackWorld) => w.admin;
const PROBE_PUSH_ENDPOINT = 'http://push-stand-in.localhost/push/probe00000000000';
const PROBE_P256DH = 'BBVMigFJ95Xey4AUz9o2T4oygRXa2qlNDv0bc_i-_s21aZyYSZsRDNsANxeSmd973NrGeW6uFENEcLXl8dpf8MQ';

const ATTACK: Record<string, AttackFacts> = {
  // Catalogue reads.
  [`GET ${P}`]: { path: () => `${P}?q=para&sort=newest&limit=5` },
  [`GET ${P}/category/:category`]: { path: (w) => `${P}/category/${w.categoryId}` },
  [`GET ${P}/sections`]: { path: () => `${P}/sections?per=2` },
  [`GET ${P}/stock/:id`]: { path: (w) => `${P}/stock/${w.productId}` },
  [`GET ${P}/:id`]: { path: (w) => `${P}/${w.productId}` },
  [`GET ${C}`]: { path: () => C },
  [`GET ${C}/:id`]: { path: (w) => `${C}/${w.categoryId}` },
  'GET files/Ecommerce/:folder/:name': { path: () => 'files/Ecommerce/ecomProducts/none.png' },
  // Catalogue writes (operators).
  [`POST ${P}`]: {
    path: () => P, caller: asAdmin, numericStrings: true, writes: ['total_stock'],
    body: (w) => ({ product_name: 'Probe tablets', product_price: 10, category_id: w.categoryId, description: 'Probe', gst_rate: 5, hsn_code: '3004' }),
  },
  [`PUT ${P}/:id`]: {
    path: (w) => `${P}/${w.productId}`, caller: asAdmin, numericStrings: true, writes: ['total_stock'],
    otherShopPath: (w) => `${P}/${w.kiranaProductId}`, body: () => ({ product_name: 'Renamed by probe', description: 'Probe' }),
  },
  [`DELETE ${P}/:id`]: { path: (w) => `${P}/${w.productId}` },
  [`PATCH ${P}/:id/discount`]: {
    path: (w) => `${P}/${w.productId}/discount`, caller: asAdmin,
    numericStrings: true, body: () => ({ discount: 5 }),
  },
  [`GET ${P}/:id/batches`]: { path: (w) => `${P}/${w.productId}/batches` },
  [`POST ${C}`]: { path: () => C, caller: asAdmin, body: () => ({ category: 'Probe category' }) },
  [`PUT ${C}/:id`]: { path: (w) => `${C}/${w.categoryId}`, caller: asAdmin, body: () => ({ category: 'Probe renamed' }) },
  [`DELETE ${C}/:id`]: { path: (w) => `${C}/${w.categoryId}` },
  // Content.
  'GET bannerImages': { path: () => 'bannerImages' },
  'GET slider': { path: () => 'slider' },
  'GET GeneralSetting': { path: () => 'GeneralSetting' },
  'GET GeneralSetting/general-settings-details': { path: () => 'GeneralSetting/general-settings-details' },
  'GET GeneralSetting/footer-details': { path: () => 'GeneralSetting/footer-details' },
  'GET Pages/:name': { path: () => 'Pages/privacy-policy' },
  'POST subscribe': { path: () => 'subscribe', body: () => ({ subscriber_email: 'probe-news@example.com' }) },
  // Accounts.
  'POST EcomLogin/Ecomregister': {
    path: () => 'EcomLogin/Ecomregister',
    body: () => ({ name: 'Probe Person', email: 'probe-signup@example.com', mobile: '9876543210', password: 'secret123' }),
  },
  'POST EcomLogin/Ecomlogin': { path: () => 'EcomLogin/Ecomlogin', body: () => ({ email: 'probe@example.com', password: 'wrong-password' }) },
  'POST EcomLogin/logout': { path: () => 'EcomLogin/logout' },
  // The rider page's pass (a cookie only /rider's HTML reads): riders only.
  'POST EcomLogin/rider-page-session': { narrower: 'operator', path: () => 'EcomLogin/rider-page-session' },
  // A staff member's device session: the cookie buys a fresh token (no cookie: 401); staff end their other devices.
  'POST EcomLogin/device-session': { path: () => 'EcomLogin/device-session' },
  'POST EcomLogin/device-session/sign-out-others': { path: () => 'EcomLogin/device-session/sign-out-others' },
  'POST EcomLogin/otp/request': { path: () => 'EcomLogin/otp/request', body: () => ({ mobile: '9000000001' }) },
  'POST EcomLogin/otp/verify': { path: () => 'EcomLogin/otp/verify', body: () => ({ mobile: '9000000001', code: '123456' }) },
  'POST EcomLogin/EcomCustomer/forgot-password': { path: () => 'EcomLogin/EcomCustomer/forgot-password', body: () => ({ email: 'nobody-probe@example.com' }) },
  'POST EcomLogin/EcomCustomer/reset-password/:token': {
    path: () => 'EcomLogin/EcomCustomer/reset-password/0123456789abcdef0123456789abcdef', body: () => ({ password: 'newsecret456' }),
  },
  'GET EcomLogin/EcomCustomer/getAllCustomers': { path: () => 'EcomLogin/EcomCustomer/getAllCustomers' },
  'GET EcomLogin/EcomCustomer/address/:userId': { ownedByA: true, path: (w) => `EcomLogin/EcomCustomer/address/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/address/${w.kiranaCustomer.id}` },
  'GET EcomLogin/EcomCustomer/user/:id': { ownedByA: true, path: (w) => `EcomLogin/EcomCustomer/user/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/user/${w.kiranaCustomer.id}` },
  'PATCH EcomLogin/EcomCustomer/profile/:id': {
    ownedByA: true, caller: asA,
    path: (w) => `EcomLogin/EcomCustomer/profile/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/profile/${w.kiranaCustomer.id}`,
    body: () => ({ name: 'Probe Name', address: '9 Probe Lane, Pune 411001' }),
  },
  'GET EcomLogin/message-preferences': { path: () => 'EcomLogin/message-preferences' },
  'PUT EcomLogin/message-preferences': {
    caller: asA, path: () => 'EcomLogin/message-preferences',
    body: () => ({ preferences: { order_updates: { email: true }, returns_refunds: { email: true } } }),
  },
  'GET EcomLogin/unsubscribe/:token': { path: () => `EcomLogin/unsubscribe/1.${'A'.repeat(43)}` },
  'POST EcomLogin/unsubscribe/:token': { path: () => `EcomLogin/unsubscribe/1.${'A'.repeat(43)}` },
  'DELETE EcomLogin/EcomCustomer/delete-user/:id': { path: (w) => `EcomLogin/EcomCustomer/delete-user/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/delete-user/${w.kiranaCustomer.id}` },
  'PATCH EcomLogin/EcomCustomer/restore-user/:id': { path: (w) => `EcomLogin/EcomCustomer/restore-user/${w.a.id}`, otherShopPath: (w) => `EcomLogin/EcomCustomer/restore-user/${w.kiranaCustomer.id}` },
  // Cart and coupons.
  'GET ecomProdCart/cart/count/:userId': { ownedByA: true, path: (w) => `ecomProdCart/cart/count/${w.a.id}` },
  'POST ecomProdCart/add': { path: () => 'ecomProdCart/add', caller: asA, body: (w) => ({ product_id: w.productId, quantity: 1 }) },
  'PUT ecomProdCart/updateQuantity/:id': {
    ownedByA: true, caller: asA,
    path: (w) => `ecomProdCart/updateQuantity/${w.cartLineId}`, body: () => ({ quantity: 2 }),
  },
  'GET ecomProdCart/:userId': { ownedByA: true, path: (w) => `ecomProdCart/${w.a.id}` },
  'DELETE ecomProdCart/:id': { ownedByA: true, path: (w) => `ecomProdCart/${w.cartLineId}` },
  'POST ecom_coupon/apply': {
    path: () => 'ecom_coupon/apply', caller: asA, numericStrings: true,
    body: () => ({ code: 'NOSUCHCODE', order_amount: 100 }),
  },
  'DELETE ecom_coupon/apply': { path: () => 'ecom_coupon/apply' },
  'GET ecom_coupon/applied': { path: () => 'ecom_coupon/applied' },
  'GET ecom_coupon/list': { path: () => 'ecom_coupon/list' },
  'POST ecom_coupon': {
    path: () => 'ecom_coupon', caller: asAdmin,
    body: () => ({
      code: `PROBE${Date.now() % 1_000_000}`, kind: 'percent', value: 5, min_order_amount: 0,
      valid_from: '2026-01-01', valid_to: '2027-12-31', per_customer_limit: 1,
    }),
  },
  'PUT ecom_coupon/:id': {
    path: (w) => `ecom_coupon/${w.couponId}`, caller: asAdmin,
    otherShopPath: (w) => `ecom_coupon/${w.kiranaCouponId}`, body: () => ({ description: 'Edited by probe' }), writes: ['description'],
  },
  'GET ecomConfig/get-delivery-charges': { path: () => 'ecomConfig/get-delivery-charges' },
  'POST ecomConfig/set-delivery-charges': { path: () => 'ecomConfig/set-delivery-charges', caller: asAdmin, body: () => ({ delivery_charges: 40 }) },
  // Delivery by pincode: anyone checks; operators keep the areas.
  'GET delivery/check': { path: () => 'delivery/check?pincode=411001' },
  'GET delivery/quote': { path: () => 'delivery/quote?pincode=411001' },
  // Prescriptions: the order's shopper uploads and reads it back; the shop's admins read and decide.
  'POST prescriptions/:order': {
    ownedByA: true, caller: asA,
    path: (w) => `prescriptions/${w.order.orderId}`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}`, body: () => ({}),
  },
  'GET prescriptions/:order': {
    ownedByA: true,
    path: (w) => `prescriptions/${w.order.orderId}`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}`,
  },
  'POST prescriptions/:order/accept': {
    caller: asAdmin,
    path: (w) => `prescriptions/${w.order.orderId}/accept`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}/accept`, body: () => ({}),
  },
  'POST prescriptions/:order/reject': {
    caller: asAdmin,
    path: (w) => `prescriptions/${w.order.orderId}/reject`, otherShopPath: (w) => `prescriptions/${w.kiranaOrder.orderId}/reject`, body: () => ({ reason: 'Probe reason' }),
  },
  // The prescription uploaded in the cart, before the order exists: the caller's own only.
  'GET cart-prescription': { path: () => 'cart-prescription' },
  'POST cart-prescription': { path: () => 'cart-prescription', caller: asA, body: () => ({}) },
  'GET delivery/areas': { path: () => 'delivery/areas' },
  'PUT delivery/areas': {
    path: () => 'delivery/areas', caller: asAdmin,
    body: () => ({ areas: [{ pincodes: '411001-411062', charge: 40, cod: true, days_min: 1, days_max: 2 }] }),
  },
  // Search: a shopper's request after a search that found nothing; the shop's synonyms (operators).
  'POST search/requests': {
    path: () => 'search/requests',
    body: () => ({ what: 'Probe syrup 100 ml', name: 'Probe', phone: '9876500000' }),
  },
  'GET admin/search-synonyms': { path: () => 'admin/search-synonyms' },
  'PUT admin/search-synonyms': {
    path: () => 'admin/search-synonyms', caller: asAdmin,
    body: () => ({ groups: [['paracetamol', 'dolo'], ['probe', 'sonde']] }),
  },
  // GST settings (operators).
  'GET gst/rates': { path: () => 'gst/rates' },
  'GET gst/supplier': { path: () => 'gst/supplier' },
  'PUT gst/supplier': {
    path: () => 'gst/supplier', caller: asAdmin,
    body: () => ({ legal_name: 'Sehat Healthcare Private Limited', address: 'Shop 4, MG Road, Pune, Maharashtra 411001', state_code: '27', gstin: '27AAKCS4821M1ZW' }),
  },
  // Orders.
  'POST placeOrder/place/all': {
    path: () => 'placeOrder/place/all', caller: asA, idempotent: true,
    body: () => ({ delivery_address: '14 MG Road, Pune 411001', payment_method: 'Cash on Delivery' }),
  },
  // The console's own reads.
  // Payment settings: payee, time to pay, and the gateway keys (write-only).
  'GET admin/payment-settings': { path: () => 'admin/payment-settings' },
  'PUT admin/payment-settings': {
    path: () => 'admin/payment-settings', caller: asAdmin,
    body: () => ({ payee_vpa: 'sehat@okaxis', payee_name: 'Sehat Pharmacy', unpaid_expiry_minutes: 30 }),
  },
  'PUT admin/payment-keys': {
    path: () => 'admin/payment-keys', caller: asAdmin,
    body: () => ({ key_id: 'rzp_test_Probe0001', key_secret: 'probe-key-secret', webhook_secret: 'probe-webhook-secret' }),
  },
  'DELETE admin/payment-keys': { path: () => 'admin/payment-keys' },
  // SMS and WhatsApp settings (keys write-only) and a test message to the admin's own mobile.
  'GET admin/messaging-settings': { path: () => 'admin/messaging-settings' },
  // An admin's devices for Web Push: the probe's endpoint is the stand-in's, which answers 410 to any push.
  'GET admin/push-subscriptions': { path: () => 'admin/push-subscriptions' },
  'POST admin/push-subscriptions': {
    path: () => 'admin/push-subscriptions', caller: asAdmin,
    body: () => ({ endpoint: PROBE_PUSH_ENDPOINT, keys: { p256dh: PROBE_P256DH, auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }),
  },
  'DELETE admin/push-subscriptions': { path: () => 'admin/push-subscriptions', caller: asAdmin, body: () => ({ endpoint: PROBE_PUSH_ENDPOINT }) },
  'PUT admin/messaging-settings/:channel': {
    path: () => 'admin/messaging-settings/sms', caller: asAdmin,
    body: () => ({ enabled: false, sender: 'SEHATM', approved: ['order_placed'] }),
  },
  'POST admin/messaging-settings/:channel/test': {
    path: () => 'admin/messaging-settings/sms/test', caller: asAdmin,
    body: () => ({ language: 'en-IN' }),
  },
  // Money owed back by hand (UPI, cash), from each order's ledger.
  'GET admin/refunds-owed': { path: () => 'admin/refunds-owed' },
  // The ledger reconciled with the payment gateway: its differences, and a run for this shop now.
  'GET admin/reconciliation': { path: () => 'admin/reconciliation' },
  'POST admin/reconciliation/run': { path: () => 'admin/reconciliation/run' },
  // Reports: sales for a period, the month's GST summary, the customers list (JSON or CSV).
  'GET admin/reports/sales': { path: () => 'admin/reports/sales?from=2026-01-01&to=2026-01-31&by=product' },
  'GET admin/reports/gstr1': { path: () => 'admin/reports/gstr1?month=2026-01' },
  'GET admin/customers/export': { path: () => 'admin/customers/export' },
  // Marking a difference resolved aims at an id no shop has (404), so the probes never close a real one.
  'POST admin/reconciliation/:id/resolve': {
    path: () => 'admin/reconciliation/999999/resolve', caller: asAdmin,
    body: () => ({ note: 'Probe note' }),
  },
  'GET admin/access': { path: () => 'admin/access' },
  'GET admin/today': { path: () => 'admin/today' },
  'GET admin/riders': { path: () => 'admin/riders' },
  // Staff changes aim at shopper C (no staff member: 404) so the probes never change the crew the suite uses.
  'GET admin/staff': { path: () => 'admin/staff' },
  'POST admin/staff': {
    path: () => 'admin/staff', caller: asAdmin, writes: ['role'],
    body: () => ({ name: 'Probe Rider', email: 'probe.rider@example.com', mobile: '9876501234', password: 'probe-pass-1', role: 'delivery' }),
  },
  'PUT admin/staff/:id': {
    path: (w) => `admin/staff/${w.c.id}`, caller: asAdmin,
    otherShopPath: (w) => `admin/staff/${w.kiranaAdmin.id}`, body: () => ({ role: 'delivery' }), writes: ['role'],
  },
  'DELETE admin/staff/:id': { path: (w) => `admin/staff/${w.c.id}`, otherShopPath: (w) => `admin/staff/${w.kiranaAdmin.id}` },
  'GET admin/fulfilment': {
    path: (w) => `admin/fulfilment?orders=${w.order.orderId}`,
    otherShopPath: (w) => `admin/fulfilment?orders=${w.kiranaOrder.orderId}`,
  },
  'GET admin/activity': { path: (w) => `admin/activity?order=${w.order.orderId}&page=1&limit=5` },
  'GET admin/notifications': { path: () => 'admin/notifications?status=failed&page=1&limit=5' },
  'POST admin/notifications/:id/retry': {
    path: () => `admin/notifications/${DEAD_EVENT.sehat}/retry`,
    otherShopPath: () => `admin/notifications/${DEAD_EVENT.kirana}/retry`,
  },
  'GET admin/products': { path: (w) => `admin/products?q=para&category=${w.categoryId}&page=1&limit=5` },
  'POST admin/products/:id/restore': { path: (w) => `admin/products/${w.productId}/restore`, otherShopPath: (w) => `admin/products/${w.kiranaProductId}/restore` },
  'POST admin/product-photos': { path: () => 'admin/product-photos' },
  // A product's pack-size group (the console's Pack sizes section).
  'GET admin/products/:id/variants': { path: (w) => `admin/products/${w.productId}/variants`, otherShopPath: (w) => `admin/products/${w.kiranaProductId}/variants` },
  'PUT admin/products/:id/variants': {
    path: (w) => `admin/products/${w.productId}/variants`, caller: asAdmin,
    otherShopPath: (w) => `admin/products/${w.kiranaProductId}/variants`,
    body: (w) => ({ variants: [{ product_id: w.productId, pack_size: 'Strip of 10' }, { product_id: w.reviewableProductId, pack_size: 'Strip of 15' }] }),
  },
  'DELETE admin/products/:id/variants': { path: (w) => `admin/products/${w.productId}/variants`, otherShopPath: (w) => `admin/products/${w.kiranaProductId}/variants` },
  // Stock adjustments, their history and the products' CSV (the import takes a multipart file).
  'POST admin/products/:id/stock-adjustments': {
    path: (w) => `admin/products/${w.productId}/stock-adjustments`,
    otherShopPath: (w) => `admin/products/${w.kiranaProductId}/stock-adjustments`, caller: asAdmin, body: () => ({ reason: 'received', change: 1 }),
  },
  'GET admin/products/:id/stock-history': {
    path: (w) => `admin/products/${w.productId}/stock-history?page=1&limit=5`,
    otherShopPath: (w) => `admin/products/${w.kiranaProductId}/stock-history`,
  },
  'GET admin/products/csv': { path: () => 'admin/products/csv' },
  'POST admin/products/csv': { path: () => 'admin/products/csv' },
  // The console's storefront writes.
  'PUT admin/pages/:slug': {
    path: () => 'admin/pages/about_us', caller: asAdmin,
    body: () => ({ content: '<p>About this shop, written by a probe.</p>' }),
  },
  'PUT admin/general-settings': {
    path: () => 'admin/general-settings', caller: asAdmin,
    body: () => ({ app_name: 'Probe Shop', phone_number: '9876543210', email: 'probe@example.com', address: 'Probe street', web_description: 'Probe' }),
  },
  'PUT admin/banner-discounts': {
    path: () => 'admin/banner-discounts', caller: asAdmin,
    body: () => ({ offer_banner_first_discount: 10, offer_banner_second_discount: 20, popup_banner_discount: 5 }),
  },
  // Storefront images: multipart uploads (probed without a file), the slider's order and removal.
  'POST admin/sliders': { path: () => 'admin/sliders' },
  'PUT admin/sliders/order': { path: () => 'admin/sliders/order' },
  'DELETE admin/sliders/:id': { path: () => 'admin/sliders/1' },
  'PUT admin/banner-images/:slot': { path: () => 'admin/banner-images/popup_banner' },
  'GET placeOrder/all-orders': { path: () => 'placeOrder/all-orders?status=approved&page=1&limit=5' },
  'POST placeOrder/place': { path: () => 'placeOrder/place', caller: asA, body: (w) => ({ products: [{ product_id: w.productId, quantity: 1 }] }) },
  'GET placeOrder/orders/:userId': { ownedByA: true, path: (w) => `placeOrder/orders/${w.a.id}`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaCustomer.id}` },
  'GET placeOrder/userid/:id': { ownedByA: true, path: (w) => `placeOrder/userid/${w.a.id}`, otherShopPath: (w) => `placeOrder/userid/${w.kiranaCustomer.id}` },
  'GET placeOrder/invoice/:userId': { ownedByA: true, path: (w) => `placeOrder/invoice/${w.a.id}`, otherShopPath: (w) => `placeOrder/invoice/${w.kiranaCustomer.id}` },
  'GET placeOrder/print-invoice/:orderId': { ownedByA: true, path: (w) => `placeOrder/print-invoice/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/print-invoice/${w.kiranaOrder.orderId}` },
  'GET placeOrder/print-credit-note/:orderId': { ownedByA: true, path: (w) => `placeOrder/print-credit-note/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/print-credit-note/${w.kiranaOrder.orderId}` },
  'POST placeOrder/orders/:id/request-return': {
    ownedByA: true, caller: asA,
    path: (w) => `placeOrder/orders/${w.order.orderId}/request-return`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaOrder.orderId}/request-return`,
    body: () => ({ reason: 'Damaged in transit' }),
  },
  'POST placeOrder/orders/:id/receive-return': {
    caller: asAdmin,
    path: (w) => `placeOrder/orders/${w.order.orderId}/receive-return`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaOrder.orderId}/receive-return`,
    body: (w) => ({ product_id: w.productId, condition: 'good' }),
  },
  'POST placeOrder/orders/:id/process-refund': {
    caller: asAdmin,
    path: (w) => `placeOrder/orders/${w.order.orderId}/process-refund`, otherShopPath: (w) => `placeOrder/orders/${w.kiranaOrder.orderId}/process-refund`,
    body: () => ({}),
  },
  'PUT placeOrder/:id/status': {
    caller: asAdmin,
    path: (w) => `placeOrder/${w.order.orderId}/status`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/status`, body: () => ({ status: 'cancelled' }),
  },
  'DELETE placeOrder/orders/product/:orderId/:productId': { ownedByA: true, path: (w) => `placeOrder/orders/product/${w.order.orderId}/${w.productId}` },
  'DELETE placeOrder/delete/byOrderId/:id': { ownedByA: true, path: (w) => `placeOrder/delete/byOrderId/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/delete/byOrderId/${w.kiranaOrder.orderId}` },
  'PUT placeOrder/assign-deliveryBoy/:orderId': {
    caller: asAdmin,
    path: (w) => `placeOrder/assign-deliveryBoy/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/assign-deliveryBoy/${w.kiranaOrder.orderId}`,
    body: (w) => ({ assigned_deliveryboy_id: w.rider.id }),
  },
  'PUT placeOrder/update-deliveryboy-status/:id': {
    caller: asAdmin,
    path: (w) => `placeOrder/update-deliveryboy-status/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/update-deliveryboy-status/${w.kiranaOrder.orderId}`,
    body: () => ({ deliveryboy_status: 'out_for_delivery' }),
  },
  'GET placeOrder/assigned-orders/:id': { path: (w) => `placeOrder/assigned-orders/${w.rider.id}` },
  // Direct UPI: the intent link of a pending order, and an admin's verification with the bank's reference.
  'GET placeOrder/:orderId/upi-payment': {
    ownedByA: true,
    path: (w) => `placeOrder/${w.order.orderId}/upi-payment`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/upi-payment`,
  },
  'PUT placeOrder/:orderId/verify-payment': {
    caller: asAdmin,
    path: (w) => `placeOrder/${w.order.orderId}/verify-payment`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/verify-payment`,
    body: () => ({ utr: '412345678901', admin_notes: 'Seen in the bank app' }),
  },
  // Gateway payments: Checkout's options for a pending order, and the shopper's signed return from Checkout.
  'GET placeOrder/:orderId/gateway-checkout': {
    ownedByA: true,
    path: (w) => `placeOrder/${w.order.orderId}/gateway-checkout`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/gateway-checkout`,
  },
  'PUT placeOrder/:orderId/gateway-payment': {
    ownedByA: true, caller: asA,
    path: (w) => `placeOrder/${w.order.orderId}/gateway-payment`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}/gateway-payment`,
    body: () => ({ razorpay_payment_id: 'pay_Probe000000001', razorpay_order_id: 'order_Probe00000001', razorpay_signature: 'a'.repeat(64) }),
  },
  // The gateway's webhooks: public, but only a delivery signed with the shop's webhook secret is read (gateway-webhooks.test.ts).
  'POST payments/razorpay/webhook': {
    path: () => 'payments/razorpay/webhook',
    body: () => ({ entity: 'event', event: 'payment.captured', payload: { payment: { entity: { id: 'pay_Probe000000001', order_id: 'order_Probe00000001', amount: 100 } } } }),
  },
  // The local Razorpay stand-in's Checkout (absent unless the local setup switches it on).
  'GET razorpay-stand-in/checkout.js': { path: () => 'razorpay-stand-in/checkout.js' },
  'POST razorpay-stand-in/pay': { path: () => 'razorpay-stand-in/pay', body: () => ({ order_id: 'order_Probe00000001' }) },
  // The local push stand-in's controls (absent unless the local setup switches it on).
  // Takes no body: it makes the subscription a browser would.
  'POST push-stand-in/subscriptions': { path: () => 'push-stand-in/subscriptions' },
  'GET push-stand-in/subscriptions/:id/messages': { path: () => 'push-stand-in/subscriptions/probe00000000000/messages' },
  'DELETE push-stand-in/subscriptions/:id': { path: () => 'push-stand-in/subscriptions/probe00000000000' },
  'GET placeOrder/:orderId': { ownedByA: true, path: (w) => `placeOrder/${w.order.orderId}`, otherShopPath: (w) => `placeOrder/${w.kiranaOrder.orderId}` },
  // Reviews.
  'GET ecom_prodReview/reviews/:productId': { path: (w) => `ecom_prodReview/reviews/${w.productId}` },
  'GET ecom_prodReview/product-rating-summary/:productId': { path: (w) => `ecom_prodReview/product-rating-summary/${w.productId}` },
  'GET ecom_prodReview/can-review/:userId/:productId': { ownedByA: true, path: (w) => `ecom_prodReview/can-review/${w.a.id}/${w.productId}` },
  'POST ecom_prodReview/reviews': { path: () => 'ecom_prodReview/reviews', caller: asA, body: (w) => ({ product_id: w.reviewableProductId, rating: 5, review: 'Probe review' }) },
  'PUT ecom_prodReview/reviews/:id': { ownedByA: true, path: (w) => `ecom_prodReview/reviews/${w.reviewId}`, body: () => ({ rating: 1, review: 'Edited by probe' }) },
  'POST Report_helpful_review/:reviewId/helpful': { path: (w) => `Report_helpful_review/${w.reviewId}/helpful` },
  'POST Report_helpful_review/:reviewId/report': {
    caller: (w) => w.b,
    path: (w) => `Report_helpful_review/${w.reviewId}/report`, body: () => ({ reason: 'Probe reason' }),
  },
};

/** Answered by the Worker before the app (src/worker.ts), so not in the manifest. Without an upgrade a valid caller gets 400. */
const OUTSIDE_APP: RouteSpec[] = [{ method: 'GET', pattern: 'live', access: 'customer', path: () => 'live' }];

const manifestById = new Map(MANIFEST.map((r) => [r.id, r]));

/** Manifest routes with no entry here: each must get one (routes.test.ts). */
export const UNPROBED_ROUTES = MANIFEST.filter((r) => !(r.id in ATTACK)).map((r) => r.id);
/** Entries naming no manifest route (a route renamed or removed). */
export const STRAY_ENTRIES = Object.keys(ATTACK).filter((id) => !manifestById.has(id));

export const ROUTES: RouteSpec[] = [
  ...Object.entries(ATTACK).flatMap(([id, { narrower, ...facts }]) => {
    const route = manifestById.get(id);
    if (!route) return [];
    return [{ method: route.method, pattern: id.slice(route.method.length + 1), access: narrower ?? ACCESS[route.access], ...facts }];
  }),
  ...OUTSIDE_APP,
];
