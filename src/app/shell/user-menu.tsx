import * as React from 'react';
import styled from 'styled-components';
import { LazyMenuButton } from '@/design-system/MenuButton/LazyMenuButton';
import { paths } from '@/lib/paths';
import { UserAvatar } from '../features/profile/components/user-avatar';

export interface UserMenuProps {
  name: string;
}

const ENTRIES = [{ label: 'Profile', to: paths.app.profile }];

/**
 * The avatar and name in the top bar; its menu leads to the profile. The menu's code comes after
 * the screen's first paint (LazyMenuButton): every signed-in screen shows this bar.
 */
export function UserMenu({ name }: UserMenuProps) {
  return (
    <LazyMenuButton label={`Account menu for ${name}`} look="ghost" entries={ENTRIES}>
      <UserAvatar name={name} size={36} />
      <Name>{name}</Name>
      <Chevron aria-hidden="true">▾</Chevron>
    </LazyMenuButton>
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
