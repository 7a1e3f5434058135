import * as React from 'react';

/** Where a site form is (SPEC §4): empty (the form), submitting, success or error. */
export type SubmissionStatus = 'empty' | 'submitting' | 'success' | 'error';

/**
 * The submission status of a contact or callback form. `run` moves to submitting, then to success
 * or error (the error is logged); `reset` (Try Again) goes back to the form. Leaving the page
 * unmounts the form, so a route change also starts again from the form.
 */
export function useSubmission() {
  const [status, setStatus] = React.useState<SubmissionStatus>('empty');
  const run = React.useCallback(async (send: () => Promise<unknown>): Promise<boolean> => {
    setStatus('submitting');
    try {
      await send();
      setStatus('success');
      return true;
    } catch (error) {
      console.error('The form could not be sent', error);
      setStatus('error');
      return false;
    }
  }, []);
  const reset = React.useCallback(() => setStatus('empty'), []);
  return { status, run, reset };
}
