/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { CORE, INTER_CORE_FILE, LATIN, LATIN_OUTSIDE_CORE, codePointsOf, interCore, rangesOf, unicodeRange } from './inter-core';

// Resolved from the package's root: the test runner maps .css and .woff2 imports to stand-ins.
const PACKAGE = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));
const LATIN_FILE = path.join(PACKAGE, 'files', 'inter-latin-wght-normal.woff2');
const stylesheet = fs.readFileSync(path.join(__dirname, 'GlobalStyle.fonts.css'), 'utf8');

/** The `unicode-range` of each Inter face in our stylesheet, by the file it names. */
function interFaces(css: string): Map<string, string> {
  const faces = new Map<string, string>();
  for (const [face] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
    if (!/font-family:\s*'Inter';/.test(face)) continue;
    const file = /url\('([^']+)'\)/.exec(face)?.[1] ?? '';
    const range = /unicode-range:([^;]+);/.exec(face)?.[1] ?? '';
    faces.set(path.basename(file), range.replace(/\s+/g, ' ').trim());
  }
  return faces;
}

it('keeps the Latin range of the package', () => {
  const declared = /\/\* inter-latin-wght-normal \*\/[^}]*unicode-range:\s*([^;]+);/.exec(
    fs.readFileSync(path.join(PACKAGE, 'wght.css'), 'utf8'),
  )?.[1];
  expect(unicodeRange(LATIN).replace(/, /g, ',')).toBe(declared);
});

it('splits the Latin range in two, without a gap or an overlap', () => {
  const core = codePointsOf(CORE);
  const rest = codePointsOf(LATIN_OUTSIDE_CORE);
  expect(core.filter((point) => rest.includes(point))).toEqual([]);
  expect(rangesOf([...core, ...rest])).toEqual(LATIN);
});

it('declares the core file for the core and the whole Latin file for the rest', () => {
  expect(interFaces(stylesheet)).toEqual(
    new Map([
      [path.basename(INTER_CORE_FILE), unicodeRange(CORE)],
      ['inter-latin-wght-normal.woff2', unicodeRange(LATIN_OUTSIDE_CORE)],
    ]),
  );
});

it('has the core file cut from the installed package (npm run fonts writes it)', async () => {
  const written = fs.readFileSync(INTER_CORE_FILE);
  const latin = fs.readFileSync(LATIN_FILE);
  expect((await interCore(latin)).equals(written)).toBe(true);
  // It is worth having: about two thirds of the whole file.
  expect(written.length).toBeLessThan(latin.length * 0.7);
});

it('writes ranges as CSS does', () => {
  expect(unicodeRange([[0, 0xbf], [0xd7, 0xd7]])).toBe('U+0000-00BF, U+00D7');
  expect(rangesOf([3, 1, 2, 7, 2])).toEqual([[1, 3], [7, 7]]);
});
