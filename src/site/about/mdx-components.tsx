/**
 * What the About page's MDX (content/about/*.mdx) can use besides Markdown: the business's facts
 * written into a sentence from content/site.yaml (through fact-text.ts, as the YAML prose's
 * tokens are), so the prose never retypes them.
 *
 * - `<Branches />`: 'East Legon (Nii Sai Rd) and Osu (La Crescent)'
 * - `<OpeningHours />`: 'on Mondays to Fridays from 7:00 AM to 7:00 PM, and on Saturdays from 8:00 AM to 6:00 PM'
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

/** The opening hours, the branches' (added to the site's facts at build time). */
export function OpeningHours() {
  return <>{withFacts('{openingHours}', useSiteInfo().facts)}</>;
}

/** Pass as `components` to an MDX file of the About page. */
export const aboutMdxComponents = { Branches, OpeningHours };
