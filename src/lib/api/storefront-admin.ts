import { readMessage } from '@/contract/read';
import type { Transport } from './transport';

// The console's storefront writes (api/admin/*), with the admin's token.
// The current texts are the storefront's own public reads (catalogueApi).

const auth = { auth: true } as const;

/** The footer details as the console's form sends them. */
export interface FooterFields {
  app_name: string;
  phone_number: string;
  email: string;
  address: string;
  web_description: string;
}

export function storefrontAdminApi(t: Transport) {
  return {
    savePage: (slug: string, content: string) => t.request('PUT', `admin/pages/${encodeURIComponent(slug)}`, readMessage, { ...auth, body: { content } }),
    saveFooter: (body: FooterFields) => t.request('PUT', 'admin/general-settings', readMessage, { ...auth, body }),
  };
}
