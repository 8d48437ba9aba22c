import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS, RESUME_MAX_BYTES, RESUME_TYPES } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { route } from '../../platform/http';
import type { JobContext, JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { clientAddressKey, createLimit, type RateLimit } from '../../platform/rate-limit';
import type { BlobStore } from '../../platform/storage';
import { agencyOfRequest } from '../../platform/tenant';
import { FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE } from '../applicants';
import {
  applyToJob,
  getPublicJob,
  listPublicJobs,
  pruneCareerResumes,
  publicJobIdParam,
  storeCareerResume,
} from './service';

/** What the careers calls need. */
export interface CareersDeps {
  db: Db;
  blobs: BlobStore;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  jobs: JobRunner;
  config: {
    defaultAgency: string | null;
    /** The portal's public origin for the e-mail's link (required in production). */
    issuer: string | null;
    production: boolean;
    rateLimits: { careersResume: RateLimit; careersApply: RateLimit };
  };
}

/** The hourly job that deletes the careers resumes that expired unused (blob and row). */
export const CAREERS_RESUME_PRUNE_JOB = 'careers.prune-resumes';
const PRUNE_EVERY_MS = 3_600_000;

/** The raw body of the resume upload (anything else in `request.body` is not a file). */
class UploadBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

/**
 * The portal's origin for the e-mail's link: ISSUER (required in production), else the request's own origin
 * (the server serves the portal). Never the request's Origin header: that is the careers site.
 */
function portalOrigin(config: CareersDeps['config'], request: FastifyRequest): string {
  if (config.issuer !== null) return config.issuer.replace(/\/+$/, '');
  if (config.production) throw new Error('ISSUER is required in production (app/config/auth.ts).');
  return `${request.protocol}://${request.host}`;
}

export async function careersRoutes(app: FastifyInstance, deps: CareersDeps): Promise<void> {
  const { db, blobs, config } = deps;
  const agencyOf = (request: FastifyRequest) => agencyOfRequest(db, request, config.defaultAgency);
  const limitApply = createLimit(
    app,
    'careers-apply',
    config.rateLimits.careersApply,
    clientAddressKey,
    'Too many applications from this address. Try again in {seconds} seconds.',
  );
  const limitResume = createLimit(
    app,
    'careers-resume',
    config.rateLimits.careersResume,
    clientAddressKey,
    'Too many uploads from this address. Try again in {seconds} seconds.',
  );

  route(app, API_CALLS.listPublicJobs, {}, async (request) => {
    const agency = await agencyOf(request);
    return listPublicJobs(db, agency.id, request.query);
  });

  route(app, API_CALLS.getPublicJob, {}, async (request) => {
    const agency = await agencyOf(request);
    return getPublicJob(db, agency.id, publicJobIdParam(request.params.id));
  });

  route(app, API_CALLS.applyToJob, {}, async (request, reply) => {
    await limitApply(request);
    const agency = await agencyOf(request);
    const result = await applyToJob(
      { db, mail: deps.mail },
      agency,
      publicJobIdParam(request.params.id),
      request.body,
      portalOrigin(config, request),
    );
    return reply.status(201).send(result);
  });

  // The resume: the raw file as the body, at most RESUME_MAX_BYTES (this route only), its type decided by
  // its content (any content type is read: a browser may label a file wrongly or not at all). The limit is
  // checked before the body is read.
  await app.register(async (scope) => {
    const parse = { parseAs: 'buffer' as const, bodyLimit: RESUME_MAX_BYTES };
    const toUpload = (_request: unknown, body: Buffer | string, done: (error: Error | null, body?: unknown) => void) =>
      done(null, new UploadBody(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    scope.addContentTypeParser([...Object.keys(RESUME_TYPES), 'application/octet-stream'], parse, toUpload);
    scope.addContentTypeParser('*', parse, toUpload);
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new ApiError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE);
      throw error;
    });
    scope.addHook('onRequest', async (request) => limitResume(request));
    route(scope, API_CALLS.uploadCareerResume, {}, async (request, reply) => {
      const agency = await agencyOf(request);
      if (!(request.body instanceof UploadBody))
        throw new ApiError(400, 'invalid_file_type', INVALID_FILE_TYPE_MESSAGE);
      const stored = await storeCareerResume(db, blobs, agency.id, {
        bytes: request.body.bytes,
        fileName: request.query.fileName,
      });
      return reply.status(201).send(stored);
    });
  });

  // The prune of resumes that expired unused: hourly, each run queueing the next (once per hour however
  // many servers share the database).
  const queueNextPrune = async (after: Date) => {
    const due = (Math.floor(after.getTime() / PRUNE_EVERY_MS) + 1) * PRUNE_EVERY_MS;
    await deps.jobs.enqueue(db, CAREERS_RESUME_PRUNE_JOB, {}, { onceKey: String(due), runAt: new Date(due) });
  };
  deps.jobs.register(CAREERS_RESUME_PRUNE_JOB, async (_payload: unknown, job: JobContext) => {
    await queueNextPrune(job.now);
    const pruned = await pruneCareerResumes(db, blobs, job.now);
    if (pruned > 0) job.log.info({ pruned }, 'expired careers resumes deleted');
  });
  app.addHook('onReady', async () => queueNextPrune(new Date()));
}
