import type { ShopperCatalogue } from '../messages';
import { HI_ACCOUNT } from './hi-IN/account';
import { HI_ADMIN } from './hi-IN/admin';
import { HI_CART } from './hi-IN/cart';
import { HI_DELIVERY } from './hi-IN/delivery';
import { HI_INVOICE } from './hi-IN/invoice';
import { HI_NOTIFICATIONS } from './hi-IN/notifications';
import { HI_ON_DEMAND } from './hi-IN/on-demand';
import { HI_ORDERS } from './hi-IN/orders';
import { HI_ORDER_VIEW } from './hi-IN/order-view';
import { HI_SEARCH_PAGE } from './hi-IN/search';
import { HI_SHOP } from './hi-IN/shop';
import { HI_STATE_NAMES } from './hi-IN/states';

// Hindi (hi-IN): every word of the English catalogue (src/lib/messages.ts), as
// an Indian chemist or kirana shop would write it, not word for word. Brand and
// payment words people use in English (UPI, CVV, IFSC, GSTIN, HSN, OTP) stay so.
// The words live by screen in ./hi-IN/; each file is typed with its sections of
// English's shape, and this whole is typed again, so a key missing anywhere
// fails the type check.

export const HI_IN: ShopperCatalogue = {
  ...HI_ACCOUNT,
  ...HI_CART,
  ...HI_ORDERS,
  ...HI_INVOICE,
  ...HI_DELIVERY,
  ...HI_ADMIN,
  ...HI_SHOP,
  notifications: HI_NOTIFICATIONS,
  onDemand: HI_ON_DEMAND,
  orderView: HI_ORDER_VIEW,
  stateNames: HI_STATE_NAMES,
  searchPage: HI_SEARCH_PAGE,
};
