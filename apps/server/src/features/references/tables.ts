import type { Generated, Selectable } from 'kysely';
import type { ReferenceRequestStatus } from '@agency/api-client/contract';
import type { DefaultTimestamp } from '../../platform/db';

/** One reference request (migration 0019): a one-time link e-mailed to a reference of the nurse form. */
export interface ReferenceRequestsTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  /** The nurse form reference entry's `Id`. */
  reference_id: string;
  email: string;
  /** What the public form shows, copied when the request is made. */
  reference_name: string;
  facility: string;
  worked_from: string | null;
  worked_to: string | null;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  status: ReferenceRequestStatus;
  created_at: DefaultTimestamp;
  expires_at: Date | string;
  completed_at: Date | string | null;
  /** The answers (`ReferenceAnswers` as JSON) once completed. */
  answers: string | null;
  completed_ip: Generated<string>;
  completed_user_agent: Generated<string>;
}

export type ReferenceRequestRow = Selectable<ReferenceRequestsTable>;

declare module '../../platform/db/database' {
  interface Database {
    reference_requests: ReferenceRequestsTable;
  }
}
