// The login captcha: 6 characters from the 62 letters and
// digits, kept in the page and compared exactly (case matters).

export const CAPTCHA_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CAPTCHA_LENGTH = 6;

type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** Uniform over the alphabet: bytes at or above 248 (4 x 62) are drawn again. */
export function generateCaptcha(random: RandomBytes = cryptoBytes): string {
  const limit = 256 - (256 % CAPTCHA_ALPHABET.length);
  let out = '';
  while (out.length < CAPTCHA_LENGTH) {
    for (const byte of random(new Uint8Array(CAPTCHA_LENGTH * 2))) {
      if (byte < limit && out.length < CAPTCHA_LENGTH) out += CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length];
    }
  }
  return out;
}

export function captchaMatches(expected: string, typed: string): boolean {
  return expected.length === CAPTCHA_LENGTH && typed === expected;
}
