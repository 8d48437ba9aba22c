import type { ColumnType, Generated } from 'kysely';
import type { OnboardingFormKey } from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** A jsonb column: an object in and out. */
type Json = ColumnType<Record<string, unknown>, string, string>;
/** A date column (YYYY-MM-DD in; read as text with to_char). */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;

/** The statuses a stored version has ('not-started' is the absence of a row). */
export type StoredStatus = 'in-progress' | 'submitted' | 'approved' | 'changes-requested';

/** One version of one form of an applicant (migration 0010). `data` holds sensitive values sealed. */
export interface OnboardingDocumentsTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  form: OnboardingFormKey;
  version: number;
  status: WithDefault<StoredStatus>;
  data: Json;
  edition: WithDefault<string | null>;
  canonical_text: WithDefault<string | null>;
  document_hash: WithDefault<string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  submitted_at: WithDefault<Date | null>;
  reviewed_at: WithDefault<Date | null>;
  reviewed_by: WithDefault<number | null>;
  reviewed_by_name: WithDefault<string>;
  changes_reason: WithDefault<string | null>;
}

export interface OnboardingSignaturesTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  document_id: WithDefault<number | null>;
  section2_id: WithDefault<number | null>;
  signer: 'applicant' | 'preparer' | 'employer';
  position: WithDefault<number>;
  signer_recruiter_id: WithDefault<number | null>;
  typed_name: string;
  drawn_png: ColumnType<Uint8Array | null, unknown, unknown>;
  signed_at: DefaultTimestamp;
  ip: WithDefault<string>;
  user_agent: WithDefault<string>;
  document_hash: string;
  edition: WithDefault<string | null>;
}

export interface OnboardingConsentsTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  version: string;
  given_at: DefaultTimestamp;
  given_ip: WithDefault<string>;
  given_user_agent: WithDefault<string>;
  withdrawn_at: WithDefault<Date | null>;
  withdrawn_ip: WithDefault<string | null>;
  withdrawn_user_agent: WithDefault<string | null>;
}

export interface OnboardingUploadsTable {
  id: string;
  agency_id: number;
  applicant_id: number;
  blob_key: string;
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: DefaultTimestamp;
}

export interface OnboardingI9Section2Table {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  status: WithDefault<'in-progress' | 'completed'>;
  data: Json;
  first_day: DateColumn;
  section1_document_id: WithDefault<number | null>;
  canonical_text: WithDefault<string | null>;
  document_hash: WithDefault<string | null>;
  updated_at: DefaultTimestamp;
  updated_by: WithDefault<number | null>;
  completed_at: WithDefault<Date | null>;
}

export interface OnboardingI9UnlocksTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  unlocked_by: WithDefault<number | null>;
  unlocked_by_name: WithDefault<string>;
  unlocked_at: DefaultTimestamp;
  reason: string;
}

/** A health form's version: its whole data sealed as one value (its onboarding_documents.data is '{}'). */
export interface OnboardingHealthDataTable {
  document_id: number;
  agency_id: number;
  data: string;
}

declare module '../../platform/db/database' {
  interface Database {
    onboarding_documents: OnboardingDocumentsTable;
    onboarding_signatures: OnboardingSignaturesTable;
    onboarding_consents: OnboardingConsentsTable;
    onboarding_uploads: OnboardingUploadsTable;
    onboarding_i9_section2: OnboardingI9Section2Table;
    onboarding_i9_unlocks: OnboardingI9UnlocksTable;
    onboarding_health_data: OnboardingHealthDataTable;
  }
}
