import { getUserPreferences, isTimeZone } from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';

/** The device's time zone: the browser's (Intl), UTC when it names none the runtime knows. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The zone the signed-in staff member reads times in: the one chosen in Manage Profile's preferences, else the
 * device's (also when the preferences cannot be read); null while they load, so that a screen asks for its
 * times once, in the right zone.
 */
export function usePreferredTimeZone(): string | null {
  const { data, error } = useApiQuery(getUserPreferences, undefined, { revalidateOnFocus: false });
  if (data) return data.TimeZone || deviceTimeZone();
  return error ? deviceTimeZone() : null;
}
