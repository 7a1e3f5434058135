import * as React from 'react';
import styled from 'styled-components';
import { whatsAppLink } from '@/lib/whatsapp';
import { Icon } from '@/site/common/icon';

const Chat = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &&:hover {
    background: ${({ theme }) => theme.colors.successHover};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  svg {
    flex-shrink: 0;
    color: inherit;
  }
`;

export interface WhatsAppButtonProps {
  /** The business's WhatsApp number as content/site.yaml writes it; empty, nothing is shown. */
  number?: string | null;
  /** What the chat opens with, typed in for the visitor to send (the page, or the order number). */
  message: string;
  /** The button's words. */
  children?: React.ReactNode;
}

/** 'Chat on WhatsApp': opens a chat with the business in WhatsApp (app or web), the message typed in. */
export function WhatsAppButton({ number, message, children = 'Chat on WhatsApp' }: WhatsAppButtonProps) {
  if (!number?.trim()) return null;
  return (
    <Chat data-ui="whatsapp-button" href={whatsAppLink(number, message)} target="_blank" rel="noopener">
      <Icon name="whatsapp" size={20} />
      {children}
    </Chat>
  );
}
