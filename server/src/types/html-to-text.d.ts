/** The part of html-to-text (which ships no types) that notifications/notification-messages.tsx uses. */
declare module 'html-to-text' {
  interface SelectorDefinition {
    selector: string;
    format?: string;
    options?: Record<string, unknown>;
  }
  interface HtmlToTextOptions {
    wordwrap?: number | false | null;
    selectors?: SelectorDefinition[];
  }
  /** Compiles the options once; the returned function converts HTML to plain text with them. */
  export function compile(options?: HtmlToTextOptions): (html: string) => string;
}
