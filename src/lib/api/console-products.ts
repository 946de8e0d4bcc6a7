import type { z } from 'zod';
import type { productCreatePayload } from '@/contract/catalogue-admin.input';
import { readProductSaved, readConsoleProductsPage, readUploadedImage } from '@/contract/console';
import { readGstRates } from '@/contract/gst';
import { readMessage } from '@/contract/read';
import { readImportDone, readStockAdjusted, readStockHistory, type AdjustmentReason } from '@/contract/stock';
import { ApiError, errorFromBody, type Transport } from './transport';

// The console's product calls: its list and photo upload (api/admin/*) and
// the catalogue's own create, edit and withdraw routes, with the admin's token.

const auth = { auth: true } as const;
const PRODUCTS = 'ecomProd/ecomProducts';

/** The product fields the console's form sends (rupees, percent, whole numbers): the admin API's own input. */
export type ProductFields = z.input<typeof productCreatePayload>;

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
    adjustStock: (id: number, body: { reason: AdjustmentReason; change: number; note?: string }) =>
      t.request('POST', `admin/products/${id}/stock-adjustments`, readStockAdjusted, { ...auth, body }),
    stockHistory: (id: number, query: { page: number; limit: number }) => t.request('GET', `admin/products/${id}/stock-history`, readStockHistory, { ...auth, query }),
    /** The products as a CSV file; a refusal throws ApiError with the server's words. */
    exportCsv: async (): Promise<Blob> => {
      let response: Response;
      try {
        response = await t.raw('GET', 'admin/products/csv', auth);
      } catch {
        throw new ApiError(0, 'Network error. Please check your connection and try again.', 'NETWORK');
      }
      if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null));
      return response.blob();
    },
    /** Imports a CSV file; a refusal's ApiError details carry the refused rows (readRefusedRows). */
    importCsv: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return t.request('POST', 'admin/products/csv', readImportDone, { ...auth, body: form });
    },
    uploadPhoto: (file: File) => {
      const form = new FormData();
      form.set('image', file);
      return t.request('POST', 'admin/product-photos', readUploadedImage, { ...auth, body: form });
    },
  };
}
