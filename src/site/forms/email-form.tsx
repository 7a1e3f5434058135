import * as React from 'react';
import { Form } from 'react-final-form';
import type { SiteForm } from './email-sender';
import { FormBody, FormElement, type FieldRows } from './form-layout';
import { FormField } from './form-fields';
import { SubmissionPanel } from './submission-panel';
import { useSubmission } from './use-submission';
import { loadRules, submitErrors, type SiteFormSchema } from './validate-on-submit';

/** Sends a filled-in form element; EmailJS's sendForm in the product. */
export type SendForm = (kind: SiteForm, form: HTMLFormElement) => Promise<unknown>;

let emailSender: Promise<typeof import('./email-sender')> | undefined;
/** Loads the EmailJS sender (once), as soon as the form is in use. */
const loadEmailSender = () => (emailSender ??= import('./email-sender'));

/** The product's sender: EmailJS's sendForm, loaded on first use. */
const sendWithEmailJs: SendForm = async (kind, form) => (await loadEmailSender()).sendSiteForm(kind, form);

/** Where the visitor was when this form took over from the plain one: the field and caret, a pending submit. */
export interface ResumeAt {
  field?: { name: string; selectionStart: number | null; selectionEnd: number | null };
  submit?: boolean;
}

export interface EmailFormProps {
  /** Which form: picks the EmailJS template. */
  kind: SiteForm;
  /** The name of the yup schema its values must pass (@laundry-accra/domain/forms). */
  schema: SiteFormSchema;
  /** The fields, row by row. */
  rows: FieldRows;
  /** The line under the fields (the privacy policy link). */
  note: React.ReactNode;
  /** The submit button's label. */
  submitLabel: string;
  /** What the fields hold at first (what the visitor typed before this form loaded). */
  initialValues: Record<string, string>;
  /** Continue where the visitor was. */
  resume?: ResumeAt;
  /** How the form is sent; EmailJS by default. */
  send?: SendForm;
}

/**
 * A site form sent by email (contact, callback): validated on submit with the rules' messages,
 * then a spinner while sending, 'Oops...Something went wrong.' with Try Again on failure, or the
 * thank-you message with the values cleared on success.
 */
export function EmailForm({ kind, schema, rows, note, submitLabel, initialValues, resume, send = sendWithEmailJs }: EmailFormProps) {
  const formElement = React.useRef<HTMLFormElement>(null);
  const { status, run, reset } = useSubmission();
  const emptyValues = React.useMemo(() => Object.fromEntries(rows.flat().map((field) => [field.name, ''])), [rows]);

  // A layout effect: focus must be back in the field before the next keystroke is handled.
  React.useLayoutEffect(() => {
    // What submitting needs starts loading now that the form is in use.
    void loadRules();
    if (send === sendWithEmailJs) void loadEmailSender();
    const form = formElement.current;
    if (!form || !resume) return;
    if (resume.field) {
      const input = form.elements.namedItem(resume.field.name);
      if (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) {
        input.focus();
        input.setSelectionRange(resume.field.selectionStart, resume.field.selectionEnd);
      }
    }
    if (resume.submit) form.requestSubmit();
    // Only once, when this form takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div data-ui="email-form" data-status={status}>
      <SubmissionPanel status={status} onTryAgain={reset} />
      <Form
        initialValues={initialValues}
        onSubmit={async (values, form) => {
          const errors = await submitErrors(schema, values);
          if (errors) return errors;
          // sendForm reads the fields from the form element itself, which stays mounted (hidden)
          // while the spinner shows, so Try Again comes back to what was typed.
          const sent = await run(() => send(kind, formElement.current as HTMLFormElement));
          // final-form cannot be reset from inside onSubmit: clear the values just after it returns.
          if (sent) setTimeout(() => form.restart(emptyValues));
          return undefined;
        }}
        render={({ handleSubmit }) => (
          <FormElement ref={formElement} onSubmit={handleSubmit} noValidate hidden={status !== 'empty'}>
            <FormBody rows={rows} note={note} submitLabel={submitLabel} renderField={(field) => <FormField field={field} />} />
          </FormElement>
        )}
      />
    </div>
  );
}
