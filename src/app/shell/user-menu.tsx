import * as React from 'react';
import styled from 'styled-components';
import { MenuButton, MenuButtonItem } from '@/design-system/MenuButton/MenuButton';
import { paths } from '@/lib/paths';
import { UserAvatar } from '../features/profile/components/user-avatar';

export interface UserMenuProps {
  name: string;
}

/** The avatar and name in the top bar; its menu leads to the profile. */
export function UserMenu({ name }: UserMenuProps) {
  return (
    <MenuButton label={`Account menu for ${name}`} look="ghost" items={<MenuButtonItem to={paths.app.profile}>Profile</MenuButtonItem>}>
      <UserAvatar name={name} size={36} />
      <Name>{name}</Name>
      <Chevron aria-hidden="true">▾</Chevron>
    </MenuButton>
  );
}

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
