import type { EnvReader } from './env';

export interface JobsSettings {
  jobs: {
    /** How often the runner looks for due jobs (a commit that queues one wakes it at once). */
    pollMs: number;
    /** How long a job stays with the runner that claimed it; a job of a runner that died is retried after it. */
    leaseMs: number;
    /** Jobs one server process runs at the same time. */
    concurrency: number;
    /** How long a finished (succeeded or failed) job is kept before the runner's hourly prune deletes it. */
    retentionMs: number;
  };
}

/**
 * JOBS_POLL_MS (MAIL_POLL_MS, its name from before the job runner, still counts), JOBS_LEASE, JOBS_CONCURRENCY,
 * JOBS_RETENTION (default 7d).
 */
export function jobsSettings(r: EnvReader): JobsSettings {
  const pollName =
    r.read('JOBS_POLL_MS') === undefined && r.read('MAIL_POLL_MS') !== undefined ? 'MAIL_POLL_MS' : 'JOBS_POLL_MS';
  const leaseSeconds = r.seconds('JOBS_LEASE', '5m');
  if (leaseSeconds < 10) r.problems.push(`JOBS_LEASE must be at least 10 s (a job must be able to finish within it).`);
  return {
    jobs: {
      pollMs: r.integer(pollName, 2000, 50, 3_600_000),
      leaseMs: Math.max(leaseSeconds, 10) * 1000,
      concurrency: r.integer('JOBS_CONCURRENCY', 1, 1, 64),
      retentionMs: r.seconds('JOBS_RETENTION', '7d') * 1000,
    },
  };
}
