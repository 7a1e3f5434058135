import * as React from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { formatBookingPickup } from '@laundry-accra/domain/pickup-windows';
import { FormError, FormStack, SelectField, type SelectOption } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { updateBookingInputSchema } from '../api/update-booking';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { PickupWindowPicker, type BookedWindow } from './pickup-window-picker';

export interface BookingValues {
  pickup_date: string;
  pickup_window?: string;
  pickup_address: string;
  dropoff_address: string;
}

export interface BookingFormProps {
  booking: BookingDto;
  /** The customer's saved addresses as choices. */
  addresses: readonly SelectOption[];
  onSave: (values: BookingValues) => Promise<unknown>;
  onSaved: () => void;
}

/**
 * The booking edit form: the pickup day and window as the checkout offers them (closed and full
 * days and windows shown and refused, the booking's own window kept for it), pickup and dropoff address,
 * 'Save Booking'.
 */
export function BookingForm({ booking, addresses, onSave, onSaved }: BookingFormProps) {
  const onSubmit = async (values: BookingValues) => {
    const errors = await submitWith(updateBookingInputSchema, values, (valid) => onSave(valid));
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
      dropoff_address: booking.dropoff_address,
    }),
    [booking.pickup_date, booking.pickup_window, booking.pickup_address, booking.dropoff_address],
  );
  return (
    <Form<BookingValues> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Edit booking">
          <FormStack>
            <FormError />
            <Now>
              Pickup now: <strong>{formatBookingPickup(booking)}</strong> at {booking.branch.name}
            </Now>
            <PickupWindowPicker branch={booking.branch.id} booked={booked} />
            <SelectField name="pickup_address" label="Pickup address" options={addresses} placeholder="Select a pickup address" />
            <SelectField name="dropoff_address" label="Dropoff address" options={addresses} placeholder="Select a dropoff address" />
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

const Now = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
