import styled from 'styled-components';

/** Widths of the dialog's panel. */
export type DialogSize = 'sm' | 'md' | 'lg';

/*
 * The dialog element itself: it holds the backdrop and the panel, and takes focus when nothing
 * inside asks for it, so the title is read first.
 * 1. It has no box of its own (its children are fixed), so a focus outline would draw a stray line
 *    across the page; the panel's content shows focus instead.
 */
export const DialogRootBox = styled.div`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.dialog};

  &:focus,
  &:focus-visible {
    outline: none; /* [1] */
  }
`;

/*
 * 1. Headless UI marks entering and leaving elements with data-closed; the transition runs between
 *    that state and the open one (and is cut short by the reduced-motion rule in GlobalStyle).
 */
export const DialogBackdropBox = styled.div`
  position: fixed;
  inset: 0;
  background-color: ${({ theme }) => theme.colors.overlay};
  transition: opacity ${({ theme }) => theme.durations.normal} ease-out;

  &[data-closed] {
    opacity: 0; /* [1] */
  }
`;

/** Centres the panel and lets a panel taller than the screen scroll. */
export const DialogViewport = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  overflow-y: auto;

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

/*
 * 1. The panel fits inside the viewport's padding so its body scrolls and the footer stays in view.
 *    dvh follows the visible height on phones whose browser bars come and go; vh is the fallback.
 * 2. Entering and leaving, as for the backdrop (data-closed from Headless UI).
 */
export const DialogPanelBox = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size, theme }) => theme.sizes[$size]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space[4]}); /* [1] */
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[4]}); /* [1] */
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition:
    opacity ${({ theme }) => theme.durations.normal} ease-out,
    transform ${({ theme }) => theme.durations.normal} ease-out;

  ${({ theme }) => theme.media.md} {
    max-height: calc(100vh - 2 * ${({ theme }) => theme.space[8]}); /* [1] */
    max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[8]}); /* [1] */
  }

  &[data-closed] {
    opacity: 0; /* [2] */
    transform: translateY(${({ theme }) => theme.space[2]}) scale(0.98); /* [2] */
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} 0`};
`;

export const DialogTitleText = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.space[1]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.ink};
`;

export const DialogDescriptionText = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  padding: ${({ theme }) => `0 ${theme.space[6]}`};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const DialogBody = styled.div`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]} ${theme.space[6]}`};
  overflow-y: auto;

  & > :last-child {
    margin-bottom: 0;
  }
`;

/**
 * The buttons at the foot of a dialog, in reading order: stacked full width on a phone, a row
 * aligned right on a wider screen.
 */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;

/** Footer actions passed through the `footer` prop sit outside the scrolling body. */
export const DialogFooter = styled(DialogActions)`
  margin-top: 0;
  padding: ${({ theme }) => `0 ${theme.space[6]} ${theme.space[6]}`};
`;

export const DialogCloseButton = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  margin: ${({ theme }) => `-${theme.space[2]} -${theme.space[2]} 0 0`};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.durations.fast} ease-out;

  @media (hover: hover) {
    &:hover {
      background-color: ${({ theme }) => theme.colors.surfaceSunken};
      color: ${({ theme }) => theme.colors.ink};
    }
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.borderWidths.thick} solid ${theme.colors.focus}`};
    outline-offset: 0;
  }

  svg {
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
  }
`;
