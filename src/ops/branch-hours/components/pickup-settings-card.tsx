/**
 * The Hours screen's pickup and delivery card (admins): the fee a booking pays for being
 * collected and brought back, and the weight by the kilo from which it is free (packages always
 * are). The rule is pickup-delivery.ts's.
 */
import * as React from 'react';
import { useAtomValue } from 'jotai';
import { PICKUP_LIMITS } from '@laundry-accra/domain/pickup-delivery';
import type { PickupSettingsAnswerDto } from '@laundry-accra/domain/schemas/pickup-delivery';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { FieldRow, fieldNumber, FormProblem, saveProblems, SettingsCard } from './settings-card';
import { pickupSettingsQueryAtom } from '../api/get-pickup-settings';
import { savePickupSettingsMutationAtom } from '../api/save-pickup-settings';

function PickupForm({ branch, saved }: { branch: string; saved: PickupSettingsAnswerDto }) {
  const [fee, setFee] = React.useState(saved.pickup_fee);
  const [freeFrom, setFreeFrom] = React.useState(String(saved.free_pickup_from_kg));
  React.useEffect(() => {
    setFee(saved.pickup_fee);
    setFreeFrom(String(saved.free_pickup_from_kg));
  }, [saved]);
  const save = useAtomValue(savePickupSettingsMutationAtom);
  const { fields, formProblem } = saveProblems(save.error);
  return (
    <form
      aria-label="Pickup and delivery settings"
      // The API's messages say what is allowed (one decimal, above 0), under the field.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ branch, settings: { pickup_fee: fee.trim(), free_pickup_from_kg: fieldNumber(freeFrom) } });
      }}
    >
      <FormProblem>{formProblem}</FormProblem>
      <FieldRow>
        <TextField
          label="Pickup fee (GHC)"
          inputMode="decimal"
          value={fee}
          onChange={(event) => setFee(event.target.value)}
          error={fields.pickup_fee}
        />
        <TextField
          label="Free from (kg)"
          type="number"
          min={0.1}
          max={PICKUP_LIMITS.maxFreeFromKg}
          step={0.1}
          value={freeFrom}
          onChange={(event) => setFreeFrom(event.target.value)}
          error={fields.free_pickup_from_kg}
        />
      </FieldRow>
      <Button type="submit" variant="secondary" loading={save.isPending}>
        Save pickup settings
      </Button>
    </form>
  );
}

/** The card; reads and saves the setting of `branch`. */
export function PickupSettingsCard({ branch }: { branch: string }) {
  const settings = useAtomValue(React.useMemo(() => pickupSettingsQueryAtom(branch), [branch]));
  return (
    <SettingsCard
      id="pickup-title"
      title="Pickup and delivery"
      explain={
        <>
          Each booking pays the fee, unless its laundry by the kilo weighs at least the weight below or a monthly package
          covers one of its items. A fee of 0.00 makes pickup always free. Orders already booked keep their fee.
        </>
      }
      query={settings}
      loadingLabel="Loading the pickup settings"
      errorTitle="We could not load the pickup settings."
    >
      {(saved) => <PickupForm branch={branch} saved={saved} />}
    </SettingsCard>
  );
}

