// What a new distributor starts with, as SQL: its row, default settings and
// policy pages, a delivery charge of 0, and its admin account. Pure functions,
// so the rules are unit-tested without a database.

export const RESERVED_SLUGS = new Set([
  'www', 'api', 'admin', 'app', 'mail', 'smtp', 'ftp', 'static', 'assets', 'cdn', 'media', 'files', 'img',
  'dev', 'staging', 'test', 'localhost', 'shop', 'store', 'help', 'support', 'status', 'docs', 'blog',
]);

/** Why a slug cannot be used, or null when it can (whether it is taken is asked of the database). */
export function slugProblem(slug) {
  if (typeof slug !== 'string' || !slug) return 'Give the distributor a --slug (lowercase letters, digits and hyphens, 2 to 30 characters).';
  if (slug.length < 2 || slug.length > 30) return `The slug "${slug}" must be 2 to 30 characters long.`;
  if (!/^[a-z0-9-]+$/.test(slug)) return `The slug "${slug}" may hold only lowercase letters, digits and hyphens.`;
  if (slug.startsWith('-') || slug.endsWith('-')) return `The slug "${slug}" cannot start or end with a hyphen.`;
  if (slug.includes('--')) return `The slug "${slug}" cannot hold two hyphens in a row.`;
  if (RESERVED_SLUGS.has(slug)) return `The slug "${slug}" is reserved; choose another.`;
  return null;
}

export function nameProblem(name) {
  if (typeof name !== 'string' || name.trim().length < 2) return 'Give the shop a --name of at least 2 characters.';
  if (name.trim().length > 80) return 'The --name must be at most 80 characters.';
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f]/.test(name)) return 'The --name cannot hold control characters.';
  return null;
}

export function adminProblem(email, password) {
  if (!/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(email ?? '') || email.length > 254) return `--admin-email must be an e-mail address (got "${email}").`;
  if (typeof password !== 'string' || password.length < 6) return '--admin-password must be at least 6 characters.';
  if (password.length > 128) return '--admin-password must be at most 128 characters.';
  return null;
}

/**
 * Why the payee for direct UPI payments cannot be used, or null. Both are
 * optional, but an address needs a name (the shopper's UPI app shows it).
 */
export function payeeProblem(vpa, name) {
  if (vpa === undefined && name === undefined) return null;
  if (typeof vpa !== 'string' || !/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(vpa)) return `--payee-upi must be a UPI address such as shopname@okaxis (got "${vpa ?? ''}").`;
  if (typeof name !== 'string' || name.trim().length < 2 || name.trim().length > 80) return '--payee-name must be 2 to 80 characters: the name shoppers see in their UPI app.';
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u001f]/.test(name)) return 'The --payee-name cannot hold control characters.';
  return null;
}

/** A SQL text literal. */
export const sqlText = (value) => `'${String(value).replaceAll("'", "''")}'`;

const page = (title, body) => `<h2>${title}</h2>\n<p>${body}</p>`;

/** Plain default policy pages, for the operator to replace with their own. */
export function defaultPages(name) {
  const shop = name.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return {
    'Terms and Conditions': page('Terms and Conditions', `These terms apply to every order placed with ${shop}. Prices are in Indian Rupees and include taxes.`),
    'Refund and Return Policy': page('Refund and Return Policy', `A delivered order can be returned within 3 days of delivery. Refunds go back to the original payment method.`),
    'Privacy Policy': page('Privacy Policy', `${shop} uses your details only to deliver your orders and never sells them. Card numbers are never stored.`),
    'About Us': page('About Us', `${shop} delivers to your door. Write to us with any question about your order.`),
  };
}

/**
 * The statements that create a distributor; every row finds the new id by
 * slug, so the file needs no variables. `id`, when given, is the distributor's
 * id: one no database of the shop has yet, so distributor ids stay unique
 * across databases.
 * `payee`, when given, is where the shop's direct UPI payments go.
 * @param {{ slug: string, name: string, adminEmail: string, adminPasswordHash: string, id?: number, payee?: { vpa: string, name: string } }} fields
 */
export function onboardingSql({ slug, name, adminEmail, adminPasswordHash, id, payee }) {
  const did = `(SELECT id FROM distributors WHERE slug = ${sqlText(slug)})`;
  const row = Number.isInteger(id) && id > 0 ? [`(id, slug, name)`, `${id}, `] : ['(slug, name)', ''];
  const statements = [
    `INSERT INTO distributors ${row[0]} VALUES (${row[1]}${sqlText(slug)}, ${sqlText(name.trim())});`,
    `INSERT INTO general_settings (distributor_id, app_name, email) VALUES (${did}, ${sqlText(name.trim())}, ${sqlText(adminEmail)});`,
    `INSERT INTO banner_settings (distributor_id) VALUES (${did});`,
    `INSERT INTO delivery_charges (distributor_id, charge_paise) VALUES (${did}, 0);`,
    ...Object.entries(defaultPages(name.trim())).map(
      ([title, content]) => `INSERT INTO pages (distributor_id, name, content) VALUES (${did}, ${sqlText(title)}, ${sqlText(content)});`,
    ),
    `INSERT INTO customers (distributor_id, name, email, password_hash, role) VALUES (${did}, ${sqlText(`${name.trim()} admin`)}, ${sqlText(adminEmail.toLowerCase())}, ${sqlText(adminPasswordHash)}, 'admin');`,
  ];
  if (payee) {
    statements.push(`INSERT INTO shop_payment_settings (distributor_id, payee_vpa, payee_name) VALUES (${did}, ${sqlText(payee.vpa)}, ${sqlText(payee.name.trim())});`);
  }
  return statements.join('\n');
}

/**
 * Where the new shop answers.
 * @param {string} slug
 * @param {{ remote: boolean, domain?: string, port?: number }} options
 */
export function shopUrl(slug, { remote, domain, port = 8787 }) {
  if (remote) return domain ? `https://${slug}.${domain}/ecommerce` : `https://${slug}.<your SHOP_DOMAIN>/ecommerce`;
  return `http://${slug}.localhost:${port}/ecommerce`;
}
