import type { Generated } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp } from '../../platform/db';

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

declare module '../../platform/db/database' {
  interface Database {
    verification_codes: VerificationCodesTable;
  }
}
