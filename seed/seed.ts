// Loads the demo shops into an empty D1 database: two distributors with their
// catalogue, content, coupons, accounts and past orders. Used by `npm start`
// (through scripts/seed.mjs) and by the API tests, so both see the same data.
// Runs under Node's type stripping too: relative imports with extensions only.

import type { SeedDistributor } from './types.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import { discountedPaise, toPaise } from '../src/lib/pricing.ts';
import { shopMediaKey, type MediaFolder } from '../src/server/media/media-keys.ts';
import { variantKey } from '../src/server/media/image-variants.ts';
import { VARIANT_FORMATS, variantWidths } from '../src/lib/image-variants.ts';
import { GST_BY_SHOP, GST_RATES } from './data/gst.ts';
import { DELIVERY_AREAS } from './data/delivery-areas.ts';
import { PRESCRIPTION_MEDICINES } from './data/prescriptions.ts';
import { HINDI_CATEGORIES, HINDI_PRODUCTS } from './data/hindi-names.ts';
import { SEARCH_SYNONYMS } from './data/search-synonyms.ts';
import { PRODUCT_BRANDS } from './data/brands.ts';
import { PACK_SIZE_GROUPS } from './data/pack-sizes.ts';
import { PRODUCT_FIELD_VALUES } from './data/product-field-values.ts';
import { columnOf, type ProductFieldKey } from '../src/contract/product-fields.ts';

export const DEMO_ACCOUNTS = {
  customer: { email: 'shopper@example.com', password: 'shopper123', name: 'Ananya Iyer', mobile: '9876543210' },
  admin: { email: 'admin@example.com', password: 'admin123', name: 'Shop Admin', mobile: '9811122233' },
  delivery: { email: 'rider@example.com', password: 'rider123', name: 'Ravi Kumar', mobile: '9822233344' },
} as const;

const REVIEWERS = [
  { email: 'priya.sharma@example.com', name: 'Priya Sharma', mobile: '9833344455' },
  { email: 'rahul.verma@example.com', name: 'Rahul Verma', mobile: '9844455566' },
];

const REVIEW_TEXTS: Array<[number, string]> = [
  [5, 'Genuine product and delivered well before time. Packaging was neat.'],
  [4, 'Good quality for the price. Will order again.'],
  [5, 'Exactly as described. Very happy with the purchase.'],
  [3, 'Product is fine but delivery took a day longer than promised.'],
  [4, 'Value for money, fresh stock with a long expiry date.'],
  [2, 'The box was slightly damaged on arrival, product itself was okay.'],
];

const paise = toPaise;
const iso = (d: Date) => d.toISOString();
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

export interface ImageUpload {
  /** R2 key, e.g. shops/sehat/Ecommerce/ecomProducts/sehat-foo.svg (each shop's files under its own prefix) */
  key: string;
  /** Path relative to seed/images/. */
  file: string;
}

/** The seed's slides, offer banners, popup banner and category banners are this many pixels wide (scripts/generate-seed-images.mjs). */
const SEED_PICTURE_WIDTH = { slider: 1200, offer: 800, popup: 640, categoryBanner: 1200 };

/** Every image the seeded rows refer to, as R2 keys and files in seed/images. */
export function imageUploads(distributors: SeedDistributor[]): ImageUpload[] {
  const uploads = new Map<string, ImageUpload>();
  for (const d of distributors) {
    const add = (folder: MediaFolder, dir: string, name: string | undefined | null) => {
      const key = name ? shopMediaKey(d.slug, folder, name) : '';
      if (name) uploads.set(key, { key, file: `${dir}/${name}` });
    };
    for (const p of d.products) add('ecomProducts', 'products', p.image);
    for (const c of d.categories) {
      add('ecomCategories', 'categories', c.image);
      add('ecomCategories', 'banners', c.banner);
    }
    for (const s of d.sliders) add('ecomSettings', 'settings', s);
    const b = d.banners;
    for (const name of [b.offerBannerFirst, b.offerBannerSecond, b.popupBanner, b.paymentGatewayImage, d.settings.logo]) {
      add('ecomSettings', 'settings', name);
    }
    // The large pictures come with their lighter copies (scripts/generate-seed-images.mjs):
    // the home page's slides, offers and popup, and the category banners.
    const large: Array<[MediaFolder, string, string, number]> = [
      ...d.sliders.map((s): [MediaFolder, string, string, number] => ['ecomSettings', 'settings', s, SEED_PICTURE_WIDTH.slider]),
      ['ecomSettings', 'settings', b.offerBannerFirst, SEED_PICTURE_WIDTH.offer],
      ['ecomSettings', 'settings', b.offerBannerSecond, SEED_PICTURE_WIDTH.offer],
      ['ecomSettings', 'settings', b.popupBanner, SEED_PICTURE_WIDTH.popup],
      ...d.categories.flatMap((c): Array<[MediaFolder, string, string, number]> => (c.banner ? [['ecomCategories', 'banners', c.banner, SEED_PICTURE_WIDTH.categoryBanner]] : [])),
    ];
    for (const [folder, dir, name, width] of large) {
      for (const w of variantWidths(width)) {
        for (const { ext } of VARIANT_FORMATS) {
          const key = variantKey(shopMediaKey(d.slug, folder, name), w, ext);
          uploads.set(key, { key, file: `variants/${dir}/${name}/w${w}.${ext}` });
        }
      }
    }
  }
  return [...uploads.values()];
}

