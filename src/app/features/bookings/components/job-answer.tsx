import * as React from 'react';
import { useAtomValue } from 'jotai';
import toast from '@/lib/toast';
import styled from 'styled-components';
import { Button } from '@/design-system/Button/Button';
import { ButtonRow } from '@/design-system/ButtonRow/ButtonRow';
import { errorMessage } from '@/lib/api-client';
import { JOB_STATUS_WORDS } from '@laundry-accra/domain/jobs';
import type { BookingLineDto } from '@laundry-accra/domain/schemas/bookings';
import type { JobAnswer } from '@laundry-accra/domain/units';
import { answerJobMutationAtom } from '../api/answer-job';

/**
 * Where a job (mending) stands, under its line: priced at pickup, its Accept and Refuse buttons
 * (work on the order waits for them); otherwise what the customer needs to know.
 */
export function JobAnswer({ bookingId, line }: { bookingId: string; line: BookingLineDto }) {
  const answer = useAtomValue(answerJobMutationAtom);
  if (!line.job_status) return null;
  const pending = answer.isPending && answer.variables?.lineId === line.id;
  const send = (value: JobAnswer) =>
    answer.mutate(
      { bookingId, lineId: line.id, answer: value },
      {
        onSuccess: () => toast.success(value === 'accepted' ? 'Price accepted: we start the work.' : 'Refused: we return it undone.'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Root data-ui="job-answer">
      <span>{JOB_STATUS_WORDS[line.job_status]}</span>
      {line.job_status === 'awaiting_answer' && (
        <ButtonRow gap={2}>
          <Button
            size="sm"
            aria-label={`Accept the price of ${line.item_name}`}
            onClick={() => send('accepted')}
            loading={pending && answer.variables?.answer === 'accepted'}
            disabled={pending}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Refuse the price of ${line.item_name}`}
            onClick={() => send('refused')}
            loading={pending && answer.variables?.answer === 'refused'}
            disabled={pending}
          >
            Refuse
          </Button>
        </ButtonRow>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
`;
