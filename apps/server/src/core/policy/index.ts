import { can, rolesSentence, type Permission, type RoleKey } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { forbidden } from '../../platform/errors';
import '../../platform/tenant/tables';

/**
 * core/policy: who may do what. The agency's permission table around every handler (./agency-policy.ts:
 * `can` of the contract answers for the caller's agency), the one 403 of a missing permission
 * (`requirePermission`) and the agency owner (`isAgencyOwner`). docs/permissions.md.
 */
export {
  agencyGrants,
  agencyPolicy,
  toRoleGrant,
  withPolicy,
  type AgencyRolePermissionRow,
  type AgencyRolePermissionsTable,
} from './agency-policy';

/** The contract's roles sentence with the article a vowel needs: "an administrator or admin". */
export const rolesPhrase = (permission: Permission) => rolesSentence(permission).replace(/^a (?=[aeiou])/, 'an ');

/** 403 unless the staff member (roles as stored now: core/identity `staffActor`) holds `permission`. */
export function requirePermission(actor: { roles: readonly RoleKey[] }, permission: Permission, doing: string): void {
  if (!can(actor.roles, permission)) throw forbidden(`Only ${rolesPhrase(permission)} can ${doing}.`);
}

/** The owner is a property of the agency (agencies.owner_user_id), decided here, not by a role. */
export async function isAgencyOwner(db: Db, agencyId: number, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('agencies')
    .select('id')
    .where('id', '=', agencyId)
    .where('owner_user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
