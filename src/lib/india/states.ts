import { localised, type Widen } from '../i18n/catalogue';
import { EN_STATE_NAMES, isStateCode } from './state-codes';

// India's states and union territories by their GST state code (the first two
// characters of a GSTIN). The place of supply and the supplier's state are
// stored as these codes and printed as "Maharashtra (27)". A shopper's page
// names them in its language (the catalogue's `stateNames`; Hindi in
// src/lib/i18n/hi-IN/states.ts).

export { EN_STATE_NAMES, isStateCode };

/** What another language writes for the names. */
export type StateNamesCatalogue = Widen<typeof EN_STATE_NAMES>;

const STATES: Readonly<Record<string, string>> = EN_STATE_NAMES;
// The names in the page's or request's language.
const LOCAL_NAMES = localised(EN_STATE_NAMES, 'stateNames') as Readonly<Record<string, string>>;

/** The states and union territories as [code, name] in the current language, by name: the choices of an address's State field. */
export function stateChoices(): Array<[string, string]> {
  return Object.keys(STATES)
    .filter((code) => code !== '97')
    .map((code): [string, string] => [code, stateName(code)])
    .sort((a, b) => a[1].localeCompare(b[1]));
}

/** The state's name in the current language ("महाराष्ट्र" on a Hindi page); an unknown code as it is. */
export function stateName(code: string): string {
  return isStateCode(code) ? LOCAL_NAMES[code] || STATES[code]! : code;
}

/** "महाराष्ट्र (27)" on a Hindi page: what a shopper's page shows of a stored state. */
export function localStateLabel(code: string): string {
  return isStateCode(code) ? `${stateName(code)} (${code})` : code;
}

/** "Maharashtra (27)"; an unknown code is printed as it is. */
export function stateLabel(code: string): string {
  return isStateCode(code) ? `${STATES[code]} (${code})` : code;
}

/** Other spellings found in addresses. */
const ALSO_CALLED: Record<string, string> = { 'new delhi': '07', orissa: '21', pondicherry: '34', 'jammu & kashmir': '01', 'andaman & nicobar': '35' };

/**
 * The state an address names, by its GST code, or null. When several names
 * appear (a street named after a state), the last one wins: Indian addresses
 * end with the city, state and PIN code.
 */
export function stateInAddress(address: string): string | null {
  const text = address.toLowerCase();
  let best: { at: number; code: string } | null = null;
  const names = [...Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code] as const), ...Object.entries(ALSO_CALLED)];
  for (const [name, code] of names) {
    if (code === '97') continue;
    const pattern = new RegExp(`(^|[^a-z])${name.replace(/ /g, '\\s+')}(?![a-z])`, 'g');
    for (const m of text.matchAll(pattern)) {
      const at = m.index + m[1]!.length;
      if (!best || at > best.at) best = { at, code };
    }
  }
  return best?.code ?? null;
}
