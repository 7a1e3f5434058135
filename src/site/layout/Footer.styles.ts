import { Link } from 'gatsby';
import styled from 'styled-components';
import { theme } from '@/design-system/tokens';

export const FooterRoot = styled.footer`
  padding: ${theme.space[16]} 0 ${theme.space[8]};
  background: ${theme.colors.ink};
  color: ${theme.colors.surfaceSunken};
  font-size: ${theme.fontSizes.sm};

  a {
    color: ${theme.colors.onPrimary};
  }
`;

export const FooterGrid = styled.div`
  display: grid;
  gap: ${theme.space[10]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${theme.media.lg} {
    grid-template-columns: 1.4fr 1fr 1.2fr 1.2fr;
  }
`;

export const FooterHeading = styled.h2`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.sm};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

export const FooterList = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FooterLink = styled(Link)`
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const FooterLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  margin: 0;

  svg {
    flex-shrink: 0;
    margin-top: 1px;
    color: ${theme.colors.accent};
  }
`;

export const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: ${theme.space[5]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    place-items: center;
    width: ${theme.space[10]};
    height: ${theme.space[10]};
    border-radius: ${theme.radii.pill};
    background: rgba(255, 255, 255, 0.08);
    transition: background-color ${theme.durations.fast} ease-out;

    &:hover {
      background: ${theme.colors.primary};
    }
  }
`;

export const FooterBottom = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[12]};
  padding-top: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid rgba(255, 255, 255, 0.15);
  color: ${theme.colors.borderStrong};

  p {
    margin: 0;
  }
`;
