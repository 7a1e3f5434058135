import * as React from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { paths } from '@/lib/paths';
import { UserAvatar } from '../features/profile/components/user-avatar';

export interface UserMenuProps {
  name: string;
}

/** The avatar and name in the top bar; its menu leads to the profile. */
export function UserMenu({ name }: UserMenuProps) {
  return (
    <Menu as={MenuRoot}>
      <Trigger aria-label={`Account menu for ${name}`}>
        <UserAvatar name={name} size={36} />
        <Name>{name}</Name>
        <Chevron aria-hidden="true">▾</Chevron>
      </Trigger>
      <Items anchor="bottom end">
        <MenuItem>
          <ItemLink to={paths.app.profile}>Profile</ItemLink>
        </MenuItem>
      </Items>
    </Menu>
  );
}

const MenuRoot = styled.div`
  position: relative;
`;

const Trigger = styled(MenuButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Name = styled.span`
  display: none;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ theme }) => theme.media.sm} {
    display: inline;
  }
`;

const Chevron = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Items = styled(MenuItems)`
  z-index: ${({ theme }) => theme.zIndices.overlay};
  min-width: 10rem;
  margin-top: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:focus {
    outline: none;
  }
`;

const ItemLink = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &[data-focus] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
