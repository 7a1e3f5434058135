import * as React from 'react';
import { flushSync } from 'react-dom';
import type { EmailFormProps, ResumeAt } from './email-form';
import { FormBody, FormElement } from './form-layout';
import { PlainField } from './plain-field';

export type { SendForm } from './email-form';

type LiveForm = React.ComponentType<EmailFormProps>;
type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/**
 * A site form whose machinery (react-final-form, then yup and EmailJS) loads when a visitor starts
 * using it: the page first shows the same fields as plain inputs, and the first focus, press or
 * submit loads the real form, which takes over with what was typed, the caret where it was, and
 * the submit if one was asked for. Visitors who only read the page never download it
 * (docs/decisions/002-public-site-javascript-budget.md).
 */
export function EmailFormOnDemand(props: Omit<EmailFormProps, 'initialValues' | 'resume'>) {
  // What the visitor does before the form has loaded, kept as it happens so nothing typed is lost.
  const typed = React.useRef<Record<string, string>>({});
  const where = React.useRef<ResumeAt>({});
  const loading = React.useRef(false);
  const [Live, setLive] = React.useState<LiveForm | null>(null);

  const takeOver = () => {
    if (loading.current) return;
    loading.current = true;
    // flushSync: the form and its fields are in place (and registered, their effects run) before the
    // next keystroke is handled, so none is lost in between.
    void import('./email-form').then(({ EmailForm }) => flushSync(() => setLive(() => EmailForm)));
  };

  const remember = (event: React.SyntheticEvent) => {
    if (!isField(event.target)) return;
    const { name, value, selectionStart, selectionEnd } = event.target;
    typed.current[name] = value;
    where.current.field = { name, selectionStart, selectionEnd };
  };

  if (Live) {
    const initialValues = Object.fromEntries(props.rows.flat().map((field) => [field.name, typed.current[field.name] ?? '']));
    return <Live {...props} initialValues={initialValues} resume={where.current} />;
  }

  return (
    <div data-ui="email-form" data-status="empty">
      <FormElement
        noValidate
        onFocus={(event) => {
          remember(event);
          takeOver();
        }}
        onPointerDown={takeOver}
        onInput={remember}
        onSelect={remember}
        onBlur={() => (where.current.field = undefined)}
        onSubmit={(event) => {
          event.preventDefault();
          where.current.submit = true;
          takeOver();
        }}
      >
        <FormBody rows={props.rows} note={props.note} submitLabel={props.submitLabel} renderField={(field) => <PlainField field={field} />} />
      </FormElement>
    </div>
  );
}
