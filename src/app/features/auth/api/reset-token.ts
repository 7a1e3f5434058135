/**
 * The token from the forget-password answer, kept for the code page. sessionStorage lets it
 * survive a reload of the code page (the customer went to read their email) but not the tab.
 */
const KEY = 'passwordResetToken';

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Some privacy modes throw on access: behave as if nothing is kept.
    return null;
  }
}

/** The kept reset token, or null. */
export function getResetToken(): string | null {
  try {
    const value: unknown = JSON.parse(store()?.getItem(KEY) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a reset token for the code page, or forgets it (null). */
export function setResetToken(token: string | null): void {
  if (token === null) store()?.removeItem(KEY);
  else store()?.setItem(KEY, JSON.stringify(token));
}
