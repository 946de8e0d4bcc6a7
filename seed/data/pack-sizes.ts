// Demo pack-size groups (docs/page-data.md): products of one shop sold as
// sizes of one another, each a product with its own price and stock. Each
// group lists its products by name with the label shoppers read.

export const PACK_SIZE_GROUPS: Record<string, Array<Array<[name: string, packSize: string]>>> = {
  sehat: [
    [
      ['Paracetamol 500 mg Tablet (Strip of 10)', '500 mg · Strip of 10'],
      ['Paracetamol 650 mg Tablet (Strip of 15)', '650 mg · Strip of 15'],
    ],
  ],
  kirana: [
    [
      ['Whole Wheat Atta 5 kg', '5 kg'],
      ['Chakki Fresh Atta 10 kg', '10 kg'],
    ],
  ],
};
