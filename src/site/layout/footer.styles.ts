import { Link } from 'gatsby';
import styled from 'styled-components';

export const FooterRoot = styled.footer`
  padding: ${({ theme }) => theme.space[16]} 0 ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const FooterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr 1fr 1.2fr 1.2fr;
  }
`;

export const FooterHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

export const FooterList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
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
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;

  svg {
    flex-shrink: 0;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    place-items: center;
    width: ${({ theme }) => theme.space[10]};
    height: ${({ theme }) => theme.space[10]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(255, 255, 255, 0.08);
    transition: background-color ${({ theme }) => theme.durations.fast} ease-out;

    &:hover {
      background: ${({ theme }) => theme.colors.primary};
    }
  }
`;

export const FooterBottom = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid rgba(255, 255, 255, 0.15);
  color: ${({ theme }) => theme.colors.borderStrong};

  p {
    margin: 0;
  }
`;
