// The demo shops' delivery areas by pincode: [from, to, charge in paise, cash
// on delivery, fewest days, most days], matched in this order.

type SeedArea = [number, number, number, boolean, number, number];

export const DELIVERY_AREAS: Record<string, SeedArea[]> = {
  sehat: [
    [411001, 411062, 4000, true, 1, 2], // Pune
    [400001, 400104, 6000, false, 2, 3], // Mumbai
    [560001, 560103, 8000, false, 3, 5], // Bengaluru
  ],
  kirana: [
    [560001, 560103, 3000, true, 0, 1], // Bengaluru
  ],
};
