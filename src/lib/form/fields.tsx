/**
 * The design system's inputs bound to react-final-form. Each field's `name` is the API's field
 * name, so a message from the server lands on the field that caused it. A message shows after a
 * submit and goes away as soon as the customer edits that field.
 */
import * as React from 'react';
import { Field, useFormState, type FieldMetaState } from 'react-final-form';
import { Checkbox } from '@/design-system/Checkbox/Checkbox';
import { Select } from '@/design-system/Select/Select';
import { TextArea } from '@/design-system/TextArea/TextArea';
import { TextField } from '@/design-system/TextField/TextField';
import { FieldMessages } from '@/design-system/Field/Field';
import { FormErrorMessage, FormStack, Group, Legend, PasswordInput } from './form-parts';

export { FormStack };

/** The message a field shows now: its submission error until the field is edited again. */
export function fieldMessage(meta: FieldMetaState<unknown>): string | undefined {
  const message = meta.submitError as string | undefined;
  return message && !meta.dirtySinceLastSubmit ? message : undefined;
}

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus'>;

export interface TextInputFieldProps extends InputProps {
  name: string;
  label: string;
  /** Help text under the field. */
  hint?: string;
}

/** A labelled text input (text, email, date, number…). */
export function TextInputField({ name, label, type = 'text', hint, ...rest }: TextInputFieldProps) {
  return (
    <Field<string> name={name} type={type === 'number' ? undefined : type}>
      {({ input, meta }) => (
        <TextField {...rest} {...input} type={type} label={label} hint={hint} error={fieldMessage(meta)} />
      )}
    </Field>
  );
}

/** A labelled text area (a job's description of the work). */
export function TextAreaField({ name, label, hint, rows = 3 }: { name: string; label: string; hint?: string; rows?: number }) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <TextArea {...input} rows={rows} label={label} hint={hint} error={fieldMessage(meta)} />}
    </Field>
  );
}

export interface PasswordFieldProps extends Omit<TextInputFieldProps, 'type'> {
  /** Draws the field as confirmed (green) or not (red) without a message: the sign-up confirmation does. */
  status?: 'success' | 'error';
}

/** A password input with a Show/Hide button (SPEC §2 login). */
export function PasswordField({ name, label, status, hint, ...rest }: PasswordFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const error = fieldMessage(meta);
        return <PasswordInput {...rest} {...input} label={label} hint={hint} error={error} status={error ? 'error' : status} />;
      }}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice ('Select an item'). */
  placeholder: string;
  disabled?: boolean;
}

/** A labelled select of the given options. */
export function SelectField({ name, label, options, placeholder, disabled }: SelectFieldProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <Select {...input} label={label} error={fieldMessage(meta)} disabled={disabled}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A labelled checkbox ('Remember me'). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
      {({ input: { value: _value, ...input } }) => <Checkbox {...input} label={label} />}
    </Field>
  );
}

export interface CheckboxGroupFieldProps {
  /** The field holding the ticked values as an array (the API's field name). */
  name: string;
  /** The group's name, read out before each choice ('Covers'). */
  legend: string;
  options: readonly SelectOption[];
  hint?: string;
}

/** A labelled group of checkboxes whose value is the list of ticked options ('Dry Cleaning', …). */
export function CheckboxGroupField({ name, legend, options, hint }: CheckboxGroupFieldProps) {
  const hintId = React.useId();
  const errorId = React.useId();
  return (
    <Field<string[]> name={name} subscription={{ submitError: true, dirtySinceLastSubmit: true }}>
      {({ meta }) => {
        const error = fieldMessage(meta);
        return (
          <Group aria-describedby={[hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined}>
            <Legend>{legend}</Legend>
            {options.map((option) => (
              <Field<string> key={option.value} name={name} type="checkbox" value={option.value}>
                {({ input }) => <Checkbox {...input} label={option.label} />}
              </Field>
            ))}
            <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
          </Group>
        );
      }}
    </Field>
  );
}

/** The form-wide message (a server `detail`, a network failure), announced when it appears. */
export function FormError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  if (!submitError || dirtySinceLastSubmit) return null;
  return <FormErrorMessage>{String(submitError)}</FormErrorMessage>;
}
