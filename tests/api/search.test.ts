import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { signToken } from '@/server/auth/tokens';
import { KIRANA, call, distributorId } from './helpers';
import { dbOf } from './databases';

// The forgiving search (docs/search.md) through the public list route: Hindi
// names, synonyms, misspellings corrected against the shop's own words, exact
// matches before fuzzy ones, and each shop's words kept to itself.

interface Found {
  id: number;
  product_name: string;
  product_name_hi: string | null;
}

async function search(q: string, host?: string) {
  const res = await call<Found[]>(`ecomProd/ecomProducts?q=${encodeURIComponent(q)}&limit=50`, { host });
  expect(res.status).toBe(200);
  const corrected = res.headers.get('x-search-corrected');
  return { names: res.json.map((p) => p.product_name), products: res.json, total: Number(res.headers.get('x-total-count')), corrected: corrected && decodeURIComponent(corrected) };
}

describe('search over English and Hindi names', () => {
  it('finds a product by its Hindi name', async () => {
    const found = await search('पैरासिटामोल');
    expect(found.names).toContain('Paracetamol 650 mg Tablet (Strip of 15)');
    expect(found.corrected).toBeNull();
  });

  it('finds kirana’s milk and atta by their Hindi words', async () => {
    expect((await search('दूध', KIRANA)).names).toContain('Full Cream Milk 1 L');
    const atta = await search('आटा', KIRANA);
    expect(atta.names).toEqual(expect.arrayContaining(['Whole Wheat Atta 5 kg', 'Chakki Fresh Atta 10 kg']));
  });
});

describe('words joined by a hyphen', () => {
  it('finds a hyphenated or closed-up name typed with a space, and the other way', async () => {
    expect((await search('omega 3')).names).toEqual(['Omega-3 Fish Oil 1000 mg Softgels (60)']);
    expect((await search('B complex')).names).toEqual(['Vitamin B-Complex Capsules (Strip of 10)']);
    expect((await search('home-first aid')).names).toEqual(['Home First Aid Kit (45 Pieces)']);
    expect((await search('hand wash', KIRANA)).names[0]).toBe('Handwash Refill 750 ml');
    expect((await search('tooth paste', KIRANA)).names).toEqual(['Herbal Toothpaste 150 g']);
  });
});

describe('words in any order', () => {
  it('finds every name holding the words, beside the names holding them side by side', async () => {
    // "Aceclofenac + Paracetamol Tablet" holds the words side by side and comes first; the plain tablets hold both too.
    expect((await search('paracetamol tablet')).names).toEqual([
      'Aceclofenac + Paracetamol Tablet (Strip of 10)',
      'Paracetamol 500 mg Tablet (Strip of 10)',
      'Paracetamol 650 mg Tablet (Strip of 15)',
    ]);
  });

  it('finds a name holding every word typed, when no name holds them in that order', async () => {
    expect(await search('rice basmati', KIRANA)).toMatchObject({ names: ['Basmati Rice 1 kg'], total: 1, corrected: null });
    expect((await search('dal moong', KIRANA)).names).toEqual(['Moong Dal Yellow 1 kg']);
    expect((await search('दाल मूंग', KIRANA)).names).toEqual(['Moong Dal Yellow 1 kg']);
    // Every word is needed: a word no name holds finds nothing.
    expect((await search('dal basmati', KIRANA)).names).toEqual([]);
  });

  it('needs the short words too, a pack size\'s "1" and "l" among them', async () => {
    expect((await search('oil sunflower 1 l', KIRANA)).names).toEqual(['Refined Sunflower Oil 1 L']);
    // A short word is a whole word of the name: not the "1" of Coils' "Pack of 10".
    expect((await search('1 l oil', KIRANA)).names).toEqual(['Cold Pressed Mustard Oil 1 L', 'Filtered Groundnut Oil 1 L', 'Refined Sunflower Oil 1 L']);
    expect((await search('vitamin c tablets')).names).toEqual(['Vitamin C 500 mg Chewable Tablets (60)']);
  });

  it('takes each word through its synonyms, and leaves out "ka" and "of"', async () => {
    expect((await search('sarson ka tel', KIRANA)).names).toEqual(['Cold Pressed Mustard Oil 1 L']);
    expect((await search('sarso tel', KIRANA)).names).toEqual(['Cold Pressed Mustard Oil 1 L']);
    expect((await search('nariyal tel', KIRANA)).names).toEqual(['Coconut Hair Oil 300 ml', 'Cold Pressed Coconut Oil 500 ml']);
    expect((await search('maggi noodles', KIRANA)).names).toEqual(['Instant Masala Noodles (Pack of 4)']);
  });

  it('looks for the words in the descriptions too when no name holds them all', async () => {
    const found = await search('cold tablet');
    expect(found.names).toContain('Levocetirizine 5 mg Tablet (Strip of 10)');
    for (const name of found.names) expect(name.toLowerCase()).toMatch(/tablet/);
  });

  it('finds the words of a corrected query in any order too', async () => {
    expect(await search('rice basmti', KIRANA)).toMatchObject({ names: ['Basmati Rice 1 kg'], corrected: 'rice basmati' });
  });
});

