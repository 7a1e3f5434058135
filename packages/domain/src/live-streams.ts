/** The Server-Sent Events streams' own vocabulary, shared by the API and the browser. */

/** The `event:` of a message meaning "changes may have been missed: read afresh". */
export const STREAM_RELOAD_EVENT = 'reload';
