import styled from 'styled-components';

export const EmptyMessageText = styled.p`
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.inkMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: 0;
`;

/** The next step under an empty list's words, centred like them. */
export const EmptyNext = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
