import * as React from 'react';
import { Field, useField, type FieldProps } from '../Field/Field';
import { TextAreaControl } from './TextArea.styles';

export interface TextAreaProps
  extends FieldProps, Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {}

/** A labelled box for a few lines of text (a message), with an optional hint and error. The ref is the <textarea>. */
export const TextArea = React.forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, status, id, className, rows = 5, 'aria-describedby': describedBy, ...textareaProps },
  ref,
) {
  const { state, ids, controlProps } = useField({ hint, error, status }, id, describedBy);
  return (
    <Field dataUi="text-area" label={label} hint={hint} error={error} ids={ids} className={className}>
      <TextAreaControl ref={ref} rows={rows} {...textareaProps} {...controlProps} $state={state} />
    </Field>
  );
});
TextArea.displayName = 'TextArea';
