import { sql, type Kysely } from 'kysely';
import {
  SUBMISSION_NOTE_MAX_LENGTH,
  SUBMISSION_PIPELINE_MOVES,
  SUBMISSION_STATUS_KEYS,
  SUBMISSIONS_MAX_APPLICANTS,
  can,
  jobOrderStatusLabel,
  submissionStatusLabel,
  type JobOrderStatus,
  type Submission,
  type SubmissionStatus,
  type SubmissionStatusResult,
  type SubmitApplicantsResult,
} from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden, validationFailed } from '../../platform/errors';
import { moveForSubmission } from '../applicants';
import './tables';
import { requirePermission } from '../../core/policy';
import { staffActor, type StaffActor, type StaffContext } from '../../core/identity';
import { isId } from '../../platform/http';
import type { EventBus } from '../../platform/events';
import './events';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';

export const SUBMISSION_NOT_FOUND = 'Submission not found.';
export const SUBMISSION_EDIT_MESSAGE =
  'Only the owner of the job order or of the applicant, whoever submitted it, or a supervisor, manager, administrator or admin can move this submission.';
export const submissionNotFound = () => new ApiError(404, 'not_found', SUBMISSION_NOT_FOUND);
const notFound = submissionNotFound;

/** The submissions of the agency with their job order (`j`), facility (`i`) and applicant (`a`). */
function submissionsOf(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('submissions as s')
    .innerJoin('job_orders as j', (join) =>
      join.onRef('j.id', '=', 's.job_order_id').onRef('j.agency_id', '=', 's.agency_id'),
    )
    .innerJoin('institutions as i', (join) =>
      join.onRef('i.id', '=', 'j.institution_id').onRef('i.agency_id', '=', 'j.agency_id'),
    )
    .innerJoin('applicants as a', (join) =>
      join.onRef('a.id', '=', 's.applicant_id').onRef('a.agency_id', '=', 's.agency_id'),
    )
    .where('s.agency_id', '=', agencyId)
    .select([
      's.id',
      's.job_order_id',
      'j.title as job_order_title',
      'i.name as institution_name',
      's.applicant_id',
      'a.number as applicant_number',
      'a.first_name',
      'a.last_name',
      'a.email',
      'a.status as applicant_status',
      's.status',
      's.interview_at',
      's.submitted_by_name',
      's.created_at',
      's.updated_at',
    ]);
}

type SubmissionRow = Awaited<ReturnType<ReturnType<typeof submissionsOf>['execute']>>[number];

/** The rows as the contract's submissions, with their histories (one query for all). */
async function withHistory(db: Kysely<Database>, agencyId: number, rows: SubmissionRow[]): Promise<Submission[]> {
  if (rows.length === 0) return [];
  const events = await db
    .selectFrom('submission_events')
    .select(['submission_id', 'from_status', 'to_status', 'note', 'actor_name', 'at'])
    .where('agency_id', '=', agencyId)
    .where(
      'submission_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    JobOrderId: row.job_order_id,
    JobOrderTitle: row.job_order_title,
    InstitutionName: row.institution_name,
    ApplicantId: row.applicant_id,
    ApplicantName: `${row.first_name} ${row.last_name}`.trim(),
    ApplicantNumber: row.applicant_number,
    ApplicantEmail: row.email,
    ApplicantStatus: row.applicant_status,
    Status: row.status,
    InterviewAt: row.interview_at ? new Date(row.interview_at).toISOString() : null,
    SubmittedBy: row.submitted_by_name,
    CreatedAt: new Date(row.created_at).toISOString(),
    UpdatedAt: new Date(row.updated_at).toISOString(),
    History: events
      .filter((event) => event.submission_id === row.id)
      .map((event) => ({
        From: event.from_status,
        To: event.to_status,
        Note: event.note,
        By: event.actor_name,
        At: new Date(event.at).toISOString(),
      })),
  }));
}

async function reader(db: Db, caller: StaffContext): Promise<StaffActor> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'job-orders.read', 'read submissions');
  return actor;
}

