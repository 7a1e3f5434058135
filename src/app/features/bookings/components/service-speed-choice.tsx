/**
 * The checkout's Standard or Same-Day Express choice, under the pickup window: each with when the
 * laundry will be ready (for the chosen window) and, for Express, its fee; then the total the
 * booking will cost. Express is disabled, with the reason, for a window 24 hours does not fit or
 * a day whose Express places are taken. A native radio group, like the windows.
 */
import * as React from 'react';
import { useAtomValue } from 'jotai';
import { Field, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { formatMoney } from '@laundry-accra/domain/format';
import {
  expressFee,
  formatReadyBy,
  SERVICE_SPEED_NAMES,
  SERVICE_SPEED_PROMISES,
  type ServiceSpeed,
} from '@laundry-accra/domain/service-speed';
import { fromPesewas, toPesewas } from '@laundry-accra/domain/money';
import {
  freePickupHint,
  handoverTerms,
  pickupFee,
  pickupFeeInWords,
  pickupFeeName,
  type PickupFee,
  type PickupLine,
} from '@laundry-accra/domain/pickup-delivery';
import { DEFAULT_HANDOVER, type Handover } from '@laundry-accra/domain/handover';
import type { SlotsAnswerDto } from '@laundry-accra/domain/schemas/pickup-windows';
import { fieldMessage } from '@/lib/form/fields';
import { slotsQueryAtom } from '../api/get-slots';
import { Choice, ChoiceGroup, ChoiceLegend, Radio } from './choice-parts';

/** Why Express cannot be chosen now, or null when it can. */
export function expressUnavailable(slots: SlotsAnswerDto | undefined, date: string, start: string | undefined): string | null {
  // No word here may repeat another field's label ('Branch', 'Pickup address'): the radio's
  // label holds it, and the form's fields are found by their labels.
  if (!slots) return 'Choose a pickup day first';
  if (typeof slots.express_surcharge_percent !== 'number') return 'Not offered yet';
  const day = slots.days.find((d) => d.date === date);
  if (!day) return null;
  if (!day.express_remaining) return 'Full on this day';
  const window = start ? day.windows.find((w) => w.start === start) : undefined;
  if (window && !window.express_ready_by) return 'Not offered for this window: we are closed 24 hours later';
  if (window && !window.express) return 'Not offered for this window';
  return null;
}

/** The package's free pickups and Express upgrades left in the month (the basket cover's answer). */
export interface BenefitCountsLeft {
  freePickups: number;
  expressUpgrades: number;
}

/**
 * The branch's pickup fee for `lines`, once the branch's slots (which carry its setting) are
 * known: waived while the package has a free pickup left (pickupFee's own order decides).
 */
export function pickupFeeFor(
  slots: SlotsAnswerDto | undefined,
  lines: readonly PickupLine[],
  freePickupLeft = false,
  handover: Handover = DEFAULT_HANDOVER,
): PickupFee | undefined {
  if (!slots || typeof slots.pickup_fee !== 'string' || typeof slots.free_pickup_from_kg !== 'number') return undefined;
  const terms = handoverTerms({ fee: slots.pickup_fee, freeFromKg: slots.free_pickup_from_kg }, handover);
  return pickupFee(lines, terms, freePickupLeft);
}

/** The choice with the total, reading the branch, day and window chosen in the same form. */
export function ServiceSpeedChoice({
  total,
  estimate = false,
  pickupLines = [],
  benefitsLeft,
}: {
  total: string;
  estimate?: boolean;
  pickupLines?: readonly PickupLine[];
  benefitsLeft?: BenefitCountsLeft;
}) {
  const branch = useField<string>('branch', { subscription: { value: true } }).input.value;
  const slots = useAtomValue(React.useMemo(() => slotsQueryAtom(branch), [branch]));
  return (
    <ServiceSpeedChoices
      slots={branch ? slots.data : undefined}
      total={total}
      estimate={estimate}
      pickupLines={pickupLines}
      benefitsLeft={benefitsLeft}
    />
  );
}

/** The choices for `slots` (exported for tests and stories). */
export function ServiceSpeedChoices({
  slots,
  total,
  estimate = false,
  pickupLines = [],
  benefitsLeft,
}: {
  slots: SlotsAnswerDto | undefined;
  total: string;
  /** A per-kg line makes the total an estimate until it is weighed. */
  estimate?: boolean;
  /** The basket's lines as the pickup fee reads them (kilos estimated, pieces a package covers). */
  pickupLines?: readonly PickupLine[];
  /** The package's free pickups and Express upgrades left this month. */
  benefitsLeft?: BenefitCountsLeft;
}) {
  const form = useForm();
  const date = useField<string>('pickup_date', { subscription: { value: true } }).input.value;
  const start = useField<string | undefined>('pickup_window', { subscription: { value: true } }).input.value;
  const speed: ServiceSpeed = useField<ServiceSpeed | undefined>('service_speed', { subscription: { value: true } }).input.value ?? 'standard';
  const handover: Handover = useField<Handover | undefined>('handover', { subscription: { value: true } }).input.value || DEFAULT_HANDOVER;

  const window = slots?.days.find((d) => d.date === date)?.windows.find((w) => w.start === start);
  const why = expressUnavailable(slots, date, start || undefined);
  const surcharge = slots && typeof slots.express_surcharge_percent === 'number' ? expressFee(total, slots.express_surcharge_percent) : '0.00';
  // A free Express upgrade left this month waives a surcharge above 0 (package-benefits.ts).
  const expressFree = toPesewas(surcharge) > 0 && (benefitsLeft?.expressUpgrades ?? 0) > 0;
  const fee = expressFree ? '0.00' : surcharge;
  const placesLeft = slots?.days.find((d) => d.date === date)?.express_remaining;

  // A window or day Express does not fit turns a chosen Express back to Standard.
  React.useEffect(() => {
    if (why && speed === 'express') form.change('service_speed', 'standard');
  }, [why, speed, form]);

  const readyLine = (choice: ServiceSpeed) => {
    const at = choice === 'express' ? window?.express_ready_by : window?.standard_ready_by;
    return at ? `Ready by ${formatReadyBy(at)}` : SERVICE_SPEED_PROMISES[choice];
  };
  const pickup = pickupFeeFor(slots, pickupLines, (benefitsLeft?.freePickups ?? 0) > 0, handover);
  const pickupHint = pickup && slots ? freePickupHint(pickup, slots.free_pickup_from_kg) : null;
  const due = fromPesewas(toPesewas(total) + (speed === 'express' ? toPesewas(fee) : 0) + toPesewas(pickup?.fee ?? '0'));

  return (
    <>
      <ChoiceGroup>
        <ChoiceLegend>Service</ChoiceLegend>
        <Choices>
          <Field<string> name="service_speed" type="radio" value="standard">
            {({ input }) => (
              <Choice $disabled={false}>
                <Radio {...input} aria-describedby="speed-standard-ready" />
                <Name>{SERVICE_SPEED_NAMES.standard}</Name>
                {/* The details are the radio's description (aria-describedby), not part of its name. */}
                <Detail id="speed-standard-ready" aria-hidden>
                  {readyLine('standard')}
                </Detail>
                <Detail aria-hidden>No extra charge</Detail>
              </Choice>
            )}
          </Field>
          <Field<string> name="service_speed" type="radio" value="express">
            {({ input }) => (
              <Choice $disabled={Boolean(why)} title={why ?? undefined}>
                <Radio {...input} disabled={Boolean(why)} aria-describedby="speed-express-ready speed-express-fee" />
                <Name>{SERVICE_SPEED_NAMES.express}</Name>
                <Detail id="speed-express-ready" aria-hidden>
                  {why ?? readyLine('express')}
                </Detail>
                <Detail id="speed-express-fee" aria-hidden $strong={!why}>
                  {expressFree ? (
                    'Free with your package (1 upgrade of this month)'
                  ) : (
                    <>
                      + {formatMoney(fee)}
                      {slots && typeof slots.express_surcharge_percent === 'number' ? ` (${slots.express_surcharge_percent} % of the items)` : ''}
                    </>
                  )}
                </Detail>
                {!why && placesLeft !== undefined && placesLeft <= 3 && (
                  <Detail aria-hidden $warn>
                    {placesLeft} Express left this day
                  </Detail>
                )}
              </Choice>
            )}
          </Field>
        </Choices>
        <Field<string> name="service_speed" subscription={{ error: true, submitError: true, touched: true, dirtySinceLastSubmit: true }}>
          {({ meta }) => (fieldMessage(meta) ? <Error role="alert">{fieldMessage(meta)}</Error> : null)}
        </Field>
      </ChoiceGroup>
      {speed === 'express' && (
        <FeeLine>
          <span>{SERVICE_SPEED_NAMES.express}</span>
          <span>{expressFree ? 'Free with your package' : formatMoney(fee)}</span>
        </FeeLine>
      )}
      {pickup && slots && (
        <FeeLine>
          <span>{pickupFeeName(handover)}</span>
          <span>{pickupFeeInWords(pickup, slots.free_pickup_from_kg)}</span>
        </FeeLine>
      )}
      {pickupHint && <Hint role="note">{pickupHint}</Hint>}
      <TotalLine>
        <span>{estimate ? 'Total (estimate)' : 'Total'}</span>
        <strong>{formatMoney(due)}</strong>
      </TotalLine>
    </>
  );
}



const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;



const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Detail = styled.span<{ $strong?: boolean; $warn?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warning : theme.colors.inkMuted)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const FeeLine = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Hint = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space[2]}) 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const TotalLine = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin: 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Error = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
