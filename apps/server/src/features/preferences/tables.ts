import type { DefaultTimestamp } from '../../platform/db';

/** Manage Profile's preferences of a staff account (migration 0033); no row: the defaults. */
export interface UserPreferencesTable {
  user_id: string;
  agency_id: number;
  time_zone: string;
  email_reminders: boolean;
  email_credential_alerts: boolean;
  updated_at: DefaultTimestamp;
}

declare module '../../platform/db/database' {
  interface Database {
    user_preferences: UserPreferencesTable;
  }
}
