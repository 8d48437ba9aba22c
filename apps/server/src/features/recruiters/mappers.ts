import { ROLE_KEYS, ROLE_NAMES, type Recruiter, type RoleKey, type UserRole } from '@agency/api-client/contract';

/** A recruiter joined with its user (and the latest entry) → the contract's `Recruiter`. */
export function toRecruiter(row: {
  id: number;
  roles: RoleKey[];
  title: string;
  user_id: string;
  agency_id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
  email: string;
  phone: string;
  is_active: boolean;
  last_entry_at: Date | string | null;
}): Recruiter {
  return {
    RecruiterId: row.id,
    UserId: row.user_id,
    AgencyId: row.agency_id,
    FirstName: row.first_name,
    LastName: row.last_name,
    MiddleName: row.middle_name,
    Email: row.email,
    Phone: row.phone,
    Title: row.title,
    Roles: row.roles,
    IsActive: row.is_active,
    LastEntryAt: row.last_entry_at ? new Date(row.last_entry_at).toISOString() : null,
  };
}

/** Stored role keys → `[{RoleKey, RoleName}]` in the contract's order. */
export function toUserRoles(roles: readonly RoleKey[]): UserRole[] {
  return ROLE_KEYS.filter((key) => roles.includes(key)).map((key) => ({ RoleKey: key, RoleName: ROLE_NAMES[key] }));
}
