import { formatInZone, instantToZonedTime, timeZoneName, zonedTimeToInstant } from '@agency/api-client/contract';
import { deviceTimeZone } from '../../session/usePreferredTimeZone';

/**
 * The calendar's time zone: the device's, as the calendar grid follows the device's clock (its zone is named
 * above the grid). Manage Profile's zone applies to the other screens' times (usePreferredTimeZone).
 */
export const userTimeZone = deviceTimeZone;

/** "America/Chicago (CST)": the zone times are shown in, with its name at `at` (DST-correct). */
export function zoneLabel(zone: string, at: Date | string = new Date()): string {
  const short = timeZoneName(at, zone);
  return short === zone ? zone : `${zone} (${short})`;
}

/** The date (YYYY-MM-DD) and time (HH:mm) fields of an instant in a zone. */
export function fieldsOf(iso: string | null, zone: string): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const local = instantToZonedTime(iso, zone);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The ISO instant of date and time fields read in a zone (null when they do not make one). */
export function instantOf(date: string, time: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = zonedTimeToInstant(`${date}T${time}`, zone);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** "Wed, Dec 2, 2026, 10:00 AM CST". */
export const whenText = (iso: string, zone: string) => formatInZone(iso, zone);

/** "10:00 AM". */
export function timeText(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}
