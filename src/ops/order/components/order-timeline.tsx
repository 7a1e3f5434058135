import * as React from 'react';
import styled from 'styled-components';
import { Caption } from '@/design-system/Caption/Caption';
import { statusLook } from '@laundry-accra/domain/status-looks';
import type { OrderEventDto } from '@laundry-accra/domain/schemas/ops';
import { formatAccraTime } from '@/ops/components/accra-time';

/** What an event says happened: 'Booked', or 'Washing → Packaging'. */
export function eventTitle(event: OrderEventDto): string {
  if (!event.from_status) return `Booked (${statusLook(event.to_status).label})`;
  return `${statusLook(event.from_status).label} → ${statusLook(event.to_status).label}`;
}

/** The order's history, oldest first: when (in Accra), what, who, and the note. */
export function OrderTimeline({ events }: { events: readonly OrderEventDto[] }) {
  return (
    <Steps aria-label="Timeline">
      {events.map((event) => (
        <Step key={event.id}>
          <Caption as="time" block dateTime={event.at}>
            {formatAccraTime(event.at)}
          </Caption>
          <What>{eventTitle(event)}</What>
          <Caption as="p">{event.actor ? `by ${event.actor.name}` : 'by the customer or the system'}</Caption>
          {event.note && <Note>“{event.note}”</Note>}
        </Step>
      ))}
    </Steps>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Step = styled.li`
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
`;


const What = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;


const Note = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
`;
