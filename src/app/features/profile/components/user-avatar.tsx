import * as React from 'react';
import styled from 'styled-components';

export interface UserAvatarProps {
  /** The customer's name: the avatar shows its initials (at most 2). */
  name: string;
  /** Diameter in pixels. */
  size?: number;
}

/** The initials of a name: the first letters of its first two words, upper case. */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * The customer's initials in a brand-coloured circle (decorative: the name is always beside it or
 * in the control's name). The initials are drawn by CSS, not written as text, so a button holding
 * the avatar has no visible text that its accessible name ('Account menu for Ama Mensah') lacks.
 */
export function UserAvatar({ name, size = 40 }: UserAvatarProps) {
  return <Circle aria-hidden="true" data-ui="user-avatar" data-initials={initialsOf(name)} $size={size} />;
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  &::after {
    content: attr(data-initials);
  }
`;
