import {
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import * as React from 'react';
import {
  DialogActions,
  DialogBackdropBox,
  DialogBody,
  DialogCloseButton,
  DialogDescriptionText,
  DialogFooter,
  DialogHeader,
  DialogPanelBox,
  DialogRootBox,
  DialogTitleText,
  DialogViewport,
  type DialogSize,
} from './Dialog.styles';
import { useScrollRegion } from '../useScrollRegion';

export { DialogActions };
export type { DialogSize };

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the customer asks to close it: Escape, the close button or a click outside. */
  onClose: () => void;
  /** The heading; it also names the dialog for screen readers. */
  title: React.ReactNode;
  /** A sentence under the title, read out when the dialog opens. */
  description?: React.ReactNode;
  /** The content. Mark the element to focus first with `data-autofocus`; otherwise the dialog itself takes focus. */
  children?: React.ReactNode;
  /** Buttons at the foot, kept in view while a long body scrolls. */
  footer?: React.ReactNode;
  /** Width of the panel. */
  size?: DialogSize;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * A modal dialog on Headless UI: focus moves in and stays in until it closes, then returns to what
 * opened it; Escape and a click on the backdrop close it; the page behind does not scroll.
 */
export const Dialog = React.forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { open, onClose, title, description, children, footer, size = 'md', closeLabel = 'Close' },
  ref,
) {
  // A body too long for the screen scrolls; it is then a group named by the title that takes focus.
  const titleId = `${React.useId()}-title`;
  const body = useScrollRegion<HTMLDivElement>(titleId);
  return (
    <HeadlessDialog as={DialogRootBox} open={open} onClose={onClose} data-ui="dialog">
      <DialogBackdrop as={DialogBackdropBox} transition />
      <DialogViewport>
        <DialogPanel as={DialogPanelBox} ref={ref} transition $size={size}>
          <DialogHeader>
            <DialogTitle as={DialogTitleText} id={titleId}>
              {title}
            </DialogTitle>
            <DialogCloseButton type="button" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </DialogCloseButton>
          </DialogHeader>
          {description && <Description as={DialogDescriptionText}>{description}</Description>}
          <DialogBody ref={body.ref} {...body.props}>
            {children}
          </DialogBody>
          {footer && <DialogFooter>{footer}</DialogFooter>}
        </DialogPanel>
      </DialogViewport>
    </HeadlessDialog>
  );
});
Dialog.displayName = 'Dialog';

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M5 5l10 10M15 5L5 15" />
    </svg>
  );
}
