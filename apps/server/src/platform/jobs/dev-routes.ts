import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { ApiError } from '../errors';
import type { JobRunner } from './runner';

/** `POST /dev/jobs/<kind>`: runs a periodic job now. */
export const DEV_JOBS_PATH = '/dev/jobs/:kind';

/**
 * Development and browser tests: `POST /dev/jobs/<kind>` queues a run of one of the `runnable` periodic jobs
 * (those that work on "now", with no payload of their own: e.g. the daily credential expiry notices) due at
 * once, runs the due jobs and answers `{ Kind, Attempts }`, so a day's e-mails can be seen without waiting for
 * the day's run time. The job's scheduled runs stay as they are. Registered only beside the dev outbox (in the
 * same scope: its loopback checks apply), which config allows in development and test only.
 */
export async function devJobRoutes(
  app: FastifyInstance,
  ctx: { db: Db; jobs: JobRunner; runnable: readonly string[] },
): Promise<void> {
  app.post<{ Params: { kind: string } }>(DEV_JOBS_PATH, async (request, reply) => {
    const { kind } = request.params;
    if (!ctx.runnable.includes(kind))
      throw new ApiError(404, 'not_found', `No periodic job "${kind}" can be run here (${ctx.runnable.join(', ')}).`);
    await ctx.jobs.enqueue(ctx.db, kind, {});
    const attempts = await ctx.jobs.runDue();
    reply.header('Cache-Control', 'no-store');
    return { Kind: kind, Attempts: attempts };
  });
}
