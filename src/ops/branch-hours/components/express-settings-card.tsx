/**
 * The Hours screen's Same-Day Express card (admins): the surcharge customers pay on top of the
 * items, and how many Express bookings the branch takes per pickup day.
 */
import * as React from 'react';
import { useAtomValue } from 'jotai';
import { EXPRESS_HOURS, EXPRESS_LIMITS } from '@laundry-accra/domain/service-speed';
import type { ExpressSettingsDto } from '@laundry-accra/domain/schemas/service-speed';
import { Button } from '@/design-system/Button/Button';
import { TextField } from '@/design-system/TextField/TextField';
import { FieldRow, fieldNumber, FormProblem, saveProblems, SettingsCard } from './settings-card';
import { expressSettingsQueryAtom } from '../api/get-express-settings';
import { saveExpressSettingsMutationAtom } from '../api/save-express-settings';

function ExpressForm({ branch, saved }: { branch: string; saved: ExpressSettingsDto }) {
  const [surcharge, setSurcharge] = React.useState(String(saved.surcharge_percent));
  const [places, setPlaces] = React.useState(String(saved.daily_capacity));
  React.useEffect(() => {
    setSurcharge(String(saved.surcharge_percent));
    setPlaces(String(saved.daily_capacity));
  }, [saved]);
  const save = useAtomValue(saveExpressSettingsMutationAtom);
  const { fields, formProblem } = saveProblems(save.error);
  return (
    <form
      aria-label="Same-Day Express settings"
      // The API's messages say what is allowed (a whole number within the limits), under the field.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ branch, settings: { surcharge_percent: fieldNumber(surcharge), daily_capacity: fieldNumber(places) } });
      }}
    >
      <FormProblem>{formProblem}</FormProblem>
      <FieldRow>
        <TextField
          label="Surcharge (% of the items)"
          type="number"
          min={0}
          max={EXPRESS_LIMITS.maxSurchargePercent}
          value={surcharge}
          onChange={(event) => setSurcharge(event.target.value)}
          error={fields.surcharge_percent}
        />
        <TextField
          label="Express bookings per day"
          type="number"
          min={0}
          max={EXPRESS_LIMITS.maxDailyCapacity}
          value={places}
          onChange={(event) => setPlaces(event.target.value)}
          error={fields.daily_capacity}
        />
      </FieldRow>
      <Button type="submit" variant="secondary" loading={save.isPending}>
        Save Express settings
      </Button>
    </form>
  );
}

/** The card; reads and saves the settings of `branch`. */
export function ExpressSettingsCard({ branch }: { branch: string }) {
  const settings = useAtomValue(React.useMemo(() => expressSettingsQueryAtom(branch), [branch]));
  return (
    <SettingsCard
      id="express-title"
      title="Same-Day Express"
      explain={
        <>
          Ready {EXPRESS_HOURS} hours after the pickup window ends; offered only for windows where the branch is open{' '}
          {EXPRESS_HOURS} hours later. 0 bookings a day stops Express. Orders already booked keep their fee.
        </>
      }
      query={settings}
      loadingLabel="Loading the Express settings"
      errorTitle="We could not load the Express settings."
    >
      {(saved) => <ExpressForm branch={branch} saved={saved} />}
    </SettingsCard>
  );
}

