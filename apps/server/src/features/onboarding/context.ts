import type { FastifyRequest } from 'fastify';
import { sql, type InsertObject, type Kysely } from 'kysely';
import {
  can,
  EMAIL_NOT_VERIFIED_MESSAGE,
  rolesSentence,
  type OnboardingAuditEntry,
  type OnboardingFormKey,
  type Permission,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { ApiError, forbidden } from '../../platform/errors';
import { principalOf } from '../auth';
import { lockApplicant, staffActor, type LockedApplicant, type StaffActor } from '../applicants';

/** Where a request came from, as recorded with signatures, consents and audit rows. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? '', userAgent: (typeof agent === 'string' ? agent : '').slice(0, 500) };
}

/** The signed-in applicant (the applicant's calls act on their own forms only). */
export interface ApplicantCaller {
  kind: 'applicant';
  agencyId: number;
  applicantId: number;
}

/** The signed-in staff member (the staff's calls act on an applicant of their agency). */
export interface StaffCaller {
  kind: 'staff';
  agencyId: number;
  recruiterId: number;
}

export const ONLY_APPLICANTS_MESSAGE = 'Only applicants have onboarding forms of their own.';

/**
 * The applicant acting on their own record: a verified e-mail first (403 `email_not_verified`), so an account
 * registered with someone else's address never reads or writes anything of a record (docs/security.md).
 */
export function applicantCaller(request: FastifyRequest): ApplicantCaller {
  const principal = principalOf(request);
  if (principal.recruiter) throw forbidden(ONLY_APPLICANTS_MESSAGE);
  if (principal.emailVerified !== true) throw new ApiError(403, 'email_not_verified', EMAIL_NOT_VERIFIED_MESSAGE);
  if (principal.applicantId === null) throw forbidden(ONLY_APPLICANTS_MESSAGE);
  return { kind: 'applicant', agencyId: principal.agencyId, applicantId: principal.applicantId };
}

export function staffCaller(request: FastifyRequest): StaffCaller {
  const principal = principalOf(request);
  return { kind: 'staff', agencyId: principal.agencyId, recruiterId: principal.recruiter!.RecruiterId };
}

export const APPLICANT_NOT_FOUND = 'Applicant not found.';
export const applicantNotFound = () => new ApiError(404, 'not_found', APPLICANT_NOT_FOUND);

/** The applicant's id as a path parameter: a positive 32-bit integer, else 404. */
export function applicantIdParam(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647) throw applicantNotFound();
  return Number(param);
}

/** The article a vowel needs: "an administrator or admin". */
const rolesPhrase = (permission: Permission) => rolesSentence(permission).replace(/^a (?=[aeiou])/, 'an ');

/** 403 unless the staff member (roles as stored now) holds `permission`. */
export function requirePermission(actor: StaffActor, permission: Permission, doing: string): void {
  if (!can(actor.roles, permission)) throw forbidden(`Only ${rolesPhrase(permission)} can ${doing}.`);
}

/** The applicant's name (audit rows, mails). */
export async function applicantName(trx: Kysely<Database>, agencyId: number, applicantId: number) {
  const row = await trx
    .selectFrom('applicants')
    .select(['first_name', 'last_name', 'email'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!row) throw applicantNotFound();
  return { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email };
}

/**
 * The applicant of the caller, locked for the rest of the transaction (writes to one applicant's onboarding
 * happen one after the other); 404 when not in the caller's agency. Staff who may not see archived
 * applicants do not find archived ones.
 */
export async function lockOnboardingApplicant(
  trx: Kysely<Database>,
  agencyId: number,
  applicantId: number,
  staff: StaffActor | null,
): Promise<LockedApplicant> {
  const row = await lockApplicant(trx, agencyId, applicantId);
  if (!row || (staff && row.archived_at !== null && !can(staff.roles, 'applicants.archive'))) throw applicantNotFound();
  return row;
}

/** The staff member as stored now, holding `permission`, and the applicant of their agency (not locked). */
export async function staffOnApplicant(
  trx: Kysely<Database>,
  caller: StaffCaller,
  applicantId: number,
  permission: Permission,
  doing: string,
): Promise<StaffActor> {
  const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
  requirePermission(actor, permission, doing);
  const row = await trx
    .selectFrom('applicants')
    .select(['id', 'archived_at'])
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!row || (row.archived_at !== null && !can(actor.roles, 'applicants.archive'))) throw applicantNotFound();
  return actor;
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
  const { name } = await applicantName(trx, owner.agencyId, owner.applicantId);
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
