import type { ColumnType, Generated } from 'kysely';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type JobStatus = 'pending' | 'succeeded' | 'failed';

/** One unit of background work (migration 0002_jobs). Pending while it waits or runs (see `locked_until`). */
export interface JobsTable {
  id: Generated<number>;
  /** Names the handler, e.g. `mail.deliver`. */
  kind: string;
  /** The handler's input (JSON). Never a secret: it is stored as is. */
  payload: ColumnType<unknown, string, string>;
  /** The agency the work belongs to, when it belongs to one. */
  agency_id: number | null;
  /** Once-only key: a second job of the same kind and key is not created. */
  once_key: string | null;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  /** Not run before this time; after a failure, the time of the next attempt. */
  run_at: DefaultTimestamp;
  /** Attempts started (counted when a runner claims the job). */
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** The lease of the runner working on it; another runner takes the job over only after it ends. */
  locked_until: NullableTimestamp;
  /** The claim (a random id per attempt): only that attempt may record the outcome. */
  locked_by: string | null;
  /** Why the latest attempt failed (the error's message, credentials in URLs removed). */
  last_error: string | null;
  created_at: DefaultTimestamp;
  finished_at: NullableTimestamp;
}

export interface JobsTables {
  jobs: JobsTable;
}

declare module '../db/database' {
  interface Database {
    jobs: JobsTable;
  }
}
