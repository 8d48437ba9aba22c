import { sql } from 'kysely';
import {
  grantRefusal,
  isRoleKey,
  PERMISSION_INFO,
  PERMISSIONS,
  ROLE_NAMES,
  DEFAULT_POLICY,
  type Permission,
  type RoleKey,
  type RolePermissions,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { forbidden, validationFailed } from '../../platform/errors';
import { recordAudit } from '../../core/audit';
import { agencyGrants } from '../../core/policy';
import { isAgencyOwner } from '../../core/policy';

/** Who changes the table: the agency owner (checked here), named on the row. */
export interface PolicyEditor {
  agencyId: number;
  userId: string;
  name: string;
  /** The request's address (the audit row). */
  ip: string;
}

/** The agency's table: its changes and the latest change's author. */
export async function rolePermissions(db: Db, agencyId: number): Promise<RolePermissions> {
  const [grants, latest] = await Promise.all([
    agencyGrants(db, agencyId),
    db
      .selectFrom('agency_role_permissions')
      .select(['changed_at', 'changed_by_name'])
      .where('agency_id', '=', agencyId)
      .orderBy('changed_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    Grants: grants,
    ChangedAt: latest ? new Date(latest.changed_at).toISOString() : null,
    ChangedBy: latest?.changed_by_name ?? '',
  };
}

/** The body of a change: a role, a permission and whether the role holds it; 400 with what is wrong. */
function parseGrant(body: unknown): { role: RoleKey; permission: Permission; allowed: boolean } {
  const {
    Role,
    Permission: permission,
    Allowed,
  } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  if (!isRoleKey(Role)) errors.Role = 'Choose a role.';
  if (typeof permission !== 'string' || !(permission in PERMISSIONS)) errors.Permission = 'Choose a permission.';
  if (typeof Allowed !== 'boolean') errors.Allowed = 'Say whether the role holds the permission.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { role: Role as RoleKey, permission: permission as Permission, allowed: Allowed as boolean };
}

/**
 * Gives a role a permission or takes it away (the agency owner only), within the bounds of `grantRefusal`.
 * Stored as a difference from the shipped table (a change back to the shipped value removes the row), in one
 * transaction with its audit row; the server answers by it from the next request on.
 */
export async function changeRolePermission(db: Db, editor: PolicyEditor, body: unknown): Promise<RolePermissions> {
  if (!(await isAgencyOwner(db, editor.agencyId, editor.userId)))
    throw forbidden('Only the agency owner can change what the roles may do.');
  const { role, permission, allowed } = parseGrant(body);
  const refusal = grantRefusal(role, permission);
  if (refusal) throw validationFailed({ Permission: refusal });
  const shipped = DEFAULT_POLICY[permission].includes(role);
  await db.transaction().execute(async (trx) => {
    // One change at a time per agency: two owners' tabs cannot interleave their rows and audit entries.
    await trx.selectFrom('agencies').select('id').where('id', '=', editor.agencyId).forUpdate().execute();
    const current = await trx
      .selectFrom('agency_role_permissions')
      .select('allowed')
      .where('agency_id', '=', editor.agencyId)
      .where('role', '=', role)
      .where('permission', '=', permission)
      .executeTakeFirst();
    const before = current ? current.allowed : shipped;
    if (before === allowed) return;
    if (allowed === shipped) {
      await trx
        .deleteFrom('agency_role_permissions')
        .where('agency_id', '=', editor.agencyId)
        .where('role', '=', role)
        .where('permission', '=', permission)
        .execute();
    } else {
      await trx
        .insertInto('agency_role_permissions')
        .values({
          agency_id: editor.agencyId,
          role,
          permission,
          allowed,
          changed_by: editor.userId,
          changed_by_name: editor.name,
        })
        .onConflict((conflict) =>
          conflict.columns(['agency_id', 'role', 'permission']).doUpdateSet({
            allowed,
            changed_by: editor.userId,
            changed_by_name: editor.name,
            changed_at: sql<Date>`now()`,
          }),
        )
        .execute();
    }
    await recordAudit(trx, {
      agencyId: editor.agencyId,
      action: allowed ? 'permission-granted' : 'permission-withdrawn',
      actorUserId: editor.userId,
      actorName: editor.name,
      detail: { role, permission, change: grantSentence(role, permission, allowed) },
      ip: editor.ip,
    });
  });
  return rolePermissions(db, editor.agencyId);
}

/** "Recruiter may now: Archive and restore applicants": the audit row's words. */
export function grantSentence(role: string, permission: Permission, allowed: boolean): string {
  const name = isRoleKey(role) ? ROLE_NAMES[role] : role;
  return `${name} ${allowed ? 'may now' : 'may no longer'}: ${PERMISSION_INFO[permission].label}`;
}