/** The submissions to a job order of the caller's agency, newest first (404 for another agency's job order). */
export async function jobOrderSubmissions(db: Db, caller: StaffContext, jobOrderId: number): Promise<Submission[]> {
  await reader(db, caller);
  const order = await db
    .selectFrom('job_orders')
    .select('id')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', jobOrderId)
    .executeTakeFirst();
  if (!order) throw new ApiError(404, 'not_found', 'Job order not found.');
  const rows = await submissionsOf(db, caller.agencyId)
    .where('s.job_order_id', '=', jobOrderId)
    .orderBy('s.id', 'desc')
    .execute();
  return withHistory(db, caller.agencyId, rows);
}

/** The submissions of an applicant of the caller's agency, newest first (404 for another agency's applicant). */
export async function applicantSubmissions(db: Db, caller: StaffContext, applicantId: number): Promise<Submission[]> {
  await reader(db, caller);
  const applicant = await db
    .selectFrom('applicants')
    .select('id')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!applicant) throw new ApiError(404, 'not_found', 'Applicant not found.');
  const rows = await submissionsOf(db, caller.agencyId)
    .where('s.applicant_id', '=', applicantId)
    .orderBy('s.id', 'desc')
    .execute();
  return withHistory(db, caller.agencyId, rows);
}

/** The placements at a facility of the caller's agency, newest first (404 for another agency's facility). */
export async function institutionPlacements(
  db: Db,
  caller: StaffContext,
  institutionId: number,
): Promise<Submission[]> {
  await reader(db, caller);
  const institution = await db
    .selectFrom('institutions')
    .select('id')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', institutionId)
    .executeTakeFirst();
  if (!institution) throw new ApiError(404, 'not_found', 'Facility not found.');
  const rows = await submissionsOf(db, caller.agencyId)
    .where('j.institution_id', '=', institutionId)
    .where('s.status', '=', 'placed')
    .orderBy('s.updated_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return withHistory(db, caller.agencyId, rows);
}

/** The note of a body: text of at most SUBMISSION_NOTE_MAX_LENGTH characters ('' when absent). */
function noteOf(value: unknown, errors: Record<string, string>): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') {
    errors.Note = 'Note must be text.';
    return '';
  }
  if (value.trim().length > SUBMISSION_NOTE_MAX_LENGTH)
    errors.Note = `Note must be at most ${SUBMISSION_NOTE_MAX_LENGTH} characters`;
  return value.trim();
}

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * Submits applicants to an Open job order (`submissions.edit-own`): each applicant of the agency, not
 * archived, once: those already submitted are answered in `AlreadySubmitted` (never a second row, even when
 * two calls race: the unique key decides). 409 when the job order is not Open; 400 for an unknown applicant.
 */
