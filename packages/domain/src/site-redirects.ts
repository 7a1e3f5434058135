/**
 * Addresses people type or old links use for pages that live elsewhere: /privacy for the privacy
 * policy, /login for the app's login. One list for the site build (Gatsby's createRedirect and a
 * redirect page in public/ for a static host or CDN) and for the server that serves public/ (a
 * 301), so every way the site is served answers them alike.
 */

/** One alias: where it was asked for, and the page it leads to (a path, maybe with a #section). */
export interface SiteRedirect {
  from: string;
  to: string;
}

export const SITE_REDIRECTS: readonly SiteRedirect[] = [
  { from: '/privacy', to: '/privacy-policy' },
  { from: '/privacy-notice', to: '/privacy-policy' },
  { from: '/terms-and-conditions', to: '/terms' },
  { from: '/terms-of-service', to: '/terms' },
  { from: '/faq', to: '/services#faq' },
  { from: '/faqs', to: '/services#faq' },
  { from: '/login', to: '/app/login' },
  { from: '/signin', to: '/app/login' },
  { from: '/sign-in', to: '/app/login' },
  { from: '/signup', to: '/app/signup' },
  { from: '/sign-up', to: '/app/signup' },
  { from: '/register', to: '/app/signup' },
];