/** True when the database has no distributors yet. */
export async function isEmpty(db: D1Database): Promise<boolean> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM distributors').first<{ n: number }>();
  return !row || row.n === 0;
}

/** Runs statements in batches (D1 has no BEGIN/COMMIT; a batch is atomic). */
async function inBatches(db: D1Database, statements: D1PreparedStatement[], size = 80) {
  for (let i = 0; i < statements.length; i += size) await db.batch(statements.slice(i, i + size));
}

/** The GST rates, the shop's supplier details, each product's HSN code and rate, the prescription medicines and the delivery areas. */
async function seedTaxAndDelivery(db: D1Database, d: SeedDistributor, did: number, categoryIds: Map<string, number | null>): Promise<void> {
  const gst = GST_BY_SHOP[d.slug];
  const statements = GST_RATES.map((r) => db.prepare('INSERT OR IGNORE INTO gst_rates (rate_bp, label) VALUES (?, ?)').bind(r.rateBp, r.label));
  if (gst) {
    const s = gst.supplier;
    statements.push(
      db.prepare('UPDATE distributors SET legal_name = ?, legal_address = ?, state_code = ?, gstin = ? WHERE id = ?').bind(s.legalName, s.address, s.stateCode, s.gstin, did),
      ...Object.entries(gst.byCategory).map(([key, [hsn, rateBp]]) =>
        db.prepare('UPDATE products SET hsn_code = ?, gst_rate_bp = ? WHERE distributor_id = ? AND category_id = ?').bind(hsn, rateBp, did, categoryIds.get(key) ?? null),
      ),
      ...Object.entries(gst.byProduct).map(([name, [hsn, rateBp]]) =>
        db.prepare('UPDATE products SET hsn_code = ?, gst_rate_bp = ? WHERE distributor_id = ? AND product_name = ?').bind(hsn, rateBp, did, name),
      ),
    );
  }
  for (const name of PRESCRIPTION_MEDICINES[d.slug] ?? []) {
    statements.push(db.prepare('UPDATE products SET prescription_required = 1 WHERE distributor_id = ? AND product_name = ?').bind(did, name));
  }
  for (const [name, hindi] of Object.entries(HINDI_CATEGORIES[d.slug] ?? {})) {
    statements.push(
      db
        .prepare(
          `INSERT INTO category_translations (category_id, language, distributor_id, name) SELECT id, 'hi-IN', distributor_id, ? FROM categories
           WHERE distributor_id = ? AND category = ? ON CONFLICT (category_id, language) DO UPDATE SET name = excluded.name`,
        )
        .bind(hindi, did, name),
    );
  }
  for (const [name, hindi] of Object.entries(HINDI_PRODUCTS[d.slug] ?? {})) {
    statements.push(
      db
        .prepare(
          `INSERT INTO product_translations (product_id, language, distributor_id, name, description) SELECT id, 'hi-IN', distributor_id, ?, ? FROM products
           WHERE distributor_id = ? AND product_name = ? ON CONFLICT (product_id, language) DO UPDATE SET name = excluded.name, description = excluded.description`,
        )
        .bind(hindi.name, hindi.description ?? null, did, name),
    );
  }
  (SEARCH_SYNONYMS[d.slug] ?? []).forEach((terms, groupNo) => {
    terms.forEach((term, position) => {
      statements.push(db.prepare('INSERT INTO search_synonyms (distributor_id, term, group_no, position) VALUES (?, ?, ?, ?)').bind(did, term, groupNo, position));
    });
  });
  for (const [name, brand] of Object.entries(PRODUCT_BRANDS[d.slug] ?? {})) {
    statements.push(db.prepare('UPDATE products SET brand = ? WHERE distributor_id = ? AND product_name = ?').bind(brand, did, name));
  }
  for (const [name, values] of Object.entries(PRODUCT_FIELD_VALUES[d.slug] ?? {})) {
    const set = Object.entries(values) as Array<[ProductFieldKey, string]>;
    statements.push(
      db
        .prepare(`UPDATE products SET ${set.map(([key]) => `${columnOf(key)} = ?`).join(', ')} WHERE distributor_id = ? AND product_name = ?`)
        .bind(...set.map(([, value]) => value), did, name),
    );
  }
  // Each group's row first; its members then name the shop's newest group (statements run in order).
  for (const group of PACK_SIZE_GROUPS[d.slug] ?? []) {
    statements.push(db.prepare('INSERT INTO variant_groups (distributor_id) VALUES (?)').bind(did));
    for (const [name, packSize] of group) {
      statements.push(
        db
          .prepare('UPDATE products SET variant_group_id = (SELECT max(id) FROM variant_groups WHERE distributor_id = ?), pack_size = ? WHERE distributor_id = ? AND product_name = ?')
          .bind(did, packSize, did, name),
      );
    }
  }
  const areas = DELIVERY_AREAS[d.slug] ?? [];
  areas.forEach(([from, to, chargePaise, cod, daysMin, daysMax], position) => {
    statements.push(
      db
        .prepare('INSERT INTO delivery_areas (distributor_id, pincode_from, pincode_to, charge_paise, cod, days_min, days_max, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(did, from, to, chargePaise, cod ? 1 : 0, daysMin, daysMax, position),
    );
  });
  await inBatches(db, statements);
}

export type DemoPasswordHashes = Record<'customer' | 'admin' | 'delivery' | 'reviewer', string>;

/** One hash per demo password (`iterations` below the default only where a test setup asks). */
export async function demoPasswordHashes(iterations?: number): Promise<DemoPasswordHashes> {
  return {
    customer: await hashPassword(DEMO_ACCOUNTS.customer.password, iterations),
    admin: await hashPassword(DEMO_ACCOUNTS.admin.password, iterations),
    delivery: await hashPassword(DEMO_ACCOUNTS.delivery.password, iterations),
    reviewer: await hashPassword('reviewer123', iterations),
  };
}

/** Seeds the demo shops; `hashes` lets a caller that seeds again and again hash once. */
export async function seedDatabase(db: D1Database, distributors: SeedDistributor[], now = new Date(), hashes?: DemoPasswordHashes): Promise<void> {
  // One hash per demo password, reused across distributors: seeding stays fast.
  const hashed = hashes ?? (await demoPasswordHashes());
  for (const d of distributors) await seedDistributor(db, d, now, hashed);
}

async function seedDistributor(
  db: D1Database,
  d: SeedDistributor,
  now: Date,
  hashes: DemoPasswordHashes,
): Promise<void> {
  const created = iso(daysAgo(now, 365));
  const dist = await db
    .prepare('INSERT INTO distributors (id, slug, name, created_at) VALUES (?, ?, ?, ?) RETURNING id')
    .bind(d.id, d.slug, d.name, created)
    .first<{ id: number }>();
  if (!dist) throw new Error(`could not insert distributor ${d.slug}`);
  const did = dist.id;

  const s = d.settings;
  const b = d.banners;
  await db.batch([
    db
      .prepare(
        `INSERT INTO general_settings (distributor_id, app_name, phone_number, email, address, web_description, logo)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(did, s.appName, s.phoneNumber, s.email, s.address, s.webDescription, s.logo),
    db
      .prepare(
        `INSERT INTO banner_settings (distributor_id, offer_banner_first, offer_banner_first_discount, offer_banner_second,
         offer_banner_second_discount, popup_banner, popup_banner_discount, payment_gateway_image)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        did,
        b.offerBannerFirst,
        b.offerBannerFirstDiscount,
        b.offerBannerSecond,
        b.offerBannerSecondDiscount,
        b.popupBanner,
        b.popupBannerDiscount,
        b.paymentGatewayImage,
      ),
    db.prepare('INSERT INTO delivery_charges (distributor_id, charge_paise) VALUES (?, ?)').bind(did, paise(d.deliveryCharge)),
    db.prepare('INSERT INTO shop_payment_settings (distributor_id, payee_vpa, payee_name) VALUES (?, ?, ?)').bind(did, d.payee.vpa, d.payee.name),
    ...d.sliders.map((image, position) =>
      db.prepare('INSERT INTO sliders (distributor_id, image, position) VALUES (?, ?, ?)').bind(did, image, position),
    ),
    ...Object.entries(d.pages).map(([name, content]) =>
      db.prepare('INSERT INTO pages (distributor_id, name, content) VALUES (?, ?, ?)').bind(did, name, content),
    ),
    ...d.coupons.map((c) =>
      db
        .prepare(
          `INSERT INTO coupons (distributor_id, code, kind, value, max_discount_paise, min_order_paise, valid_from, valid_to,
           per_customer_limit, description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          did,
          c.code.toUpperCase(),
          c.kind,
          c.value,
          c.maxDiscount === undefined ? null : paise(c.maxDiscount),
          paise(c.minOrder),
          iso(daysAgo(now, 1)),
          iso(daysAgo(now, -c.validDays)),
          c.perCustomerLimit,
          c.description,
        ),
    ),
  ]);

  // Categories, then products (they need the category ids).
  const categoryResults = await db.batch<{ id: number }>(
    d.categories.map((c) =>
      db
        .prepare(
          'INSERT INTO categories (distributor_id, category, category_image, banner_image, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
        )
        .bind(did, c.name, c.image, c.banner ?? null, iso(daysAgo(now, c.createdDaysAgo))),
    ),
  );
  const categoryIds = new Map(d.categories.map((c, i) => [c.key, categoryResults[i]?.results[0]?.id ?? null]));

  await inBatches(
    db,
    d.products.map((p) =>
      db
        .prepare(
          `INSERT INTO products (distributor_id, category_id, product_name, price_paise, discount, image, total_stock,
           stock_minimum_level, stock_maximum_level, description, drug_content, direction_to_use, do_donts,
           features_benefits, faqs, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          did,
          categoryIds.get(p.categoryKey) ?? null,
          p.name,
          paise(p.price),
          p.discount,
          p.image,
          p.stock,
          p.minLevel,
          p.maxLevel,
          p.description,
          p.drugContent ?? '',
          p.directionToUse ?? '',
          p.doDonts ?? '',
          p.featuresBenefits ?? '',
          p.faqs ?? '',
          iso(daysAgo(now, p.createdDaysAgo)),
        ),
    ),
  );

  await seedTaxAndDelivery(db, d, did, categoryIds);

  // Accounts.
  const account = (a: { email: string; name: string; mobile: string }, role: string, hash: string, address = '') =>
    db
      .prepare(
        `INSERT INTO customers (distributor_id, name, email, mobile, password_hash, role, address, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(did, a.name, a.email, a.mobile, hash, role, address, iso(daysAgo(now, 120)));
  const shopperAddress = `Flat 12B, Lotus Residency, 14th Cross, Indiranagar, Bengaluru, Karnataka 560038`;
  const accounts = await db.batch<{ id: number }>([
    account(DEMO_ACCOUNTS.customer, 'customer', hashes.customer, shopperAddress),
    account(DEMO_ACCOUNTS.admin, 'admin', hashes.admin),
    account(DEMO_ACCOUNTS.delivery, 'delivery', hashes.delivery),
    ...REVIEWERS.map((r) => account(r, 'customer', hashes.reviewer)),
  ]);
  const ids = accounts.map((r) => r.results[0]?.id ?? 0);
  const [shopperId, , riderId, ...reviewerIds] = ids;
  await db
    .prepare('INSERT INTO customer_addresses (customer_id, full_address, created_at) VALUES (?, ?, ?), (?, ?, ?)')
    .bind(
      shopperId,
      shopperAddress,
      iso(daysAgo(now, 100)),
      shopperId,
      'Ground floor, 7 Gandhi Nagar, Adyar, Chennai, Tamil Nadu 600020',
      iso(daysAgo(now, 60)),
    )
    .run();
  // The structured part of the demo shopper's addresses (pincode, city, state code).
  await db.batch([
    db.prepare("UPDATE customers SET pincode = '560038', city = 'Bengaluru', state_code = '29' WHERE id = ?").bind(shopperId),
    db.prepare("UPDATE customer_addresses SET pincode = '560038', city = 'Bengaluru', state_code = '29' WHERE customer_id = ? AND full_address = ?").bind(shopperId, shopperAddress),
    db.prepare("UPDATE customer_addresses SET pincode = '600020', city = 'Chennai', state_code = '33' WHERE customer_id = ? AND full_address LIKE '%600020'").bind(shopperId),
  ]);

  const { results: products } = await db
    .prepare('SELECT id, product_name, price_paise, discount, image FROM products WHERE distributor_id = ? AND total_stock > 0 ORDER BY id LIMIT 24')
    .bind(did)
    .all<{ id: number; product_name: string; price_paise: number; discount: number; image: string | null }>();

  await seedOrders(db, { did, slug: d.slug, shopperId: shopperId ?? 0, riderId: riderId ?? 0, address: shopperAddress, now, products, deliveryPaise: paise(d.deliveryCharge) });
  // The past orders keep their lines' HSN code and rate, and the shopper's state (Karnataka, 29) as the place of supply.
  await db.batch([
    db
      .prepare(
        `UPDATE order_products SET hsn_code = (SELECT hsn_code FROM products WHERE id = order_products.product_id),
         gst_rate_bp = (SELECT gst_rate_bp FROM products WHERE id = order_products.product_id)
         WHERE order_pk IN (SELECT id FROM orders WHERE distributor_id = ?)`,
      )
      .bind(did),
    db.prepare("UPDATE orders SET delivery_state_code = '29' WHERE distributor_id = ?").bind(did),
  ]);

  // Reviews from the two reviewer accounts on the first products.
  const reviews: D1PreparedStatement[] = [];
  products.slice(0, 12).forEach((p, i) => {
    reviewerIds.forEach((reviewerId, j) => {
      if ((i + j) % 3 === 2) return;
      const [rating, text] = REVIEW_TEXTS[(i * 2 + j) % REVIEW_TEXTS.length] ?? [4, 'Good product.'];
      reviews.push(
        db
          .prepare('INSERT INTO reviews (product_id, customer_id, rating, review, created_at) VALUES (?, ?, ?, ?, ?)')
          .bind(p.id, reviewerId, rating, text, iso(daysAgo(now, 5 + i + j))),
      );
    });
  });
  await inBatches(db, reviews);
}

interface OrderSeedContext {
  did: number;
  slug: string;
  shopperId: number;
  riderId: number;
  address: string;
  now: Date;
  deliveryPaise: number;
  products: Array<{ id: number; product_name: string; price_paise: number; discount: number; image: string | null }>;
}

/** The shopper's past orders, one in each interesting state. */
async function seedOrders(db: D1Database, ctx: OrderSeedContext): Promise<void> {
  const plans = [
    { payment: 'paid', status: 'pending', method: 'UPI', gateway: 'UPI', at: hoursAgo(ctx.now, 2), items: [0, 1], delivery: null, deliveredAt: null, productStatus: 'ordered' },
    { payment: 'paid', status: 'approved', method: 'Credit/Debit Card', gateway: 'CARD', at: daysAgo(ctx.now, 1), items: [2], delivery: 'out_for_delivery', deliveredAt: null, productStatus: 'ordered' },
    { payment: 'paid', status: 'completed', method: 'Cash on Delivery', gateway: 'COD', at: daysAgo(ctx.now, 3), items: [3, 4, 5], delivery: 'delivered', deliveredAt: daysAgo(ctx.now, 1), productStatus: 'ordered' },
    { payment: 'paid', status: 'completed', method: 'Net Banking', gateway: 'NETBANKING', at: daysAgo(ctx.now, 12), items: [6, 7], delivery: 'delivered', deliveredAt: daysAgo(ctx.now, 9), productStatus: 'ordered' },
    { payment: 'paid', status: 'returned', method: 'UPI', gateway: 'UPI', at: daysAgo(ctx.now, 20), items: [8], delivery: 'delivered', deliveredAt: daysAgo(ctx.now, 18), productStatus: 'returned' },
    { payment: 'pending', status: 'cancelled', method: 'Cash on Delivery', gateway: 'COD', at: daysAgo(ctx.now, 30), items: [9], delivery: null, deliveredAt: null, productStatus: 'ordered' },
  ] as const;

  for (const [n, plan] of plans.entries()) {
    const lines = plan.items.map((i) => ctx.products[i % ctx.products.length]).filter((p) => p !== undefined);
    const quantity = (i: number) => (i % 2) + 1;
    const itemsPaise = lines.reduce((sum, p, i) => sum + discountedPaise(p.price_paise, p.discount) * quantity(i), 0);
    const stamp = plan.at.getTime();
    // The code's moment to the second, the shop's id in its milliseconds: shopper ids restart
    // in each shop's own database, and two shops seeded in the same millisecond would
    // otherwise hold the same code.
    const orderId = `ORD-${ctx.shopperId}-${Math.floor(stamp / 1000) * 1000 + (ctx.did % 1000)}`;
    const invoiceId = `INV-${ctx.slug.toUpperCase()}-${stamp}-${n + 1}`;
    const total = Math.max(0, itemsPaise + ctx.deliveryPaise);
    const row = await db
      .prepare(
        `INSERT INTO orders (distributor_id, order_id, invoice_id, user_id, order_status, payment_method, payment_gateway,
         transaction_id, payment_date, delivery_address, upi_id, card_name, card_last4, bank_name, items_total_paise,
         delivery_charge_paise, coupon_discount_paise, final_price_after_coupon_paise, assigned_deliveryboy_id,
         deliveryboy_status, delivered_at, created_at, updated_at, payment_status)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(
        ctx.did,
        orderId,
        invoiceId,
        ctx.shopperId,
        plan.status,
        plan.method,
        plan.gateway,
        `TXN-${stamp}`,
        iso(plan.at),
        ctx.address,
        plan.gateway === 'UPI' ? 'ananya@okbank' : null,
        plan.gateway === 'CARD' ? 'Ananya Iyer' : null,
        plan.gateway === 'CARD' ? '4242' : null,
        plan.gateway === 'NETBANKING' ? 'HDFC' : null,
        itemsPaise,
        ctx.deliveryPaise,
        total,
        plan.delivery ? ctx.riderId : null,
        plan.delivery,
        plan.deliveredAt ? iso(plan.deliveredAt) : null,
        iso(plan.at),
        iso(plan.deliveredAt ?? plan.at),
        // As the payment states give them: paid online at placing, cash when delivered;
        // a cash order cancelled before delivery never took the money.
        plan.payment,
      )
      .first<{ id: number }>();
    if (!row) throw new Error('could not insert order');
    // The order's ledger (table payments): the money a paid order received, as the shop records it.
    const method = plan.gateway === 'COD' ? 'cash' : plan.gateway.toLowerCase();
    const received =
      plan.payment === 'paid' && total > 0
        ? [
            db
              .prepare(
                `INSERT INTO payments (distributor_id, order_pk, kind, method, amount_paise, reference, actor_id, actor_role, created_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
              )
              .bind(ctx.did, row.id, method === 'cash' ? 'cash' : 'capture', method, total, method === 'cash' ? null : `TXN-${stamp}`,
                method === 'cash' ? ctx.riderId : ctx.shopperId, method === 'cash' ? 'delivery' : 'customer', iso(plan.deliveredAt ?? plan.at)),
          ]
        : [];
    await db.batch([
      ...received,
      ...lines.map((p, i) =>
        db
          .prepare(
            `INSERT INTO order_products (order_pk, product_id, product_name, price_paise, discount, unit_price_paise, quantity, image,
             status, return_reason, returned_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            row.id,
            p.id,
            p.product_name,
            p.price_paise,
            p.discount,
            discountedPaise(p.price_paise, p.discount),
            quantity(i),
            p.image,
            plan.productStatus,
            plan.productStatus === 'returned' ? 'Received a damaged pack' : null,
            plan.productStatus === 'returned' ? iso(daysAgo(ctx.now, 17)) : null,
          ),
      ),
    ]);
  }
}
