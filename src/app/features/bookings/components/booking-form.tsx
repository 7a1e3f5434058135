import * as React from 'react';
import { Form, useField } from 'react-final-form';
import type { Handover } from '@laundry-accra/domain/handover';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import { FormError, FormStack, SelectField, type SelectOption } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { updateBookingInputSchema } from '../api/update-booking';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { HandoverChoice } from './handover-choice';
import { PickupWindowPicker, type BookedWindow } from './pickup-window-picker';

export interface BookingValues {
  pickup_date: string;
  pickup_window?: string;
  pickup_address: string;
  handover: Handover;
  dropoff_address?: string;
}

export interface BookingFormProps {
  booking: BookingDto;
  /** The customer's saved addresses as choices. */
  addresses: readonly SelectOption[];
  /** Pending: every field; once picked up: the choice and its dropoff address only. */
  onSave: (values: Partial<BookingValues>) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * The booking edit form: the pickup day and window as the checkout offers them (closed and full
 * days and windows shown and refused, the booking's own window kept for it), pickup address,
 * delivery (with its dropoff address) or collection at the branch, 'Save Booking'. Once picked up
 * (and until ready) only delivery or collection is offered.
 */
export function BookingForm({ booking, addresses, onSave, onSaved }: BookingFormProps) {
  // Picked up and not ready yet: only how the order comes back may change (and its dropoff address).
  const pending = booking.status === 'pending';
  const onSubmit = async (values: BookingValues) => {
    const collected = values.handover === 'collection';
    const sent: BookingValues = {
      ...values,
      dropoff_address: collected ? undefined : values.dropoff_address,
    };
    const errors = await submitWith(updateBookingInputSchema, sent, (valid) =>
      onSave(
        pending
          ? { ...valid, handover: valid.handover ?? values.handover }
          : // Once picked up only the choice (and its dropoff address) is sent.
            { handover: values.handover, dropoff_address: sent.dropoff_address },
      ),
    );
    if (!errors) onSaved();
    return errors;
  };
  const booked = React.useMemo<BookedWindow>(
    () => ({ date: booking.pickup_date, start: booking.pickup_window }),
    [booking.pickup_date, booking.pickup_window],
  );
  const initialValues = React.useMemo<BookingValues>(
    () => ({
      pickup_date: booking.pickup_date,
      pickup_window: booking.pickup_window ?? undefined,
      pickup_address: booking.pickup_address,
      handover: booking.handover ?? 'delivery',
      dropoff_address: booking.dropoff_address ?? undefined,
    }),
    [booking.pickup_date, booking.pickup_window, booking.pickup_address, booking.handover, booking.dropoff_address],
  );
  return (
    <Form<BookingValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Edit booking">
          <FormStack>
            <FormError />
            <Now>
              Pickup {pending ? 'now' : 'was'}: <strong>{formatBookingPickup(booking)}</strong> at {booking.branch.name}
            </Now>
            {pending && (
              <>
                <PickupWindowPicker branch={booking.branch.id} booked={booked} />
                <SelectField name="pickup_address" label="Pickup address" options={addresses} placeholder="Select a pickup address" />
              </>
            )}
            <HandoverChoice branchName={booking.branch.name} />
            <DropoffWhenDelivered addresses={addresses} />
            <Now role="note">The pickup fee follows your choice; any difference is charged or refunded.</Now>
            <div>
              <Button type="submit" loading={submitting}>
                Save Booking
              </Button>
            </div>
          </FormStack>
        </form>
      )}
    </Form>
  );
}

/** The dropoff address, asked only when the order is delivered. */
function DropoffWhenDelivered({ addresses }: { addresses: readonly SelectOption[] }) {
  const handover = useField<Handover>('handover', { subscription: { value: true } }).input.value;
  if (handover === 'collection') return null;
  return <SelectField name="dropoff_address" label="Dropoff address" options={addresses} placeholder="Select a dropoff address" />;
}

const Now = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
