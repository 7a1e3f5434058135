import * as React from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { TextArea } from '@/design-system/TextArea/TextArea';
import { TextField } from '@/design-system/TextField/TextField';
import type { FieldSpec } from './form-layout';

/**
 * The message a field shows: its submission error (validation runs on submit), hidden again once
 * the visitor changes the field.
 */
export function submitErrorOf(meta: FieldMetaState<unknown>): string | undefined {
  return meta.submitError && !meta.dirtySinceLastSubmit ? String(meta.submitError) : undefined;
}

/** A field of a site form, wired to react-final-form. */
export function FormField({ field }: { field: FieldSpec }) {
  const { name, label, type = 'text', multiline, autoComplete, placeholder } = field;
  return (
    <Field<string> name={name}>
      {({ input, meta }) =>
        multiline ? (
          <TextArea {...input} label={label} placeholder={placeholder} error={submitErrorOf(meta)} />
        ) : (
          <TextField {...input} type={type} label={label} autoComplete={autoComplete} placeholder={placeholder} error={submitErrorOf(meta)} />
        )
      }
    </Field>
  );
}
