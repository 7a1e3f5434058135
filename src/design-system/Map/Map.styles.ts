import styled from 'styled-components';

/*
 * 1. A fixed aspect ratio reserves the map's space before Leaflet loads, so nothing below shifts.
 * 2. Leaflet draws into this box; it needs a height of its own.
 * 3. Leaflet's panes and controls carry z-index 400–1000. A stacking context of the map's own keeps
 *    them inside the map, below the fixed header and the open menu, whatever numbers they use.
 */
export const MapFrame = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.base}; /* [3] */
  isolation: isolate; /* [3] */
  overflow: hidden;
  aspect-ratio: 4 / 3; /* [1] */
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.md} {
    aspect-ratio: 21 / 9; /* [1] */
  }

  .leaflet-container {
    width: 100%;
    height: 100%; /* [2] */
    font: inherit;
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  .leaflet-popup-content {
    margin: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  .adom-map-pin {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** What shows until the map has loaded (and on the server): the places, as a list. */
export const MapPlaceholder = styled.ul`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
  list-style: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;
