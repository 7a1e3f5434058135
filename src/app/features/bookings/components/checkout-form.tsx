import * as React from 'react';
import { Form, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import type { PickupLine } from '@laundry-accra/domain/pickup-delivery';
import { chooseBranch, type BranchChoice, type BranchPlace, type MapPoint } from '@laundry-accra/domain/nearest-branch';
import { FormError, FormStack, SelectField, type SelectOption } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';
import type { BookingDto } from '@laundry-accra/domain/schemas/bookings';
import { checkOutInputSchema, type CheckOutInput } from '../api/check-out';
import { HandoverChoice } from './handover-choice';
import { PickupWindowPicker } from './pickup-window-picker';
import { ServiceSpeedChoice, type BenefitCountsLeft } from './service-speed-choice';

/** What the form holds: the checkout's fields, each the value of a select or the date input. */
export type CheckoutValues = CheckOutInput;

/** A saved address as a choice, with what the branch rule reads: its text and, when known, its map point. */
export interface CheckoutAddress extends SelectOption {
  text: string;
  point?: MapPoint | null;
}

export interface CheckoutFormProps {
  /** The customer's saved addresses as choices; none means they must save one first. */
  addresses: readonly CheckoutAddress[];
  /** The branches, with their map points where known. */
  branches: readonly BranchPlace[];
  /** The basket's total, shown above Submit (with the Express fee when Express is chosen). */
  total: string;
  /** True when the basket holds a line measured or priced at pickup: the total is an estimate until then. */
  estimate?: boolean;
  /** What those lines' estimates mean, once per unit (units.ts `estimateNotes`). */
  estimateNotes?: readonly string[];
  /** The basket's lines as the pickup fee reads them (estimated kilos). */
  pickupLines?: readonly PickupLine[];
  /** The package's free pickups and Express upgrades left this month (basket cover). */
  benefitsLeft?: BenefitCountsLeft;
  /** Books the basket with these details. */
  onSubmit: (values: CheckoutValues) => Promise<BookingDto>;
  /** Called with the new booking once it is made. */
  onDone: (booking: BookingDto) => void;
  /** The values to start from instead of the defaults (a checkout kept across a sign-in). */
  resumed?: CheckoutValues;
  /** Opens 'Add A New Address' over the checkout ('Save an address', 'Add a new address'). */
  onAddAddress: () => void;
  /** An address just saved from this form: it becomes the pickup address (the dropoff follows). */
  newAddress?: string;
}

/** Why the branch matters, shown under its select (SPEC §5 names the field; this explains it). */
export const BRANCH_WHY = 'Your clothes are cleaned at this branch, and its team collects and returns them.';

function choiceLine(choice: BranchChoice | undefined, branches: readonly BranchPlace[]): string {
  const name = branches.find((branch) => branch.id === choice?.id)?.name;
  if (!choice || !name) return `${BRANCH_WHY} Choose the one nearest your pickup address.`;
  switch (choice.reason) {
    case 'nearest':
      return `${BRANCH_WHY} ${name} is the nearest to your pickup address.`;
    case 'named-in-address':
      return `${BRANCH_WHY} We chose ${name}, the branch in the area of your pickup address.`;
    case 'only-branch':
      return BRANCH_WHY;
    default:
      return `${BRANCH_WHY} Choose the one nearest your pickup address.`;
  }
}

/**
 * The 'Confirm Checkout' form: pickup address, branch, delivery to a dropoff address or collection
 * at the branch, pickup day and window, Standard
 * or Same-Day Express with its ready time and fee, the pickup fee (or why it is free), the total,
 * Submit.
 */
export function CheckoutForm({
  addresses,
  branches,
  total,
  estimate = false,
  estimateNotes = [],
  pickupLines = [],
  benefitsLeft,
  onSubmit,
  onDone,
  resumed,
  onAddAddress,
  newAddress,
}: CheckoutFormProps) {
  // Worked out once: a list refreshed meanwhile (an address added here) must not reset the form.
  const [initialValues] = React.useState<CheckoutValues>(() => {
    // A checkout kept from before the choice existed is a delivery.
    if (resumed) return { handover: 'delivery', ...resumed };
    const pickup = addresses.length === 1 ? addresses[0] : undefined;
    const branch = pickup ? chooseBranch({ point: pickup.point, text: pickup.text }, branches) : branches.length === 1 ? { id: branches[0].id } : undefined;
    return {
      pickup_address: pickup?.value ?? '',
      handover: 'delivery',
      dropoff_address: pickup?.value ?? '',
      branch: branch?.id ?? '',
      pickup_date: '',
      service_speed: 'standard',
    };
  });

  if (addresses.length === 0) {
    return (
      <NoAddress role="alert">
        You have no saved address yet. Save one to check out.
        <Button type="button" onClick={onAddAddress}>
          Save an address
        </Button>
      </NoAddress>
    );
  }
  const submit = async (values: CheckoutValues) => {
    let booking: BookingDto | undefined;
    // Collected at the branch: no dropoff address is sent.
    const sent: CheckoutValues = values.handover === 'collection' ? { ...values, dropoff_address: undefined } : values;
    const errors = await submitWith(checkOutInputSchema, sent, async (valid) => {
      booking = await onSubmit(valid);
      return booking;
    });
    if (!errors && booking) onDone(booking);
    return errors;
  };
  return (
    <Form<CheckoutValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Confirm Checkout">
          <FormStack>
            <FormError />
            <SelectField name="pickup_address" label="Pickup address" options={addresses} placeholder="Select a pickup address" />
            <AddAddress>
              <Button type="button" variant="secondary" size="sm" onClick={onAddAddress}>
                Add a new address
              </Button>
            </AddAddress>
            <SelectField
              name="branch"
              label="Branch"
              options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
              placeholder="Select a branch"
            />
            <ChooseNewAddress id={newAddress} addresses={addresses} />
            <FollowPickup addresses={addresses} branches={branches} />
            <ChosenHandover branches={branches} addresses={addresses} />
            <PickupWindowPicker />
            <ServiceSpeedChoice total={total} estimate={estimate} pickupLines={pickupLines} benefitsLeft={benefitsLeft} />
            {estimateNotes.map((note) => (
              <EstimateNote key={note} role="note">
                {note}
              </EstimateNote>
            ))}
            <Button type="submit" loading={submitting} fullWidth>
              Submit
            </Button>
          </FormStack>
        </form>
      )}
    </Form>
  );
}

