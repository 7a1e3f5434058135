import * as React from 'react';
import styled, { css } from 'styled-components';
import { formatDateTime } from '@laundry-accra/domain/format';
import { statusLook } from '@laundry-accra/domain/status-looks';
import { PROGRESS_STEPS, progressStepOf } from '@laundry-accra/domain/statuses';
import type { BookingDetailDto } from '@laundry-accra/domain/schemas/bookings';
import { Heading } from '@/design-system/Heading/Heading';
import { visuallyHidden } from '@/design-system/visuallyHidden';

type Step = 'done' | 'current' | 'upcoming';

/**
 * Where the booking is: the pipeline as a bar of steps (Pending, Picked Up, Washing, Packaging,
 * Ready, Completed), or, for a cancelled booking, the cancellation and its reason instead.
 */
export function BookingProgress({
  booking,
}: {
  booking: Pick<BookingDetailDto, 'status' | 'events'>;
}) {
  if (booking.status === 'cancelled') {
    const cancelled = [...booking.events].reverse().find((event) => event.status === 'cancelled');
    return (
      <Cancelled role="status" data-ui="booking-cancelled">
        <strong>This booking was cancelled</strong>
        {cancelled?.at && <span> on {formatDateTime(cancelled.at)}</span>}
        {cancelled?.note_for_customer && <p>Reason: {cancelled.note_for_customer}</p>}
      </Cancelled>
    );
  }
  const current = progressStepOf(booking.status);
  return (
    <Progress>
      <Bar aria-label="Progress" data-ui="booking-progress">
        {PROGRESS_STEPS.map((step, index) => {
          const state: Step = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          // A ready booking's step names which ready it is (pickup or delivery).
          const label =
            state === 'current' && step.statuses.length > 1
              ? statusLook(booking.status).label
              : step.label;
          return (
            <StepItem
              key={step.label}
              $state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <Dot $state={state} aria-hidden />
              <StepLabel>
                {label}
                {state !== 'upcoming' && (
                  <VisuallyHiddenState>
                    {state === 'done' ? ' (done)' : ' (now)'}
                  </VisuallyHiddenState>
                )}
              </StepLabel>
            </StepItem>
          );
        })}
      </Bar>
      {/* On a phone the six labels do not fit under the dots: the step is said once, below. */}
      <NarrowCaption aria-hidden>
        {statusLook(booking.status).label} · step {current + 1} of {PROGRESS_STEPS.length}
      </NarrowCaption>
    </Progress>
  );
}

/** Each step the booking took, with its date and time in Accra and what the customer was told. */
export function BookingTimeline({ events }: { events: BookingDetailDto['events'] }) {
  return (
    <section aria-labelledby="booking-timeline-title">
      <Heading level={2} id="booking-timeline-title">
        Timeline
      </Heading>
      <Timeline data-ui="booking-timeline">
        {events.map((event) => (
          <TimelineEntry key={`${event.status}-${event.at}`}>
            <EntryStatus>{statusLook(event.status).label}</EntryStatus>
            <EntryTime dateTime={event.at}>{formatDateTime(event.at)}</EntryTime>
            {event.note_for_customer && <EntryNote>{event.note_for_customer}</EntryNote>}
          </TimelineEntry>
        ))}
      </Timeline>
    </section>
  );
}

const Progress = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[6]};
`;

const Bar = styled.ol`
  display: grid;
  grid-template-columns: repeat(${PROGRESS_STEPS.length}, 1fr);
  list-style: none;
  margin: 0;
  padding: 0;
`;

const NarrowCaption = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

const StepItem = styled.li<{ $state: Step }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.inkSubtle : theme.colors.ink)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular)};
  /* 1. The line joining each step to the one before it, drawn behind the dots. */
  &:not(:first-child)::before {
    content: ''; /* [1] */
    position: absolute;
    top: ${({ theme }) => theme.space[2]};
    right: 50%;
    width: 100%;
    height: ${({ theme }) => theme.space[1]};
    background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.border : theme.colors.primary)};
  }
`;

const Dot = styled.span<{ $state: Step }>`
  position: relative;
  z-index: 1;
  width: ${({ theme }) => theme.space[5]};
  height: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.space[1]} solid
    ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.border : theme.colors.primary)};
  background: ${({ theme, $state }) => ($state === 'done' ? theme.colors.primary : theme.colors.surface)};
  ${({ $state, theme }) =>
    $state === 'current' &&
    css`
      box-shadow: 0 0 0 ${theme.space[1]} ${theme.colors.primarySoft};
    `}
`;

const StepLabel = styled.span`
  ${visuallyHidden}
  ${({ theme }) => theme.media.md} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip-path: none;
    white-space: normal;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.3;
  }
`;

const VisuallyHiddenState = styled.span`
  ${visuallyHidden}
`;

const Cancelled = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[6]};
  padding: 0 0 0 ${({ theme }) => theme.space[4]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
`;

const TimelineEntry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 0 ${({ theme }) => theme.space[4]};
`;

const EntryStatus = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const EntryTime = styled.time`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EntryNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
