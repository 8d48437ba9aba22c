import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  API_CALLS,
  isOnboardingFormKey,
  ONBOARDING_UPLOAD_MAX_BYTES,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import { dataKey, type DataKeyConfig } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { idParam, requestMeta, route } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { BlobStore } from '../../platform/storage';
import { formDocument, overview } from './documents';
import { giveConsent, saveDraft, submitForm, withdrawConsent } from './engine';
import { formPdf, staffFormPdf } from './pdf';
import {
  approveForm,
  getSection2,
  requestChanges,
  revealValue,
  saveSection2,
  staffFormDocument,
  unlockI9,
} from './review';
import type { UploadCounts } from './progress';
import { createValueVault } from './sensitive';
import { readUpload, staffReadUpload, storeUpload, UPLOAD_TOO_LARGE_MESSAGE } from './uploads';
import { attachmentHeader } from './util';
import { applicantContext, staffContext, type Authentication } from '../../core/identity';
import { listAudit } from '../../core/audit';
import { applicantNotFound, staffOnApplicant } from '../applicants';
import type { EventBus } from '../../platform/events';

/** What the onboarding calls need. */
export interface OnboardingDeps {
  db: Db;
  auth: Authentication;
  blobs: BlobStore;
  mail: Mailer;
  /** DATA_ENCRYPTION_KEY (null: the development key file in DATA_DIR, as the signing keys use). */
  config: DataKeyConfig;
  /** The app's events (a submission tells `onboarding.formSubmitted`; app/events.ts wires the listeners). */
  events: EventBus;
  /** The Upload Requirements' counts of the checklist (provided by upload-requirements; ./progress). */
  uploadCounts?: UploadCounts;
}

/** `:form` of a path: an onboarding form key, else 404. */
function formParam(param: string): OnboardingFormKey {
  if (!isOnboardingFormKey(param)) throw new ApiError(404, 'not_found', 'Form not found.');
  return param;
}

/** `?version=` of a PDF: a positive whole number, or null for the latest submitted version. */
function versionQuery(query: Record<string, unknown>): number | null {
  const value = query.version;
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^[1-9]\d{0,5}$/.test(value))
    throw new ApiError(400, 'validation_failed', 'version must be a version number.', {
      version: 'version must be a version number.',
    });
  return Number(value);
}

/** `?reveal=` of a staff PDF: 'true' asks for the identifiers in full; absent, '' or 'false' for masked. */
function revealQuery(query: Record<string, unknown>): boolean {
  const value = query.reveal;
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  throw new ApiError(400, 'validation_failed', 'reveal must be true or false.', {
    reveal: 'reveal must be true or false.',
  });
}

/** The bytes of an upload body behind a private field (the input inspection does not walk 10 MB). */
class UploadBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

const sendPdf = (reply: FastifyReply, pdf: { bytes: Uint8Array; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));

const sendFile = (
  reply: FastifyReply,
  file: { upload: { FileName: string; ContentType: string }; bytes: Uint8Array },
) =>
  reply
    .type(file.upload.ContentType)
    .header('Content-Disposition', attachmentHeader(file.upload.FileName))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));

