import * as React from 'react';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { FormError, FormStack, SelectField, TextInputField, type SelectOption } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { updateBookingInputSchema } from '../api/update-booking';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';

export interface BookingValues {
  pickup_date: string;
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

/** The booking edit form: pickup date, pickup and dropoff address, 'Save Booking'. */
export function BookingForm({ booking, addresses, onSave, onSaved }: BookingFormProps) {
  const onSubmit = async (values: BookingValues) => {
    const errors = await submitWith(updateBookingInputSchema, values, (valid) => onSave(valid));
    if (!errors) onSaved();
    return errors;
  };
  return (
    <Form<BookingValues>
      onSubmit={onSubmit}
      initialValues={{
        pickup_date: booking.pickup_date,
        pickup_address: booking.pickup_address,
        dropoff_address: booking.dropoff_address,
      }}
    >
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Edit booking">
          <FormStack>
            <FormError />
            <TextInputField name="pickup_date" label="Pickup date" type="date" min={todayInAccra()} />
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
