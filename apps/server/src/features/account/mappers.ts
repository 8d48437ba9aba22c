import type { User } from '@agency/api-client/contract';
import type { UserRow } from '../../core/identity';

/** A users row → the contract's `User`. */
export function toUser(row: UserRow): User {
  return {
    UserId: row.id,
    AgencyId: row.agency_id,
    Email: row.email,
    FirstName: row.first_name,
    LastName: row.last_name,
    MiddleName: row.middle_name,
    Phone: row.phone,
    UserType: row.user_type,
    IsVerified: row.is_verified,
    MustChangePassword: row.must_change_password,
    CreatedAt: row.created_at.toISOString(),
  };
}
