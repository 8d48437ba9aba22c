import { sql, type ColumnType, type InsertObject, type Kysely } from 'kysely';
import type { OnboardingAuditEntry, OnboardingFormKey } from '@agency/api-client/contract';
import type { Database, DefaultTimestamp } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import type { RequestMeta } from '../../platform/http';

/**
 * The applicant stream of the audit (migration 0013, docs/onboarding.md "Audit"): what was done to one
 * applicant's onboarding (drafts, submissions, signatures, consents, uploads, reviews, reveals, health reads),
 * by the applicant or a staff member, from where. Written in the transaction of the action it records; shown
 * on the applicant's record and on the audit page of the signed PDFs. Never holds a sensitive value.
 */

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface OnboardingAuditTable {
  id: ColumnType<string, never, never>;
  agency_id: number;
  applicant_id: number;
  action: OnboardingAuditEntry['Action'];
  form: WithDefault<OnboardingFormKey | null>;
  version: WithDefault<number | null>;
  actor_kind: 'applicant' | 'staff';
  actor_id: WithDefault<number | null>;
  actor_name: WithDefault<string>;
  at: DefaultTimestamp;
  ip: WithDefault<string>;
  user_agent: WithDefault<string>;
  detail: WithDefault<string>;
}

declare module '../../platform/db/database' {
  interface Database {
    onboarding_audit: OnboardingAuditTable;
  }
}

/** One audit row: who (applicant or staff), what, when (now unless `at`: the demo seed's past), from where. */
export interface AuditEntry {
  agencyId: number;
  applicantId: number;
  action: OnboardingAuditEntry['Action'];
  form: OnboardingFormKey | null;
  version: number | null;
  actor: { kind: 'applicant' | 'staff'; id: number | null; name: string };
  meta: RequestMeta;
  detail: string;
  at?: Date;
}

/** The columns of an audit row. Never holds a sensitive value. */
export function auditValues(entry: AuditEntry): InsertObject<Database, 'onboarding_audit'> {
  return {
    agency_id: entry.agencyId,
    applicant_id: entry.applicantId,
    action: entry.action,
    form: entry.form,
    version: entry.version,
    actor_kind: entry.actor.kind,
    actor_id: entry.actor.id,
    actor_name: entry.actor.name,
    ip: entry.meta.ip,
    user_agent: entry.meta.userAgent,
    detail: entry.detail.slice(0, 2000),
    at: entry.at ?? sql<Date>`now()`,
  };
}

/** One audit row, written in the transaction of the action it records. */
export async function writeAudit(trx: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await trx.insertInto('onboarding_audit').values(auditValues(entry)).execute();
}

/**
 * An audit row of the applicant's own doing (drafts, submissions, signatures, consent, uploads): the actor
 * is the applicant, named as their record names them now.
 */
export async function writeApplicantAudit(
  trx: Kysely<Database>,
  owner: { agencyId: number; applicantId: number },
  meta: RequestMeta,
  entry: Pick<AuditEntry, 'action' | 'form' | 'version' | 'detail'>,
): Promise<void> {
  const applicant = await trx
    .selectFrom('applicants')
    .select(['first_name', 'last_name'])
    .where('agency_id', '=', owner.agencyId)
    .where('id', '=', owner.applicantId)
    .executeTakeFirst();
  if (!applicant) throw new ApiError(404, 'not_found', 'Applicant not found.');
  const name = `${applicant.first_name} ${applicant.last_name}`.trim();
  await writeAudit(trx, {
    ...entry,
    agencyId: owner.agencyId,
    applicantId: owner.applicantId,
    actor: { kind: 'applicant', id: owner.applicantId, name },
    meta,
  });
}

/** The audit rows of an applicant, newest first. */
export async function listAudit(
  db: Kysely<Database>,
  agencyId: number,
  applicantId: number,
): Promise<OnboardingAuditEntry[]> {
  const rows = await db
    .selectFrom('onboarding_audit')
    .select(['id', 'action', 'form', 'version', 'actor_name', 'at', 'ip', 'user_agent', 'detail'])
    .where('agency_id', '=', agencyId)
    .where('applicant_id', '=', applicantId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    AuditId: Number(row.id),
    Action: row.action,
    Form: row.form,
    Version: row.version,
    ActorName: row.actor_name,
    At: new Date(row.at).toISOString(),
    Ip: row.ip,
    UserAgent: row.user_agent,
    Detail: row.detail,
  }));
}
