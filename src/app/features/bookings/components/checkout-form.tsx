import * as React from 'react';
import { Link } from 'gatsby';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import type { BranchDto } from '@laundry-accra/domain/schemas/catalogue';
import { paths } from '@/lib/paths';
import { FormError, FormStack, SelectField, type SelectOption } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { checkOutInputSchema, type CheckOutInput } from '../api/check-out';
import { PickupWindowPicker } from './pickup-window-picker';

/** What the form holds: the checkout's fields, each the value of a select or the date input. */
export type CheckoutValues = Omit<CheckOutInput, 'booking_items'>;

export interface CheckoutFormProps {
  /** The customer's saved addresses as choices; none means they must save one first. */
  addresses: readonly SelectOption[];
  branches: readonly BranchDto[];
  /** Books the basket with these details. */
  onSubmit: (values: CheckoutValues) => Promise<unknown>;
  /** Called once the booking is made. */
  onDone: () => void;
}

/** The 'Confirm Checkout' form: pickup and dropoff address, branch, pickup day and window, Submit. */
export function CheckoutForm({ addresses, branches, onSubmit, onDone }: CheckoutFormProps) {
  if (addresses.length === 0) {
    return (
      <p role="alert">
        You have no saved address yet. <Link to={paths.app.addresses}>Save an address</Link> first, then come back to
        check out.
      </p>
    );
  }
  const submit = async (values: CheckoutValues) => {
    const errors = await submitWith(checkOutInputSchema, values, onSubmit);
    if (!errors) onDone();
    return errors;
  };
  const initialValues: CheckoutValues = {
    pickup_address: '',
    dropoff_address: '',
    branch: branches.length === 1 ? branches[0].id : '',
    pickup_date: '',
  };
  return (
    <Form<CheckoutValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Confirm Checkout">
          <FormStack>
            <FormError />
            <SelectField name="pickup_address" label="Pickup address" options={addresses} placeholder="Select a pickup address" />
            <SelectField name="dropoff_address" label="Dropoff address" options={addresses} placeholder="Select a dropoff address" />
            <SelectField
              name="branch"
              label="Branch"
              options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
              placeholder="Select a branch"
            />
            <PickupWindowPicker />
            <Button type="submit" loading={submitting} fullWidth>
              Submit
            </Button>
          </FormStack>
        </form>
      )}
    </Form>
  );
}
