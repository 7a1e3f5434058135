import * as React from 'react';
import { Menu, MenuButton as HeadlessMenuButton, MenuItem, MenuItems } from '@headlessui/react';
import styled from 'styled-components';
import { ItemButton, ItemLink, MenuRoot, popupStyles, triggerStyles, type MenuButtonLook } from './MenuButton.styles';

export type { MenuButtonLook };

export interface MenuButtonProps {
  /** The button's accessible name, when its words alone do not say whose menu it is ('Move AL-1042'). */
  label?: string;
  /** How the button looks: `outline` (a bordered button) or `ghost` (bare, for an avatar and a name). */
  look?: MenuButtonLook;
  /** Stops the menu opening, while what it started is under way. */
  disabled?: boolean;
  /** What the button shows. */
  children: React.ReactNode;
  /** The menu's entries: `MenuButtonItem`s. */
  items: React.ReactNode;
}

/**
 * A button that opens a menu below its end edge (Headless UI's Menu: Enter, Space or a click opens
 * it, the arrows walk it, Escape closes it and gives focus back to the button).
 */
export const MenuButton = React.forwardRef<HTMLDivElement, MenuButtonProps>(function MenuButton(
  { label, look = 'outline', disabled, children, items },
  ref,
) {
  return (
    <Menu as={MenuRoot} ref={ref} data-ui="menu-button">
      <Trigger aria-label={label} disabled={disabled} $look={look}>
        {children}
      </Trigger>
      <Popup anchor="bottom end">{items}</Popup>
    </Menu>
  );
});
MenuButton.displayName = 'MenuButton';

const Trigger = styled(HeadlessMenuButton)<{ $look: MenuButtonLook }>`
  ${triggerStyles}
`;

const Popup = styled(MenuItems)`
  ${popupStyles}
`;

export interface MenuButtonItemProps {
  /** Where the entry leads, for an entry that is a link. */
  to?: string;
  /** What the entry does, for an entry that is an action. */
  onClick?: () => void;
  /** A move that undoes work (cancelling an order), in the danger colour. */
  danger?: boolean;
  /** The entry's words. */
  children: React.ReactNode;
}

/** One entry of a `MenuButton`'s menu: a link when given `to`, else a button. */
export function MenuButtonItem({ to, onClick, danger = false, children }: MenuButtonItemProps) {
  return (
    <MenuItem>
      {to !== undefined ? (
        <ItemLink to={to} $danger={danger}>
          {children}
        </ItemLink>
      ) : (
        <ItemButton type="button" onClick={onClick} $danger={danger}>
          {children}
        </ItemButton>
      )}
    </MenuItem>
  );
}