/**
 * Delivery or collection at the chosen branch, and the dropoff address when delivered (the
 * collection choice has none: the select goes, and nothing is sent for it).
 */
function ChosenHandover({ branches, addresses }: { branches: readonly BranchPlace[]; addresses: readonly CheckoutAddress[] }) {
  const branch = useField<string>('branch', { subscription: { value: true } }).input.value;
  const handover = useField<string>('handover', { subscription: { value: true } }).input.value;
  return (
    <>
      <HandoverChoice branchName={branches.find((b) => b.id === branch)?.name} />
      {handover !== 'collection' && (
        <SelectField name="dropoff_address" label="Dropoff address" options={addresses} placeholder="Select a dropoff address" />
      )}
    </>
  );
}

/** Makes an address just saved from the checkout its pickup address, once it is among the choices. */
function ChooseNewAddress({ id, addresses }: { id?: string; addresses: readonly CheckoutAddress[] }) {
  const form = useForm<CheckoutValues>();
  const listed = Boolean(id && addresses.some((option) => option.value === id));
  React.useEffect(() => {
    if (id && listed) form.change('pickup_address', id);
  }, [id, listed, form]);
  return null;
}

/**
 * When the pickup address changes: the dropoff follows it (until the customer picks another), and
 * the branch becomes the one nearest it (until the customer picks another). Shows why the branch
 * matters, and why this one was chosen.
 */
function FollowPickup({ addresses, branches }: { addresses: readonly CheckoutAddress[]; branches: readonly BranchPlace[] }) {
  const form = useForm<CheckoutValues>();
  const pickup = useField<string>('pickup_address', { subscription: { value: true } }).input.value;
  const [choice, setChoice] = React.useState<BranchChoice | undefined>(() => {
    const address = addresses.find((option) => option.value === pickup);
    return chooseBranch(address ? { point: address.point, text: address.text } : {}, branches);
  });
  const previous = React.useRef(pickup);

  React.useEffect(() => {
    if (previous.current === pickup) return;
    const before = previous.current;
    previous.current = pickup;
    const { dropoff_address: dropoff, branch } = form.getState().values;
    const address = addresses.find((option) => option.value === pickup);
    form.batch(() => {
      if (!dropoff || dropoff === before) form.change('dropoff_address', pickup);
      const next = address ? chooseBranch({ point: address.point, text: address.text }, branches) : undefined;
      const wasChosenForUs = !branch || branch === choice?.id;
      if (next && wasChosenForUs) {
        form.change('branch', next.id);
        setChoice(next);
      }
    });
  }, [pickup, addresses, branches, form, choice]);

  const branch = useField<string>('branch', { subscription: { value: true } }).input.value;
  const shown = choice && choice.id === branch ? choice : undefined;
  return <Why>{choiceLine(shown, branches)}</Why>;
}

const Why = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EstimateNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const NoAddress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`;

const AddAddress = styled.div`
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
`;