export async function submitApplicants(
  db: Db,
  caller: StaffContext,
  jobOrderId: number,
  body: unknown,
): Promise<SubmitApplicantsResult> {
  const errors: Record<string, string> = {};
  if (!isObject(body)) throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  const ids = body.ApplicantIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > SUBMISSIONS_MAX_APPLICANTS || !ids.every(isId))
    errors.ApplicantIds = `Choose from 1 to ${SUBMISSIONS_MAX_APPLICANTS} applicants.`;
  const note = noteOf(body.Note, errors);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const applicantIds = [...new Set(ids as number[])];
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
    requirePermission(actor, 'submissions.edit-own', 'submit applicants');
    const order = await trx
      .selectFrom('job_orders')
      .select(['id', 'status', 'title'])
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', jobOrderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new ApiError(404, 'not_found', 'Job order not found.');
    if (order.status !== 'open')
      throw new ApiError(
        409,
        'job_order_not_open',
        `This job order is ${jobOrderStatusLabel(order.status).toLowerCase()}: it takes no submissions.`,
      );
    const applicants = await trx
      .selectFrom('applicants')
      .select(['id', 'first_name', 'last_name'])
      .where('agency_id', '=', caller.agencyId)
      .where('id', 'in', applicantIds)
      .where('archived_at', 'is', null)
      .execute();
    if (applicants.length !== applicantIds.length)
      throw validationFailed({ ApplicantIds: 'Some of these applicants are not in your agency, or are archived.' });
    const name = (id: number) => {
      const row = applicants.find((applicant) => applicant.id === id)!;
      return `${row.first_name} ${row.last_name}`.trim();
    };
    const inserted = await trx
      .insertInto('submissions')
      .values(
        applicantIds.map((applicantId) => ({
          agency_id: caller.agencyId,
          job_order_id: jobOrderId,
          applicant_id: applicantId,
          submitted_by: actor.recruiterId,
          submitted_by_name: actor.name,
        })),
      )
      .onConflict((oc) => oc.columns(['agency_id', 'job_order_id', 'applicant_id']).doNothing())
      .returning(['id', 'applicant_id'])
      .execute();
    if (inserted.length > 0)
      await trx
        .insertInto('submission_events')
        .values(
          inserted.map((row) => ({
            agency_id: caller.agencyId,
            submission_id: row.id,
            from_status: null,
            to_status: 'submitted' as const,
            note,
            actor_id: actor.recruiterId,
            actor_name: actor.name,
          })),
        )
        .execute();
    const created = new Set(inserted.map((row) => row.applicant_id));
    const earlier = applicantIds.filter((id) => !created.has(id));
    const existing =
      earlier.length === 0
        ? []
        : await trx
            .selectFrom('submissions')
            .select(['id', 'applicant_id'])
            .where('agency_id', '=', caller.agencyId)
            .where('job_order_id', '=', jobOrderId)
            .where('applicant_id', 'in', earlier)
            .execute();
    const rows =
      inserted.length === 0
        ? []
        : await submissionsOf(trx, caller.agencyId)
            .where(
              's.id',
              'in',
              inserted.map((row) => row.id),
            )
            .orderBy('s.id')
            .execute();
    return {
      Created: await withHistory(trx, caller.agencyId, rows),
      AlreadySubmitted: existing.map((row) => ({
        ApplicantId: row.applicant_id,
        ApplicantName: name(row.applicant_id),
        SubmissionId: row.id,
      })),
    };
  });
}

/**
 * The job order's status after its placements changed: Open becomes Filled when every opening is filled,
 * Filled becomes Open again when one is no longer (a placement withdrawn, openings raised); On hold, Closed
 * and Cancelled stay. Answers the status and the count, in the caller's transaction.
 */
