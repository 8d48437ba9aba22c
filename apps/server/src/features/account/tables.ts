import type { Generated, Insertable, Selectable } from 'kysely';
import type { UserType } from '@agency/api-client/contract';
import type { DefaultTimestamp, NullableTimestamp } from '../../platform/db';

/** Staff and applicant accounts; unique (agency_id, email). */
export interface UsersTable {
  id: string;
  agency_id: number;
  /** Stored trimmed and lower-cased; unique per agency. */
  email: string;
  password_hash: string;
  user_type: UserType;
  first_name: string;
  last_name: string;
  middle_name: Generated<string>;
  phone: Generated<string>;
  is_verified: Generated<boolean>;
  is_active: Generated<boolean>;
  must_change_password: Generated<boolean>;
  /** Forgot-password: a one-time temporary password beside the real one (which keeps working). */
  temp_password_hash: string | null;
  temp_password_expires_at: NullableTimestamp;
  /** Set when the temporary password signed in once; it then only serves change-password. */
  temp_password_used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

declare module '../../platform/db/database' {
  interface Database {
    users: UsersTable;
  }
}
