import * as React from 'react';
import { FORM_ERROR, loadAuthRules, type AuthErrors } from './auth-rules';

/** What an auth form holds: text fields as strings, checkboxes as booleans. */
export type AuthValues = Record<string, string | boolean>;

/** The named fields of a form element and what they hold now. */
export function readValues(form: HTMLFormElement): AuthValues {
  const values: AuthValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/**
 * Marks a form whose submit, pressed before the page's scripts ran, the inline script of the
 * sign-in pages holds back (AuthHead) and this hook sends once the form is live. The script notes
 * a held submit in a property of the form element, not an attribute: hydration compares attributes.
 */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';
export const READY_ATTRIBUTE = 'data-ready';
export const HELD_SUBMIT_PROPERTY = 'heldSubmit';

type HoldingForm = HTMLFormElement & { [HELD_SUBMIT_PROPERTY]?: boolean };

export interface UseAuthFormOptions {
  /** Validates and sends; returns the messages to show, or undefined when it went through. */
  onSubmit: (values: AuthValues) => Promise<AuthErrors | undefined>;
  /** Called once, the first time the visitor uses the form (focus, press or submit). */
  onFirstUse?: () => void;
}

/**
 * A sign-in screen's form: plain inputs that the build renders into the page's HTML, so they can
 * be filled in before any script runs, read when the form is sent. The messages behave like the
 * react-final-form ones elsewhere in the app: a field's shows after a submit and goes away when
 * that field is edited; the form's goes away at any edit.
 */
export function useAuthForm({ onSubmit, onFirstUse }: UseAuthFormOptions) {
  const ref = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<AuthErrors>({});
  const [submitting, setSubmitting] = React.useState(false);
  const [values, setValues] = React.useState<AuthValues>({});
  const busy = React.useRef(false);
  const used = React.useRef(false);

  const firstUse = () => {
    if (used.current) return;
    used.current = true;
    void loadAuthRules().catch(() => undefined);
    onFirstUse?.();
  };

  // What was typed before the scripts ran is the form's; a submit pressed meanwhile is sent now.
  React.useEffect(() => {
    const form: HoldingForm | null = ref.current;
    if (!form) return;
    form.setAttribute(READY_ATTRIBUTE, '');
    setValues(readValues(form));
    if (form[HELD_SUBMIT_PROPERTY]) {
      delete form[HELD_SUBMIT_PROPERTY];
      form.requestSubmit();
    }
  }, []);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    firstUse();
    setSubmitting(true);
    try {
      setErrors((await onSubmit(readValues(event.currentTarget))) ?? {});
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const handleInput = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const { name } = event.target as HTMLInputElement;
    setValues(readValues(form));
    setErrors((shown) => {
      if (!(name in shown) && !(FORM_ERROR in shown)) return shown;
      const rest = { ...shown };
      delete rest[name];
      delete rest[FORM_ERROR];
      return rest;
    });
  };

  return {
    /** Spread on the <form>: never a GET (the password stays out of the address bar). */
    formProps: {
      ref,
      method: 'post',
      noValidate: true,
      [EARLY_SUBMIT_ATTRIBUTE]: '',
      onSubmit: handleSubmit,
      onInput: handleInput,
      onFocus: firstUse,
      onPointerDown: firstUse,
    },
    errors,
    /** The form-wide message, if any. */
    formError: errors[FORM_ERROR],
    submitting,
    /** What the fields hold, kept as the visitor types (for what is drawn from them). */
    values,
  };
}
