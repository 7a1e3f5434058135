import * as React from 'react';
import { ACCESS_TOKEN_KEY } from '@/lib/token-storage';
import { EARLY_SUBMIT_ATTRIBUTE, HELD_SUBMIT_PROPERTY, READY_ATTRIBUTE } from '../use-auth-form';

/** Set on <html> before the first paint of a door when a session is stored (see useSignedInRedirect). */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * Runs in the page's <head>, before the body is drawn and long before the scripts arrive:
 * - a submit pressed before a form is live is held back (no request with the password in it
 *   leaves the browser) and marked, and the form sends it once live (useAuthForm);
 * - on the login door, a stored session hides the card until the visitor is sent on.
 */
export function inlineScript(door: boolean): string {
  const hold = `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.hasAttribute&&f.hasAttribute('${EARLY_SUBMIT_ATTRIBUTE}')&&!f.hasAttribute('${READY_ATTRIBUTE}')){e.preventDefault();e.stopImmediatePropagation();f.${HELD_SUBMIT_PROPERTY}=true}},true);`;
  const signedIn = `try{if(localStorage.getItem('${ACCESS_TOKEN_KEY}')||sessionStorage.getItem('${ACCESS_TOKEN_KEY}'))document.documentElement.setAttribute('${SIGNED_IN_ATTRIBUTE}','')}catch(e){}`;
  return door ? hold + signedIn : hold;
}

export interface AuthHeadProps {
  /** The screen's name, before the site's. */
  title: string;
  /** The login (/app, /app/login): a visitor already signed in is sent on. */
  door?: boolean;
}

/** The <head> of the signed-out screens of /app (static pages, src/pages/app). */
export function AuthHead({ title, door = false }: AuthHeadProps) {
  return (
    <>
      <title>{`${title} | Adom Laundry`}</title>
      <meta
        name="description"
        content="Sign in to Adom Laundry to book a pickup, pay by card or mobile money, and follow your laundry."
      />
      {/* The app's pages are not for search engines (robots.txt disallows /app/ as well). */}
      <meta name="robots" content="noindex" />
      <script dangerouslySetInnerHTML={{ __html: inlineScript(door) }} />
    </>
  );
}
