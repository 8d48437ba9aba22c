import { sql } from 'kysely';
import type { UserPreferences } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import './tables';

/** What a staff member who never saved their preferences gets: the device's zone, every e-mail. */
export const DEFAULT_PREFERENCES: UserPreferences = Object.freeze({
  TimeZone: '',
  EmailReminders: true,
  EmailCredentialAlerts: true,
});

/** An account's preferences (the defaults without a row). */
export async function preferencesOf(db: Db, agencyId: number, userId: string): Promise<UserPreferences> {
  const row = await db
    .selectFrom('user_preferences')
    .select(['time_zone', 'email_reminders', 'email_credential_alerts'])
    .where('agency_id', '=', agencyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        TimeZone: row.time_zone,
        EmailReminders: row.email_reminders,
        EmailCredentialAlerts: row.email_credential_alerts,
      }
    : { ...DEFAULT_PREFERENCES };
}

/** The preferences of a staff member by recruiter id (the calendar's and the credential job's recipients). */
export async function staffPreferences(db: Db, agencyId: number, recruiterId: number): Promise<UserPreferences> {
  const row = await db
    .selectFrom('recruiters as r')
    .leftJoin('user_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 'r.user_id').onRef('p.agency_id', '=', 'r.agency_id'),
    )
    .select(['p.time_zone', 'p.email_reminders', 'p.email_credential_alerts'])
    .where('r.agency_id', '=', agencyId)
    .where('r.id', '=', recruiterId)
    .executeTakeFirst();
  return {
    TimeZone: row?.time_zone ?? DEFAULT_PREFERENCES.TimeZone,
    EmailReminders: row?.email_reminders ?? DEFAULT_PREFERENCES.EmailReminders,
    EmailCredentialAlerts: row?.email_credential_alerts ?? DEFAULT_PREFERENCES.EmailCredentialAlerts,
  };
}

/** Saves an account's preferences (one statement: insert or update). */
export async function savePreferences(
  db: Db,
  agencyId: number,
  userId: string,
  values: UserPreferences,
): Promise<UserPreferences> {
  const row = {
    time_zone: values.TimeZone,
    email_reminders: values.EmailReminders,
    email_credential_alerts: values.EmailCredentialAlerts,
  };
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, agency_id: agencyId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...row, updated_at: sql<Date>`now()` }))
    .execute();
  return preferencesOf(db, agencyId, userId);
}
