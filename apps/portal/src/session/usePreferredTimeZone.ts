import {
  AGENCY_DEFAULT_TIME_ZONE,
  getAgencySettings,
  getUserPreferences,
  isTimeZone,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';

/** The device's time zone: the browser's (Intl), UTC when it names none the runtime knows. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The agency's time zone (its setting, Management → Agencies): the calendar, the schedule dialogs (a time typed
 * by staff is that time in this zone), the lists of interviews and the e-mails to applicants all use it, the
 * zone named. Null while the settings load; the default agency zone when they cannot be read (it is named
 * wherever a time is shown, so a person sees which zone they read).
 */
export function useAgencyTimeZone(): string | null {
  const { data, error } = useApiQuery(getAgencySettings, undefined, { revalidateOnFocus: false });
  if (data) return isTimeZone(data.TimeZone) ? data.TimeZone : AGENCY_DEFAULT_TIME_ZONE;
  return error ? AGENCY_DEFAULT_TIME_ZONE : null;
}

/**
 * The zone the signed-in staff member reads their own day in (the dashboard, Recruiter History): the one chosen
 * in Manage Profile's preferences, else the agency's (also when the preferences cannot be read); null while
 * they load, so that a screen asks for its times once, in the right zone.
 */
export function usePreferredTimeZone(): string | null {
  const { data, error } = useApiQuery(getUserPreferences, undefined, { revalidateOnFocus: false });
  const agency = useAgencyTimeZone();
  if (data?.TimeZone) return data.TimeZone;
  return data || error ? agency : null;
}
