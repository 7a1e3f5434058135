import * as React from 'react';
import { TextArea } from '@/design-system/TextArea/TextArea';
import { TextField } from '@/design-system/TextField/TextField';
import type { FieldSpec } from './form-layout';

/**
 * A field of a site form before react-final-form has loaded: the same label and box as FormField,
 * an ordinary input that keeps what is typed until the form takes over.
 */
export function PlainField({ field }: { field: FieldSpec }) {
  const { name, label, type = 'text', multiline, autoComplete, placeholder } = field;
  return multiline ? (
    <TextArea name={name} label={label} placeholder={placeholder} defaultValue="" />
  ) : (
    <TextField name={name} type={type} label={label} autoComplete={autoComplete} placeholder={placeholder} defaultValue="" />
  );
}
