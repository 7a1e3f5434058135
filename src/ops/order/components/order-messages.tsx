import * as React from 'react';
import styled from 'styled-components';
import type { NotificationState } from '@laundry-accra/domain/notifications';
import type { OrderNotificationDto } from '@laundry-accra/domain/schemas/ops';
import { formatAccraTime } from '@/ops/components/accra-time';

/** How staff read a message's state. */
const STATE_WORDS: Record<NotificationState, string> = {
  sent: 'Sent',
  sending: 'Sending',
  retrying: 'Not sent yet, will retry',
  failed: 'Refused',
  kept: 'Not sent (no provider configured)',
};

/** 'booking_ready_for_pickup' → 'Ready for pickup'. */
const kindWords = (kind: string) => {
  const words = kind.replace(/^booking_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * What the customer was sent about the order, newest first: each email and SMS, and whether it
 * reached them. A refusal (a number that cannot take SMS, a mailbox that does not exist) says
 * why, so staff can call the customer and fix their contact details.
 */
export function OrderMessages({ notifications }: { notifications: readonly OrderNotificationDto[] }) {
  if (!notifications.length) return <Quiet>Nothing sent yet.</Quiet>;
  return (
    <Messages aria-label="Messages to the customer">
      {notifications.map((message) => (
        <Message key={message.id} $refused={message.state === 'failed'}>
          <strong>
            {message.channel === 'sms' ? 'SMS' : 'Email'} · {kindWords(message.kind)}
          </strong>
          <span>
            {STATE_WORDS[message.state]} · {message.to} · {formatAccraTime(message.sent_at ?? message.created_at)}
          </span>
          {message.error && message.state !== 'sent' && <Reason>{message.error}</Reason>}
        </Message>
      ))}
    </Messages>
  );
}

const Messages = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Message = styled.li<{ $refused: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme, $refused }) => ($refused ? theme.colors.danger : theme.colors.border)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
