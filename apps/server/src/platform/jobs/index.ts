export { DEV_JOBS_PATH, devJobRoutes } from './dev-routes';
export {
  backoffDelayMs,
  createJobRunner,
  DEFAULT_LANE,
  JOBS_PRUNE_JOB,
  pruneFinishedJobs,
  safeErrorText,
  type Backoff,
  type EnqueueOptions,
  type JobContext,
  type JobHandler,
  type JobLane,
  type JobRunner,
  type JobRunnerOptions,
  type RegisterOptions,
} from './runner';
export type { JobsTable, JobsTables, JobStatus } from './tables';
