import type { ColumnType, Generated } from 'kysely';
import type { ApplicantActivityKind, ApplicantSource, ApplicantStatus } from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** A date column (YYYY-MM-DD on the way in; pg returns a Date unless parsed as text). */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** Applicants of an agency (migrations 0001, 0008 and 0036). */
export interface ApplicantsTable {
  id: Generated<number>;
  agency_id: number;
  /** The applicant's number in its agency (1, 2, 3 … never reused; 0036): set by a trigger, never written. */
  number: ColumnType<number, never, never>;
  user_id: string | null;
  first_name: string;
  middle_name: WithDefault<string>;
  last_name: string;
  preferred_name: WithDefault<string>;
  email: string;
  mobile_phone: WithDefault<string>;
  other_phone: WithDefault<string>;
  address_line1: WithDefault<string>;
  address_line2: WithDefault<string>;
  city: WithDefault<string>;
  state: WithDefault<string | null>;
  zip: WithDefault<string>;
  date_of_birth: DateColumn;
  discipline: WithDefault<string | null>;
  specialties: WithDefault<string[]>;
  years_of_experience: WithDefault<number | null>;
  license_states: WithDefault<string[]>;
  compact_license: WithDefault<boolean>;
  desired_locations: WithDefault<string[]>;
  desired_shift: WithDefault<string | null>;
  employment_types: WithDefault<string[]>;
  available_from: DateColumn;
  owner_id: WithDefault<number | null>;
  source: WithDefault<ApplicantSource>;
  tags: WithDefault<string[]>;
  status: WithDefault<ApplicantStatus>;
  status_changed_at: DefaultTimestamp;
  archived_at: WithDefault<Date | null>;
  archived_by: WithDefault<number | null>;
  /** Generated: lower-case names and e-mail, for the trigram search. */
  search_text: ColumnType<string, never, never>;
  /** Generated: the digits of both phones, for the phone search. */
  phone_digits: ColumnType<string, never, never>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Everything that happened to an applicant: status changes (with reason and note) and every other change. */
export interface ApplicantActivityTable {
  id: ColumnType<string, never, never>;
  agency_id: number;
  applicant_id: number;
  kind: ApplicantActivityKind;
  from_status: WithDefault<ApplicantStatus | null>;
  to_status: WithDefault<ApplicantStatus | null>;
  reason: WithDefault<string | null>;
  text: WithDefault<string>;
  actor_id: WithDefault<number | null>;
  actor_name: WithDefault<string>;
  created_at: DefaultTimestamp;
}

export interface ApplicantNotesTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  author_id: number | null;
  author_name: WithDefault<string>;
  text: string;
  pinned: WithDefault<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ApplicantDocumentsTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  kind: 'resume';
  file_name: string;
  content_type: string;
  size: number;
  blob_key: string;
  uploaded_by: number | null;
  uploaded_by_name: WithDefault<string>;
  uploaded_at: DefaultTimestamp;
  replaced_at: WithDefault<Date | null>;
}

/** Applicants per agency and status, archived ones left out: kept by triggers on `applicants` (0009). */
export interface ApplicantStatusCountsTable {
  agency_id: number;
  status: string;
  count: string;
}

/** Each agency's last applicant number given (0036): the trigger on `applicants` takes the next one. */
export interface ApplicantNumberCountersTable {
  agency_id: number;
  last_number: number;
}

declare module '../../platform/db/database' {
  interface Database {
    applicants: ApplicantsTable;
    applicant_activity: ApplicantActivityTable;
    applicant_notes: ApplicantNotesTable;
    applicant_documents: ApplicantDocumentsTable;
    applicant_status_counts: ApplicantStatusCountsTable;
    applicant_number_counters: ApplicantNumberCountersTable;
  }
}
