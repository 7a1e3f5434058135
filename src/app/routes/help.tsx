import * as React from 'react';
import { HelpPage } from '../features/help/components/help-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSiteInfo } from '@/site/site-facts';
import type { RouteProps } from '../lib/route-props';

/** /app/help. */
export function HelpRoute(_props: RouteProps) {
  useDocumentTitle('Help');
  const { facts } = useSiteInfo();
  return <HelpPage whatsapp={facts.whatsapp} businessName={facts.shortName} />;
}
