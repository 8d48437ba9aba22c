import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from '../../platform/db';

/**
 * A resume uploaded on the careers site, waiting for its application (migration 0034). Only the SHA-256 of
 * the one-time token is kept; the bytes are in the blob store under `blob_key`. Used once: `used_at`, the
 * applicant it became the resume of and the job order applied to.
 */
export interface CareersResumesTable {
  id: Generated<number>;
  agency_id: number;
  token_hash: string;
  blob_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: DefaultTimestamp;
  expires_at: DefaultTimestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  used_by_applicant_id: number | null;
  job_order_id: number | null;
}

/**
 * An application from the careers site with the e-mail of an applicant the agency already had, kept apart
 * from the record (migration 0035) until confirmed by the e-mailed one-time link (only its SHA-256 kept) or
 * merged by staff: the answers it brought and its own resume.
 */
export interface CareersApplicationsTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  job_order_id: number | null;
  job_title: string;
  submission_id: number | null;
  first_name: string;
  last_name: string;
  mobile_phone: string;
  discipline: string;
  license_states: string[];
  blob_key: string;
  file_name: string;
  content_type: string;
  size: number;
  token_hash: string;
  created_at: DefaultTimestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  merged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  merged_by: number | null;
  merged_by_name: ColumnType<string, string | undefined, string>;
}

declare module '../../platform/db/database' {
  interface Database {
    careers_resumes: CareersResumesTable;
    careers_applications: CareersApplicationsTable;
  }
}
