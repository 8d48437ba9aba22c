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

declare module '../../platform/db/database' {
  interface Database {
    careers_resumes: CareersResumesTable;
  }
}
