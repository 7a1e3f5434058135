import styled from 'styled-components';

export const AllowanceMeterRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

export const AllowanceMeterTrack = styled.div`
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background-color: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
`;

export const AllowanceMeterFill = styled.div<{ $share: number }>`
  height: 100%;
  width: ${({ $share }) => `${Math.round($share * 100)}%`};
  border-radius: inherit;
  background-color: ${({ theme }) => theme.colors.primary};
`;

export const AllowanceMeterLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
