// Calendar dates (a day, no time, no zone) as people read and write them: MM/DD/YYYY. On the wire and in
// form values they are ISO `YYYY-MM-DD`. Pure arithmetic on the digits, no `Date`: a date-only value never
// shifts a day with the reader's time zone.

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const STRICT_ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` of a real calendar day (year 1 or later), or null. */
function isoDay(year: string, month: string, day: string): string | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The ISO date (`YYYY-MM-DD`) a person's text names, or null: `07/04/1990` or `7/4/1990` (month first, a
 * four-digit year: `07/04/90` names none), or an ISO date as pasted or filled by tools (`1990-07-04`).
 * Days that do not exist (`02/30/2024`, `02/29/2023`) name none.
 */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  if (us) return isoDay(us[3]!, us[1]!, us[2]!);
  const iso = ISO_DATE.exec(trimmed);
  return iso ? isoDay(iso[1]!, iso[2]!, iso[3]!) : null;
}

/**
 * A date-only value (`YYYY-MM-DD`) as people read it: `07/04/1990`, the same in every time zone. Empty
 * (null, undefined, '') gives ''; anything else (not a real ISO date, e.g. "N/A") is returned as it is.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const iso = STRICT_ISO_DATE.test(value) ? parseDate(value) : null;
  if (!iso) return value;
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}
