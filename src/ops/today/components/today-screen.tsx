import * as React from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Heading } from '@/design-system/Heading/Heading';
import { PageHeader } from '@/design-system/PageHeader/PageHeader';
import { Select } from '@/design-system/Select/Select';
import { QueryView } from '@/lib/query-view';
import { useDocumentTitle } from '@/lib/use-document-title';
import { branchesQueryAtom } from '@/ops/api/get-branches';
import { summaryQueryAtom } from '../api/get-summary';
import type { OpsScreenProps } from '@/ops/screen-props';
import { useBranchChoice, type BranchChoice } from '../branch-choice';
import { OrderBoard } from './order-board';
import { PickupsToday } from './pickups-today';
import { SummaryFigures } from './summary-figures';

/** The branch switcher of a staff member who works at every branch. */
function BranchSwitcher({ choice }: { choice: BranchChoice }) {
  const branches = useAtomValue(branchesQueryAtom);
  return (
    <Switcher
      label="Branch"
      value={choice.branch ?? ''}
      onChange={(event) => choice.choose(event.target.value || undefined)}
    >
      <option value="">All branches</option>
      {(branches.data ?? []).map((branch) => (
        <option key={branch.id} value={branch.id}>
          {branch.name}
        </option>
      ))}
    </Switcher>
  );
}

/** /ops: the day at a branch — the figures, today's pickups, and the board of open orders. */
export function TodayScreen(_props: OpsScreenProps) {
  useDocumentTitle('Today');
  const choice = useBranchChoice();
  const summaryAtom = React.useMemo(() => summaryQueryAtom({ branch: choice.branch }), [choice.branch]);
  const summary = useAtomValue(summaryAtom);
  return (
    <>
      <PageHeader title="Today" actions={choice.canSwitch && <BranchSwitcher choice={choice} />} />
      <QueryView query={summary} loadingLabel="Loading the day's figures" errorTitle="We could not load the day's figures.">
        {(figures) => <SummaryFigures summary={figures} />}
      </QueryView>
      <Section aria-labelledby="board-title">
        <Heading level={2} id="board-title">
          Orders in progress
        </Heading>
        <OrderBoard branch={choice.branch} />
      </Section>
      <Section aria-labelledby="pickups-title">
        <Heading level={2} id="pickups-title">
          Today&apos;s pickups
        </Heading>
        <PickupsToday branch={choice.branch} />
      </Section>
    </>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Switcher = styled(Select)`
  min-width: 14rem;
`;
