import * as React from 'react';
import { Field, useField, type FieldProps } from '../Field/Field';
import { SelectControl, SelectWrap } from './Select.styles';

export interface SelectProps extends FieldProps, React.SelectHTMLAttributes<HTMLSelectElement> {
  /** The <option> elements, a placeholder option first when nothing is chosen yet. */
  children: React.ReactNode;
}

/** A labelled native select with the same hint and error as TextField. The ref is the <select>. */
export const Select = React.forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    hint,
    error,
    status,
    id,
    className,
    children,
    'aria-describedby': describedBy,
    ...selectProps
  },
  ref,
) {
  const { state, ids, controlProps } = useField({ hint, error, status }, id, describedBy);
  return (
    <Field dataUi="select" label={label} hint={hint} error={error} ids={ids} className={className}>
      <SelectWrap>
        <SelectControl ref={ref} {...selectProps} {...controlProps} $state={state}>
          {children}
        </SelectControl>
      </SelectWrap>
    </Field>
  );
});
Select.displayName = 'Select';
