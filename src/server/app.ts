import { Hono } from 'hono';
import { errorResponse } from './http/errors';
import { limitBody } from './http/body-limits';
import { checkQuery } from './http/input-limits';
import { tenantMiddleware } from './tenant';
import { noteApiRoute } from './request-log';
import { forgetAfterWrite } from './forget-after-write';
import { queueEventsAfterWrite } from './http/queue-events';
import { recordOperatorWrites } from './activity/record-writes';
import { categories } from './routes/categories';
import { content } from './routes/content';
import { files } from './routes/files';
import { products } from './routes/products';
import { catalogueAdmin } from './routes/catalogue-admin';
import { account } from './routes/account';
import { cart } from './routes/cart';
import { coupons } from './routes/coupons';
import { couponsAdmin } from './routes/coupons-admin';
import { config } from './routes/config';
import { ordersPlace } from './routes/orders-place';
import { orders } from './routes/orders';
import { ordersAdmin } from './routes/orders-admin';
import { payments } from './routes/payments';
import { reviews } from './routes/reviews';
import { consoleRoutes } from './routes/console';
import { staffRoutes } from './routes/staff';
import { reportsRoutes } from './routes/reports';
import { fulfilment } from './routes/fulfilment';
import { consoleProducts } from './routes/console-products';
import { packSizes } from './routes/pack-sizes';
import { storefrontAdmin } from './routes/storefront-admin';
import { notificationsAdmin } from './routes/notifications-admin';
import { gst } from './routes/gst';
import { delivery } from './routes/delivery-areas';
import { searchAdmin, searchRequests } from './routes/search';
import { prescriptions } from './routes/prescriptions';
import { cartPrescription } from './routes/cart-prescription';
import { creditNotes } from './routes/credit-notes';
import { paymentSettings } from './routes/payment-settings';
import { messagingSettings } from './routes/messaging-settings';
import { refundsOwedRoutes } from './routes/refunds-owed';
import { reconciliationRoutes } from './routes/reconciliation';
import { gatewayWebhooks } from './routes/gateway-webhooks';
import { razorpayStandInRoutes } from './routes/razorpay-stand-in';
import type { AppEnv } from './types';

// The shop's own API, mounted under /api by
// src/pages/api/[...path].ts. Every group resolves the distributor first.

export const app = new Hono<AppEnv>().basePath('/api');

app.onError(errorResponse);
// First, so it sees the answer of everything after it (src/server/request-log.ts).
app.use('*', noteApiRoute);
app.notFound((c) => c.json({ message: 'Not found.', code: 'NOT_FOUND' }, 404));
app.use('*', tenantMiddleware);
app.use('*', forgetAfterWrite);
app.use('*', queueEventsAfterWrite);
// Every operator write carries its audit row in its own batch (src/server/activity/).
app.use('*', recordOperatorWrites);
// Before any route reads a body or a query parameter.
app.use('*', limitBody, checkQuery);

app.route('/ecomProd/ecomProducts', products);
app.route('/ecomProdcat/ecomcategory', categories);
app.route('/', catalogueAdmin);
app.route('/files', files);
app.route('/', content);
app.route('/EcomLogin', account);
app.route('/ecomProdCart', cart);
app.route('/ecom_coupon', coupons);
app.route('/ecom_coupon', couponsAdmin);
app.route('/ecomConfig', config);
app.route('/placeOrder', ordersPlace);
app.route('/placeOrder', ordersAdmin);
app.route('/placeOrder', payments);
app.route('/placeOrder', creditNotes);
app.route('/placeOrder', orders);
app.route('/', reviews);
app.route('/admin', consoleRoutes);
app.route('/admin/staff', staffRoutes);
app.route('/admin', reportsRoutes);
app.route('/admin', fulfilment);
app.route('/admin', consoleProducts);
app.route('/admin', packSizes);
app.route('/admin', storefrontAdmin);
app.route('/admin', paymentSettings);
app.route('/admin', messagingSettings);
app.route('/admin', refundsOwedRoutes);
app.route('/admin', reconciliationRoutes);
app.route('/payments', gatewayWebhooks);
app.route('/', razorpayStandInRoutes);
app.route('/admin', notificationsAdmin);
app.route('/gst', gst);
app.route('/delivery', delivery);
app.route('/search', searchRequests);
app.route('/admin', searchAdmin);
app.route('/prescriptions', prescriptions);
app.route('/cart-prescription', cartPrescription);
