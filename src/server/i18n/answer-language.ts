import { activeLanguage } from '@/lib/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { EN_MESSAGES, MESSAGES } from '@/lib/messages';

// A message fixed when a module loads (a zod schema's words, built once when
// the Worker starts) is English. An error answer is written in the request's
// language when it is reported: the English words are found in the English
// catalogue and the same key is read in the request's language. A message
// built from a function of the catalogue ("{label} must be at most {max}
// characters.") is matched by its English pattern and rebuilt with the same
// arguments. Anything else (a word not in the catalogue) stays as it is.

type Path = readonly string[];
interface Pattern {
  path: Path;
  pattern: RegExp;
}

// Markers no message holds, to find where each argument lands in the words.
const MARK = (i: number) => `\u{E000}${i}\u{E001}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let words: Map<string, Path> | undefined;
let patterns: Pattern[] | undefined;

/** The English catalogue's words by their text, and its functions as patterns (built on first use). */
function index(): { words: Map<string, Path>; patterns: Pattern[] } {
  if (words && patterns) return { words, patterns };
  words = new Map();
  patterns = [];
  const walk = (node: unknown, path: Path) => {
    if (typeof node === 'string') {
      if (!words!.has(node)) words!.set(node, path);
    } else if (typeof node === 'function') {
      const pattern = patternOf(node as (...args: unknown[]) => unknown);
      if (pattern) patterns!.push({ path, pattern });
    } else if (node && typeof node === 'object' && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    }
  };
  walk(EN_MESSAGES, []);
  return { words, patterns };
}

/** A function's English output as a pattern whose groups are its arguments; none when the words depend on the arguments' values. */
function patternOf(fn: (...args: unknown[]) => unknown): RegExp | undefined {
  if (fn.length === 0) return undefined;
  let sample: unknown;
  try {
    sample = fn(...Array.from({ length: fn.length }, (_, i) => MARK(i)));
  } catch {
    return undefined;
  }
  if (typeof sample !== 'string') return undefined;
  const parts = sample.split(/\u{E000}(\d+)\u{E001}/u);
  const seen = parts.filter((_, i) => i % 2 === 1).map(Number);
  // Every argument once and in order: a message can be read back into its arguments.
  if (seen.length !== fn.length || seen.some((n, i) => n !== i)) return undefined;
  const source = parts.map((part, i) => (i % 2 === 1 ? '(.+?)' : escape(part))).join('');
  return new RegExp(`^${source}$`, 's');
}

function readAt(path: Path): unknown {
  let node: unknown = MESSAGES;
  for (const key of path) node = (node as Record<string, unknown>)[key];
  return node;
}

const argument = (text: string): string | number => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** `message` in the request's language when it is one of the catalogue's English messages; else unchanged. */
export function inAnswerLanguage(message: string): string {
  if (activeLanguage() === DEFAULT_LANGUAGE) return message;
  const { words: known, patterns: built } = index();
  const path = known.get(message);
  if (path) {
    const word = readAt(path);
    return typeof word === 'string' ? word : message;
  }
  for (const { path, pattern } of built) {
    const match = pattern.exec(message);
    if (!match) continue;
    const fn = readAt(path);
    if (typeof fn !== 'function') return message;
    const word: unknown = fn(...match.slice(1).map(argument));
    return typeof word === 'string' ? word : message;
  }
  return message;
}
