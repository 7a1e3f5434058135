import * as React from 'react';
import { Container } from '@/design-system/Container/Container';
import { paths } from '@/lib/paths';
import { Icon, type IconName } from '@/site/common/icon';
import { VisuallyHidden } from '@/site/common/visually-hidden';
import { whatsAppLink } from '@/lib/whatsapp';
import type { SiteFacts, SocialProfile } from '@/site/site-facts';
import {
  FooterBottom,
  FooterGrid,
  FooterHeading,
  FooterLine,
  FooterLink,
  FooterList,
  FooterRoot,
  Socials,
} from './footer.styles';
import { Logo } from './logo';
import { footerLinks } from './navigation';

const socialIcons: Record<SocialProfile['name'], IconName> = {
  Twitter: 'twitter',
  Facebook: 'facebook',
  Instagram: 'instagram',
  LinkedIn: 'linkedin',
  TikTok: 'tiktok',
};

/**
 * The site's footer: page links, both branches with their map pages, the phone, office hours,
 * a WhatsApp chat, the social profiles, the copyright line and what visiting the site means.
 */
export function Footer({ facts, siteUrl }: { facts: SiteFacts; siteUrl: string }) {
  // The chat names the page it was opened from: its address, once the browser has it.
  const [page, setPage] = React.useState(siteUrl);
  React.useEffect(() => setPage(siteUrl + window.location.pathname), [siteUrl]);
  return (
    <FooterRoot>
      <Container width="wide">
        <FooterGrid>
          <div>
            <Logo inverse />
            <p>{facts.tagline}</p>
            <Socials aria-label="Social profiles">
              {facts.socials.map((social) => (
                <li key={social.name}>
                  <a href={social.url} rel="noopener" target="_blank">
                    <Icon name={socialIcons[social.name]} size={20} title={`${facts.shortName} on ${social.name}`} />
                  </a>
                </li>
              ))}
            </Socials>
          </div>

          <nav aria-labelledby="footer-pages">
            <FooterHeading id="footer-pages">Company</FooterHeading>
            <FooterList>
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to}>{link.label}</FooterLink>
                </li>
              ))}
            </FooterList>
          </nav>

          <div>
            <FooterHeading>Visit us</FooterHeading>
            <FooterList>
              {facts.branches.map((branch) => (
                <li key={branch.name}>
                  <FooterLine>
                    <Icon name="pin" size={18} />
                    <span>
                      <strong>{branch.name}</strong>
                      <br />
                      {branch.label}
                      <br />
                      <a href={branch.mapUrl} rel="noopener" target="_blank">
                        View on map<VisuallyHidden> ({branch.label})</VisuallyHidden>
                      </a>
                    </span>
                  </FooterLine>
                </li>
              ))}
              <li>
                <FooterLine>
                  <Icon name="phone" size={18} />
                  <a href={facts.phoneHref}>{facts.phone}</a>
                </FooterLine>
              </li>
              {facts.whatsapp && (
                <li>
                  <FooterLine>
                    <Icon name="whatsapp" size={18} />
                    <a href={whatsAppLink(facts.whatsapp, `Hello ${facts.shortName}, I have a question (from ${page}).`)} rel="noopener" target="_blank">
                      Chat on WhatsApp
                    </a>
                  </FooterLine>
                </li>
              )}
            </FooterList>
          </div>

          <div>
            <FooterHeading>Office hours</FooterHeading>
            <FooterList>
              {facts.hours.map((hours) => (
                <li key={hours.days}>
                  <FooterLine>
                    <Icon name="clock" size={18} />
                    <span>
                      <strong>{hours.days}</strong>
                      <br />
                      {hours.time}
                    </span>
                  </FooterLine>
                </li>
              ))}
            </FooterList>
          </div>
        </FooterGrid>

        <FooterBottom>
          <p>
            &copy; {facts.foundingYear} {facts.name}. All rights reserved.
          </p>
          <p>
            By visiting this site you agree to our <FooterLink to={paths.privacyPolicy}>Privacy Policy</FooterLink> and{' '}
            <FooterLink to={paths.terms}>Terms and Conditions</FooterLink>.
          </p>
        </FooterBottom>
      </Container>
    </FooterRoot>
  );
}
