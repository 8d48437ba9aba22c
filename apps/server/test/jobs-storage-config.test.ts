import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/app/config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration of jobs and storage', () => {
  it('defaults: poll every 2 s, 5-minute lease, one job at a time, finished jobs kept 7 days, blobs in the database', () => {
    const config = loadConfig({});
    expect(config.jobs).toEqual({
      pollMs: 2000,
      leaseMs: 300_000,
      timeoutMs: 240_000,
      concurrency: 1,
      lanes: { messages: { concurrency: 4, perAgency: 1 } },
      retentionMs: 7 * 86_400_000,
    });
    expect(config.storage).toEqual({ kind: 'database' });
  });

  it('reads JOBS_*, and MAIL_POLL_MS (the name from before the job runner) when JOBS_POLL_MS is not set', () => {
    expect(
      loadConfig({ JOBS_POLL_MS: '250', JOBS_LEASE: '90s', JOBS_CONCURRENCY: '4', JOBS_RETENTION: '30d' }).jobs,
    ).toEqual({
      pollMs: 250,
      leaseMs: 90_000,
      timeoutMs: 72_000,
      concurrency: 4,
      lanes: { messages: { concurrency: 4, perAgency: 1 } },
      retentionMs: 30 * 86_400_000,
    });
    expect(loadConfig({ MAIL_POLL_MS: '500' }).jobs.pollMs).toBe(500);
    expect(loadConfig({ MAIL_POLL_MS: '500', JOBS_POLL_MS: '700' }).jobs.pollMs).toBe(700);
    expect(problemsOf({ MAIL_POLL_MS: 'soon' })).toEqual([
      'MAIL_POLL_MS="soon" must be a whole number from 50 to 3600000.',
    ]);
    expect(problemsOf({ JOBS_LEASE: '5s', JOBS_CONCURRENCY: '0', JOBS_RETENTION: 'forever' })).toEqual([
      'JOBS_LEASE must be at least 10 s (a job must be able to finish within it).',
      'JOBS_CONCURRENCY="0" must be a whole number from 1 to 64.',
      'JOBS_RETENTION="forever" must be a duration of at least 1 s, such as 3600, 90s, 15m, 24h or 30d.',
    ]);
  });

  it('switches blobs to S3-compatible storage when S3_BUCKET is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'agency-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-value',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'agency-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-value',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b12', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage).toMatchObject({
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('names each S3 problem without echoing the secret', () => {
    const problems = problemsOf({ S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x', S3_REGION: 'EU 1' });
    expect(problems).toEqual([
      "S3_BUCKET=\"Bad_Bucket\" must be a bucket name: 3-63 lowercase letters, digits, '.' and '-'.",
      'S3_ENDPOINT must be a URL starting with http:// or https:// (got an unusable value).',
      'S3_REGION="EU 1" must be a region name such as us-east-1 or auto.',
      'S3_ACCESS_KEY_ID is required when S3_BUCKET is set.',
      'S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set.',
    ]);
    const stray = problemsOf({ S3_SECRET_ACCESS_KEY: 'top-secret', S3_REGION: 'eu-west-1' });
    expect(stray).toEqual([
      'S3_REGION, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3-compatible storage, or remove them to keep uploads in the database.',
    ]);
    expect(stray.join()).not.toContain('top-secret');
  });
});
