import { routeList, type ManifestRoute } from '../http/route-list';
import { categories } from './categories';
import { content } from './content';
import { files } from './files';
import { products } from './products';
import { catalogueAdmin } from './catalogue-admin';
import { account } from './account';
import { cart } from './cart';
import { coupons } from './coupons';
import { couponsAdmin } from './coupons-admin';
import { config } from './config';
import { ordersPlace } from './orders-place';
import { orders } from './orders';
import { ordersAdmin } from './orders-admin';
import { payments } from './payments';
import { reviews } from './reviews';
import { consoleRoutes } from './console';
import { staffRoutes } from './staff';
import { reportsRoutes } from './reports';
import { fulfilment } from './fulfilment';
import { consoleProducts } from './console-products';
import { packSizes } from './pack-sizes';
import { storefrontAdmin } from './storefront-admin';
import { notificationsAdmin } from './notifications-admin';
import { gst } from './gst';
import { delivery } from './delivery-areas';
import { searchAdmin, searchRequests } from './search';
import { prescriptions } from './prescriptions';
import { cartPrescription } from './cart-prescription';
import { creditNotes } from './credit-notes';
import { paymentSettings } from './payment-settings';
import { messagingSettings } from './messaging-settings';
import { refundsOwedRoutes } from './refunds-owed';
import { reconciliationRoutes } from './reconciliation';
import { gatewayWebhooks } from './gateway-webhooks';
import { razorpayStandInRoutes } from './razorpay-stand-in';
import { pushSubscriptions } from './push-subscriptions';
import { pushStandInRoutes } from './push-stand-in';

// The API's route manifest: every route of every area, in the order Hono
// tries them, each below the prefix its area is mounted at (below /api).
// app.ts registers exactly this list (http/register-routes.ts).

export const MANIFEST: readonly ManifestRoute[] = routeList()
  .route('/ecomProd/ecomProducts', products)
  .route('/ecomProdcat/ecomcategory', categories)
  .route('/', catalogueAdmin)
  .route('/files', files)
  .route('/', content)
  .route('/EcomLogin', account)
  .route('/ecomProdCart', cart)
  .route('/ecom_coupon', coupons)
  .route('/ecom_coupon', couponsAdmin)
  .route('/ecomConfig', config)
  .route('/placeOrder', ordersPlace)
  .route('/placeOrder', ordersAdmin)
  .route('/placeOrder', payments)
  .route('/placeOrder', creditNotes)
  .route('/placeOrder', orders)
  .route('/', reviews)
  .route('/admin', consoleRoutes)
  .route('/admin/staff', staffRoutes)
  .route('/admin', reportsRoutes)
  .route('/admin', fulfilment)
  .route('/admin', consoleProducts)
  .route('/admin', packSizes)
  .route('/admin', storefrontAdmin)
  .route('/admin', paymentSettings)
  .route('/admin', messagingSettings)
  .route('/admin', refundsOwedRoutes)
  .route('/admin', reconciliationRoutes)
  .route('/payments', gatewayWebhooks)
  .route('/', razorpayStandInRoutes)
  .route('/admin', pushSubscriptions)
  .route('/', pushStandInRoutes)
  .route('/admin', notificationsAdmin)
  .route('/gst', gst)
  .route('/delivery', delivery)
  .route('/search', searchRequests)
  .route('/admin', searchAdmin)
  .route('/prescriptions', prescriptions)
  .route('/cart-prescription', cartPrescription).routes;
