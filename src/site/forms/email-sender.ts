/**
 * Sends the site's contact and callback forms with EmailJS (`sendForm`): the contact template for
 * the contact form, a second template for the callback form, one service. Without EmailJS keys
 * (the offline default) the library is pointed at our own API, whose EmailJS-compatible sink at
 * /api/v1.0/email/send-form stores the message.
 */
import { init, sendForm } from '@emailjs/browser';

/** Which of the site's forms is being sent. */
export type SiteForm = 'contact' | 'callback';

export interface EmailSettings {
  publicKey: string;
  serviceId: string;
  templates: Record<SiteForm, string>;
  /** Where the EmailJS API is: EmailJS itself, or this site's own origin offline. */
  origin: string | undefined;
}

/** The ids the offline sink is sent (it stores any). */
const OFFLINE = { publicKey: 'offline', serviceId: 'adom-site', contact: 'contact', callback: 'callback' } as const;

/**
 * The settings from the build's environment. Gatsby inlines each `process.env.GATSBY_…` where it
 * is written out in full, so they are read one by one here.
 */
export function emailSettings(): EmailSettings {
  const publicKey = process.env.GATSBY_EMAILJS_PUBLIC_KEY;
  return {
    publicKey: publicKey || OFFLINE.publicKey,
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID || OFFLINE.serviceId,
    templates: {
      contact: process.env.GATSBY_EMAILJS_CONTACT_TEMPLATE_ID || OFFLINE.contact,
      callback: process.env.GATSBY_EMAILJS_CALLBACK_TEMPLATE_ID || OFFLINE.callback,
    },
    // No key: talk to our own API on the page's origin; with a key, EmailJS's default origin.
    origin: publicKey ? undefined : typeof window === 'undefined' ? undefined : window.location.origin,
  };
}

let initialised = false;

/**
 * Posts a form's named fields as EmailJS sendForm does. Resolves on 200 'OK'; rejects with the
 * library's response status (status 0 'Network Error' when offline) or its configuration error.
 */
export async function sendSiteForm(kind: SiteForm, form: HTMLFormElement, settings: EmailSettings = emailSettings()) {
  if (!initialised) {
    // blockHeadless stays off (its default): EmailJS would refuse every browser test with 451.
    if (settings.origin) init({ publicKey: settings.publicKey }, settings.origin);
    else init({ publicKey: settings.publicKey });
    initialised = true;
  }
  return sendForm(settings.serviceId, settings.templates[kind], form);
}
