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
 * The avatar and name in the top bar; its menu leads to the profile. Every signed-in screen shows
 * this bar, and the menu's code (about 34 KB gzipped) is fetched only when the pointer or the
 * focus comes to the button, or at a press, which opens the menu once it is here (LazyMenuButton):
 * the dashboard a customer lands on after logging in keeps within its budget without it
 * (docs/decisions/056-start-up-on-a-low-end-phone.md).
 */
export function UserMenu({ name }: UserMenuProps) {
  return (
    <LazyMenuButton label={`Account menu for ${name}`} look="ghost" entries={ENTRIES} prefetch="intent">
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
