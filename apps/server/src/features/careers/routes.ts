import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS, RESUME_MAX_BYTES, RESUME_TYPES } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { idParam, route } from '../../platform/http';
import type { JobContext, JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { clientAddressKey, createLimit, type RateLimit } from '../../platform/rate-limit';
import type { BlobStore } from '../../platform/storage';
import { agencyLinkOrigin, agencyOfRequest } from '../../platform/tenant';
import { applicantNotFound, FILE_TOO_LARGE_MESSAGE, INVALID_FILE_TYPE_MESSAGE } from '../applicants';
import {
  applicationNotFound,
  confirmCareerApplication,
  listCareerApplications,
  mergeCareerApplication,
  readCareerApplicationResume,
} from './applications';
import { applyToJob, getPublicJob, jobNotOpen, listPublicJobs, pruneCareerResumes, storeCareerResume } from './service';
import { staffContext, type Authentication } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** What the careers calls need. */
export interface CareersDeps {
  db: Db;
  blobs: BlobStore;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  jobs: JobRunner;
  auth: Authentication;
  /** An application tells `applicant.activity` (app/events.ts). */
  events: EventBus;
  config: {
    defaultAgency: string | null;
    /** The portal's public origins for the e-mail's links (platform/tenant `agencyLinkOrigin`). */
    agencyOrigin: string | null;
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

/** `Content-Disposition: attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266, RFC 5987). */
function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function careersRoutes(app: FastifyInstance, deps: CareersDeps): Promise<void> {
  const { db, blobs, config } = deps;
  const { requireStaff } = deps.auth;
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
    return getPublicJob(db, agency.id, idParam(request.params.id, jobNotOpen));
  });

  route(app, API_CALLS.applyToJob, {}, async (request, reply) => {
    await limitApply(request);
    const agency = await agencyOf(request);
    const result = await applyToJob(
      { db, mail: deps.mail, events: deps.events },
      agency,
      idParam(request.params.id, jobNotOpen),
      request.body,
      // The e-mail goes to whatever address was typed: its links come from the agency's configured origin.
      agencyLinkOrigin(config, agency.slug, request),
    );
    return reply.status(201).send(result);
  });

  // Applications kept apart from a record the agency already had (issue 27): confirmed by the person's
  // e-mailed link (anonymous, the agency of the request, rate-limited like applications), or merged by staff.
  route(app, API_CALLS.confirmCareerApplication, {}, async (request) => {
    await limitApply(request);
    const agency = await agencyOf(request);
    return confirmCareerApplication(db, deps.events, agency.id, request.body);
  });

  route(app, API_CALLS.listCareerApplications, { preHandler: requireStaff }, async (request) =>
    listCareerApplications(db, staffContext(request), idParam(request.params.id, applicantNotFound)),
  );

  route(app, API_CALLS.downloadCareerApplicationResume, { preHandler: requireStaff }, async (request, reply) => {
    const file = await readCareerApplicationResume(
      db,
      blobs,
      staffContext(request),
      idParam(request.params.id, applicationNotFound),
    );
    return reply
      .type(file.contentType)
      .header('Content-Disposition', attachmentHeader(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  route(app, API_CALLS.mergeCareerApplication, { preHandler: requireStaff }, async (request) =>
    mergeCareerApplication(db, deps.events, staffContext(request), idParam(request.params.id, applicationNotFound)),
  );

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
