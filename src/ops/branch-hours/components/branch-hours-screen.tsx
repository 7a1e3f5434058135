/**
 * /ops/branches/:id/hours (admins): a branch's opening hours per weekday, its pickup windows
 * with their capacity, and the dates it is closed. Customers see the windows at checkout; a
 * lower capacity stops new bookings only, bookings already made keep their window.
 */
import * as React from 'react';
import { navigate } from 'gatsby';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { BRANCH_WEEK_MESSAGES, formatPickupDay, WEEKDAY_NAMES } from '@laundry-accra/domain/pickup-windows';
import type { BranchWeekDto, PickupWindowPlanDto } from '@laundry-accra/domain/schemas/pickup-windows';
import type { BranchDto } from '@laundry-accra/domain/schemas/catalogue';
import { isCalendarDate, todayInAccra } from '@laundry-accra/domain/dates';
import { Button } from '@/design-system/Button/Button';
import { Card } from '@/design-system/Card/Card';
import { Checkbox } from '@/design-system/Checkbox/Checkbox';
import { Heading } from '@/design-system/Heading/Heading';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Select } from '@/design-system/Select/Select';
import { TextField } from '@/design-system/TextField/TextField';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { branchesQueryAtom } from '@/ops/api/get-branches';
import type { OpsScreenProps } from '@/ops/screen-props';
import { addClosureMutationAtom } from '../api/add-closure';
import { CloseDayDialog } from './close-day-dialog';
import { branchWeekQueryAtom } from '../api/get-branch-week';
import { closuresQueryAtom } from '../api/get-closures';
import { removeClosureMutationAtom } from '../api/remove-closure';
import { saveWeekMutationAtom } from '../api/save-week';
import { useEditedCopy } from '@/lib/use-edited-copy';
import { ExpressSettingsCard } from './express-settings-card';
import { PickupSettingsCard } from './pickup-settings-card';

/** Monday first, as a week is read in Ghana; Sunday last. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Field messages of a refused save ('windows.3.start' → message), or a sentence for the whole form. */
function problemsOf(error: unknown): { fields: Record<string, string>; form?: string } {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length) return { fields: error.fieldErrors };
  return { fields: {}, form: error ? errorMessage(error) : undefined };
}

