import * as React from 'react';
import { Field, useField, type FieldProps } from '../Field/Field';
import { TextFieldInput } from './TextField.styles';

export interface TextFieldProps
  extends FieldProps, Omit<React.InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Any text-like input type: text, email, tel, password, number, date… */
  type?: React.HTMLInputTypeAttribute;
}

/** A labelled text input with an optional hint and error text. The ref is the <input>. */
export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    status,
    id,
    className,
    type = 'text',
    'aria-describedby': describedBy,
    ...inputProps
  },
  ref,
) {
  const { state, ids, controlProps } = useField({ hint, error, status }, id, describedBy);
  return (
    <Field
      dataUi="text-field"
      label={label}
      hint={hint}
      error={error}
      ids={ids}
      className={className}
    >
      <TextFieldInput ref={ref} type={type} {...inputProps} {...controlProps} $state={state} />
    </Field>
  );
});
TextField.displayName = 'TextField';
