import type { ColumnType, Generated } from 'kysely';
import type { ApplicantStatus } from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

/** Applicants of an agency (status: one of APPLICANT_STATUSES); later features extend them. */
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

declare module '../../platform/db/database' {
  interface Database {
    applicants: ApplicantsTable;
  }
}
