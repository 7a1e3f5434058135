/**
 * The Hours screen's Same-Day Express card (admins): the surcharge customers pay on top of the
 * items, and how many Express bookings the branch takes per pickup day.
 */
import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { EXPRESS_HOURS, EXPRESS_LIMITS } from '@laundry-accra/domain/service-speed';
import type { ExpressSettingsDto } from '@laundry-accra/domain/schemas/service-speed';
import { Button } from '@/design-system/Button/Button';
import { Card } from '@/design-system/Card/Card';
import { Heading } from '@/design-system/Heading/Heading';
import { TextField } from '@/design-system/TextField/TextField';
import { ApiError, errorMessage } from '@/lib/api-client';
import { QueryView } from '@/lib/query-view';
import { expressSettingsQueryAtom, saveExpressSettingsMutationAtom } from './express-settings-api';

function ExpressForm({ branch, saved }: { branch: string; saved: ExpressSettingsDto }) {
  const [surcharge, setSurcharge] = React.useState(String(saved.surcharge_percent));
  const [places, setPlaces] = React.useState(String(saved.daily_capacity));
  React.useEffect(() => {
    setSurcharge(String(saved.surcharge_percent));
    setPlaces(String(saved.daily_capacity));
  }, [saved]);
  const save = useAtomValue(saveExpressSettingsMutationAtom);
  const fields = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const formProblem = save.error && !Object.keys(fields).length ? errorMessage(save.error) : undefined;
  return (
    <form
      aria-label="Same-Day Express settings"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ branch, settings: { surcharge_percent: Number(surcharge), daily_capacity: Number(places) } });
      }}
    >
      {formProblem && <Problem role="alert">{formProblem}</Problem>}
      <Row>
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
      </Row>
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
    <Card aria-labelledby="express-title">
      <Heading level={2} id="express-title">
        Same-Day Express
      </Heading>
      <Explain>
        Ready {EXPRESS_HOURS} hours after the pickup window ends; offered only for windows where the branch is open {EXPRESS_HOURS}{' '}
        hours later. 0 bookings a day stops Express. Orders already booked keep their fee.
      </Explain>
      <QueryView query={settings} loadingLabel="Loading the Express settings" errorTitle="We could not load the Express settings.">
        {(saved) => <ExpressForm branch={branch} saved={saved} />}
      </QueryView>
    </Card>
  );
}

const Explain = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
