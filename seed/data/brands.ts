// A few demo products with the maker's brand (products.brand), told to search
// engines with the product; the rest have none, and none is claimed for them.
// Demo data: the makers are made up.

export const PRODUCT_BRANDS: Record<string, Record<string, string>> = {
  sehat: {
    'Paracetamol 650 mg Tablet (Strip of 15)': 'Arogya Labs',
    'Paracetamol 500 mg Tablet (Strip of 10)': 'Arogya Labs',
    'Vapour Rub Ointment 50 g': 'Himgiri Herbals',
  },
  kirana: {
    'Whole Wheat Atta 5 kg': 'Chakki Ghar',
    'Full Cream Milk 1 L': 'Desh Dairy',
    'Toned Milk 500 ml': 'Desh Dairy',
    'Desi Cow Ghee 500 ml': 'Desh Dairy',
  },
};
