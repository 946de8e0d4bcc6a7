// Indian postal PIN codes: six digits, the first not 0. A shop's delivery
// areas list them as single codes and ranges: "560001-560099, 560103".

/** The pincode typed (spaces allowed, as on letters: "560 038"), or null when it is not one. */
export function parsePincode(text: string): string | null {
  const compact = text.replace(/\s+/g, '');
  return /^[1-9]\d{5}$/.test(compact) ? compact : null;
}

/** The last pincode written in an address's text ("..., Pune 411 004"), or null: a suggestion for its Pincode field. */
export function pincodeInText(text: string): string | null {
  const found = [...text.matchAll(/(?:^|\D)([1-9]\d{2}\s?\d{3})(?!\d)/g)].pop();
  return found ? parsePincode(found[1]!) : null;
}

export interface PincodeRange {
  from: number;
  to: number;
}

/** "560001-560099, 560103" as ranges, or the first part that is not a pincode or a range of them. */
export function parsePincodeList(text: string): { ranges: PincodeRange[] } | { problem: string } {
  const ranges: PincodeRange[] = [];
  const parts = text.split(/[,;\n]/).map((p) => p.trim()).filter(Boolean);
  for (const part of parts) {
    const [first, second, extra] = part.split(/\s*[-–]\s*/);
    const from = parsePincode(first ?? '');
    const to = second === undefined ? from : parsePincode(second);
    if (extra !== undefined || !from || !to || Number(to) < Number(from)) return { problem: part };
    ranges.push({ from: Number(from), to: Number(to) });
  }
  return parts.length ? { ranges } : { problem: '' };
}

/** "560001-560099" or "560103". */
export function formatPincodeRange(range: PincodeRange): string {
  return range.from === range.to ? String(range.from) : `${range.from}-${range.to}`;
}
