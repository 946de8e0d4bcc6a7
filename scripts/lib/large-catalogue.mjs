// Generates many believable products for one distributor from its seed
// catalogue: same categories and images, varied names, sizes and prices.
import path from 'node:path';
import { ROOT, openPlatform } from './local.mjs';
import { databaseBindingName } from './databases.mjs';

const PACKS = ['', ' (Pack of 2)', ' (Pack of 3)', ' Value Pack', ' Family Pack', ' Combo'];
const MAKERS = ['Ayush', 'Veda', 'Nirmal', 'Sanjeevani', 'Arogya', 'Desi', 'Gram', 'Swasth', 'Prakriti', 'Annapurna', 'Shudh', 'Tulsi'];

/** Adds products until the distributor has `count` generated ones; returns how many it added. */
export async function addLargeCatalogue(persistTo, slug, count) {
  const { distributors } = await import(path.join(ROOT, 'seed/data/index.ts'));
  const seed = distributors.find((d) => d.slug === slug);
  if (!seed) throw new Error(`unknown distributor ${slug}`);
  const platform = await openPlatform(persistTo);
  try {
    // The distributor's own database when the layout binds one.
    const db = platform.env[databaseBindingName(slug)] ?? platform.env.DB;
    const dist = await db.prepare('SELECT id FROM distributors WHERE slug = ?').bind(slug).first();
    const { results: categories } = await db.prepare('SELECT id, category FROM categories WHERE distributor_id = ?').bind(dist.id).all();
    const categoryId = new Map(seed.categories.map((c) => [c.key, categories.find((r) => r.category === c.name)?.id ?? null]));
    const existing = await db
      .prepare("SELECT COUNT(*) AS n FROM products WHERE distributor_id = ? AND product_name LIKE '% #_____'")
      .bind(dist.id)
      .first();
    const now = Date.now();
    let statements = [];
    let added = 0;
    for (let i = existing.n; i < count; i++) {
      const base = seed.products[i % seed.products.length];
      const maker = MAKERS[Math.floor(i / seed.products.length) % MAKERS.length];
      const name = `${maker} ${base.name}${PACKS[i % PACKS.length]} #${String(i + 1).padStart(5, '0')}`;
      const factor = 1 + ((i * 7919) % 60) / 100;
      const price = Math.round(base.price * factor * 100);
      statements.push(
        db
          .prepare(
            `INSERT INTO products (distributor_id, category_id, product_name, price_paise, discount, image, total_stock,
             stock_minimum_level, stock_maximum_level, description, drug_content, direction_to_use, do_donts,
             features_benefits, faqs, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            dist.id, categoryId.get(base.categoryKey) ?? null, name, price, (i * 13) % 41, base.image,
            i % 17 === 0 ? 0 : 20 + (i % 180), base.minLevel, base.maxLevel, base.description,
            base.drugContent ?? '', base.directionToUse ?? '', base.doDonts ?? '', base.featuresBenefits ?? '',
            base.faqs ?? '', new Date(now - (400 + (i % 900)) * 86_400_000).toISOString(),
          ),
      );
      // Small batches, prepared as we go: the local proxy drops very large requests.
      if (statements.length === 50 || i === count - 1) {
        await db.batch(statements);
        added += statements.length;
        statements = [];
      }
    }
    return added;
  } finally {
    await platform.dispose();
  }
}
