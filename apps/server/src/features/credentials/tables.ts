import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from '../../platform/db';

/** A date column: YYYY-MM-DD in; read as text with to_char (or as a Date by the driver). */
type DateColumn = ColumnType<Date | string, string, string>;

/** One dated credential of an applicant, reported by the feature (`source`) that knows it (migration 0017). */
export interface CredentialExpiriesTable {
  id: Generated<number>;
  agency_id: number;
  applicant_id: number;
  source: string;
  key: string;
  label: string;
  expires_on: DateColumn;
  updated_at: DefaultTimestamp;
}

/** A notice the daily expiry job sent for one credential row and threshold (once each; migration 0017). */
export interface CredentialExpiryNoticesTable {
  id: Generated<number>;
  credential_expiry_id: number;
  /** Days before expiry: 90, 60, 30, 7, or 0 (expired). */
  threshold: number;
  expires_on: DateColumn;
  sent_at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    credential_expiries: CredentialExpiriesTable;
    credential_expiry_notices: CredentialExpiryNoticesTable;
  }
}
