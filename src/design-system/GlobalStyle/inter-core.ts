/**
 * Inter's core face: the characters the product's text is written in, cut from the Latin file of
 * @fontsource-variable/inter. Every page draws its text in Inter, and the Latin file (48 kB) was the
 * largest download a first visit made after the app's code. The core file keeps every weight and
 * every feature a browser applies by default (with tabular figures, which the tables and the
 * basket ask for), so text drawn with it is the same, pixel for pixel, as with the whole file; it
 * is about two thirds the size. The rest of the Latin file's characters (accented letters, rarer
 * punctuation) stay in the whole file, declared beside it for those characters only, so a name
 * such as "Adèle" still loads it and is drawn in Inter (GlobalStyle.fonts.css).
 *
 * `npm run fonts` writes the core file; a test holds the file and the stylesheet's ranges to what
 * is written here.
 */
import path from 'node:path';
import subsetFont from 'subset-font';

/** The core face's file, which GlobalStyle.fonts.css names (paths from the repository's root, where npm runs). */
export const INTER_CORE_FILE = path.resolve('src/design-system/GlobalStyle/fonts/inter-latin-core-wght-normal.woff2');

/** Inclusive ranges of code points. */
export type CodePointRanges = ReadonlyArray<readonly [number, number]>;

/** The Latin subset as @fontsource-variable/inter's stylesheet declares it (its wght.css). */
export const LATIN: CodePointRanges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The core: ASCII and the Latin-1 signs (no-break space, ©, ·, §, °), × and ÷, the spaces (with the
 * narrow no-break space Chromium puts before AM and PM in a time field), dashes, quotes, bullet
 * and ellipsis, ‰, primes, single guillemets, the fraction slash, €, ™ and the minus sign.
 * U+02BB-02BC are here because Inter draws an apostrophe (’) between letters with the modifier
 * apostrophe's glyph.
 */
export const CORE: CodePointRanges = [
  [0x0000, 0x00bf],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x02bb, 0x02bc],
  [0x2000, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

/**
 * The OpenType features kept: those a browser applies to text by default, and tabular figures
 * (`font-variant-numeric: tabular-nums`). Stylistic sets and character variants, which nothing
 * here asks for, go with their glyphs.
 */
export const CORE_FEATURES = ['rvrn', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'liga', 'clig', 'calt', 'kern', 'tnum'];

export const codePointsOf = (ranges: CodePointRanges): number[] =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));

/** Sorted code points to inclusive ranges. */
export function rangesOf(codePoints: readonly number[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const point of [...codePoints].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && point === last[1] + 1) last[1] = point;
    else if (!last || point > last[1]) ranges.push([point, point]);
  }
  return ranges;
}

/** The Latin file's characters that are not in the core: the whole file's face is declared for these. */
export const LATIN_OUTSIDE_CORE: CodePointRanges = rangesOf(
  codePointsOf(LATIN).filter((point) => !CORE.some(([first, last]) => point >= first && point <= last)),
);

/** A CSS `unicode-range` value: U+0000-00BF, U+00D7, … */
export function unicodeRange(ranges: CodePointRanges): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

/** Cuts the core face out of the Latin file (woff2 in, woff2 out). */
export async function interCore(latinWoff2: Buffer): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(CORE));
  return subsetFont(latinWoff2, text, { targetFormat: 'woff2', keepFeatures: CORE_FEATURES });
}
