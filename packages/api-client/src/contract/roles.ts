/** Staff roles: the role keys of the token and session storage, and the user's roles call. */
import { defineCall } from './common';

/** Role keys carried in the token's `recruiter.Roles` and kept as flags in session storage. */
export const ROLE_KEYS = ['recruiter', 'supervisor', 'manager', 'administrator', 'admin'] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** The roles' names as people read them (the user's roles call, the Roles screen). */
// A plain literal, not Object.freeze(): a call would keep it in every bundle that imports this module.
export const ROLE_NAMES: Readonly<Record<RoleKey, string>> = {
  recruiter: 'Recruiter',
  supervisor: 'Supervisor',
  manager: 'Manager',
  administrator: 'Administrator',
  admin: 'Admin',
};

export function isRoleKey(value: unknown): value is RoleKey {
  return typeof value === 'string' && (ROLE_KEYS as readonly string[]).includes(value);
}

/** One entry of `getUserRoles`. */
export interface UserRole {
  RoleKey: RoleKey;
  RoleName: string;
}

/** The signed-in staff user's roles. */
export const getUserRoles = defineCall<{ response: UserRole[] }>()({ method: 'GET', path: '/api/role/get-user-roles' });

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const roleCalls = { getUserRoles } as const;
