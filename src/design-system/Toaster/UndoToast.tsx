import * as React from 'react';
import type { Toast } from 'react-hot-toast';
import toast from '@/lib/toast';
import styled from 'styled-components';

/** How long a toast with Undo stays: long enough to read it and reach the button. */
export const UNDO_TOAST_DURATION = 6_000;

/**
 * A success toast saying what was done, with an 'Undo' button that puts it back (a basket line
 * deleted at once, without asking first, can be restored).
 */
export function showUndoToast(message: string, onUndo: () => void): string {
  return toast.success((shown: Toast) => <UndoToast message={message} onUndo={() => {
    toast.dismiss(shown.id);
    onUndo();
  }} />, { duration: UNDO_TOAST_DURATION });
}

function UndoToast({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <Row>
      <span>{message}</span>
      <UndoButton type="button" onClick={onUndo}>
        Undo
      </UndoButton>
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const UndoButton = styled.button`
  min-height: ${({ theme }) => theme.space[10]};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
  }
`;
