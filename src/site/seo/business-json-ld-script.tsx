import * as React from 'react';
import { useSiteInfo } from '@/site/site-facts';
import { businessJsonLd } from './business-json-ld';

/**
 * The business's structured data (both branches as DryCleaningOrLaundry), for the head of the
 * pages about the business (home, about, contact): a child of Seo.
 */
export function BusinessJsonLd() {
  const { facts, siteUrl } = useSiteInfo();
  return <script type="application/ld+json">{JSON.stringify(businessJsonLd(facts, siteUrl))}</script>;
}