describe('synonyms', () => {
  it('takes a brand a shopper types to the salt', async () => {
    for (const brand of ['dolo', 'Crocin']) {
      const found = await search(brand);
      expect(found.names.length).toBeGreaterThan(0);
      for (const name of found.names) expect(name.toLowerCase()).toContain('paracetamol');
    }
  });

  it('takes Hinglish to the product', async () => {
    expect((await search('doodh', KIRANA)).names).toContain('Full Cream Milk 1 L');
    expect((await search('sabun', KIRANA)).names).toContain('Neem Tulsi Bath Soap (Pack of 4)');
    expect((await search('chips', KIRANA)).names).toEqual(['Classic Salted Potato Wafers 90 g']);
    expect((await search('maggi', KIRANA)).names).toEqual(['Instant Masala Noodles (Pack of 4)']);
    expect((await search('makhan', KIRANA)).names).toEqual(['Roasted Makhana Peri Peri 80 g', 'Salted Butter 100 g']);
    expect((await search('colgate', KIRANA)).names).toEqual(['Herbal Toothpaste 150 g']);
    expect((await search('surf', KIRANA)).names).toEqual(['Detergent Powder 1 kg', 'Liquid Detergent Front Load 2 L']);
  });

  it('takes the pharmacy’s Hinglish and Hindi words for an ailment, and a brand, to the products', async () => {
    expect((await search('bukhar')).names).toContain('Paracetamol 650 mg Tablet (Strip of 15)');
    expect((await search('सर दर्द')).names).toContain('Paracetamol 500 mg Tablet (Strip of 10)');
    expect((await search('विटामिन')).names).toContain('Vitamin C 500 mg Chewable Tablets (60)');
    expect((await search('vicks')).names).toEqual(['Vapour Rub Ointment 50 g']);
    expect((await search('dettol')).names).toEqual(['Antiseptic Liquid 500 ml']);
    expect((await search('eno')).names).toEqual(['Digestive Fruit Salt Lemon 100 g']);
    expect((await search('zandu balm')).names).toEqual(['Menthol Pain Balm 25 g']);
    expect((await search('khujli')).names).toEqual(['Calamine Lotion 100 ml']);
    // A spelling the names do not use: the corrector cannot reach "moisturising" from it.
    expect((await search('moisturizer')).names).toEqual(['Moisturising Lotion for Dry Skin 200 ml']);
  });

  it('ranks names with a word starting with the query as typed before what a synonym finds, and both before the inside of a word', async () => {
    const found = await search('atta', KIRANA);
    const wordStart = (n: string) => /(^|[\s(+/-])atta/i.test(n);
    const inside = (n: string) => !wordStart(n) && n.toLowerCase().includes('atta');
    const tier = (n: string) => (wordStart(n) ? 0 : inside(n) ? 2 : 1);
    expect(found.names.filter(wordStart).length).toBeGreaterThan(0);
    expect(found.names.filter(inside)).toEqual(['Khatta Meetha Mix 400 g']);
    expect(found.names.some((n) => tier(n) === 1)).toBe(true);
    const tiers = found.names.map(tier);
    expect(tiers).toEqual([...tiers].sort());
    // Hinglish for eggs finds the eggs before the names that hold its letters ("Sandal", "Coriander").
    const eggs = (await search('anda', KIRANA)).names;
    expect(eggs[0]).toBe('Farm Fresh Eggs (Pack of 12)');
    expect(eggs).toContain('Sandal Agarbatti 100 g');
  });
});

describe('relevance', () => {
  it('ranks names with a word starting with the query before names holding it inside a word', async () => {
    // "Sandal" holds "dal" too: a shopper asking for dal sees the dals first.
    expect((await search('dal', KIRANA)).names).toEqual(['Chana Dal 1 kg', 'Masoor Dal 500 g', 'Moong Dal Yellow 1 kg', 'Toor Dal 1 kg', 'Sandal Agarbatti 100 g', 'Sandal Talcum Powder 300 g']);
    // Besan's Hindi name starts a word with आटा, a synonym of atta; Khatta holds atta inside a word.
    expect((await search('atta', KIRANA)).names).toEqual(['Chakki Fresh Atta 10 kg', 'Whole Wheat Atta 5 kg', 'Besan (Gram Flour) 500 g', 'Khatta Meetha Mix 400 g']);
  });

  it('ranks what a synonym finds the same way: "tel" brings the oils first, then names holding "oil" inside a word', async () => {
    const names = (await search('tel', KIRANA)).names;
    const oilWord = names.map((name) => /(^|[\s(+/-])oil/i.test(name));
    expect(names).toEqual(expect.arrayContaining(['Mosquito Repellent Coils (Pack of 10)', 'Toilet Cleaner 500 ml', 'Refined Sunflower Oil 1 L']));
    expect(oilWord).toEqual([...oilWord].sort().reverse());
  });
});

describe('misspellings', () => {
  it('corrects a misspelt word and says so', async () => {
    const found = await search('paracitamol');
    expect(found.corrected).toBe('paracetamol');
    expect(found.names).toContain('Paracetamol 650 mg Tablet (Strip of 15)');
    expect(found.total).toBe(found.names.length);
  });

  it('corrects a short misspelt word to the plural the names use', async () => {
    const found = await search('biscut', KIRANA);
    expect(found.corrected).toBe('biscuits');
    expect(found.names).toContain('Marie Biscuits 250 g');
  });

  it('corrects a misspelt Hindi word', async () => {
    const found = await search('पेरासिटामोल');
    expect(found.corrected).toBe('पैरासिटामोल');
    expect(found.names).toContain('Paracetamol 650 mg Tablet (Strip of 15)');
  });

  it('does not correct what is found as typed', async () => {
    const found = await search('paracetamol');
    expect(found.corrected).toBeNull();
    expect(found.names.length).toBeGreaterThan(0);
  });

  it('finds nothing and corrects nothing for gibberish', async () => {
    const found = await search('zzqxqzz');
    expect(found).toMatchObject({ names: [], total: 0, corrected: null });
  });

  it('corrects only to the shop’s own words', async () => {
    // Kirana sells no paracetamol: the pharmacy's word is not its to suggest.
    const found = await search('paracitamol', KIRANA);
    expect(found).toMatchObject({ names: [], corrected: null });
  });
});

describe('a query shorter than three characters', () => {
  // Too short for the trigram index: the shop's names are read in product order.
  // On the seed every match fits one answer, so the answer holds exactly the
  // products whose name in any language contains the letters.
  async function everyProduct(host?: string) {
    const res = await call<Found[]>('ecomProd/ecomProducts?limit=500', { host });
    expect(res.status).toBe(200);
    return res.json;
  }

  it.each([
    ['ml', undefined],
    ['PA', undefined],
    ['पै', undefined],
    ['आ', KIRANA],
  ])('finds every product whose name holds "%s", names that start with it first', async (typed, host) => {
    const q = typed.toLowerCase();
    const names = (p: Found) => [p.product_name.toLowerCase(), p.product_name_hi ?? ''];
    const holds = (p: Found) => names(p).some((name) => name.includes(q));
    const starts = (p: Found) => names(p).some((name) => name.startsWith(q));
    const expected = (await everyProduct(host)).filter(holds);
    expect(expected.length).toBeGreaterThan(0);
    const found = await search(typed, host);
    expect(found.products.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
    expect(found.total).toBe(expected.length);
    const tiers = found.products.map((p) => (starts(p) ? 0 : 1));
    expect(tiers).toEqual([...tiers].sort());
  });

  it('finds nothing for two letters no name holds', async () => {
    expect(await search('zq')).toMatchObject({ names: [], total: 0, corrected: null });
  });
});

describe('the index and the vocabulary follow product writes', () => {
  it('finds a new product by its words, misspelt too, and forgets them when it is deleted', async () => {
    const admin = await adminToken('sehat');
    const categories = (await call('ecomProdcat/ecomcategory')).json as Array<{ id: number }>;
    const created = await call('ecomProd/ecomProducts', {
      method: 'POST',
      token: admin,
      // Every product is given its GST rate.
      body: { product_name: 'Shatavari Granules 200 g', product_price: 120, category_id: categories[0]!.id, description: 'Probe', gst_rate: 5, hsn_code: '3004' },
    });
    expect(created.status).toBe(201);
    const id = created.json.product.id as number;
    expect((await search('shatavari')).products.map((p) => p.id)).toEqual([id]);
    const misspelt = await search('shatavri');
    expect(misspelt).toMatchObject({ corrected: 'shatavari' });
    expect(misspelt.products.map((p) => p.id)).toEqual([id]);

    expect((await call(`ecomProd/ecomProducts/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect(await search('shatavri')).toMatchObject({ names: [], corrected: null });
    expect((await search('shatavari')).products).toEqual([]);

    // Put back on sale, it is found again, as typed and misspelt.
    expect((await call(`admin/products/${id}/restore`, { method: 'POST', token: admin })).status).toBe(200);
    expect((await search('shatavari')).products.map((p) => p.id)).toEqual([id]);
    expect((await search('shatavri')).products.map((p) => p.id)).toEqual([id]);
    expect((await call(`ecomProd/ecomProducts/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
  });

  it('finds a shop’s own products only, also where the shops share a database', async () => {
    const admin = await adminToken('kirana');
    const categories = (await call('ecomProdcat/ecomcategory', { host: KIRANA })).json as Array<{ id: number }>;
    const body = { product_name: 'Vidangadi Churna 100 g', product_price: 90, category_id: categories[0]!.id, gst_rate: 5, hsn_code: '3004' };
    const created = await call('ecomProd/ecomProducts', { method: 'POST', token: admin, host: KIRANA, body });
    expect(created.status).toBe(201);
    expect((await search('vidangadi', KIRANA)).products.map((p) => p.id)).toEqual([created.json.product.id]);
    expect(await search('vidangadi')).toMatchObject({ names: [], corrected: null });
    expect((await call(`ecomProd/ecomProducts/${created.json.product.id}`, { method: 'DELETE', token: admin, host: KIRANA })).status).toBe(200);
  });
});

async function adminToken(slug: 'sehat' | 'kirana') {
  const did = await distributorId(slug);
  const row = await dbOf(slug)
    .prepare("SELECT id, role, token_version FROM customers WHERE email = 'admin@example.com' AND distributor_id = ?")
    .bind(did)
    .first<{ id: number; role: 'admin'; token_version: number }>();
  return signToken(env.JWT_SECRET, { id: row!.id, distributorId: did, shop: slug, role: row!.role, tokenVersion: row!.token_version });
}
