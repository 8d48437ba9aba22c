import { sql, type Kysely } from 'kysely';
import type { ApplicantActivity, ApplicantActivityKind, ApplicantStatus } from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';

/**
 * Writes the history row of a status change (who, from, to, reason, note; the time is the transaction's),
 * inside the transaction that changes the status, so both commit together. Other kinds of rows are written
 * by records.ts `writeActivity`.
 */
export async function writeStatusActivity(
  trx: Kysely<Database>,
  entry: {
    agencyId: number;
    applicantId: number;
    actor: { recruiterId: number; name: string };
    from: ApplicantStatus;
    to: ApplicantStatus;
    reason: string | null;
    note: string;
  },
  /** Told of the change in the same transaction (automatic messages, issue 14). */
  onStatusChange?: StatusChangeListener,
): Promise<number> {
  const row = await trx
    .insertInto('applicant_activity')
    .values({
      agency_id: entry.agencyId,
      applicant_id: entry.applicantId,
      kind: 'status',
      from_status: entry.from,
      to_status: entry.to,
      reason: entry.reason,
      text: entry.note,
      actor_id: entry.actor.recruiterId,
      actor_name: entry.actor.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const activityId = Number(row.id);
  await onStatusChange?.(trx, {
    agencyId: entry.agencyId,
    applicantId: entry.applicantId,
    activityId,
    from: entry.from,
    to: entry.to,
    actor: { recruiterId: entry.actor.recruiterId, name: entry.actor.name },
  });
  return activityId;
}

/** A status change as its listeners learn it: the history row's id is unique to the move. */
export interface StatusChangeEvent {
  agencyId: number;
  applicantId: number;
  /** The applicant_activity row of the move (a once-only key: one move, one row). */
  activityId: number;
  from: ApplicantStatus;
  to: ApplicantStatus;
  actor: { recruiterId: number; name: string };
}

/** Runs in the transaction of the move: what it writes commits (or not) with the move. */
export type StatusChangeListener = (trx: Kysely<Database>, event: StatusChangeEvent) => Promise<void>;

/**
 * The listeners of status changes of one server (other features add theirs at registration, e.g. messaging's
 * automatic messages); `notify` calls each in turn.
 */
export interface StatusChanges {
  on(listener: StatusChangeListener): void;
  notify: StatusChangeListener;
}

export function createStatusChanges(): StatusChanges {
  const listeners: StatusChangeListener[] = [];
  return {
    on: (listener) => void listeners.push(listener),
    notify: async (trx, event) => {
      for (const listener of listeners) await listener(trx, event);
    },
  };
}

/** An activity row joined with its applicant's name and number. */
interface ActivityRow {
  id: string;
  applicant_id: number;
  kind: ApplicantActivityKind;
  from_status: ApplicantStatus | null;
  to_status: ApplicantStatus | null;
  reason: string | null;
  text: string;
  actor_name: string;
  created_at: Date;
  applicant_name: string;
  applicant_number: number;
}

export function toApplicantActivity(row: ActivityRow): ApplicantActivity {
  return {
    ActivityId: Number(row.id),
    ApplicantId: row.applicant_id,
    ApplicantName: row.applicant_name,
    ApplicantNumber: row.applicant_number,
    Kind: row.kind,
    At: new Date(row.created_at).toISOString(),
    ActorName: row.actor_name,
    From: row.from_status,
    To: row.to_status,
    Reason: row.reason,
    Text: row.text,
  };
}

function activityQuery(db: Db, agencyId: number) {
  return db
    .selectFrom('applicant_activity as activity')
    .innerJoin('applicants', (join) =>
      join
        .onRef('applicants.id', '=', 'activity.applicant_id')
        .onRef('applicants.agency_id', '=', 'activity.agency_id'),
    )
    .select([
      'activity.id',
      'activity.applicant_id',
      'activity.kind',
      'activity.from_status',
      'activity.to_status',
      'activity.reason',
      'activity.text',
      'activity.actor_name',
      'activity.created_at',
      sql<string>`applicants.first_name || ' ' || applicants.last_name`.as('applicant_name'),
      'applicants.number as applicant_number',
    ])
    .where('activity.agency_id', '=', agencyId);
}

/**
 * The whole history of one applicant of the agency, newest first (index applicant_activity_applicant:
 * applicant_id, created_at DESC, id DESC).
 */
export async function listActivity(db: Db, agencyId: number, applicantId: number): Promise<ApplicantActivity[]> {
  const rows = await activityQuery(db, agencyId)
    .where('activity.applicant_id', '=', applicantId)
    .orderBy('activity.created_at', 'desc')
    .orderBy('activity.id', 'desc')
    .execute();
  return rows.map(toApplicantActivity);
}

/**
 * The latest activity of the agency's applicants that are not archived, newest first (index
 * applicant_activity_agency: agency_id, created_at DESC, id DESC; each applicant by its primary key).
 */
export async function recentActivity(db: Db, agencyId: number, limit: number): Promise<ApplicantActivity[]> {
  const rows = await activityQuery(db, agencyId)
    .where('applicants.archived_at', 'is', null)
    .orderBy('activity.created_at', 'desc')
    .orderBy('activity.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toApplicantActivity);
}
