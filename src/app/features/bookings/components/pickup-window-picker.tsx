/**
 * The checkout's pickup day and window: the next 14 days as choices (a closed or full day
 * disabled, with the reason on hover and for screen readers), then the chosen day's windows, each
 * saying 'N left' when few places remain. Both are native radio groups, so arrow keys move
 * between choices and Space picks one. It reads the branch chosen in the same form.
 */
import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Field, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { FEW_PLACES_LEFT, formatPickupDay, PICKUP_WINDOW_MESSAGES } from '@laundry-accra/domain/pickup-windows';
import type { DaySlotsDto } from '@laundry-accra/domain/schemas/pickup-windows';
import { fieldMessage } from '@/lib/form/fields';
import { slotsQueryAtom } from '../api/get-slots';
import { Choice, ChoiceGroup, ChoiceLegend, Radio } from './choice-parts';

/** Why a day cannot be chosen, or null when it can. */
export function dayUnavailable(day: DaySlotsDto): string | null {
  if (!day.open) return day.reason ?? 'Closed';
  if (!day.windows.some((w) => w.unavailable === null)) {
    return day.windows.every((w) => w.unavailable === PICKUP_WINDOW_MESSAGES.full)
      ? 'Fully booked'
      : 'No window left that day';
  }
  return null;
}

/** 'N left' for a window with few places, else nothing. */
export const placesLeft = (remaining: number) =>
  remaining > 0 && remaining <= FEW_PLACES_LEFT ? `${remaining} left` : '';

/** The day and window a booking already holds: it keeps its place there, full or past its cut-off. */
export interface BookedWindow {
  date: string;
  start: string | null;
}

/** What a booked window says instead of its places. */
export const BOOKED_WINDOW_NOTE = 'Your booking';

/**
 * `days` as the booking holding `booked` sees them: its own window stays choosable (the server
 * keeps an unchanged day and window as they are), and so does its day.
 */
export function withBookedWindow(days: readonly DaySlotsDto[], booked: BookedWindow | undefined): readonly DaySlotsDto[] {
  if (!booked?.start) return days;
  return days.map((day) =>
    day.date !== booked.date || !day.windows.some((w) => w.start === booked.start)
      ? day
      : { ...day, open: true, reason: null, windows: day.windows.map((w) => (w.start === booked.start ? { ...w, unavailable: null } : w)) },
  );
}

export interface PickupWindowPickerProps {
  /** The branch whose days to offer; by default the form's own `branch` field (checkout). */
  branch?: string;
  /** The day and window the booking being edited holds. */
  booked?: BookedWindow;
}

export function PickupWindowPicker({ branch: fixedBranch, booked }: PickupWindowPickerProps = {}) {
  const chosenBranch = useField<string>('branch', { subscription: { value: true } }).input.value;
  const branch = fixedBranch ?? chosenBranch;
  const slots = useAtomValue(React.useMemo(() => slotsQueryAtom(branch), [branch]));
  if (!branch) return <Note>Choose a branch to see its pickup days and windows.</Note>;
  if (slots.isError) {
    return (
      <Note role="alert">
        We could not load the pickup windows.{' '}
        <button type="button" onClick={() => slots.refetch()}>
          Try again
        </button>
      </Note>
    );
  }
  if (!slots.data) return <Note aria-live="polite">Loading pickup windows…</Note>;
  return <PickupChoices days={slots.data.days} booked={booked} />;
}

/** The day and window choices for `days` (exported for tests and stories). */
export function PickupChoices({ days: offered, booked }: { days: readonly DaySlotsDto[]; booked?: BookedWindow }) {
  const days = React.useMemo(() => withBookedWindow(offered, booked), [offered, booked]);
  const form = useForm();
  const dateField = useField<string>('pickup_date', { subscription: { value: true } });
  const chosenDay = days.find((d) => d.date === dateField.input.value);
  const chosenWindow = useField<string>('pickup_window', { subscription: { value: true } }).input.value;

  // A refresh (after a 409) may have taken the chosen window or the whole day away: clear them.
  React.useEffect(() => {
    if (!chosenDay) return;
    if (dayUnavailable(chosenDay)) {
      form.batch(() => {
        form.change('pickup_date', '');
        form.change('pickup_window', undefined);
      });
    } else if (chosenWindow && chosenDay.windows.find((w) => w.start === chosenWindow)?.unavailable) {
      form.change('pickup_window', undefined);
    }
  }, [chosenDay, chosenWindow, form]);

  return (
    <>
      <Field<string> name="pickup_date">
        {({ meta }) => (
          <ChoiceGroup aria-describedby={fieldMessage(meta) ? 'pickup-date-error' : undefined}>
            <ChoiceLegend>Pickup day</ChoiceLegend>
            <Days>
              {days.map((day) => {
                const why = dayUnavailable(day);
                const id = `pickup-day-${day.date}`;
                return (
                  <Field<string> key={day.date} name="pickup_date" type="radio" value={day.date}>
                    {({ input }) => (
                      <Choice $disabled={Boolean(why)} title={why ?? undefined}>
                        <Radio
                          {...input}
                          disabled={Boolean(why)}
                          aria-describedby={why ? `${id}-why` : undefined}
                          onChange={(event) => {
                            input.onChange(event);
                            form.change('pickup_window', undefined);
                          }}
                        />
                        <ChoiceLabel>{formatPickupDay(day.date)}</ChoiceLabel>
                        {/* The reason is the radio's description (aria-describedby), not part of its name. */}
                        {why && (
                          <Why id={`${id}-why`} aria-hidden>
                            {why}
                          </Why>
                        )}
                      </Choice>
                    )}
                  </Field>
                );
              })}
            </Days>
            {fieldMessage(meta) && (
              <Error id="pickup-date-error" role="alert">
                {fieldMessage(meta)}
              </Error>
            )}
          </ChoiceGroup>
        )}
      </Field>
      {chosenDay && (
        <Field<string> name="pickup_window">
          {({ meta }) => (
            <ChoiceGroup>
              <ChoiceLegend>Pickup window ({formatPickupDay(chosenDay.date)})</ChoiceLegend>
              <Days>
                {chosenDay.windows.map((window) => {
                  const id = `pickup-window-${window.start}`;
                  const isBooked = booked?.date === chosenDay.date && booked.start === window.start;
                  const left = isBooked ? BOOKED_WINDOW_NOTE : placesLeft(window.remaining);
                  return (
                    <Field<string> key={window.start} name="pickup_window" type="radio" value={window.start}>
                      {({ input }) => (
                        <Choice $disabled={Boolean(window.unavailable)} title={window.unavailable ?? undefined}>
                          <Radio
                            {...input}
                            disabled={Boolean(window.unavailable)}
                            aria-describedby={window.unavailable || left ? `${id}-why` : undefined}
                          />
                          <ChoiceLabel>
                            {window.start}–{window.end}
                          </ChoiceLabel>
                          {(window.unavailable || left) && (
                            <Why id={`${id}-why`} aria-hidden $warn={Boolean(left) && !window.unavailable && !isBooked}>
                              {window.unavailable ?? left}
                            </Why>
                          )}
                        </Choice>
                      )}
                    </Field>
                  );
                })}
              </Days>
              {fieldMessage(meta) && <Error role="alert">{fieldMessage(meta)}</Error>}
            </ChoiceGroup>
          )}
        </Field>
      )}
    </>
  );
}

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;



const Days = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;



const ChoiceLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const Why = styled.span<{ $warn?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.inkMuted)};
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
