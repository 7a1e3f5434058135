/**
 * What the About page's MDX (content/about/*.mdx) can use besides Markdown: the business's facts
 * written into a sentence from content/site.yaml (through fact-text.ts, as the YAML prose's
 * tokens are), so the prose never retypes them.
 *
 * - `<Branches />`: 'East Legon (Nii Sai Rd) and Osu (La Crescent)'
 * - `<OpeningHours />`: 'on Mondays to Saturdays from 8:00AM to 6:30 PM, and on holidays from 8:00AM to 12:30 PM'
 *
 * MDX fails the build on a component it is not given, so a misspelt tag never reaches a page.
 */
import * as React from 'react';
import { withFacts } from '@/site/fact-text';
import { useSiteInfo } from '@/site/site-facts';

/** The branches, from content/site.yaml. */
export function Branches() {
  return <>{withFacts('{branches}', useSiteInfo().facts)}</>;
}

/** The opening hours, from content/site.yaml. */
export function OpeningHours() {
  return <>{withFacts('{openingHours}', useSiteInfo().facts)}</>;
}

/** Pass as `components` to an MDX file of the About page. */
export const aboutMdxComponents = { Branches, OpeningHours };
