// Rupees as "₹1,23,456.50" (lakh and crore grouping, two decimals), written
// by hand: a phone's first Intl.NumberFormat for a currency loads the
// locale's data, about 15 ms of a slow phone's main thread on the first
// screen of the console and the rider round. The output is Intl's for en-IN
// and hi-IN (both Latin digits; inr-format.test.ts compares them): rounding
// half away from zero on the number's shortest decimal form, the sign kept
// on a negative amount that rounds to zero. Amounts a hand-written sum
// cannot hold exactly (a trillion rupees and up, exponent forms, NaN) go to
// Intl.

const EXACT_BELOW = 1e12;

let fallback: Intl.NumberFormat | undefined;

function byIntl(rupees: number): string {
  fallback ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return fallback.format(rupees);
}

/** "12345678" as "1,23,45,678": the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

export function formatRupeesIndian(rupees: number): string {
  const size = Math.abs(rupees);
  const text = String(size);
  if (!(size < EXACT_BELOW) || text.includes('e')) return byIntl(rupees);
  const [whole = '0', fraction = ''] = text.split('.');
  let paise = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (fraction.charCodeAt(2) >= 53 /* '5' */) paise += 1;
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${groupIndian(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
}
