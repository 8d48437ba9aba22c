import { DEFAULT_TIME_ZONE, isUsStateCode, SMS_QUIET_HOURS, stateTimeZone } from '@agency/api-client/contract';

/**
 * The first three digits of a ZIP code → the state (USPS prefix ranges), for a recipient whose state is not
 * recorded. Ranges are inclusive; a prefix outside them is unknown.
 */
const ZIP3_RANGES: readonly (readonly [number, number, string])[] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [8, 8, 'VI'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [969, 969, 'GU'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

/** The state of a ZIP code by its prefix, or null. */
export function stateOfZip(zip: string | null | undefined): string | null {
  const match = /^(\d{3})\d{2}/.exec((zip ?? '').trim());
  if (!match) return null;
  const prefix = Number(match[1]);
  return ZIP3_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

/**
 * A person's time zone: from their state, else from their ZIP code's state, else `fallback` (the agency's
 * state's zone), else DEFAULT_TIME_ZONE.
 */
export function recipientTimeZone(
  person: { state: string | null; zip: string | null },
  fallbackState: string | null = null,
): string {
  if (isUsStateCode(person.state)) return stateTimeZone(person.state);
  const byZip = stateOfZip(person.zip);
  if (isUsStateCode(byZip)) return stateTimeZone(byZip);
  if (isUsStateCode(fallbackState)) return stateTimeZone(fallbackState);
  return DEFAULT_TIME_ZONE;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(at: Date, timeZone: string): LocalParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
  };
}

/** The zone's offset from UTC at `at`, in ms (local − UTC). */
function offsetMs(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time in a zone (DST-correct: the offset is taken at the result). */
export function zonedTime(
  local: { year: number; month: number; day: number; hour: number; minute?: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute ?? 0);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/**
 * When an SMS to someone in `timeZone` may leave: `at` itself outside the quiet hours (21:00 to 08:00 local),
 * else the next 08:00 there.
 */
export function smsReleaseTime(at: Date, timeZone: string): { held: boolean; releaseAt: Date } {
  const local = localParts(at, timeZone);
  const { startHour, endHour } = SMS_QUIET_HOURS;
  if (local.hour >= endHour && local.hour < startHour) return { held: false, releaseAt: at };
  // Before 08:00: today's 08:00; from 21:00: tomorrow's.
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day + (local.hour >= startHour ? 1 : 0)));
  const releaseAt = zonedTime(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: endHour },
    timeZone,
  );
  return { held: true, releaseAt };
}

/** "Wednesday, December 2, 2026 at 10:00 AM CST" in the zone. */
export function formatZonedDateTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/\u202f/g, ' ');
}

/** "8:00 AM MST" in the zone. */
export function formatZonedTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .format(at)
    .replace(/\u202f/g, ' ');
}
