import { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { API_CALLS, RESUME_MAX_BYTES, RESUME_TYPES } from '@agency/api-client/contract';
import { applicantSchema, messages, validateValues, type ApplicantValues } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { csvHeaders, idParam, isId, route } from '../../platform/http';
import type { BlobStore } from '../../platform/storage';
import { auditedApplicantsExport } from './export';
import {
  attachmentHeader,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_FILE_TYPE_MESSAGE,
  listDocuments,
  readDocument,
  uploadResume,
} from './documents';
import { formRules } from '../../core/form-rules';
import { applicantWalk, listApplicants, parseListQuery } from './list';
import { pipelineRoutes } from './pipeline-routes';
import { activeStaff, countByStatus } from './queries';
import {
  archiveApplicant,
  assignApplicant,
  createApplicant,
  findDuplicates,
  loadApplicant,
  loadApplicantByNumber,
  notFoundError,
  restoreApplicant,
  staffOf,
  updateApplicant,
} from './records';
import { principalOf, type Authentication } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** What the applicant calls need. */
export interface ApplicantsDeps {
  db: Db;
  auth: Authentication;
  /** Where resumes are stored (platform/storage). */
  blobs: BlobStore;
  /** The app's events: a move tells `applicant.statusChanged` (app/events.ts wires the listeners). */
  events: EventBus;
}

/** Fields of the record whose value is one choice of a list: anything but text (or null) gets the field's message. */
const CHOICE_FIELDS = {
  State: messages.applicant.stateInvalid,
  Discipline: messages.applicant.disciplineInvalid,
  DesiredShift: messages.applicant.shiftInvalid,
  Source: messages.applicant.sourceInvalid,
} as const;
/** Fields of the record that are lists of choices. */
const LIST_FIELDS = {
  Specialties: messages.applicant.specialtyInvalid,
  LicenseStates: messages.applicant.stateInvalid,
  DesiredLocations: messages.applicant.stateInvalid,
  EmploymentTypes: messages.applicant.employmentTypeInvalid,
  Tags: 'Tags must be a list of text.',
} as const;
export const COMPACT_LICENSE_MESSAGE = 'Compact License must be true or false.';

/**
 * The record's fields of a create/update body, checked with the shared schema (the form's rules and
 * messages). Values of the wrong kind (an object for a choice, text for a list, a list of objects) get the
 * field's own message before the schema sees them; errors of a list's item are reported under the list's
 * name (the form's field). 400 `validation_failed` with every bad field in Errors.
 */
function readApplicantValues(body: unknown, extra: Record<string, string> = {}): ApplicantValues {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  const input: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(CHOICE_FIELDS)) {
    const value = input[field];
    if (value !== undefined && value !== null && typeof value !== 'string') errors[field] = message;
  }
  for (const [field, message] of Object.entries(LIST_FIELDS)) {
    const value = input[field];
    if (value === null) delete input[field];
    else if (value !== undefined && (!Array.isArray(value) || value.some((item) => typeof item !== 'string')))
      errors[field] = message;
  }
  if (input.CompactLicense !== undefined && typeof input.CompactLicense !== 'boolean')
    errors.CompactLicense = COMPACT_LICENSE_MESSAGE;
  const value = input.YearsOfExperience;
  if (value !== undefined && value !== null && typeof value !== 'number' && typeof value !== 'string')
    errors.YearsOfExperience = messages.applicant.yearsOfExperienceInvalid;
  for (const field of Object.keys(errors)) delete input[field];
  const result = validateValues(applicantSchema, input);
  if (!result.ok)
    for (const [path, message] of Object.entries(result.errors)) {
      const field = path.replace(/[[.].*$/, '');
      errors[field] ??= message;
    }
  // PostgreSQL has no year 0 (the schema's calendar check allows it): refused here, not a failing insert.
  if (result.ok)
    for (const field of ['DateOfBirth', 'AvailableFrom'] as const)
      if (result.value[field]?.startsWith('0000')) errors[field] = messages.applicant.dateInvalid;
  Object.assign(errors, extra);
  if (Object.keys(errors).length > 0 || !result.ok) throw validationFailed(errors);
  return result.value;
}

/**
 * The body of an upload, as the content-type parsers give it: the bytes behind a private field, so the
 * request inspection (NUL characters, nesting depth) does not walk a 10 MB buffer byte by byte.
 */
class UploadBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

export async function applicantRoutes(app: FastifyInstance, deps: ApplicantsDeps): Promise<void> {
  const { db, blobs } = deps;
  const { requireStaff } = deps.auth;
  const staff = (request: Parameters<typeof principalOf>[0]) => staffOf(principalOf(request));

  // Lists: one page (server-side paging, sorting, filters, search), the CSV of all matching rows.
  route(app, API_CALLS.listApplicants, { preHandler: requireStaff }, async (request) => {
    const caller = staff(request);
    return listApplicants(
      db,
      caller.agencyId,
      parseListQuery(request.query, caller, await formRules(db, caller.agencyId)),
    );
  });

  // The CSV: `applicants.export` (managers and above by default), each export audited (./export.ts).
  route(app, API_CALLS.exportApplicants, { preHandler: requireStaff }, async (request, reply) => {
    const principal = principalOf(request);
    const chunks = await auditedApplicantsExport(
      db,
      { ...staff(request), userId: principal.userId, ip: request.ip },
      request.query,
    );
    return reply.headers(csvHeaders('applicants')).send(Readable.from(chunks));
  });

  // The menu's View By Status counts (archived applicants left out).
  route(app, API_CALLS.getApplicantStatusCounts, { preHandler: requireStaff }, async (request) =>
    countByStatus(db, principalOf(request).agencyId),
  );

  route(app, API_CALLS.listApplicantOwners, { preHandler: requireStaff }, async (request) =>
    activeStaff(db, principalOf(request).agencyId),
  );

  // The record.
  route(app, API_CALLS.getApplicant, { preHandler: requireStaff }, async (request) => {
    const caller = staff(request);
    const applicant = await loadApplicant(db, caller.agencyId, idParam(request.params.id, notFoundError), {
      includeArchived: caller.canArchive,
    });
    if (!applicant) throw notFoundError();
    return applicant;
  });

  // The record's address: its number in the agency (`/view-by-applicant/:applicantCountIndex`).
  route(app, API_CALLS.getApplicantByNumber, { preHandler: requireStaff }, async (request) => {
    const caller = staff(request);
    const applicant = await loadApplicantByNumber(db, caller.agencyId, idParam(request.params.number, notFoundError), {
      includeArchived: caller.canArchive,
    });
    if (!applicant) throw notFoundError();
    return applicant;
  });

  // Its place in the list it was opened from, and the applicants either side (the record's Previous, Next).
  route(app, API_CALLS.getApplicantWalk, { preHandler: requireStaff }, async (request) => {
    const caller = staff(request);
    const number = idParam(request.params.number, notFoundError);
    const listRequest = parseListQuery(request.query, caller, await formRules(db, caller.agencyId));
    const walk = await applicantWalk(db, caller.agencyId, listRequest, number, { includeArchived: caller.canArchive });
    if (!walk) throw notFoundError();
    return walk;
  });

  route(app, API_CALLS.findApplicantDuplicates, { preHandler: requireStaff }, async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
    const query = body as Record<string, unknown>;
    const errors: Record<string, string> = {};
    const text = (name: string) => {
      const value = query[name];
      if (value === undefined || value === null) return undefined;
      if (typeof value !== 'string' || value.length > 200) {
        errors[name] = `${name} must be text of at most 200 characters.`;
        return undefined;
      }
      return value;
    };
    const values = {
      Email: text('Email'),
      MobilePhone: text('MobilePhone'),
      FirstName: text('FirstName'),
      LastName: text('LastName'),
      Zip: text('Zip'),
      ExcludeId: undefined as number | undefined,
    };
    if (query.ExcludeId !== undefined && query.ExcludeId !== null) {
      if (isId(query.ExcludeId)) values.ExcludeId = query.ExcludeId;
      else errors.ExcludeId = 'ExcludeId must be an applicant id.';
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return findDuplicates(db, principalOf(request).agencyId, values);
  });

  route(app, API_CALLS.createApplicant, { preHandler: requireStaff }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const extra: Record<string, string> = {};
    const ownerId = body.OwnerId;
    if (ownerId !== undefined && ownerId !== null && !isId(ownerId))
      extra.OwnerId = 'Choose an owner from the list of active staff.';
    const seen = body.DuplicatesSeen;
    if (seen !== undefined && seen !== null && (!Array.isArray(seen) || seen.length > 100 || !seen.every(isId)))
      extra.DuplicatesSeen = 'DuplicatesSeen must be a list of applicant ids.';
    const values = readApplicantValues(request.body, extra);
    const created = await createApplicant(db, staff(request), {
      values,
      ownerId: ownerId as number | null | undefined,
      duplicatesSeen: Array.isArray(seen) ? (seen as number[]) : [],
    });
    return reply.status(201).send(created);
  });

  route(app, API_CALLS.updateApplicant, { preHandler: requireStaff }, async (request) => {
    const id = idParam(request.params.id, notFoundError);
    return updateApplicant(db, staff(request), id, readApplicantValues(request.body));
  });

  route(app, API_CALLS.assignApplicant, { preHandler: requireStaff }, async (request) => {
    const id = idParam(request.params.id, notFoundError);
    const body = request.body as { OwnerId?: unknown } | null;
    const ownerId = typeof body === 'object' && body !== null ? body.OwnerId : undefined;
    if (ownerId !== null && !isId(ownerId))
      throw validationFailed({ OwnerId: 'OwnerId must be a recruiter id, or null for unassigned.' });
    return assignApplicant(db, staff(request), id, ownerId);
  });

  route(app, API_CALLS.archiveApplicant, { preHandler: requireStaff }, async (request) =>
    archiveApplicant(db, staff(request), idParam(request.params.id, notFoundError)),
  );

  route(app, API_CALLS.restoreApplicant, { preHandler: requireStaff }, async (request) =>
    restoreApplicant(db, staff(request), idParam(request.params.id, notFoundError)),
  );

  // Documents.
  route(app, API_CALLS.listApplicantDocuments, { preHandler: requireStaff }, async (request) =>
    listDocuments(db, staff(request), idParam(request.params.id, notFoundError)),
  );

  route(app, API_CALLS.downloadApplicantDocument, { preHandler: requireStaff }, async (request, reply) => {
    const documentId = idParam(request.params.documentId, () => new ApiError(404, 'not_found', 'Document not found.'));
    const { document, bytes } = await readDocument(
      db,
      blobs,
      staff(request),
      idParam(request.params.id, notFoundError),
      documentId,
    );
    return reply
      .type(document.ContentType)
      .header('Content-Disposition', attachmentHeader(document.FileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  // The resume upload: the raw file as the body, at most RESUME_MAX_BYTES (this route only), its type
  // decided by its content. Any content type is read (a browser may label a file wrongly or not at all).
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
    route(scope, API_CALLS.uploadApplicantResume, { preHandler: requireStaff }, async (request) => {
      const id = idParam(request.params.id, notFoundError);
      if (!(request.body instanceof UploadBody))
        throw new ApiError(400, 'invalid_file_type', INVALID_FILE_TYPE_MESSAGE);
      return uploadResume(db, blobs, staff(request), id, {
        bytes: request.body.bytes,
        fileName: request.query.fileName,
      });
    });
  });

  // Status changes, bulk actions, activity, notes, dashboard.
  await pipelineRoutes(app, deps);
}
