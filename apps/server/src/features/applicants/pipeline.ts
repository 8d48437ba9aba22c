import { sql, type Kysely } from 'kysely';
import {
  allowedMoves,
  can,
  canEditApplicant,
  movePermission,
  ownsOrUnassigned,
  pipelineMoves,
  rolesSentence,
  statusLabel,
  type Applicant,
  type ApplicantOwner,
  type ApplicantStatus,
  type BulkResult,
  type MoveKind,
  type PipelineMove,
} from '@agency/api-client/contract';
import { messages, TAGS_MAX } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden } from '../../platform/errors';
import { writeStatusActivity } from './activity';
import {
  archivedError,
  editError,
  loadApplicant,
  lockApplicant,
  notFoundError,
  takeIfUnassigned,
  writeActivity,
  type LockedApplicant,
} from './records';
import type { StaffActor } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** The staff member acting: their agency, and their recruiter id, name and roles as stored now (staffActor). */
export type AgencyActor = StaffActor & { agencyId: number };

/** A validated status change (statusChangeSchema). */
export interface StatusChange {
  To: ApplicantStatus;
  Reason: string;
  Note: string;
}

/** "Moves from New Lead: Pre-screened, Rejected." or "No moves from Accepted." */
export function movesMessage(from: ApplicantStatus, moves: readonly PipelineMove[]): string {
  return moves.length === 0
    ? `No moves from ${statusLabel(from)}.`
    : `Moves from ${statusLabel(from)}: ${moves.map((move) => statusLabel(move.To)).join(', ')}.`;
}

/** What a move of each kind is called in the 403 message naming who may make it. */
const MOVE_WORDS: Record<Exclude<MoveKind, 'forward'>, string> = {
  back: 'move an applicant back a step',
  reopen: 're-open an applicant',
  'reject-accepted': 'reject an accepted applicant',
};

const mayEdit = (caller: AgencyActor, row: LockedApplicant) =>
  canEditApplicant({ roles: caller.roles, ownsOrUnassigned: ownsOrUnassigned(row.owner_id, caller.recruiterId) });

/**
 * Moves a locked applicant (inside the caller's transaction), or throws why not: 409 archived; 409
 * `transition_not_allowed` when the table has no such move (the message names the caller's moves); 403 when
 * the applicant is not the caller's to change or the move's kind needs a higher role. A recruiter moving an
 * unassigned applicant takes it. The status, its time and the history row are written together.
 */
