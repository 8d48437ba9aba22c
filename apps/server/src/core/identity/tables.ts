import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { RoleKey, UserType } from '@agency/api-client/contract';
import type { DefaultTimestamp, NullableTimestamp, Timestamp } from '../../platform/db';

/**
 * The identity tables every feature may read: accounts (`users`), the staff record of a staff account
 * (`recruiters`) and the sessions (`refresh_token_families`, written through ./sessions.ts).
 */

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
  /**
   * Manage Users' lock (migration 0029): a locked account cannot sign in and its sessions end (features/auth
   * checks `locked_at`); the agency owner locks and unlocks. Null: not locked.
   */
  locked_at: NullableTimestamp;
  /** Who locked it (a user of the agency; no foreign key: the log keeps the name). */
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The latest successful sign-in (password grant); null: none since migration 0029. */
  last_sign_in_at: NullableTimestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;

/** The staff record of a staff account (roles). */
export interface RecruitersTable {
  id: Generated<number>;
  user_id: string;
  agency_id: number;
  title: Generated<string>;
  roles: ColumnType<RoleKey[], RoleKey[], RoleKey[]>;
  /**
   * Where the account stands (migration 0030, docs/recruiters.md): a member (working, or deactivated when
   * `users.is_active` is false), invited, waiting for approval (self-registered, no role) or declined.
   */
  standing: Generated<StaffStanding>;
  created_at: DefaultTimestamp;
}

export type StaffStanding = 'member' | 'invited' | 'pending-approval' | 'declined';

export type RecruiterRow = Selectable<RecruitersTable>;

/** A refresh token family: one sign-in of one client (a session; its id is the access token's `sid`). */
export interface RefreshTokenFamiliesTable {
  id: string;
  user_id: string;
  agency_id: number;
  client_id: string;
  scope: string;
  absolute_expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  created_at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    users: UsersTable;
    recruiters: RecruitersTable;
    refresh_token_families: RefreshTokenFamiliesTable;
  }
}
