import type { Kysely } from 'kysely';
import { can, type Permission } from '@agency/api-client/contract';
import { staffActor, type StaffActor, type StaffScope } from '../../core/identity';
import { requirePermission } from '../../core/policy';
import type { Database } from '../../platform/db';
import { lockApplicant, notFoundError, type LockedApplicant } from './records';

/**
 * How the features that act on one applicant (onboarding, credentials, references, upload requirements) reach
 * them: by name, locked, or as a staff member who holds a permission. Another agency's applicant, like an
 * archived one for staff who may not archive, is "Applicant not found." (404).
 */

/** The applicant's name and e-mail (audit rows, mails). */
export async function applicantName(trx: Kysely<Database>, agencyId: number, applicantId: number) {
  const row = await trx
    .selectFrom('applicants')
    .select(['first_name', 'last_name', 'email'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!row) throw notFoundError();
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
  if (!row || (staff && row.archived_at !== null && !can(staff.roles, 'applicants.archive'))) throw notFoundError();
  return row;
}

/** The staff member as stored now, holding `permission`, and the applicant of their agency (not locked). */
export async function staffOnApplicant(
  trx: Kysely<Database>,
  caller: Pick<StaffScope, 'agencyId' | 'recruiterId'>,
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
  if (!row || (row.archived_at !== null && !can(actor.roles, 'applicants.archive'))) throw notFoundError();
  return actor;
}
