import type { ColumnType, Generated, Selectable } from 'kysely';
import type { RoleKey } from '@agency/api-client/contract';
import type { DefaultTimestamp, NullableTimestamp, Timestamp } from '../../platform/db';

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

/** A one-time invitation link of a staff account: only its SHA-256 is stored. */
export interface StaffInvitationsTable {
  id: Generated<number>;
  agency_id: number;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  /** A newer link replaced it (a resend), or the invitation was withdrawn. */
  revoked_at: NullableTimestamp;
  invited_by: string | null;
  created_at: DefaultTimestamp;
}

/** Recruiter History: an entry at each staff sign-in, its exit when the portal reports it. */
export interface RecruiterEntriesTable {
  id: Generated<number>;
  recruiter_id: number;
  agency_id: number;
  entry_at: DefaultTimestamp;
  exit_at: NullableTimestamp;
}

export type RecruiterRow = Selectable<RecruitersTable>;

declare module '../../platform/db/database' {
  interface Database {
    recruiters: RecruitersTable;
    recruiter_entries: RecruiterEntriesTable;
    staff_invitations: StaffInvitationsTable;
  }
}