export async function onboardingRoutes(app: FastifyInstance, deps: OnboardingDeps): Promise<void> {
  const { db, blobs, mail } = deps;
  const { requireUser, requireStaff } = deps.auth;
  const vault = createValueVault(dataKey(deps.config));
  const engine = { db, vault, events: deps.events };
  const review = { db, vault, mail };
  // One checklist for both sides: the forms and the Upload Requirements' counts (./progress).
  const checklist = async (agencyId: number, applicantId: number) =>
    overview(db, agencyId, applicantId, (await deps.uploadCounts?.read(db, agencyId, applicantId)) ?? null);

  // The applicant's own forms.
  route(app, API_CALLS.getOnboardingOverview, { preHandler: requireUser }, async (request) => {
    const caller = applicantContext(request);
    return checklist(caller.agencyId, caller.applicantId);
  });

  route(app, API_CALLS.getOnboardingForm, { preHandler: requireUser }, async (request) => {
    const caller = applicantContext(request);
    return formDocument(db, vault, caller.agencyId, caller.applicantId, formParam(request.params.form), {
      prefill: true,
    });
  });

  route(app, API_CALLS.saveOnboardingDraft, { preHandler: requireUser }, async (request) =>
    saveDraft(engine, applicantContext(request), formParam(request.params.form), request.body, requestMeta(request)),
  );

  route(app, API_CALLS.submitOnboardingForm, { preHandler: requireUser }, async (request) =>
    submitForm(engine, applicantContext(request), formParam(request.params.form), request.body, requestMeta(request)),
  );

  route(app, API_CALLS.downloadOnboardingPdf, { preHandler: requireUser }, async (request, reply) => {
    const caller = applicantContext(request);
    const form = formParam(request.params.form);
    return sendPdf(
      reply,
      await formPdf(db, vault, caller.agencyId, caller.applicantId, form, versionQuery(request.query), 'applicant'),
    );
  });

  // 201 when the consent is given now; 200 when the same version is already in force.
  route(app, API_CALLS.giveEsignConsent, { preHandler: requireUser }, async (request, reply) => {
    const { created, ...given } = await giveConsent(
      engine,
      applicantContext(request),
      request.body,
      requestMeta(request),
    );
    return reply.status(created ? 201 : 200).send(given);
  });

  route(app, API_CALLS.withdrawEsignConsent, { preHandler: requireUser }, async (request) =>
    withdrawConsent(engine, applicantContext(request), requestMeta(request)),
  );

  route(app, API_CALLS.downloadOnboardingFile, { preHandler: requireUser }, async (request, reply) => {
    const caller = applicantContext(request);
    return sendFile(reply, await readUpload({ db, blobs }, caller, request.params.uploadId));
  });

  // The upload: the raw file as the body (any content type: the content decides), at most 10 MB.
  await app.register(async (scope) => {
    const parse = { parseAs: 'buffer' as const, bodyLimit: ONBOARDING_UPLOAD_MAX_BYTES + 64 * 1024 };
    const toUpload = (_request: unknown, body: Buffer | string, done: (error: Error | null, body?: unknown) => void) =>
      done(null, new UploadBody(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    scope.addContentTypeParser(['application/octet-stream', 'application/json'], parse, toUpload);
    scope.addContentTypeParser('*', parse, toUpload);
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new ApiError(413, 'file_too_large', UPLOAD_TOO_LARGE_MESSAGE);
      throw error;
    });
    route(scope, API_CALLS.uploadOnboardingFile, { preHandler: requireUser }, async (request, reply) => {
      const caller = applicantContext(request);
      const bytes = request.body instanceof UploadBody ? request.body.bytes : Buffer.alloc(0);
      const stored = await storeUpload(
        { db, blobs },
        caller,
        { bytes, fileName: request.query.fileName },
        requestMeta(request),
      );
      return reply.status(201).send(stored);
    });
  });

  // The staff's review of an applicant of their agency.
  route(app, API_CALLS.getApplicantOnboarding, { preHandler: requireStaff }, async (request) => {
    const caller = staffContext(request);
    const applicantId = idParam(request.params.id, applicantNotFound);
    await staffOnApplicant(db, caller, applicantId, 'onboarding.review', "read applicants' onboarding");
    return checklist(caller.agencyId, applicantId);
  });

  route(app, API_CALLS.getApplicantOnboardingForm, { preHandler: requireStaff }, async (request) =>
    staffFormDocument(
      review,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      formParam(request.params.form),
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.downloadApplicantOnboardingPdf, { preHandler: requireStaff }, async (request, reply) => {
    const applicantId = idParam(request.params.id, applicantNotFound);
    const form = formParam(request.params.form);
    const options = { version: versionQuery(request.query), reveal: revealQuery(request.query) };
    return sendPdf(
      reply,
      await staffFormPdf(engine, staffContext(request), applicantId, form, options, requestMeta(request)),
    );
  });

  route(app, API_CALLS.approveOnboardingForm, { preHandler: requireStaff }, async (request) =>
    approveForm(
      review,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      formParam(request.params.form),
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.requestOnboardingChanges, { preHandler: requireStaff }, async (request) =>
    requestChanges(
      review,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      formParam(request.params.form),
      request.body,
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.revealOnboardingValue, { preHandler: requireStaff }, async (request, reply) => {
    const revealed = await revealValue(
      review,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      formParam(request.params.form),
      request.body,
      requestMeta(request),
    );
    return reply.header('Cache-Control', 'no-store').send(revealed);
  });

  route(app, API_CALLS.downloadApplicantOnboardingFile, { preHandler: requireStaff }, async (request, reply) => {
    const applicantId = idParam(request.params.id, applicantNotFound);
    return sendFile(
      reply,
      await staffReadUpload(
        { db, blobs, vault },
        staffContext(request),
        applicantId,
        request.params.uploadId,
        requestMeta(request),
      ),
    );
  });

  route(app, API_CALLS.unlockI9, { preHandler: requireStaff }, async (request) =>
    unlockI9(
      review,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      request.body,
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.getI9Section2, { preHandler: requireStaff }, async (request) =>
    getSection2(review, staffContext(request), idParam(request.params.id, applicantNotFound)),
  );

  route(app, API_CALLS.saveI9Section2, { preHandler: requireStaff }, async (request) =>
    saveSection2(
      review,
      staffContext(request),
      idParam(request.params.id, applicantNotFound),
      request.body,
      requestMeta(request),
    ),
  );

  route(app, API_CALLS.listOnboardingAudit, { preHandler: requireStaff }, async (request) => {
    const caller = staffContext(request);
    const applicantId = idParam(request.params.id, applicantNotFound);
    await staffOnApplicant(db, caller, applicantId, 'onboarding.review', 'read the onboarding audit log');
    return listAudit(db, caller.agencyId, applicantId);
  });
}
