/**
 * @jest-environment node
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const SRC = path.resolve(__dirname, '..');
/** The only files that may load react-hot-toast's code: the wrapper, and the toaster it loads lazily. */
const ALLOWED = new Set(['lib/toast.ts', 'design-system/Toaster/Toaster.tsx']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('shows every toast through @/lib/toast, so the toaster loads with the first one', () => {
  const direct = sourceFiles(SRC)
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .filter((file) => !ALLOWED.has(file))
    .filter((file) => /^import (?!type )[^;]*from 'react-hot-toast'/m.test(fs.readFileSync(path.join(SRC, file), 'utf8')));
  expect(direct).toEqual([]);
});
