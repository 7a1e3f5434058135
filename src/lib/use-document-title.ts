import * as React from 'react';

const SITE_NAME = 'Adom Laundry';

/** Names the browser tab after the screen (client-only routes have no Gatsby Head of their own). */
export function useDocumentTitle(title: string): void {
  React.useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
