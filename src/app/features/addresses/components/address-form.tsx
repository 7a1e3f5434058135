import * as React from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { FormError, FormStack, TextInputField } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import { addressInputSchema, type AddressInput } from '../api/create-address';
import type { AddressDto } from '@laundry-accra/domain/schemas/addresses';
import { formatPhone } from '@laundry-accra/domain/format';
import { LANDMARK_MAX } from '@laundry-accra/domain/rules';
import { MapPointField } from './map-point-field';

export interface AddressFormProps {
  /** The address being edited; none for a new one. */
  address?: AddressDto;
  onSave: (input: AddressInput) => Promise<unknown>;
  onSaved: () => void;
}

const blank: AddressInput = {
  address_name: '',
  address: '',
  street_name: '',
  city: '',
  town: '',
  latitude: null,
  longitude: null,
  digital_address: '',
  landmark: '',
  contact_phone: '',
};

/**
 * 'Add A New Address' (also used to edit): name and address required, the rest optional; then
 * what helps the rider find it: a point on the map, the GhanaPost GPS address, a landmark and a
 * number to call.
 */
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
        latitude: address.latitude,
        longitude: address.longitude,
        digital_address: address.digital_address ?? '',
        landmark: address.landmark ?? '',
        contact_phone: address.contact_phone ? formatPhone(address.contact_phone) : '',
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
            <RiderSection aria-labelledby="rider-heading">
              <RiderHeading id="rider-heading">Help our rider find you</RiderHeading>
              <MapPointField />
              <TextInputField
                name="digital_address"
                label="GhanaPost GPS address (optional)"
                placeholder="GA-183-8164"
                autoCapitalize="characters"
                autoComplete="off"
                hint="From the GhanaPost GPS app, like GA-183-8164."
              />
              <TextInputField
                name="landmark"
                label="Landmark (optional)"
                placeholder="Opposite the Shell station"
                maxLength={LANDMARK_MAX}
                hint="Something the rider can see from the road."
              />
              <TextInputField
                name="contact_phone"
                label="Phone for the rider (optional)"
                type="tel"
                autoComplete="tel"
                placeholder="024 123 4567"
                hint="Who the rider calls on arrival, if not you."
              />
            </RiderSection>
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

const RiderSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.border};
`;

const RiderHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