export async function syncFilledStatus(
  trx: Kysely<Database>,
  agencyId: number,
  jobOrderId: number,
): Promise<{ status: JobOrderStatus; filled: number; openings: number }> {
  const row = await trx
    .selectFrom('job_orders as j')
    .select([
      'j.status',
      'j.openings',
      sql<number>`(SELECT count(*)::int FROM submissions s WHERE s.agency_id = j.agency_id AND s.job_order_id = j.id AND s.status = 'placed')`.as(
        'filled',
      ),
    ])
    .where('j.agency_id', '=', agencyId)
    .where('j.id', '=', jobOrderId)
    .executeTakeFirstOrThrow();
  const filled = Number(row.filled);
  let status = row.status;
  if (status === 'open' && filled >= row.openings) status = 'filled';
  else if (status === 'filled' && filled < row.openings) status = 'open';
  if (status !== row.status)
    await trx
      .updateTable('job_orders')
      .set({ status, status_reason: '', status_changed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('agency_id', '=', agencyId)
      .where('id', '=', jobOrderId)
      .execute();
  return { status, filled, openings: row.openings };
}

// ---------------------------------------------------------------------------------------------
// A Closed or Cancelled job order (issue 28, item 13): the agency fills none of its openings, so it has no
// placement and no submission under way. One rule, in one place: the job order's save and a submission's
// move both ask it.
// ---------------------------------------------------------------------------------------------

/** The job order statuses in which the agency fills none of its openings. */
export const JOB_ORDER_ENDED_STATUSES: readonly JobOrderStatus[] = ['closed', 'cancelled'];
/** A submission's statuses while it is under way (neither placed nor ended). */
const UNDER_WAY: readonly SubmissionStatus[] = ['submitted', 'sent-to-facility', 'interview', 'offer'];
/** The statuses that end a submission without a placement: all a Closed or Cancelled job order allows. */
const ENDED: readonly SubmissionStatus[] = ['declined', 'withdrawn'];

/** Why a job order with placements cannot be closed or cancelled, and what to do instead. */
export function placementsRefusal(placed: number, to: JobOrderStatus): string {
  const who = placed === 1 ? '1 applicant is placed' : `${placed} applicants are placed`;
  const them = placed === 1 ? 'the placement' : 'the placements';
  return `${who} on this job order, so it cannot be ${jobOrderStatusLabel(to).toLowerCase()}: lower its openings to ${placed} and it becomes Filled, or withdraw ${them} first.`;
}

/**
 * Closing or cancelling a job order, in the save's transaction (the job order locked): refused (409, the
 * message on Status) while one of its submissions is Placed; otherwise every submission still under way is
 * withdrawn, each with its history row naming the job order's new status and reason. Answers how many were
 * withdrawn.
 */
export async function endJobOrderSubmissions(
  trx: Kysely<Database>,
  agencyId: number,
  jobOrderId: number,
  to: JobOrderStatus,
  reason: string,
  actor: StaffActor,
): Promise<number> {
  const placed = await trx
    .selectFrom('submissions')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('agency_id', '=', agencyId)
    .where('job_order_id', '=', jobOrderId)
    .where('status', '=', 'placed')
    .executeTakeFirstOrThrow();
  if (Number(placed.count) > 0) {
    const message = placementsRefusal(Number(placed.count), to);
    throw new ApiError(409, 'job_order_has_placements', message, { Status: message });
  }
  const underWay = await trx
    .selectFrom('submissions')
    .select(['id', 'status'])
    .where('agency_id', '=', agencyId)
    .where('job_order_id', '=', jobOrderId)
    .where('status', 'in', UNDER_WAY)
    .forUpdate()
    .execute();
  if (underWay.length === 0) return 0;
  await trx
    .updateTable('submissions')
    .set({ status: 'withdrawn', updated_at: sql<Date>`now()` })
    .where('agency_id', '=', agencyId)
    .where(
      'id',
      'in',
      underWay.map((row) => row.id),
    )
    .execute();
  await trx
    .insertInto('submission_events')
    .values(
      underWay.map((row) => ({
        agency_id: agencyId,
        submission_id: row.id,
        from_status: row.status,
        to_status: 'withdrawn' as const,
        note: `Job order ${jobOrderStatusLabel(to).toLowerCase()}${reason ? `: ${reason}` : ''}`,
        actor_id: actor.recruiterId,
        actor_name: actor.name,
      })),
    )
    .execute();
  return underWay.length;
}

/** Whether the caller may move this submission (see SUBMISSION_EDIT_MESSAGE). */
function mayMove(
  actor: StaffActor,
  row: { job_order_owner: number | null; applicant_owner: number | null; submitted_by: number | null },
) {
  if (can(actor.roles, 'submissions.edit-any')) return true;
  if (!can(actor.roles, 'submissions.edit-own')) return false;
  return [row.job_order_owner, row.applicant_owner, row.submitted_by].includes(actor.recruiterId);
}

/**
 * Moves a submission to another status with a note (kept in its history), the interview time for Interview,
 * and, with `MoveApplicant`, the applicant to Offered (Offer) or Accepted (Placed) in the pipeline, in one
 * transaction; the job order's Filled follows the placements. The same status again only to change an
 * interview's time. 403 for a submission that is not the caller's to move.
 */
export async function changeSubmissionStatus(
  ctx: {
    db: Db;
    /** Kicked after the commit: what the listeners queued (an interview's invitation and reminders). */
    mail: Mailer;
    jobs: JobRunner;
    /** `submission.statusChanged`; and `applicant.statusChanged` when the applicant moves too. */
    events: EventBus;
  },
  caller: StaffContext,
  submissionId: number,
  body: unknown,
): Promise<SubmissionStatusResult> {
  if (!isObject(body)) throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  const errors: Record<string, string> = {};
  const status = body.Status as SubmissionStatus;
  if (!SUBMISSION_STATUS_KEYS.includes(status)) errors.Status = 'Choose a status from the list.';
  const note = noteOf(body.Note, errors);
  let interviewAt: string | null = null;
  if (body.InterviewAt !== undefined && body.InterviewAt !== null && body.InterviewAt !== '') {
    if (typeof body.InterviewAt !== 'string' || Number.isNaN(Date.parse(body.InterviewAt)))
      errors.InterviewAt = 'The interview time must be a date and time.';
    else interviewAt = new Date(body.InterviewAt).toISOString();
  }
  if (status === 'interview' && interviewAt === null && !errors.InterviewAt)
    errors.InterviewAt = 'Give the interview’s date and time.';
  const moveApplicant = body.MoveApplicant === true;
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const result = await ctx.db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
    const row = await trx
      .selectFrom('submissions as s')
      .innerJoin('job_orders as j', (join) =>
        join.onRef('j.id', '=', 's.job_order_id').onRef('j.agency_id', '=', 's.agency_id'),
      )
      .innerJoin('applicants as a', (join) =>
        join.onRef('a.id', '=', 's.applicant_id').onRef('a.agency_id', '=', 's.agency_id'),
      )
      .select([
        's.id',
        's.status',
        's.job_order_id',
        's.applicant_id',
        's.submitted_by',
        'j.owner_id as job_order_owner',
        'j.title',
        'j.status as job_order_status',
        'a.owner_id as applicant_owner',
      ])
      .where('s.agency_id', '=', caller.agencyId)
      .where('s.id', '=', submissionId)
      .forUpdate('s')
      .executeTakeFirst();
    if (!row) throw notFound();
    if (!mayMove(actor, row)) throw forbidden(SUBMISSION_EDIT_MESSAGE);
    // A Closed or Cancelled job order places nobody: its submissions can only end.
    if (JOB_ORDER_ENDED_STATUSES.includes(row.job_order_status) && !ENDED.includes(status))
      throw new ApiError(
        409,
        'job_order_ended',
        `This job order is ${jobOrderStatusLabel(row.job_order_status).toLowerCase()}: its submissions can only be declined or withdrawn. Re-open it first.`,
      );
    if (status === row.status && status !== 'interview')
      throw new ApiError(409, 'status_unchanged', `The submission is already ${submissionStatusLabel(status)}.`);
    await trx
      .updateTable('submissions')
      .set({
        status,
        ...(status === 'interview' ? { interview_at: interviewAt } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', submissionId)
      .execute();
    await trx
      .insertInto('submission_events')
      .values({
        agency_id: caller.agencyId,
        submission_id: submissionId,
        from_status: row.status,
        to_status: status,
        note:
          status === 'interview' && interviewAt ? [note, `Interview ${interviewAt}`].filter(Boolean).join(' · ') : note,
        actor_id: actor.recruiterId,
        actor_name: actor.name,
      })
      .execute();
    // The listeners react in this transaction (the calendar adds or reschedules the interview: app/events.ts).
    await ctx.events.emit(trx, 'submission.statusChanged', {
      agencyId: caller.agencyId,
      submissionId,
      applicantId: row.applicant_id,
      jobOrderId: row.job_order_id,
      jobOrderTitle: row.title,
      from: row.status,
      to: status,
      interviewAt: status === 'interview' && interviewAt ? new Date(interviewAt) : null,
      actor,
    });
    const pipelineTo = SUBMISSION_PIPELINE_MOVES[status];
    if (moveApplicant && pipelineTo)
      await moveForSubmission(
        trx,
        ctx.events,
        { ...actor, agencyId: caller.agencyId },
        row.applicant_id,
        pipelineTo as 'offered' | 'accepted',
        `${submissionStatusLabel(status)} on job order “${row.title}”${note ? `: ${note}` : ''}`,
      );
    const fill = await syncFilledStatus(trx, caller.agencyId, row.job_order_id);
    const [submission] = await withHistory(
      trx,
      caller.agencyId,
      await submissionsOf(trx, caller.agencyId).where('s.id', '=', submissionId).execute(),
    );
    return {
      Submission: submission!,
      JobOrderStatus: fill.status,
      JobOrderFilled: fill.filled,
      JobOrderOpenings: fill.openings,
    };
  });
  ctx.mail.kick();
  ctx.jobs.kick();
  return result;
}