export async function moveLocked(
  trx: Kysely<Database>,
  events: EventBus,
  caller: AgencyActor,
  row: LockedApplicant,
  change: StatusChange,
): Promise<void> {
  if (row.archived_at !== null) throw archivedError();
  const actor = { roles: caller.roles, ownsOrUnassigned: ownsOrUnassigned(row.owner_id, caller.recruiterId) };
  const move = pipelineMoves(row.status).find((candidate) => candidate.To === change.To);
  if (!move) {
    throw new ApiError(409, 'transition_not_allowed', movesMessage(row.status, allowedMoves(row.status, actor)));
  }
  if (!canEditApplicant(actor)) throw editError();
  const permission = movePermission(move.Kind);
  if (permission !== null && move.Kind !== 'forward' && !can(caller.roles, permission)) {
    throw forbidden(`Only ${rolesSentence(permission)} can ${MOVE_WORDS[move.Kind]}.`);
  }
  await takeIfUnassigned(trx, caller, row, caller.agencyId);
  await trx
    .updateTable('applicants')
    .set({ status: change.To, status_changed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', row.id)
    .execute();
  await writeStatusActivity(trx, events, {
    agencyId: caller.agencyId,
    applicantId: row.id,
    actor: caller,
    from: row.status,
    to: change.To,
    reason: change.To === 'rejected' || change.To === 'refused' ? change.Reason : null,
    note: change.Note,
  });
}

/** The open stages, in pipeline order (where a submission's offer or placement may move an applicant from). */
const OPEN_STAGES: readonly ApplicantStatus[] = [
  'lead',
  'paper-screened',
  'phone-screened',
  'final-interview',
  'offered',
];

/**
 * Moves an applicant to Offered or Accepted because one of their submissions reached Offer or Placed (issue
 * 13), inside the caller's transaction: from any earlier open stage, past the one-step rule (the offer is the
 * facility's, recorded on the submission; `note` names it in the history). Answers false when the applicant is
 * already there or further (Accepted, for an offer). 409 from Refused or Rejected (re-open first) or when
 * archived; 403 when the applicant is not the caller's to change (a recruiter moving an unassigned one takes
 * it); 404 when not in the caller's agency.
 */
export async function moveForSubmission(
  trx: Kysely<Database>,
  events: EventBus,
  caller: AgencyActor,
  applicantId: number,
  to: 'offered' | 'accepted',
  note: string,
): Promise<boolean> {
  const row = await lockApplicant(trx, caller.agencyId, applicantId);
  if (!row) throw notFoundError();
  if (row.archived_at !== null) throw archivedError();
  if (row.status === to || (to === 'offered' && row.status === 'accepted')) return false;
  if (!OPEN_STAGES.includes(row.status))
    throw new ApiError(
      409,
      'transition_not_allowed',
      `The applicant is ${statusLabel(row.status)}: re-open them before moving them to ${statusLabel(to)}.`,
    );
  if (!mayEdit(caller, row)) throw editError();
  await takeIfUnassigned(trx, caller, row, caller.agencyId);
  await trx
    .updateTable('applicants')
    .set({ status: to, status_changed_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', row.id)
    .execute();
  await writeStatusActivity(trx, events, {
    agencyId: caller.agencyId,
    applicantId: row.id,
    actor: caller,
    from: row.status,
    to,
    reason: null,
    note,
  });
  return true;
}

/** One transaction: lock the applicant of the caller's agency (404 otherwise), then `work` on it. */
async function withLocked<T>(
  db: Db,
  caller: AgencyActor,
  applicantId: number,
  work: (trx: Kysely<Database>, row: LockedApplicant) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const row = await lockApplicant(trx, caller.agencyId, applicantId);
    // An archived applicant is absent for those who may not see archived records (records.ts does the same).
    if (!row || (row.archived_at !== null && !can(caller.roles, 'applicants.archive'))) throw notFoundError();
    return work(trx, row);
  });
}

/** changeApplicantStatus: one transaction (lock, rules, update, history); the record as the move left it. */
export async function changeStatus(
  db: Db,
  events: EventBus,
  caller: AgencyActor,
  applicantId: number,
  change: StatusChange,
): Promise<Applicant> {
  return withLocked(db, caller, applicantId, async (trx, row) => {
    await moveLocked(trx, events, caller, row, change);
    return (await loadApplicant(trx, caller.agencyId, applicantId))!;
  });
}

/** A validated bulk action. */
export type ValidBulkAction =
  ({ Kind: 'status' } & StatusChange) | { Kind: 'assign'; Owner: ApplicantOwner | null } | { Kind: 'tag'; Tag: string };

/** Sets the owner of a locked applicant (a supervisor's reassign); returns the row's message. */
async function assignLocked(
  trx: Kysely<Database>,
  caller: AgencyActor,
  row: LockedApplicant,
  owner: ApplicantOwner | null,
): Promise<string> {
  if (row.archived_at !== null) throw archivedError();
  if (!can(caller.roles, 'applicants.reassign'))
    throw forbidden(`Only ${rolesSentence('applicants.reassign')} can reassign applicants.`);
  const done = owner ? `Assigned to ${owner.Name}.` : 'Unassigned.';
  if ((owner?.RecruiterId ?? null) === row.owner_id) return done;
  await trx
    .updateTable('applicants')
    .set({ owner_id: owner?.RecruiterId ?? null, updated_at: sql<Date>`now()` })
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', row.id)
    .execute();
  await writeActivity(trx, {
    agencyId: caller.agencyId,
    applicantId: row.id,
    actor: caller,
    kind: 'assigned',
    text: owner ? `Assigned to ${owner.Name}` : 'Unassigned',
  });
  return done;
}

/** Adds a tag to a locked applicant (anyone who may edit it); returns the row's message. */
async function tagLocked(
  trx: Kysely<Database>,
  caller: AgencyActor,
  row: LockedApplicant,
  tag: string,
): Promise<string> {
  if (row.archived_at !== null) throw archivedError();
  if (!mayEdit(caller, row)) throw editError();
  const current = await trx
    .selectFrom('applicants')
    .select('tags')
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  const done = `Tagged "${tag}".`;
  if (current.tags.includes(tag)) return done;
  if (current.tags.length >= TAGS_MAX) throw new ApiError(409, 'too_many_tags', messages.applicant.tagsMax);
  await trx
    .updateTable('applicants')
    .set({ tags: [...current.tags, tag], updated_at: sql<Date>`now()` })
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', row.id)
    .execute();
  await writeActivity(trx, {
    agencyId: caller.agencyId,
    applicantId: row.id,
    actor: caller,
    kind: 'updated',
    text: `Tag "${tag}" added`,
  });
  return done;
}

/**
 * bulkUpdateApplicants: each applicant in its own transaction under the rules of the single calls; the
 * results in the order of the ids. A refused or unknown applicant (another agency's too: "Applicant not
 * found.") does not stop the others.
 */
export async function bulkUpdate(
  db: Db,
  events: EventBus,
  caller: AgencyActor,
  applicantIds: readonly number[],
  action: ValidBulkAction,
): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const applicantId of applicantIds) {
    try {
      const message = await withLocked(db, caller, applicantId, async (trx, row) => {
        switch (action.Kind) {
          case 'status':
            await moveLocked(trx, events, caller, row, action);
            return `Moved to ${statusLabel(action.To)}.`;
          case 'assign':
            return assignLocked(trx, caller, row, action.Owner);
          case 'tag':
            return tagLocked(trx, caller, row, action.Tag);
        }
      });
      results.push({ ApplicantId: applicantId, Ok: true, Message: message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      results.push({ ApplicantId: applicantId, Ok: false, Message: error.message });
    }
  }
  return results;
}
