/** Border and outline widths: hairlines for fields and cards, thicker for focus and spinners. */
export const borderWidths = {
  thin: '1px',
  medium: '2px',
  thick: '3px',
} as const;
