import { JOB_STATUS_STAFF_WORDS, jobHoldsWork, movesWhileJobsWait } from './jobs';
import { JOB_STATUSES } from './units';

describe('jobs holding work back', () => {
  it('holds work while a job is to price or waits for its answer, not once it is answered', () => {
    expect(JOB_STATUSES.filter((status) => jobHoldsWork(status))).toEqual(['to_price', 'awaiting_answer']);
    expect(jobHoldsWork(null)).toBe(false);
  });

  it('takes the move into the wash away while a job waits, and only that move', () => {
    const moves = ['washing', 'cancelled'] as const;
    expect(movesWhileJobsWait(moves, [{ job_status: null }, { job_status: 'awaiting_answer' }])).toEqual(['cancelled']);
    expect(movesWhileJobsWait(moves, [{ job_status: 'to_price' }])).toEqual(['cancelled']);
    expect(movesWhileJobsWait(moves, [{ job_status: 'accepted' }, { job_status: 'refused' }, {}])).toEqual(['washing', 'cancelled']);
  });

  it('gives staff words for every job status', () => {
    expect(Object.keys(JOB_STATUS_STAFF_WORDS).sort()).toEqual([...JOB_STATUSES].sort());
  });
});
