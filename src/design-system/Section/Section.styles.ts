import styled from 'styled-components';

/** The background a section sits on: tones alternate down a page to separate its parts. */
export type SectionTone = 'plain' | 'muted' | 'brand' | 'accent';

export const SectionRoot = styled.section<{ $tone: SectionTone; $compact: boolean }>`
  padding-block: ${({ theme, $compact }) => ($compact ? theme.space[10] : theme.space[16])};
  background: ${({ theme, $tone }) =>
    ({
      plain: theme.colors.surface,
      muted: theme.colors.surfaceMuted,
      brand: theme.colors.primary,
      accent: theme.colors.accentSoft,
    })[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'brand' ? theme.colors.onPrimary : theme.colors.ink)};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme, $compact }) => ($compact ? theme.space[12] : theme.space[20])};
  }
`;

export const SectionHeader = styled.header<{ $align: 'start' | 'center' }>`
  max-width: 40rem;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space[10]};
  text-align: ${({ $align }) => $align};
`;

export const SectionEyebrow = styled.p<{ $onBrand: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme, $onBrand }) => ($onBrand ? theme.colors.accentSoft : theme.colors.primary)};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

export const SectionIntro = styled.p<{ $onBrand: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $onBrand }) => ($onBrand ? theme.colors.primarySoft : theme.colors.inkMuted)};
`;
