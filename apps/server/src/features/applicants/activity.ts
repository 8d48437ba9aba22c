import { sql, type Kysely } from 'kysely';
import type { ApplicantActivity, ApplicantActivityKind, ApplicantStatus } from '@agency/api-client/contract';
import type { Database, Db } from '../../platform/db';
import type { EventBus } from '../../platform/events';
import './events';

/**
 * Writes the history row of a status change (who, from, to, reason, note; the time is the transaction's),
 * inside the transaction that changes the status, so both commit together, and tells `applicant.statusChanged`
 * in it (automatic messages, issue 14). Other kinds of rows are written by records.ts `writeActivity`.
 */
export async function writeStatusActivity(
  trx: Kysely<Database>,
  events: EventBus,
  entry: {
    agencyId: number;
    applicantId: number;
    actor: { recruiterId: number; name: string };
    from: ApplicantStatus;
    to: ApplicantStatus;
    reason: string | null;
    note: string;
  },
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
  await events.emit(trx, 'applicant.statusChanged', {
    agencyId: entry.agencyId,
    applicantId: entry.applicantId,
    activityId,
    from: entry.from,
    to: entry.to,
    actor: { recruiterId: entry.actor.recruiterId, name: entry.actor.name },
  });
  return activityId;
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
