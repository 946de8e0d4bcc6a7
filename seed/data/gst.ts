// GST seed data: the rates in force since 22 September 2025 (the migration
// inserts the same list; the tests empty every table before seeding), each
// demo shop's supplier details, and an HSN code and rate per product: a
// default per category and the products that differ. Demo classification: a
// real shop's accountant confirms each code and rate.

export const GST_RATES: Array<{ rateBp: number; label: string }> = [
  { rateBp: 0, label: 'Nil (0 %)' },
  { rateBp: 25, label: '0.25 % (rough precious stones)' },
  { rateBp: 150, label: '1.5 % (cut diamonds)' },
  { rateBp: 300, label: '3 % (gold, silver, jewellery)' },
  { rateBp: 500, label: '5 %' },
  { rateBp: 1800, label: '18 %' },
  { rateBp: 4000, label: '40 %' },
];

interface SeedSupplier {
  legalName: string;
  address: string;
  stateCode: string;
  /** Made-up numbers with a valid check character. */
  gstin: string;
}

/** [HSN code, rate in hundredths of a percent] */
type Classification = [string, number];

interface SeedGst {
  supplier: SeedSupplier;
  byCategory: Record<string, Classification>;
  byProduct: Record<string, Classification>;
}

export const GST_BY_SHOP: Record<string, SeedGst> = {
  sehat: {
    supplier: {
      legalName: 'Sehat Healthcare Private Limited',
      address: 'Shop 4, Sai Krupa Complex, MG Road, Camp, Pune, Maharashtra 411001',
      stateCode: '27',
      gstin: '27AAKCS4821M1ZW',
    },
    byCategory: {
      'pain-relief': ['3004', 500],
      'cold-cough': ['3004', 500],
      'diabetes-care': ['3004', 500],
      'vitamins-supplements': ['2106', 500],
      'digestive-health': ['3004', 500],
      'skin-care': ['3304', 1800],
      'baby-care': ['9619', 500],
      ayurveda: ['3004', 500],
      'first-aid': ['3005', 500],
    },
    byProduct: {
      'Hot & Cold Gel Pack Reusable': ['3926', 1800],
      'Vaporizer Steamer for Cold': ['8516', 1800],
      'Glucometer Test Strips (50)': ['3822', 500],
      'Blood Glucose Monitor Kit with 10 Strips': ['9027', 500],
      'Clotrimazole 1% Antifungal Cream 30 g': ['3004', 500],
      'Calamine Lotion 100 ml': ['3004', 500],
      'Paediatric Paracetamol Oral Suspension 60 ml': ['3004', 500],
      'Gripe Water 130 ml': ['3004', 500],
      'Baby Wipes Aloe (Pack of 72)': ['3307', 1800],
      'Digital Thermometer': ['9025', 500],
      'Fingertip Pulse Oximeter': ['9018', 500],
      'Antiseptic Liquid 500 ml': ['3004', 500],
    },
  },
  kirana: {
    supplier: {
      legalName: 'Kirana Fresh Traders LLP',
      address: '12, 5th Cross, Jayanagar 4th Block, Bengaluru, Karnataka 560011',
      stateCode: '29',
      gstin: '29ABJFK7316P1ZJ',
    },
    byCategory: {
      'atta-rice-dals': ['1101', 500],
      'fruits-vegetables': ['0709', 0],
      'dairy-bakery': ['0406', 500],
      'masala-spices': ['0910', 500],
      'snacks-namkeen': ['2106', 500],
      beverages: ['0902', 500],
      'edible-oils-ghee': ['1512', 500],
      'household-essentials': ['3402', 1800],
      'personal-care': ['3401', 500],
    },
    byProduct: {
      'Chakki Fresh Atta 10 kg': ['1101', 0],
      'Full Cream Milk 1 L': ['0401', 0],
      'Toned Milk 500 ml': ['0401', 0],
      'Paneer 200 g': ['0406', 0],
      'Fresh Curd 400 g': ['0403', 0],
      'Farm Fresh Eggs (Pack of 12)': ['0407', 0],
      'Brown Bread 400 g': ['1905', 0],
      'Iodised Salt 1 kg': ['2501', 0],
      'Nimbu Masala Soda 250 ml': ['2202', 4000],
      'Tender Coconut Water 200 ml': ['2202', 500],
      'Desi Cow Ghee 500 ml': ['0405', 500],
      'Garbage Bags Medium (30 Bags)': ['3923', 1800],
    },
  },
};
