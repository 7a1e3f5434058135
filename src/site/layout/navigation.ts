/** The header's and the footer's links (SPEC §2), in their order. */
import { paths } from '@/lib/paths';

export interface NavLink {
  label: string;
  to: string;
}

/** The header: six links, shown in capitals. */
export const headerLinks: readonly NavLink[] = [
  { label: 'About', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Get Quote', to: paths.getQuote },
  { label: 'Contact', to: paths.contact },
  { label: 'Blog', to: paths.blog },
];

/** The footer's five page links. */
export const footerLinks: readonly NavLink[] = [
  { label: 'About Us', to: paths.about },
  { label: 'Services', to: paths.services },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms and Conditions', to: paths.terms },
];

/** How far the page must scroll before the header takes its scrolled look (SPEC §9). */
export const HEADER_SCROLL_THRESHOLD = 80;
