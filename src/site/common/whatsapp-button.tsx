import * as React from 'react';
import { Button } from '@/design-system/Button/Button';
import { whatsAppLink } from '@/lib/whatsapp';
import { Icon } from '@/site/common/icon';

export interface WhatsAppButtonProps {
  /** The business's WhatsApp number as content/site.yaml writes it; empty, nothing is shown. */
  number?: string | null;
  /** What the chat opens with, typed in for the visitor to send (the page, or the order number). */
  message: string;
  /** The button's words. */
  children?: React.ReactNode;
}

/**
 * 'Chat on WhatsApp': opens a chat with the business in WhatsApp (app or web), the message typed
 * in. The product's own green button (no styles of its own: the public pages' JavaScript budget).
 */
export function WhatsAppButton({ number, message, children = 'Chat on WhatsApp' }: WhatsAppButtonProps) {
  if (!number?.trim()) return null;
  return (
    <Button as="a" variant="success" href={whatsAppLink(number, message)} target="_blank" rel="noopener">
      <Icon name="whatsapp" size={20} />
      {children}
    </Button>
  );
}
