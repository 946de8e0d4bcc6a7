// Shop content and settings: sliders, banners, footer/general settings,
// policy pages (newsletter subscribers: src/server/newsletter/double-opt-in.ts).

export async function listSliders(db: D1Database, distributorId: number) {
  const { results } = await db
    .prepare('SELECT id, image FROM sliders WHERE distributor_id = ? ORDER BY position ASC, id ASC')
    .bind(distributorId)
    .all<{ id: number; image: string }>();
  return results;
}

interface BannerRow {
  offer_banner_first: string | null;
  offer_banner_first_discount: number | null;
  offer_banner_second: string | null;
  offer_banner_second_discount: number | null;
  popup_banner: string | null;
  popup_banner_discount: number | null;
  payment_gateway_image: string | null;
}

export async function getBanners(db: D1Database, distributorId: number) {
  const row = await db
    .prepare('SELECT * FROM banner_settings WHERE distributor_id = ?')
    .bind(distributorId)
    .first<BannerRow>();
  return {
    offerBannerFirst: row?.offer_banner_first ?? null,
    offerBannerFirstDiscount: row?.offer_banner_first_discount ?? null,
    offerBannerSecond: row?.offer_banner_second ?? null,
    offerBannerSecondDiscount: row?.offer_banner_second_discount ?? null,
    popupBanner: row?.popup_banner ?? null,
    popupBannerDiscount: row?.popup_banner_discount ?? null,
    paymentGatewayImage: row?.payment_gateway_image ?? null,
  };
}

interface SettingsRow {
  app_name: string;
  phone_number: string;
  email: string;
  address: string;
  web_description: string;
  logo: string | null;
  payment_gateway_image: string | null;
}

export async function getGeneralSettings(db: D1Database, distributor: { id: number; name: string }) {
  const row = await db
    .prepare(
      `SELECT g.*, b.payment_gateway_image FROM general_settings g
       LEFT JOIN banner_settings b ON b.distributor_id = g.distributor_id WHERE g.distributor_id = ?`,
    )
    .bind(distributor.id)
    .first<SettingsRow>();
  return {
    appName: row?.app_name ?? distributor.name,
    phoneNumber: row?.phone_number ?? '',
    email: row?.email ?? '',
    address: row?.address ?? '',
    webDescription: row?.web_description ?? '',
    logo: row?.logo ?? null,
    paymentGatewayImage: row?.payment_gateway_image ?? null,
  };
}

export async function getPage(db: D1Database, distributorId: number, name: string) {
  return db
    .prepare('SELECT content FROM pages WHERE distributor_id = ? AND name = ?')
    .bind(distributorId, name)
    .first<{ content: string }>();
}


/** Writes a policy page's (already sanitised) HTML, creating the row when the shop has none. */
export async function putPage(db: D1Database, distributorId: number, name: string, content: string) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO pages (distributor_id, name, content) VALUES (?, ?, ?)
         ON CONFLICT (distributor_id, name) DO UPDATE SET content = excluded.content,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
      )
      .bind(distributorId, name, content),
  ]);
}

/** Writes the footer details, keeping the logo; creates the row when the shop has none. */
export async function putGeneralSettings(
  db: D1Database,
  distributorId: number,
  s: { app_name: string; phone_number: string; email: string; address: string; web_description: string },
) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO general_settings (distributor_id, app_name, phone_number, email, address, web_description)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (distributor_id) DO UPDATE SET app_name = excluded.app_name, phone_number = excluded.phone_number,
           email = excluded.email, address = excluded.address, web_description = excluded.web_description`,
      )
      .bind(distributorId, s.app_name, s.phone_number, s.email, s.address, s.web_description),
  ]);
}

/** Writes the banners' percent-off badges, keeping their images; creates the row when the shop has none. */
export async function putBannerDiscounts(
  db: D1Database,
  distributorId: number,
  d: { offer_banner_first_discount: number; offer_banner_second_discount: number; popup_banner_discount: number },
) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO banner_settings (distributor_id, offer_banner_first_discount, offer_banner_second_discount, popup_banner_discount)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (distributor_id) DO UPDATE SET offer_banner_first_discount = excluded.offer_banner_first_discount,
           offer_banner_second_discount = excluded.offer_banner_second_discount, popup_banner_discount = excluded.popup_banner_discount`,
      )
      .bind(distributorId, d.offer_banner_first_discount, d.offer_banner_second_discount, d.popup_banner_discount),
  ]);
}

/** The image fields of the shop's banner row an operator may set. */
export const BANNER_IMAGE_SLOTS = ['offer_banner_first', 'offer_banner_second', 'popup_banner', 'payment_gateway_image'] as const;
export type BannerImageSlot = (typeof BANNER_IMAGE_SLOTS)[number];

/** Puts one banner image's new name in place, creating the shop's banner row when it has none. */
export async function putBannerImage(db: D1Database, distributorId: number, slot: BannerImageSlot, image: string) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO banner_settings (distributor_id, ${slot}) VALUES (?, ?)
         ON CONFLICT (distributor_id) DO UPDATE SET ${slot} = excluded.${slot}`,
      )
      .bind(distributorId, image),
  ]);
}

/** Adds a slider image after the shop's last one. */
export async function addSlider(db: D1Database, distributorId: number, image: string) {
  await db.batch([
    db
      .prepare(
        `INSERT INTO sliders (distributor_id, image, position)
         VALUES (?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM sliders WHERE distributor_id = ?))`,
      )
      .bind(distributorId, image, distributorId),
  ]);
}

/** Removes one of the shop's slider images; false when it has no such image. */
export async function removeSlider(db: D1Database, distributorId: number, id: number): Promise<boolean> {
  const [result] = await db.batch([db.prepare('DELETE FROM sliders WHERE id = ? AND distributor_id = ?').bind(id, distributorId)]);
  return (result?.meta.changes ?? 0) > 0;
}

/** Gives the shop's slider images the positions of `ids` (already checked to be exactly its images). */
export async function orderSliders(db: D1Database, distributorId: number, ids: number[]) {
  await db.batch(
    ids.map((id, position) => db.prepare('UPDATE sliders SET position = ? WHERE id = ? AND distributor_id = ?').bind(position, id, distributorId)),
  );
}