/** The week's editor: hours per weekday, then that weekday's windows. */
function WeekEditor({ branch, saved }: { branch: string; saved: BranchWeekDto }) {
  const [week, setWeek] = useEditedCopy(saved);
  const save = useAtomValue(saveWeekMutationAtom);
  const problems = problemsOf(save.error);

  const setHours = (weekday: number, change: Partial<BranchWeekDto['hours'][number]>) =>
    setWeek((w) => ({ ...w, hours: w.hours.map((h) => (h.weekday === weekday ? { ...h, ...change } : h)) }));
  const setWindow = (index: number, change: Partial<PickupWindowPlanDto>) =>
    setWeek((w) => ({ ...w, windows: w.windows.map((x, i) => (i === index ? { ...x, ...change } : x)) }));
  const removeWindow = (index: number) => setWeek((w) => ({ ...w, windows: w.windows.filter((_, i) => i !== index) }));
  const addWindow = (weekday: number) =>
    setWeek((w) => ({ ...w, windows: [...w.windows, { weekday, start: '', end: '', capacity: 6 }] }));

  return (
    <form
      aria-label="Opening hours and pickup windows"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ branch, week });
      }}
    >
      {problems.form && <FormProblem role="alert">{problems.form}</FormProblem>}
      {problems.fields.hours && <FormProblem role="alert">{problems.fields.hours}</FormProblem>}
      <Days>
        {WEEK_ORDER.map((weekday) => {
          const hoursIndex = week.hours.findIndex((h) => h.weekday === weekday);
          const hours = week.hours[hoursIndex];
          if (!hours) return null;
          const name = WEEKDAY_NAMES[weekday];
          return (
            <Day key={weekday} aria-labelledby={`day-${weekday}`}>
              <DayHead>
                <DayName id={`day-${weekday}`}>{name}</DayName>
                <Checkbox
                  label="Open"
                  checked={!hours.closed}
                  onChange={(event) => setHours(weekday, { closed: !event.target.checked })}
                />
              </DayHead>
              {!hours.closed && (
                <>
                  <Row>
                    <TextField
                      label={`${name} opens`}
                      type="time"
                      value={hours.opens_at}
                      onChange={(event) => setHours(weekday, { opens_at: event.target.value })}
                      error={problems.fields[`hours.${hoursIndex}.opens_at`]}
                    />
                    <TextField
                      label={`${name} closes`}
                      type="time"
                      value={hours.closes_at}
                      onChange={(event) => setHours(weekday, { closes_at: event.target.value })}
                      error={problems.fields[`hours.${hoursIndex}.closes_at`]}
                    />
                  </Row>
                  <WindowsTitle>Pickup windows</WindowsTitle>
                </>
              )}
              {week.windows.map((window, index) =>
                window.weekday !== weekday ? null : (
                  <WindowRow key={index} aria-label={`${name} window ${window.start || 'new'}`}>
                    <TextField
                      label="From"
                      type="time"
                      value={window.start}
                      onChange={(event) => setWindow(index, { start: event.target.value })}
                      error={problems.fields[`windows.${index}.start`]}
                    />
                    <TextField
                      label="To"
                      type="time"
                      value={window.end}
                      onChange={(event) => setWindow(index, { end: event.target.value })}
                      error={problems.fields[`windows.${index}.end`]}
                    />
                    <TextField
                      label="Bookings"
                      type="number"
                      min={0}
                      max={200}
                      value={String(window.capacity)}
                      onChange={(event) => setWindow(index, { capacity: Number(event.target.value) })}
                      error={problems.fields[`windows.${index}.capacity`]}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => removeWindow(index)}
                      aria-label={`Remove ${name} window ${window.start}–${window.end}`}
                    >
                      Remove
                    </Button>
                  </WindowRow>
                ),
              )}
              {!hours.closed && (
                <Button variant="secondary" size="sm" onClick={() => addWindow(weekday)}>
                  Add a {name} window
                </Button>
              )}
            </Day>
          );
        })}
      </Days>
      <Actions>
        <Button type="submit" loading={save.isPending}>
          Save hours and windows
        </Button>
        <Button variant="ghost" onClick={() => setWeek(saved)} disabled={save.isPending}>
          Undo changes
        </Button>
      </Actions>
    </form>
  );
}

/** The dates the branch is closed, and a form to add one. */
function Closures({ branch }: { branch: string }) {
  const closures = useAtomValue(React.useMemo(() => closuresQueryAtom(branch), [branch]));
  const add = useAtomValue(addClosureMutationAtom);
  const remove = useAtomValue(removeClosureMutationAtom);
  const [date, setDate] = React.useState('');
  const [reason, setReason] = React.useState('');
  const [closing, setClosing] = React.useState<{ date: string; reason: string } | null>(null);
  const [missing, setMissing] = React.useState<{ date?: string; reason?: string }>({});
  const problems = problemsOf(add.error);
  return (
    <Card aria-labelledby="closures-title">
      <Heading level={2} id="closures-title">
        Closed dates
      </Heading>
      <Explain>Customers cannot book a pickup on these dates and see the reason.</Explain>
      <QueryView query={closures} loadingLabel="Loading closed dates" errorTitle="We could not load the closed dates.">
        {({ results }) =>
          results.length ? (
            <ClosureList>
              {results.map((closure) => (
                <li key={closure.id}>
                  <span>
                    <strong>{formatPickupDay(closure.date)}</strong> {closure.date.slice(0, 4)} · {closure.reason}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => remove.mutate({ branch, id: closure.id })}
                    aria-label={`Open again on ${closure.date}`}
                  >
                    Open again
                  </Button>
                </li>
              ))}
            </ClosureList>
          ) : (
            <Explain>No closed dates ahead.</Explain>
          )
        }
      </QueryView>
      <form
        aria-label="Add a closed date"
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog shows the day's bookings and where they move before anything is saved.
          const problems = {
            ...(isCalendarDate(date) ? {} : { date: BRANCH_WEEK_MESSAGES.closureDate }),
            ...(reason.trim() && reason.trim().length <= 120 ? {} : { reason: BRANCH_WEEK_MESSAGES.closureReason }),
          };
          setMissing(problems);
          add.reset();
          if (!problems.date && !problems.reason) setClosing({ date, reason: reason.trim() });
        }}
      >
        {problems.form && <FormProblem role="alert">{problems.form}</FormProblem>}
        <Row>
          <TextField label="Date" type="date" min={todayInAccra()} value={date} onChange={(e) => setDate(e.target.value)} error={missing.date ?? problems.fields.date} />
          <TextField label="Reason" value={reason} placeholder="Christmas Day" onChange={(e) => setReason(e.target.value)} error={missing.reason ?? problems.fields.reason} />
        </Row>
        <Button type="submit" variant="secondary">
          Close on this date
        </Button>
      </form>
      <CloseDayDialog
        branch={branch}
        closing={closing}
        onClose={() => setClosing(null)}
        onClosed={() => {
          setClosing(null);
          setDate('');
          setReason('');
        }}
      />
    </Card>
  );
}

