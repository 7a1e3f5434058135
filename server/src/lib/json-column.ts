/**
 * A json value read from SQL (`json_agg`, `json_build_object`): PGlite hands it parsed, postgres.js
 * may hand it as text. One reading for both drivers.
 */
export const jsonColumn = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
