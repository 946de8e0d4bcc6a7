// Generates many believable products for one distributor from its own seeded
// catalogue: the same categories, images, Hindi names, HSN codes and GST
// rates, with varied makers, pack sizes, prices and stock. Rows are made by
// SQLite itself (a recursive series joined to the seeded products), a few
// thousand per statement, so 100,000 products take about a minute.
import { openPlatform } from './local.mjs';
import { databaseBindingName } from './databases.mjs';

const CHUNK = 5_000;
/** A generated product's name ends in " #" and six digits; the seeded ones never do. */
export const GENERATED = "GLOB '* #[0-9][0-9][0-9][0-9][0-9]*'";

const MAKERS = ['Ayush', 'Veda', 'Nirmal', 'Sanjeevani', 'Arogya', 'Desi', 'Gram', 'Swasth', 'Prakriti', 'Annapurna', 'Shudh', 'Tulsi'];
const PACKS = ['', ' (Pack of 2)', ' (Pack of 3)', ' Value Pack', ' Family Pack', ' Combo'];
/** A SQL CASE picking the i-th entry (mod its length) of a list of words. */
const pick = (words, i) => `CASE (${i}) % ${words.length} ${words.map((w, k) => `WHEN ${k} THEN '${w}'`).join(' ')} END`;

/** The distributor's database and id in an open local platform. */
export async function shopOf(platform, slug) {
  const db = platform.env[databaseBindingName(slug)] ?? platform.env.DB;
  const dist = await db.prepare('SELECT id FROM distributors WHERE slug = ?').bind(slug).first();
  if (!dist) throw new Error(`unknown distributor ${slug}`);
  return { db, did: dist.id };
}

/** Products whose translations one statement writes: each rewrites its product's search row, slow in local D1. */
const TRANSLATED_PER_STATEMENT = 500;

/**
 * The translations of the products added after id `after`: each takes its
 * seeded product's, numbered as its English name is (the i-th generated
 * product is a variant of the (i mod seeded)-th seeded one).
 */
async function addTranslations(db, did, seeded, after) {
  const { last } = await db.prepare('SELECT COALESCE(max(id), 0) AS last FROM products WHERE distributor_id = ?').bind(did).first();
  // The seeded products' ids in order, read once: a CTE numbering them would read the whole catalogue per row.
  const { results } = await db.prepare(`SELECT id FROM products WHERE distributor_id = ? AND NOT product_name ${GENERATED} ORDER BY id`).bind(did).all();
  const seededIds = JSON.stringify(results.map((r) => r.id));
  for (let from = after; from < last; from += TRANSLATED_PER_STATEMENT) {
    await db
      .prepare(
        `WITH base AS MATERIALIZED (SELECT value AS id, CAST(key AS INTEGER) AS rn FROM json_each(?5))
         INSERT INTO product_translations (product_id, language, distributor_id, name)
         SELECT p.id, t.language, p.distributor_id, t.name || ' #' || substr(p.product_name, -6)
         FROM products p JOIN base b ON b.rn = (CAST(substr(p.product_name, -6) AS INTEGER) - 1) % ?2
           JOIN product_translations t ON t.product_id = b.id AND t.distributor_id = ?1 AND t.name IS NOT NULL
         WHERE p.distributor_id = ?1 AND p.id > ?3 AND p.id <= ?4 AND p.product_name ${GENERATED}
         ON CONFLICT (product_id, language) DO NOTHING`,
      )
      .bind(did, seeded, from, from + TRANSLATED_PER_STATEMENT, seededIds)
      .run();
  }
}

/** Adds products until the distributor has `count` generated ones; returns how many it added. */
export async function addLargeCatalogue(persistTo, slug, count, log = () => {}) {
  const platform = await openPlatform(persistTo);
  try {
    const { db, did } = await shopOf(platform, slug);
    const { n: existing } = await db.prepare(`SELECT COUNT(*) AS n FROM products WHERE distributor_id = ? AND product_name ${GENERATED}`).bind(did).first();
    const { n: seeded } = await db.prepare(`SELECT COUNT(*) AS n FROM products WHERE distributor_id = ? AND NOT product_name ${GENERATED}`).bind(did).first();
    if (!seeded) throw new Error(`${slug} has no seeded products to vary`);
    const now = Date.now();
    for (let from = existing; from < count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK) - 1;
      const { last } = await db.prepare('SELECT COALESCE(max(id), 0) AS last FROM products').first();
      await db
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i < ?2),
           base AS (SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn FROM products WHERE distributor_id = ?3 AND NOT product_name ${GENERATED})
           INSERT INTO products (distributor_id, category_id, product_name, price_paise, discount, image, total_stock,
             stock_minimum_level, stock_maximum_level, description, drug_content, direction_to_use, do_donts, features_benefits, faqs,
             hsn_code, gst_rate_bp, uqc, prescription_required, created_at)
           SELECT ?3, b.category_id,
             ${pick(MAKERS, `n.i / ${seeded}`)} || ' ' || b.product_name || ${pick(PACKS, 'n.i')} || ' #' || printf('%06d', n.i + 1),
             CAST(b.price_paise * (100 + (n.i * 7919) % 60) / 100 AS INTEGER), (n.i * 13) % 41, b.image,
             CASE WHEN n.i % 17 = 0 THEN 0 ELSE 20 + n.i % 180 END, b.stock_minimum_level, b.stock_maximum_level,
             b.description, b.drug_content, b.direction_to_use, b.do_donts, b.features_benefits, b.faqs,
             b.hsn_code, b.gst_rate_bp, b.uqc, b.prescription_required,
             strftime('%Y-%m-%dT%H:%M:%fZ', ?4 / 1000, 'unixepoch', '-' || (400 + n.i % 900) || ' days')
           FROM n JOIN base b ON b.rn = n.i % ${seeded}`,
        )
        .bind(from, to, did, now)
        .run();
      await addTranslations(db, did, seeded, last);
      log(`products: ${to + 1} of ${count}`);
    }
    return Math.max(0, count - existing);
  } finally {
    await platform.dispose();
  }
}
