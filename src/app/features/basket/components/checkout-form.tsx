import * as React from 'react';
import { Link } from 'gatsby';
import { Form } from 'react-final-form';
import * as yup from 'yup';
import { Button } from '@/design-system/Button/Button';
import { todayInAccra } from '@laundry-accra/domain/dates';
import { paths } from '@/lib/paths';
import { FormError, FormStack, SelectField, TextInputField, type SelectOption } from '@/app/components/form/fields';
import { submitWith } from '@/app/components/form/submit';
import { checkOutInputSchema } from '../api/check-out';
import type { Branch } from '../types';

/** SPEC §5's checkout rules, plus the branch the booking goes to. */
const checkoutFormSchema = checkOutInputSchema.shape({
  branch: yup.string().trim().required('Please select a branch'),
});

export interface CheckoutValues {
  pickup_address: string;
  dropoff_address: string;
  branch: string;
  pickup_date: string;
}

export interface CheckoutFormProps {
  /** The customer's saved addresses as choices; none means they must save one first. */
  addresses: readonly SelectOption[];
  branches: readonly Branch[];
  /** Books the basket with these details. */
  onSubmit: (values: CheckoutValues) => Promise<unknown>;
  /** Called once the booking is made. */
  onDone: () => void;
}

/** The 'Confirm Checkout' form: pickup and dropoff address, branch, pickup date, Submit. */
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
    const errors = await submitWith(checkoutFormSchema, values, (valid) => onSubmit(valid as CheckoutValues));
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
            <TextInputField name="pickup_date" label="Pickup date" type="date" min={todayInAccra()} />
            <Button type="submit" loading={submitting} fullWidth>
              Submit
            </Button>
          </FormStack>
        </form>
      )}
    </Form>
  );
}
