import * as React from 'react';
import { Form } from 'react-final-form';
import { Button } from '@/design-system/Button/Button';
import { FormError, FormStack, TextInputField } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { addressInputSchema, type AddressInput } from '../api/create-address';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: AddressDto;
  onSave: (input: AddressInput) => Promise<unknown>;
  onSaved: () => void;
}

const blank: AddressInput = { address_name: '', address: '', street_name: '', city: '', town: '' };

/** 'Add A New Address' (also used to edit): name and address required, the rest optional. */
export function AddressForm({ address, onSave, onSaved }: AddressFormProps) {
  const onSubmit = async (values: AddressInput) => {
    const errors = await submitWith(addressInputSchema, values, onSave);
    if (!errors) onSaved();
    return errors;
  };
  const initialValues = address
    ? {
        address_name: address.address_name,
        address: address.address,
        street_name: address.street_name ?? '',
        city: address.city ?? '',
        town: address.town ?? '',
      }
    : blank;
  return (
    <Form<AddressInput> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Add A New Address">
          <FormStack>
            <FormError />
            <TextInputField name="address_name" label="Address name" placeholder="Home, Office…" />
            <TextInputField name="address" label="Address" autoComplete="street-address" />
            <TextInputField name="street_name" label="Street name (optional)" />
            <TextInputField name="town" label="Town (optional)" />
            <TextInputField name="city" label="City (optional)" autoComplete="address-level2" />
            <div>
              <Button type="submit" loading={submitting}>
                Save Address
              </Button>
            </div>
          </FormStack>
        </form>
      )}
    </Form>
  );
}
