import * as React from 'react';
import { Link } from 'gatsby';
import { Button } from '@/design-system/Button/Button';
import { Container } from '@/design-system/Container/Container';
import { paths } from '@/lib/paths';
import { Icon } from '@/site/common/icon';
import { HeaderBar, HeaderInner, HomeLink, MenuToggle, Nav, NavLinkItem, NavList } from './header.styles';
import { Logo } from './logo';
import { HEADER_SCROLL_THRESHOLD, headerLinks } from './navigation';
import { useScrolledPast } from './use-scrolled-past';

/**
 * The site's header: fixed at the top, a solid bar once the page scrolls past 80 px, the six page
 * links (a toggled menu on small screens), the logo home and 'Schedule a Pickup'.
 */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const menuId = React.useId();

  return (
    <HeaderBar data-scrolled={scrolled} $scrolled={scrolled} $menuOpen={menuOpen}>
      <Container width="wide">
        <HeaderInner $scrolled={scrolled}>
          <HomeLink to={paths.home} aria-label="Adom Laundry & Dry Cleaning, home">
            <Logo />
          </HomeLink>
          <MenuToggle
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={28} title={menuOpen ? 'Close menu' : 'Open menu'} />
          </MenuToggle>
          <Nav id={menuId} $open={menuOpen} aria-label="Main">
            <NavList>
              {headerLinks.map((link) => (
                <li key={link.to}>
                  <NavLinkItem to={link.to} onClick={() => setMenuOpen(false)}>
                    {link.label}
                  </NavLinkItem>
                </li>
              ))}
            </NavList>
            {/*
              Gatsby's link: the login screen is a small static page of its own, so it opens without
              a page load, its code fetched at idle time once the link is in view. The signed-in app
              stays out of it (docs/decisions/008-app-pages-prerendered-and-split.md).
            */}
            <Button as={Link} to={paths.app.login} fullWidth={false}>
              Schedule a Pickup
            </Button>
          </Nav>
        </HeaderInner>
      </Container>
    </HeaderBar>
  );
}
