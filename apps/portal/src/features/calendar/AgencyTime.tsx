import { useAgencyTimeZone, whenText } from './time';

/**
 * A moment as lists show it: in the agency's time zone, the zone named ("Wed, Dec 2, 2026, 10:00 AM CST"),
 * the same words as the calendar and the e-mails to applicants; empty while the agency's zone loads.
 */
export function AgencyTime({ at }: { at: string }) {
  const zone = useAgencyTimeZone();
  return <time dateTime={at}>{zone ? whenText(at, zone) : ''}</time>;
}
