import type { ProductVariant } from './catalogue';
import { eachProductName } from './translation-fields';
import { bool, fields, listOf, num, optStr, str, type Reader } from './read';

// The console's view of a product's pack-size group: every member, withdrawn
// ones too, as GET /api/admin/products/{id}/variants answers it.

export interface ConsolePackSize extends ProductVariant {
  /** False: withdrawn, so the shop does not offer this size. */
  on_sale: boolean;
}

export interface ConsolePackSizes {
  /** Empty: the product is in no group. */
  variants: ConsolePackSize[];
}

const readMember: Reader<ConsolePackSize> = /* @__PURE__ */ fields({
  id: num,
  product_name: str,
  ...eachProductName(optStr),
  pack_size: str,
  product_price: num,
  discount: num,
  total_stock: num,
  on_sale: bool,
});

export const readConsolePackSizes: Reader<ConsolePackSizes> = (raw) => ({ variants: listOf(readMember, 'variants')(raw) });

/** A write's answer: what it did, and the group as it now stands. */
export const readPackSizesSaved: Reader<ConsolePackSizes & { message: string }> = (raw) => ({
  message: fields({ message: str })(raw).message,
  ...readConsolePackSizes(raw),
});
