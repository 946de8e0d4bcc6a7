import type { DEFAULT_LANGUAGE, LanguageTag } from '@/lib/i18n/languages';

// Language names in a script the device may have no font for, drawn as SVG
// paths instead of text. A computer without a Devanagari font shows "हिन्दी"
// as six empty boxes, and looking for one costs the page's first layout a
// search through the device's fonts. The drawings are derived from the
// Devanagari font bundled for invoices (language-names.test.ts re-derives
// them, so they cannot drift from the names).

/** One name: its outline (y down, baseline at 0) and the box around it. */
export interface NameDrawing {
  path: string;
  /** The SVG viewBox: left, top (the font's ascent, negative), width, height. */
  viewBox: string;
}

/** Every language but the default (whose Latin name every device can show): a language added to LANGUAGES fails the type check until its name is drawn here. */
type DrawnLanguage = Exclude<LanguageTag, typeof DEFAULT_LANGUAGE>;

export const LANGUAGE_NAME_DRAWINGS: Partial<Record<string, NameDrawing>> = {
  'hi-IN': {
    viewBox: '0 -224 470 326',
    path: 'M22 -138L0 -138L0 -155L20 -155Q17 -161 15 -167Q13 -173 13 -181Q13 -200 28 -212Q42 -224 67 -224Q102 -224 129 -205Q156 -186 176 -154L155 -154Q117 -206 71 -206Q53 -206 43 -199Q34 -191 34 -178Q34 -171 36 -165Q38 -160 41 -155L68 -155L68 -138L43 -138L43 0L22 0ZM145 -17Q154 -20 160 -24Q166 -29 166 -37Q166 -46 158 -52Q151 -57 135 -57Q118 -57 108 -50Q99 -43 99 -31Q99 -23 102 -16Q105 -9 114 0Q123 9 140 22L127 36Q104 18 92 2Q79 -13 79 -32Q79 -42 83 -49Q87 -57 94 -62Q89 -66 85 -73Q82 -79 82 -88Q82 -95 85 -100Q87 -105 91 -108Q97 -112 104 -114Q112 -116 122 -116L155 -116L155 -138L65 -138L65 -155L201 -155L201 -138L175 -138L175 -98L122 -98Q115 -98 111 -98Q108 -97 106 -95Q102 -92 102 -87Q102 -82 105 -78Q107 -74 111 -71Q122 -75 136 -75Q153 -75 164 -70Q175 -64 180 -56Q185 -48 185 -38Q185 -24 177 -14Q168 -5 152 0ZM198 -155L291 -155L291 -138L198 -138ZM249 -74L249 -61Q249 -54 245 -50Q242 -47 236 -47Q230 -47 223 -52Q216 -57 212 -65Q207 -72 207 -79Q207 -85 210 -89Q214 -92 222 -92L294 -92L294 -74ZM378 15Q373 6 368 -3Q363 -11 360 -18Q357 -18 354 -17Q350 -17 347 -17Q336 -17 325 -20Q315 -22 306 -28Q297 -34 292 -44Q286 -54 286 -68Q286 -79 290 -87Q294 -95 300 -100Q309 -107 321 -111Q333 -114 347 -114L349 -114L349 -138L275 -138L275 -155L408 -155L408 -138L369 -138L369 -96L357 -96Q342 -96 333 -94Q324 -93 318 -89Q313 -85 309 -79Q306 -73 306 -65Q306 -52 316 -44Q326 -35 347 -35Q348 -35 350 -35Q351 -35 353 -35Q351 -40 351 -44Q351 -53 357 -56Q362 -60 368 -60Q379 -60 384 -54Q390 -48 390 -40Q390 -32 386 -28Q383 -24 377 -21Q380 -15 384 -9Q389 -3 395 6ZM427 -138L405 -138L405 -155L426 -155Q417 -182 406 -194Q396 -206 381 -206Q369 -206 363 -200Q357 -193 357 -182Q357 -174 359 -167Q362 -160 365 -154L345 -154Q337 -170 337 -186Q337 -203 348 -213Q359 -224 379 -224Q403 -224 419 -207Q434 -191 446 -155L473 -155L473 -138L447 -138L447 0L427 0Z',
  },
} satisfies Record<DrawnLanguage, NameDrawing>;
