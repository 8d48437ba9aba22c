import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  CAREERS_CONFIRMATION_DAYS,
  CAREERS_MESSAGES,
  CAREERS_PAGE_SIZE,
  CAREERS_RESUME_TOKEN_HOURS,
  CAREERS_SOURCE,
  PUBLIC_JOB_SORTS,
  RESUME_MAX_BYTES,
  type CareerApplicationResult,
  type CareerResumeUpload,
  type Page,
  type PublicJob,
  type PublicJobSummary,
} from '@agency/api-client/contract';
import { careerApplicationPayloadSchema } from '@agency/forms/schemas';
import { sha256Hex } from '../../platform/crypto';
import type { Database, Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { normaliseEmail, pageOf, sortOf, validateBody } from '../../platform/http';
import { escapeHtml, type Mailer } from '../../platform/mail';
import type { BlobStore } from '../../platform/storage';
import {
  detectResumeType,
  EMPTY_FILE_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  findApplicantByEmail,
  insertApplicant,
  INVALID_FILE_TYPE_MESSAGE,
  lockApplicantEmail,
  resumeFileName,
} from '../applicants';
import {
  PUBLIC_DETAIL_COLUMNS,
  PUBLIC_SUMMARY_COLUMNS,
  publicConditions,
  publicJobsOf,
  publicOrderBy,
  toPublicJob,
  toPublicJobSummary,
  type PublicDetailRow,
  type PublicSummaryRow,
} from './queries';
import { CAREERS_ACTOR_NAME, keepApart, resumeTypeName } from './applications';
import './tables';
import type { EventBus } from '../../platform/events';

export { CAREERS_ACTOR_NAME } from './applications';

/** The outbox kind of the application's e-mail. */
export const CAREERS_MAIL_KIND = 'careers-application';

export const jobNotOpen = () => new ApiError(404, 'not_found', CAREERS_MESSAGES.jobNotOpen);
const tokenInvalid = () => new ApiError(400, 'resume_token_invalid', CAREERS_MESSAGES.resumeTokenInvalid);

/** The agency's public, open job orders matching the query, sorted and paged; 400 with the bad parameters. */
export async function listPublicJobs(
  db: Db,
  agencyId: number,
  query: Record<string, unknown>,
): Promise<Page<PublicJobSummary>> {
  const errors: Record<string, string> = {};
  const { page, pageSize } = pageOf(query, CAREERS_PAGE_SIZE, errors);
  const { sort, order } = sortOf(
    query,
    PUBLIC_JOB_SORTS,
    'start',
    (chosen) => (chosen === 'start' ? 'asc' : 'desc'),
    errors,
  );
  const conditions = publicConditions(query, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const where = conditions.length > 0 ? sql<boolean>`${sql.join(conditions, sql` AND `)}` : sql<boolean>`true`;
  let rows = publicJobsOf(db, agencyId).where(where).select(PUBLIC_SUMMARY_COLUMNS);
  for (const expression of publicOrderBy(sort)) rows = rows.orderBy(expression, order);
  const [items, count] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    publicJobsOf(db, agencyId)
      .where(where)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    Items: (items as PublicSummaryRow[]).map(toPublicJobSummary),
    Page: page,
    PageSize: pageSize,
    Total: Number(count.total),
  };
}

/** One public, open job order of the agency; 404 CAREERS_MESSAGES.jobNotOpen otherwise. */
export async function getPublicJob(db: Db, agencyId: number, id: number): Promise<PublicJob> {
  const row = await publicJobsOf(db, agencyId).where('j.id', '=', id).select(PUBLIC_DETAIL_COLUMNS).executeTakeFirst();
  if (!row) throw jobNotOpen();
  return toPublicJob(row as PublicDetailRow);
}

/**
 * Keeps a resume for an application: its type from its bytes (400 `invalid_file_type`), at most
 * RESUME_MAX_BYTES (413 `file_too_large`). The bytes go to the blob store, then one row records it under the
 * SHA-256 of a random one-time token (the token itself is only in the answer), valid for
 * CAREERS_RESUME_TOKEN_HOURS. A failed insert deletes the bytes again.
 */
export async function storeCareerResume(
  db: Db,
  blobs: BlobStore,
  agencyId: number,
  upload: { bytes: Uint8Array; fileName: unknown },
): Promise<CareerResumeUpload> {
  if (upload.bytes.length === 0) throw new ApiError(400, 'invalid_file_type', EMPTY_FILE_MESSAGE);
  if (upload.bytes.length > RESUME_MAX_BYTES) throw new ApiError(413, 'file_too_large', FILE_TOO_LARGE_MESSAGE);
  const type = detectResumeType(upload.bytes);
  if (!type) throw new ApiError(400, 'invalid_file_type', INVALID_FILE_TYPE_MESSAGE);
  const fileName = resumeFileName(upload.fileName, type);
  const key = `agencies/${agencyId}/careers/resumes/${randomUUID()}`;
  const token = randomBytes(32).toString('base64url');
  await blobs.put(key, upload.bytes, { contentType: type, agencyId });
  try {
    await db
      .insertInto('careers_resumes')
      .values({
        agency_id: agencyId,
        token_hash: sha256Hex(token),
        blob_key: key,
        file_name: fileName,
        content_type: type,
        size: upload.bytes.length,
        expires_at: sql<Date>`now() + make_interval(hours => ${CAREERS_RESUME_TOKEN_HOURS})`,
      })
      .execute();
  } catch (error) {
    await blobs.delete(key).catch(() => undefined);
    throw error;
  }
  return { ResumeToken: token, FileName: fileName, Size: upload.bytes.length };
}

export interface ApplyDeps {
  db: Db;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  /** The application tells `applicant.activity` (the applicant's timeline). */
  events: EventBus;
}

/**
 * The application's e-mail: thanks, and the way to the portal (register with this address, or sign in). An
 * application kept apart from the record the agency already has for this address (`confirmUrl`) asks the
 * person to confirm it first: until then nothing of their record changes.
 */
export function applicationMail(input: {
  firstName: string;
  agencyName: string;
  jobTitle: string;
  email: string;
  hasAccount: boolean;
  portalOrigin: string;
  confirmUrl?: string;
}) {
  const { firstName, agencyName, jobTitle, email, hasAccount, portalOrigin, confirmUrl } = input;
  const url = `${portalOrigin}${hasAccount ? '/login' : '/registration'}`;
  const next = hasAccount
    ? `To finish your onboarding, sign in to our portal:`
    : `To finish your onboarding, register on our portal with this e-mail address (${email}):`;
  const confirmText =
    confirmUrl === undefined
      ? ''
      : `We already have a record for this e-mail address. Until you confirm this application, it stays apart ` +
        `and nothing of your record changes (phone, license states, resume). To confirm it, open this link ` +
        `within ${CAREERS_CONFIRMATION_DAYS} days:\n\n${confirmUrl}\n\nIf you did not apply, ignore this e-mail.\n\n`;
  const confirmHtml =
    confirmUrl === undefined
      ? ''
      : `<p>We already have a record for this e-mail address. Until you confirm this application, it stays apart ` +
        `and nothing of your record changes (phone, license states, resume). To confirm it, open this link within ` +
        `${CAREERS_CONFIRMATION_DAYS} days:</p><p><a href="${escapeHtml(confirmUrl)}">Confirm my application</a></p>` +
        `<p>If you did not apply, ignore this e-mail.</p>`;
  const text =
    `Hello ${firstName},\n\nthank you for applying for ${jobTitle} with ${agencyName}. We have your application ` +
    `and your resume, and a recruiter will be in touch.\n\n${confirmText}${next}\n\n${url}\n\n${agencyName}\n`;
  const html =
    `<p>Hello ${escapeHtml(firstName)},</p><p>thank you for applying for ${escapeHtml(jobTitle)} with ` +
    `${escapeHtml(agencyName)}. We have your application and your resume, and a recruiter will be in touch.</p>` +
    confirmHtml +
    `<p>${escapeHtml(next)}</p><p><a href="${escapeHtml(url)}">${hasAccount ? 'Sign in to the portal' : 'Register on the portal'}</a></p>` +
    `<p>${escapeHtml(agencyName)}</p>`;
  return { subject: `Your application to ${agencyName}: ${jobTitle}`, text, html };
}

/**
 * An application from the careers site, in ONE transaction: the job must be public and Open (404); the
 * agency + e-mail is locked (a double click, or a registration at the same moment, waits); the resume token
 * must be this agency's, unexpired and unused (400 `resume_token_invalid`) — a token already used by this
 * e-mail's applicant for this job answers the same success again and changes nothing. The applicant is the
 * agency's record of this e-mail (archived ones restored; only empty fields filled) or a new New Lead
 * (source careers, unassigned); the resume becomes its current one; the token is spent; the submission is
 * added once (submissions_once) and, when it is new, the e-mail is queued in the outbox (kicked after the
 * commit).
 */
export async function applyToJob(
  deps: ApplyDeps,
  agency: { id: number; name: string },
  jobId: number,
  body: unknown,
  portalOrigin: string,
): Promise<CareerApplicationResult> {
  const values = validateBody(careerApplicationPayloadSchema, body);
  const email = normaliseEmail(values.Email);
  const tokenHash = sha256Hex(values.ResumeToken);
  const queued = await deps.db.transaction().execute(async (trx: Kysely<Database>) => {
    const job = await publicJobsOf(trx, agency.id)
      .where('j.id', '=', jobId)
      .select(['j.id', 'j.title'])
      .executeTakeFirst();
    if (!job) throw jobNotOpen();
    await lockApplicantEmail(trx, agency.id, email);
    const resume = await trx
      .selectFrom('careers_resumes')
      .select([
        'id',
        'blob_key',
        'file_name',
        'content_type',
        'size',
        'used_at',
        'used_by_applicant_id',
        'job_order_id',
        sql<boolean>`expires_at <= now()`.as('expired'),
      ])
      .where('agency_id', '=', agency.id)
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (!resume) throw tokenInvalid();
    if (resume.used_at !== null) {
      // The same application again (a double click, a retried request): the same answer, nothing added.
      const same =
        resume.job_order_id === job.id && resume.used_by_applicant_id !== null
          ? await trx
              .selectFrom('applicants')
              .select('id')
              .where('agency_id', '=', agency.id)
              .where('id', '=', resume.used_by_applicant_id)
              .where(sql<string>`lower(email)`, '=', email)
              .executeTakeFirst()
          : undefined;
      if (same) return false;
      throw tokenInvalid();
    }
    if (resume.expired) throw tokenInvalid();

    const applied = `Applied on the careers site for ${job.title}`;
    const existing = await findApplicantByEmail(trx, agency.id, email);
    let applicantId: number;
    /** An application kept apart from the record this e-mail already has: its id and confirmation token. */
    let apart: { id: number; token: string } | null = null;
    if (existing) {
      // An anonymous application changes nothing of a record the agency already has: it waits apart until
      // the person confirms from their inbox or staff merge it (issue 27).
      applicantId = existing.id;
      apart = await keepApart(trx, deps.events, {
        agencyId: agency.id,
        applicantId,
        job,
        values,
        resume,
      });
    } else {
      applicantId = await insertApplicant(trx, {
        agencyId: agency.id,
        userId: null,
        firstName: values.FirstName,
        lastName: values.LastName,
        email,
        status: 'lead',
        source: CAREERS_SOURCE,
        mobilePhone: values.MobilePhone,
        discipline: values.Discipline,
        licenseStates: values.LicenseStates,
        activity: applied,
      });
      // The resume becomes the new lead's current one.
      await trx
        .insertInto('applicant_documents')
        .values({
          agency_id: agency.id,
          applicant_id: applicantId,
          kind: 'resume',
          file_name: resume.file_name,
          content_type: resume.content_type,
          size: resume.size,
          blob_key: resume.blob_key,
          uploaded_by: null,
          uploaded_by_name: CAREERS_ACTOR_NAME,
        })
        .execute();
      await deps.events.emit(trx, 'applicant.activity', {
        agencyId: agency.id,
        applicantId,
        actor: null,
        kind: 'document',
        text: `Resume uploaded on the careers site: ${resume.file_name} (${resumeTypeName(resume.content_type)})`,
      });
    }
    await trx
      .updateTable('careers_resumes')
      .set({ used_at: sql<Date>`now()`, used_by_applicant_id: applicantId, job_order_id: job.id })
      .where('id', '=', resume.id)
      .execute();

    // Once per applicant and job order: applying again adds nothing.
    const submission = await trx
      .insertInto('submissions')
      .values({
        agency_id: agency.id,
        job_order_id: job.id,
        applicant_id: applicantId,
        submitted_by: null,
        submitted_by_name: CAREERS_ACTOR_NAME,
      })
      .onConflict((oc) => oc.columns(['agency_id', 'job_order_id', 'applicant_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (apart !== null) {
      const submissionId =
        submission?.id ??
        (
          await trx
            .selectFrom('submissions')
            .select('id')
            .where('agency_id', '=', agency.id)
            .where('job_order_id', '=', job.id)
            .where('applicant_id', '=', applicantId)
            .executeTakeFirst()
        )?.id ??
        null;
      await trx
        .updateTable('careers_applications')
        .set({ submission_id: submissionId })
        .where('id', '=', apart.id)
        .execute();
    }
    // A new submission is e-mailed; so is an application kept apart, even to a job order already applied to
    // (its confirmation link: else only staff could merge it).
    if (!submission && apart === null) return false;
    if (submission)
      await trx
        .insertInto('submission_events')
        .values({
          agency_id: agency.id,
          submission_id: submission.id,
          from_status: null,
          to_status: 'submitted',
          note: 'Applied on the careers site',
          actor_id: null,
          actor_name: CAREERS_ACTOR_NAME,
        })
        .execute();

    const account = await trx
      .selectFrom('users')
      .select('id')
      .where('agency_id', '=', agency.id)
      .where('email', '=', email)
      .executeTakeFirst();
    await deps.mail.enqueue(trx, {
      agencyId: agency.id,
      to: email,
      kind: CAREERS_MAIL_KIND,
      ...applicationMail({
        firstName: values.FirstName,
        agencyName: agency.name,
        jobTitle: job.title,
        email,
        hasAccount: account !== undefined,
        portalOrigin,
        confirmUrl:
          apart === null ? undefined : `${portalOrigin}/careers/confirm?token=${encodeURIComponent(apart.token)}`,
      }),
    });
    return true;
  });
  if (queued) deps.mail.kick();
  return { Message: CAREERS_MESSAGES.applied };
}

/** The prune's batch (the job runs again in an hour for what is left). */
const PRUNE_BATCH = 500;

/**
 * Deletes the careers resumes that expired unused: the row first (only while still unused: an application
 * holding it locked wins), then the bytes. Answers how many.
 */
export async function pruneCareerResumes(db: Db, blobs: BlobStore, now: Date): Promise<number> {
  const expired = await db
    .selectFrom('careers_resumes')
    .select('id')
    .where('used_at', 'is', null)
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(PRUNE_BATCH)
    .execute();
  let pruned = 0;
  for (const { id } of expired) {
    const row = await db
      .deleteFrom('careers_resumes')
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returning('blob_key')
      .executeTakeFirst();
    if (!row) continue;
    await blobs.delete(row.blob_key);
    pruned += 1;
  }
  return pruned;
}
