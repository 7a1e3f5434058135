import * as React from 'react';
import { FieldMessages, useField, type FieldProps } from '../Field/Field';
import { CheckboxInput, CheckboxLabel, CheckboxRoot, CheckboxRow } from './Checkbox.styles';

export interface CheckboxProps
  extends
    Omit<FieldProps, 'status'>,
    Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {}

/** A labelled checkbox ('Remember me'), with the same hint and error as the other fields. The ref is the <input>. */
export const Checkbox = React.forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const { state, ids, controlProps } = useField({ hint, error }, id, describedBy);
  return (
    <CheckboxRoot data-ui="checkbox" className={className}>
      <CheckboxRow>
        <CheckboxInput
          ref={ref}
          type="checkbox"
          {...inputProps}
          {...controlProps}
          $invalid={state === 'error'}
        />
        <CheckboxLabel htmlFor={ids.controlId}>{label}</CheckboxLabel>
      </CheckboxRow>
      <FieldMessages hint={hint} error={error} hintId={ids.hintId} errorId={ids.errorId} />
    </CheckboxRoot>
  );
});
Checkbox.displayName = 'Checkbox';
