import { AsyncLocalStorage } from 'node:async_hooks';
import type { Selectable } from 'kysely';
import {
  isRoleKey,
  PERMISSIONS,
  policyWith,
  setPolicySource,
  type Permission,
  type RoleGrant,
  type RolePolicy,
} from '@agency/api-client/contract';
import type { Db, DefaultTimestamp } from '../../platform/db';
import { setHandlerScope } from '../../platform/http';

/** The agency owner's changes to the shipped permission table (migration 0032). */
export interface AgencyRolePermissionsTable {
  agency_id: number;
  role: string;
  permission: string;
  allowed: boolean;
  changed_by: string | null;
  changed_by_name: string;
  changed_at: DefaultTimestamp;
}

export type AgencyRolePermissionRow = Selectable<AgencyRolePermissionsTable>;

declare module '../../platform/db/database' {
  interface Database {
    agency_role_permissions: AgencyRolePermissionsTable;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's agency's permission table (set by the staff pre-handler; null: as shipped). */
    rolePolicy?: RolePolicy | null;
  }
}

/**
 * The policy in force while a handler runs: `route()` runs each handler inside `withPolicy(request.rolePolicy)`,
 * so every `can`, `rolesWith` and `rolesSentence` of the contract, wherever a feature calls it, answers for
 * the caller's agency. Outside a request (jobs, the CLI) the shipped table applies.
 */
const scope = new AsyncLocalStorage<RolePolicy | null>();
setPolicySource(() => scope.getStore());
setHandlerScope((request, run) => withPolicy(request.rolePolicy, run));

export function withPolicy<T>(policy: RolePolicy | null | undefined, run: () => T): T {
  return scope.run(policy ?? null, run);
}

/** A stored row as the contract's change (rows naming a permission or role this version lacks are dropped). */
export function toRoleGrant(row: Pick<AgencyRolePermissionRow, 'role' | 'permission' | 'allowed'>): RoleGrant | null {
  if (!isRoleKey(row.role) || !(row.permission in PERMISSIONS)) return null;
  return { Role: row.role, Permission: row.permission as Permission, Allowed: row.allowed };
}

/** The agency's changes, read afresh (one indexed query: a change counts from the next request on). */
export async function agencyGrants(db: Db, agencyId: number): Promise<RoleGrant[]> {
  const rows = await db
    .selectFrom('agency_role_permissions')
    .select(['role', 'permission', 'allowed'])
    .where('agency_id', '=', agencyId)
    .execute();
  return rows.map(toRoleGrant).filter((grant): grant is RoleGrant => grant !== null);
}

/** The agency's policy: null when it has no changes (the shipped table). */
export async function agencyPolicy(db: Db, agencyId: number): Promise<RolePolicy | null> {
  const grants = await agencyGrants(db, agencyId);
  return grants.length === 0 ? null : policyWith(grants);
}
