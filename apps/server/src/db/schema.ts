import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ApplicantStatus, RoleKey, UserType } from '@agency/api-client/contract';

/** Timestamps are read as Date and written as Date (optional where the column has a default). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AgenciesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  email: Generated<string>;
  phone: Generated<string>;
  website: Generated<string>;
  address1: Generated<string>;
  address2: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  zip_code: Generated<string>;
  recruitment_email: Generated<string>;
  /** The agency owner: a property of the agency, decided here and nowhere else. */
  owner_user_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

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

export interface RecruitersTable {
  id: Generated<number>;
  user_id: string;
  agency_id: number;
  title: Generated<string>;
  roles: ColumnType<RoleKey[], RoleKey[], RoleKey[]>;
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

export interface ApplicantsTable {
  id: Generated<number>;
  agency_id: number;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: Generated<string>;
  status: ColumnType<ApplicantStatus, ApplicantStatus | undefined, ApplicantStatus>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  user_id: string;
  agency_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  /** Set when verified, or when a newer code replaces it. */
  closed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

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

export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  /** SHA-256 (hex) of the handle; the handle itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'captured';

export interface OutboxTable {
  id: Generated<number>;
  agency_id: number | null;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** What caused it (e.g. verification-code), for the dev page; never a secret. */
  kind: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface Database {
  agencies: AgenciesTable;
  users: UsersTable;
  recruiters: RecruitersTable;
  recruiter_entries: RecruiterEntriesTable;
  applicants: ApplicantsTable;
  verification_codes: VerificationCodesTable;
  refresh_token_families: RefreshTokenFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  outbox: OutboxTable;
}

export type AgencyRow = Selectable<AgenciesTable>;
export type UserRow = Selectable<UsersTable>;
export type RecruiterRow = Selectable<RecruitersTable>;
export type NewUser = Insertable<UsersTable>;
