import * as React from 'react';
import Avatar from 'react-avatar';
import { useTheme } from 'styled-components';

export interface UserAvatarProps {
  /** The customer's name: the avatar shows its initials (at most 2). */
  name: string;
  /** Diameter in pixels. */
  size?: number;
}

/** The customer's initials in a brand-coloured circle (decorative: the name is always beside it). */
export function UserAvatar({ name, size = 40 }: UserAvatarProps) {
  const theme = useTheme();
  return (
    <span aria-hidden="true" data-ui="user-avatar">
      <Avatar name={name} size={String(size)} round maxInitials={2} color={theme.colors.primary} fgColor={theme.colors.onPrimary} />
    </span>
  );
}
