import type { ColumnType } from 'kysely';

/**
 * The database's tables, as one Kysely type. Each feature declares its own tables in its `tables.ts` and
 * adds them to `Database` by declaration merging (`declare module '.../platform/db/database'`), so this
 * module imports no feature and the merged type still sees every table (a query may join another
 * feature's table; the migrations in src/db/migrations create them all). Platform modules add their own
 * tables the same way (platform/mail/tables.ts, platform/jobs/tables.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Database {}

/** Timestamps are read as Date and written as Date (optional where the column has a default). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
