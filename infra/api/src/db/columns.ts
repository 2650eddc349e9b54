// Portable column conventions (SQLite and PostgreSQL): booleans are integers 0/1, timestamps are
// ISO-8601 text, structured values are JSON text. A leaf: schema.ts and every schema.<area>.ts
// take these types from here, so no area's tables import the whole schema back.

export type TBit = 0 | 1;

/** Money is integer minor units in BIGINT columns: SQLite reads them back as numbers, PostgreSQL as text; lib/money's toMinor() takes both. */
export type TBigint = number | string;
