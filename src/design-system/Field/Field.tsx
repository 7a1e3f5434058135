/**
 * The frame every form control shares: a label tied to the control, an optional hint and the
 * error text, wired up with aria-invalid and aria-describedby. TextField, Select and Checkbox
 * build on it (and are its tests and stories); it is not exported on its own.
 */
import * as React from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, type FieldState } from './Field.styles';

export type { FieldState };

/** The props every labelled control takes. */
export interface FieldProps {
  /** What the field asks for; always shown and tied to the control. */
  label: React.ReactNode;
  /** Help under the field (a format, a rule). */
  hint?: React.ReactNode;
  /** What is wrong; turns the border red and is read out with the field. */
  error?: React.ReactNode;
  /** Force the border state without a message: 'success' is the green of a matching password confirmation. */
  status?: 'error' | 'success';
}

/** Ids and ARIA attributes that tie a control to its label, hint and error. */
export function useField(
  { hint, error, status }: Pick<FieldProps, 'hint' | 'error' | 'status'>,
  id: string | undefined,
  describedBy: string | undefined,
) {
  const autoId = React.useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = Boolean(error);
  const state: FieldState =
    hasError || status === 'error' ? 'error' : status === 'success' ? 'success' : 'default';
  const describedByIds = [
    describedBy,
    hint ? hintId : undefined,
    hasError ? errorId : undefined,
  ].filter(Boolean);
  return {
    state,
    ids: { controlId, hintId, errorId },
    controlProps: {
      id: controlId,
      'aria-invalid': state === 'error' ? true : undefined,
      'aria-describedby': describedByIds.length > 0 ? describedByIds.join(' ') : undefined,
    },
  };
}

/** Hint and error lines under a control. */
export function FieldMessages({
  hint,
  error,
  hintId,
  errorId,
}: Pick<FieldProps, 'hint' | 'error'> & { hintId: string; errorId: string }) {
  return (
    <>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </>
  );
}

/** Label above, control, then hint and error: the layout of a text input or select. */
export function Field({
  dataUi,
  label,
  hint,
  error,
  ids,
  className,
  children,
}: Pick<FieldProps, 'label' | 'hint' | 'error'> & {
  dataUi: string;
  ids: { controlId: string; hintId: string; errorId: string };
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <FieldRoot data-ui={dataUi} className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      {children}
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </FieldRoot>
  );
}
