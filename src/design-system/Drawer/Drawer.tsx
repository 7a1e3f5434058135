import * as React from 'react';
import { DrawerBackdrop, DrawerPanel, DrawerToggleButton } from './Drawer.styles';

export interface DrawerProps extends Omit<React.HTMLAttributes<HTMLElement>, 'id' | 'aria-label'> {
  /** The element's id, which the `DrawerToggle`'s aria-controls points at. */
  id: string;
  /** Names the navigation landmark for screen readers ('App'). */
  label: string;
  /** Whether the drawer is open on a phone; from tablet width it is always shown beside the content. */
  open: boolean;
  /** Called when the customer closes it: Escape, or a tap on the page beside it. */
  onClose: () => void;
  /** The button that opens the drawer: Escape pressed inside the drawer gives focus back to it. */
  toggleRef?: React.RefObject<HTMLElement | null>;
  /** The navigation: a list of links. */
  children: React.ReactNode;
}

/**
 * Side navigation: a column beside the content from tablet width, a drawer over the content on a
 * phone, opened by a `DrawerToggle` (a disclosure: aria-expanded and aria-controls). Closed, it is
 * out of the tab order and of the accessibility tree; Escape or a tap beside it closes it.
 * Render it next to the content, in the same grid.
 */
export const Drawer = React.forwardRef<HTMLElement, DrawerProps>(function Drawer(
  { id, label, open, onClose, toggleRef, children, ...rest },
  ref,
) {
  const panelRef = React.useRef<HTMLElement | null>(null);
  const setRefs = React.useCallback(
    (node: HTMLElement | null) => {
      panelRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // Escape closes it from anywhere on the page; focus inside the drawer would be lost when it hides,
  // so it goes back to the button that opened it.
  React.useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (panelRef.current?.contains(document.activeElement)) toggleRef?.current?.focus();
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose, toggleRef]);

  return (
    <>
      <DrawerPanel ref={setRefs} id={id} aria-label={label} data-ui="drawer" $open={open} {...rest}>
        {children}
      </DrawerPanel>
      {open && <DrawerBackdrop aria-hidden="true" onClick={onClose} />}
    </>
  );
});
Drawer.displayName = 'Drawer';

export interface DrawerToggleProps
  extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'aria-expanded' | 'aria-controls'> {
  /** Whether the drawer it opens is open (read out as expanded or collapsed). */
  open: boolean;
  /** The id of the `Drawer` it opens and closes. */
  controls: string;
  /** The button's words. */
  children?: React.ReactNode;
}

/** The phone's button that opens and closes a `Drawer`; hidden from tablet width, where the drawer always shows. */
export const DrawerToggle = React.forwardRef<HTMLButtonElement, DrawerToggleProps>(function DrawerToggle(
  { open, controls, children = 'Menu', ...rest },
  ref,
) {
  return (
    <DrawerToggleButton
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      data-ui="drawer-toggle"
      {...rest}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
      </svg>
      <span>{children}</span>
    </DrawerToggleButton>
  );
});
DrawerToggle.displayName = 'DrawerToggle';
