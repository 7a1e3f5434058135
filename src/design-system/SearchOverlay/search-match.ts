/** Escapes a visitor's text so it is matched literally (a "(" in the box must not throw). */
const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The search rule of the pricing overlay: a case-insensitive pattern match of the query anywhere
 * in the text. An empty query matches everything.
 */
export function matchesSearch(text: string, query: string): boolean {
  const trimmed = query.trim();
  if (!trimmed) return true;
  return new RegExp(escapePattern(trimmed), 'i').test(text);
}
