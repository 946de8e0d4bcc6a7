import { readProductSaved, readConsoleProductsPage, readUploadedImage } from '@/contract/console';
import { readGstRates } from '@/contract/gst';
import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// The console's product calls: its list and photo upload (api/admin/*) and
// the catalogue's own create, edit and withdraw routes, with the admin's token.

const auth = { auth: true } as const;
const PRODUCTS = 'ecomProd/ecomProducts';

/** The product fields the console's form sends (rupees, percent, whole numbers). */
export interface ProductFields {
  product_name: string;
  product_price: number;
  discount: number;
  total_stock: number;
  stock_minimum_level: number;
  stock_maximum_level: number;
  category_id: number;
  description: string;
  drug_content: string;
  direction_to_use: string;
  do_donts: string;
  features_benefits: string;
  faqs: string;
  prescription_required: boolean;
  /** GST: the rate in percent (required), HSN code and unit of quantity (UQC). */
  gst_rate: number;
  hsn_code: string;
  uqc: string;
  image?: string;
  /** Hindi words; empty shows the English ones on the Hindi pages. */
  product_name_hi?: string;
  description_hi?: string;
  /** The maker's brand; empty claims none. */
  brand?: string;
}

export function consoleProductsApi(t: Transport) {
  return {
    list: (query: { q?: string; category?: number; page: number; limit: number }) =>
      t.request('GET', 'admin/products', readConsoleProductsPage, { ...auth, query }),
    create: (body: ProductFields) => t.request('POST', PRODUCTS, readProductSaved, { ...auth, body }),
    update: (id: number, body: ProductFields) => t.request('PUT', `${PRODUCTS}/${id}`, readProductSaved, { ...auth, body }),
    /** The GST rates a product may be given. */
    gstRates: () => t.request('GET', 'gst/rates', readGstRates, auth),
    withdraw: (id: number) => t.request('DELETE', `${PRODUCTS}/${id}`, readMessage, auth),
    putBack: (id: number) => t.request('POST', `admin/products/${id}/restore`, readMessage, auth),
    uploadPhoto: (file: File) => {
      const form = new FormData();
      form.set('image', file);
      return t.request('POST', 'admin/product-photos', readUploadedImage, { ...auth, body: form });
    },
  };
}
