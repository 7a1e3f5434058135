import styled from 'styled-components';

/** How wide a container's content may grow. */
export type ContainerWidth = 'narrow' | 'regular' | 'wide';

/*
 * 1. The max widths are line-length choices (about 70 characters of body text for narrow),
 *    not layout pixels: expressed in ch/rem so they follow the reader's text size.
 */
const maxWidths: Record<ContainerWidth, string> = {
  narrow: '46rem', /* [1] */
  regular: '72rem', /* [1] */
  wide: '84rem', /* [1] */
};

export const ContainerRoot = styled.div<{ $width: ContainerWidth }>`
  width: 100%;
  max-width: ${({ $width }) => maxWidths[$width]};
  margin-left: auto;
  margin-right: auto;
  padding-inline: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
`;
