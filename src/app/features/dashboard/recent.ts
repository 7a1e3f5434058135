/** SPEC §9: the dashboard's lists stop at 15 entries. */
export const RECENT_LIMIT = 15;

/** The first entries a dashboard list shows. */
export const firstRecent = <T>(entries: readonly T[]): T[] => entries.slice(0, RECENT_LIMIT);
