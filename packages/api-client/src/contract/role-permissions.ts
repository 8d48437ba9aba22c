/**
 * The agency's permission table (Management → Roles): every staff member reads it; the agency owner gives a
 * role a permission or takes one away, within the policy's bounds (policy.ts `grantRefusal`). The server
 * enforces the changed table from the next request on (docs/permissions.md).
 */
import { defineCall } from './common';
import type { RoleGrant } from './policy';

/** The owner's changes to the shipped table, and who made the latest. */
export interface RolePermissions {
  /** Each cell that differs from the shipped table (DEFAULT_POLICY); `policyWith(Grants)` is the policy. */
  Grants: RoleGrant[];
  /** The latest change (ISO instant); null: the table is as shipped. */
  ChangedAt: string | null;
  /** Who made it ("" when none). */
  ChangedBy: string;
}

/** The agency's table (any staff member). */
export const getRolePermissions = defineCall<{ response: RolePermissions }>()({
  method: 'GET',
  path: '/api/role-permissions',
});

/** Gives a role a permission (Allowed) or takes it away: the agency owner only; audited. */
export const setRolePermission = defineCall<{ body: RoleGrant; response: RolePermissions }>()({
  method: 'PUT',
  path: '/api/role-permissions',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const rolePermissionCalls = { getRolePermissions, setRolePermission } as const;
