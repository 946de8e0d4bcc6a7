// Which states a pincode can belong to, from its first two digits (India
// Post's sorting districts). Coarse on purpose: where a prefix spans several
// states or union territories, all of them are listed, so only an address
// whose state plainly contradicts its pincode (a Delhi address with a Pune
// pincode) is refused. Unused prefixes and the army's (90-99) say nothing.

const BY_PREFIX: Array<[from: number, to: number, states: string[]]> = [
  [11, 11, ['07']],
  [12, 13, ['06', '03', '04']],
  [14, 16, ['03', '04', '06', '02']],
  [17, 17, ['02', '03']],
  [18, 19, ['01', '38', '02']],
  [20, 28, ['09', '05']],
  [30, 34, ['08']],
  [36, 39, ['24', '26']],
  [40, 44, ['27', '30', '26']],
  [45, 49, ['23', '22']],
  [50, 53, ['36', '37', '34']],
  [56, 59, ['29', '30']],
  [60, 64, ['33', '34']],
  [67, 69, ['32', '31', '34']],
  [70, 74, ['19', '11', '35']],
  [75, 77, ['21']],
  [78, 79, ['18', '12', '13', '14', '15', '16', '17']],
  [80, 85, ['10', '20']],
];

/** The states (GST codes) a pincode may be in, or null when its prefix tells nothing. */
export function statesOfPincode(pincode: string): string[] | null {
  const prefix = Number(pincode.slice(0, 2));
  return BY_PREFIX.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

/** The one state a pincode's prefix allows, or null when it allows several (or tells nothing). */
export function stateOfPincode(pincode: string): string | null {
  const states = statesOfPincode(pincode);
  return states?.length === 1 ? states[0]! : null;
}

/** False only when the pincode's prefix rules the state out. */
export function pincodeFitsState(pincode: string, stateCode: string): boolean {
  const states = statesOfPincode(pincode);
  return !states || states.includes(stateCode);
}
