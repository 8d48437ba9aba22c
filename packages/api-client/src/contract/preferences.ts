/** Manage Profile's preferences (Timecards → Manage Profile, issue 15): the staff member's own. */
import { defineCall } from './common';

/** How the portal and the server's e-mails treat the signed-in staff member. */
export interface UserPreferences {
  /** IANA name the portal shows times in (and their reminder e-mails); '' is the device's own zone. */
  TimeZone: string;
  /** Reminder e-mails of their interviews and follow-ups (the calendar's reminders to staff). */
  EmailReminders: boolean;
  /** E-mails when a credential of an applicant they own is about to expire. */
  EmailCredentialAlerts: boolean;
}

/** The caller's preferences (the defaults until they save: device zone, every e-mail). */
export const getUserPreferences = defineCall<{ response: UserPreferences }>()({
  method: 'GET',
  path: '/api/user/preferences',
});

/** Saves the caller's preferences (checked with `preferencesSchema` of @agency/forms). */
export const saveUserPreferences = defineCall<{ body: UserPreferences; response: UserPreferences }>()({
  method: 'PUT',
  path: '/api/user/preferences',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const preferenceCalls = { getUserPreferences, saveUserPreferences } as const;
