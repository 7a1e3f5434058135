import * as React from 'react';
import { Button } from '@/design-system/Button/Button';
import { Dialog } from '@/design-system/Dialog/Dialog';
import { useLastPresent } from '../use-last-present';

export interface ActionFailedDialogProps {
  /** The server's detail; null when the dialog is closed. */
  detail: string | null;
  /** 'Go back'. */
  onClose: () => void;
}

/** A subscription payment the server refused, with its reason (SPEC §8). */
export function ActionFailedDialog({ detail: current, onClose }: ActionFailedDialogProps) {
  const detail = useLastPresent(current);
  return (
    <Dialog
      open={current !== null}
      onClose={onClose}
      size="sm"
      title="Action Failed"
      footer={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Go back
        </Button>
      }
    >
      <p role="alert">{detail}</p>
    </Dialog>
  );
}
