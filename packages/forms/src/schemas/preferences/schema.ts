import { boolean, object, string, type InferType } from 'yup';
import { isAgencyTimeZone } from '@agency/api-client/contract';
import { preferencesMessages as m } from './messages';

// Manage Profile's preferences: the time zone the portal shows times in (and the staff member's reminder
// e-mails), and which e-mails they get. The payload of saveUserPreferences; the same schema validates it on
// the server. The zones are the agency time zones (AGENCY_TIME_ZONE_OPTIONS); '' is the agency's own zone.
export const preferencesSchema = object({
  TimeZone: string()
    .trim()
    .default('')
    .test('zone', m.timeZoneInvalid, (value) => !value || isAgencyTimeZone(value)),
  /** Reminder e-mails of their interviews and follow-ups. */
  EmailReminders: boolean().default(true).required(),
  /** E-mails when a credential of an applicant they own is about to expire. */
  EmailCredentialAlerts: boolean().default(true).required(),
});
export type PreferencesValues = InferType<typeof preferencesSchema>;