/** Which branch: a switch between them, the chosen one in the address. */
function BranchSwitch({ branches, current }: { branches: readonly BranchDto[]; current: string }) {
  return (
    <Select
      label="Branch"
      value={current}
      onChange={(event) => void navigate(paths.ops.branchHours(event.target.value))}
    >
      {branches.map((b) => (
        <option key={b.id} value={b.id}>
          {b.name}
        </option>
      ))}
    </Select>
  );
}

function BranchCalendar({ branch, branches }: { branch: string; branches: readonly BranchDto[] }) {
  const week = useAtomValue(React.useMemo(() => branchWeekQueryAtom(branch), [branch]));
  const name = branches.find((b) => b.id === branch)?.name ?? 'Branch';
  useDocumentTitle(`${name}: hours and pickup windows`);
  return (
    <>
      <PageHeader title={`${name}: hours and pickup windows`} actions={<BranchSwitch branches={branches} current={branch} />} />
      <Explain>
        Times are Accra time. Each window takes the number of bookings shown; customers book up to 2 hours before a
        window starts. Lowering a number stops new bookings only: bookings already made keep their window.
      </Explain>
      <Layout>
        <QueryView query={week} loadingLabel="Loading the hours" errorTitle="We could not load the hours.">
          {(saved) => <WeekEditor branch={branch} saved={saved} />}
        </QueryView>
        <Side>
          <ExpressSettingsCard branch={branch} />
          <PickupSettingsCard branch={branch} />
          <Closures branch={branch} />
        </Side>
      </Layout>
    </>
  );
}

/** The screen: the branch of the address, or the first branch when none is named. */
export function BranchHoursScreen({ id }: OpsScreenProps) {
  const branches = useAtomValue(branchesQueryAtom);
  return (
    <QueryView query={branches} loadingLabel="Loading branches" errorTitle="We could not load the branches.">
      {(list) => {
        const branch = id && list.some((b) => b.id === id) ? id : list[0]?.id;
        return branch ? <BranchCalendar branch={branch} branches={list} /> : <Explain>No branches yet.</Explain>;
      }}
    </QueryView>
  );
}

const Explain = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkMuted};
  max-width: 70ch;
`;

const FormProblem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

/* 1. Grid items default to min-width: auto, so a row of time inputs pushed a phone's page sideways. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  > * {
    min-width: 0; /* [1] */
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-content: start;
  min-width: 0;
`;

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Day = styled.section`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const DayHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const DayName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const WindowsTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const WindowRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: end;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/*
 * 1. The week is long: Save stays in reach at the bottom of the screen while scrolling.
 * 2. On a phone 'Undo changes' goes under Save rather than off the side of the screen.
 */
const Actions = styled.div`
  position: sticky; /* [1] */
  bottom: 0;
  display: flex;
  flex-wrap: wrap; /* [2] */
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ClosureList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
