/**
 * A stand-in for the email provider in form tests: it records what the form would post (the form
 * element's named fields, read the way EmailJS's sendForm reads them) and answers when told to.
 */
import type { SiteForm } from './email-sender';

export interface SentForm {
  kind: SiteForm;
  fields: Record<string, string>;
}

export function controlledSend() {
  const sent: SentForm[] = [];
  let settle: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const send = (kind: SiteForm, form: HTMLFormElement) => {
    sent.push({ kind, fields: Object.fromEntries(new FormData(form).entries()) as Record<string, string> });
    return new Promise<unknown>((resolve, reject) => {
      settle = { resolve: () => resolve({ status: 200, text: 'OK' }), reject };
    });
  };
  return {
    send,
    sent,
    succeed: () => settle?.resolve(),
    fail: (error: unknown = { status: 0, text: 'Network Error' }) => settle?.reject(error),
  };
}
