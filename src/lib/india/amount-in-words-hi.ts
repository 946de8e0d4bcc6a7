// An amount in Hindi words the Indian way (हज़ार, लाख, करोड़), as printed under
// a Hindi tax invoice's total: 123456.50 rupees is "एक लाख तेईस हज़ार चार सौ
// छप्पन रुपये और पचास पैसे मात्र". Hindi has a word of its own for every number
// below a hundred, so they are listed, not built.

const BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ ' +
  'दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस ' +
  'तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस ' +
  'चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास ' +
  'पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ ' +
  'साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर ' +
  'सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी ' +
  'अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी ' +
  'नब्बे इक्यानबे बानबे तिरानबे चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे'
).split(' ');

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds ? [`${BELOW_HUNDRED[hundreds]} सौ`] : [];
  if (rest) parts.push(BELOW_HUNDRED[rest]!);
  return parts.join(' ');
}

/** A whole number in Hindi words with करोड़, लाख and हज़ार (0 is "शून्य"). */
export function indianNumberInHindiWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('a whole number of at least 0');
  if (n === 0) return BELOW_HUNDRED[0]!;
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (crore) parts.push(`${indianNumberInHindiWords(crore)} करोड़`);
  if (lakh) parts.push(`${BELOW_HUNDRED[lakh]} लाख`);
  if (thousand) parts.push(`${BELOW_HUNDRED[thousand]} हज़ार`);
  if (rest) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** "पाँच सौ छह रुपये और अट्ठावन पैसे मात्र" from 50658 paise. */
export function paiseInHindiWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const words = `${indianNumberInHindiWords(rupees)} ${rupees === 1 ? 'रुपया' : 'रुपये'}`;
  return `${cents ? `${words} और ${BELOW_HUNDRED[cents]} पैसे` : words} मात्र`;
}
