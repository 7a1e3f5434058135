import * as React from 'react';
import { Form } from 'react-final-form';
import type * as yup from 'yup';
import { DialogForm } from '@/design-system/DialogForm/DialogForm';
import { FormError } from '@/lib/form/fields';
import { submitWith } from '@/lib/form/submit';

export interface FormDialogProps<S extends yup.AnyObjectSchema> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The form's rules (the domain package's back-office schemas): checked on submit. */
  schema: S;
  initialValues: Record<string, unknown>;
  /** Sends the checked values; a refusal's field messages land on the fields. */
  onSave: (values: yup.InferType<S> & Record<string, unknown>) => Promise<unknown>;
  submitLabel?: string;
  /** The fields, as react-final-form fields (`name` = the API's field). */
  children: React.ReactNode;
}

/** Plain form values (strings, numbers, booleans, arrays of ids) compared by value. */
const sameValues = (a?: Record<string, unknown>, b?: Record<string, unknown>) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A back-office form in a dialog (DialogForm): the same react-final-form + yup pattern as the
 * app's forms, the rules run on submit and the API's messages shown on the same fields. Closes once
 * saved.
 */
export function FormDialog<S extends yup.AnyObjectSchema>({
  open,
  onClose,
  title,
  description,
  schema,
  initialValues,
  onSave,
  submitLabel = 'Save',
  children,
}: FormDialogProps<S>) {
  // Values the schema does not know (is_active, image) are kept alongside the checked ones.
  const onSubmit = async (values: Record<string, unknown>) => {
    const errors = await submitWith(schema, values, (valid) => onSave({ ...values, ...valid }));
    if (!errors) onClose();
    return errors;
  };
  return (
    // Screens build initialValues afresh on each render (with new arrays inside): compared by
    // value, a re-render while the dialog is open (a list refreshing) does not start the form
    // again and wipe what was typed or what the server refused.
    <Form onSubmit={onSubmit} initialValues={initialValues} initialValuesEqual={sameValues}>
      {({ handleSubmit, submitting }) => (
        <DialogForm
          open={open}
          onClose={onClose}
          pending={submitting}
          title={title}
          description={description}
          submitLabel={submitLabel}
          onSubmit={handleSubmit}
        >
          <FormError />
          {children}
        </DialogForm>
      )}
    </Form>
  );
}
