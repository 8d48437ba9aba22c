import { formatInZone, instantToZonedTime, timeZoneName, zonedTimeToInstant } from '@agency/api-client/contract';

/**
 * The calendar's times are the agency's: shown, typed and moved in the agency's time zone
 * (`useAgencyTimeZone`, session/usePreferredTimeZone), named, whatever the device's zone. Every moment is
 * written by the contract's one formatter (`formatInZone`), as the server's e-mails are.
 */
export { useAgencyTimeZone } from '../../session/usePreferredTimeZone';

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

/** "10:00 AM CST". */
export const timeText = (iso: string, zone: string) => formatInZone(iso, zone, 'time');

/**
 * The calendar grid runs in UTC and is given each moment as its wall-clock time in the agency's zone
 * (FullCalendar shows a named zone only with a date-library plugin; this converts instead): an instant as that
 * wall-clock time ("2026-12-02T10:00:00", no offset), and a date of the grid back as the instant it means.
 */
export const gridTimeOf = (instant: Date | string, zone: string) => `${instantToZonedTime(instant, zone)}:00`;
export const instantOfGrid = (grid: Date, zone: string) => zonedTimeToInstant(grid.toISOString().slice(0, 16), zone);
