import { borderWidths } from './borders';
import { breakpoints, media } from './breakpoints';
import { colors } from './colors';
import { durations } from './motion';
import { opacities } from './opacity';
import { radii } from './radii';
import { shadows, zIndices } from './shadows';
import { sizes } from './sizes';
import { space } from './space';
import { fonts, fontSizes, fontWeights, lineHeights } from './typography';

/** The styled-components theme: every component style reads its values from here. */
export const theme = {
  colors,
  space,
  radii,
  borderWidths,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  shadows,
  zIndices,
  opacities,
  durations,
  sizes,
} as const;

export type Theme = typeof theme;

export {
  borderWidths,
  breakpoints,
  colors,
  durations,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  media,
  opacities,
  radii,
  shadows,
  sizes,
  space,
  zIndices,
};
