import type { EnvReader } from './env';

export interface JobsSettings {
  jobs: {
    /** How often the runner looks for due jobs (a commit that queues one wakes it at once). */
    pollMs: number;
    /** How long a job stays with the runner that claimed it; a job of a runner that died is retried after it. */
    leaseMs: number;
    /** Jobs of the default lane one server process runs at the same time. */
    concurrency: number;
    /** The wall-clock limit of one attempt, below the lease: the job is stopped and retried (default 80 % of it). */
    timeoutMs?: number;
    /** Lanes of their own: `messages` (staff e-mail and SMS, through servers the agencies choose). */
    lanes?: Record<string, { concurrency: number; perAgency?: number }>;
    /** How long a finished (succeeded or failed) job is kept before the runner's hourly prune deletes it. */
    retentionMs: number;
  };
}

/**
 * JOBS_POLL_MS (MAIL_POLL_MS, its name from before the job runner, still counts), JOBS_LEASE, JOBS_TIMEOUT
 * (default 80 % of the lease), JOBS_CONCURRENCY, JOBS_MESSAGES_CONCURRENCY, JOBS_MESSAGES_PER_AGENCY,
 * JOBS_RETENTION (default 7d).
 */
export function jobsSettings(r: EnvReader): JobsSettings {
  const pollName =
    r.read('JOBS_POLL_MS') === undefined && r.read('MAIL_POLL_MS') !== undefined ? 'MAIL_POLL_MS' : 'JOBS_POLL_MS';
  const leaseSeconds = r.seconds('JOBS_LEASE', '5m');
  if (leaseSeconds < 10) r.problems.push(`JOBS_LEASE must be at least 10 s (a job must be able to finish within it).`);
  const leaseMs = Math.max(leaseSeconds, 10) * 1000;
  let timeoutMs = Math.floor(leaseMs * 0.8);
  if (r.read('JOBS_TIMEOUT') !== undefined) {
    const timeoutSeconds = r.seconds('JOBS_TIMEOUT', '4m');
    if (timeoutSeconds * 1000 >= leaseMs)
      r.problems.push(
        `JOBS_TIMEOUT must be below JOBS_LEASE (${leaseMs / 1000} s): a job is stopped before its lease runs out.`,
      );
    else timeoutMs = timeoutSeconds * 1000;
  }
  return {
    jobs: {
      pollMs: r.integer(pollName, 2000, 50, 3_600_000),
      leaseMs,
      timeoutMs,
      concurrency: r.integer('JOBS_CONCURRENCY', 1, 1, 64),
      // Messaging registers messages.deliver in this lane: staff mail never queues the default lane's jobs
      // (password resets, codes) behind a slow server, and one agency's jobs hold at most PER_AGENCY slots.
      lanes: {
        messages: {
          concurrency: r.integer('JOBS_MESSAGES_CONCURRENCY', 4, 1, 64),
          perAgency: r.integer('JOBS_MESSAGES_PER_AGENCY', 1, 1, 64),
        },
      },
      retentionMs: r.seconds('JOBS_RETENTION', '7d') * 1000,
    },
  };
}
