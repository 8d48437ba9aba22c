import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp } from '../../platform/db';

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

declare module '../../platform/db/database' {
  interface Database {
    recruiter_entries: RecruiterEntriesTable;
    staff_invitations: StaffInvitationsTable;
  }
}
