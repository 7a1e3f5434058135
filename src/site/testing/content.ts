/**
 * Reads the site's real content files in tests, with the same YAML parser the build uses
 * (js-yaml, through gatsby-transformer-yaml), so components are tested with the words and facts
 * the pages ship.
 */
import fs from 'node:fs';
import path from 'node:path';
import { OPENING_HOURS } from '@laundry-accra/domain/business';

// js-yaml ships no types of its own; only load() is used.
const yaml = require('js-yaml') as { load(text: string): unknown };

const CONTENT_DIR = path.resolve(__dirname, '..', '..', '..', 'content');

/**
 * content/<name>.yaml, parsed; site.yaml with the opening hours the build adds to it from the
 * branches' week (gatsby-node.ts).
 */
export function readContent<T>(name: string): T {
  const content = yaml.load(fs.readFileSync(path.join(CONTENT_DIR, `${name}.yaml`), 'utf8')) as T;
  return name === 'site' ? ({ ...content, hours: OPENING_HOURS } as T) : content;
}
