export { DEV_JOBS_PATH, devJobRoutes } from './dev-routes';
export {
  backoffDelayMs,
  createJobRunner,
  JOBS_PRUNE_JOB,
  pruneFinishedJobs,
  safeErrorText,
  type Backoff,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
} from './runner';
export type { JobsTable, JobsTables, JobStatus } from './tables';
