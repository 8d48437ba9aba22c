// The text of a typeable date field. People type US dates (MM/DD/YYYY, slashes optional: the numeric
// keyboard of a phone has none) or ISO dates (YYYY-MM-DD, as pasted or filled by tools); the value the
// field reports is always the ISO date once the text names a real calendar date, otherwise the text itself
// (so a schema can say it is not a date).

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function iso(year: string, month: string, day: string): string | null {
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The ISO date `text` names (`04/12/1990`, `4/12/1990` or `1990-04-12`), or null. */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  if (us) return iso(us[3]!, us[1]!, us[2]!);
  const isoMatch = ISO_DATE.exec(trimmed);
  if (isoMatch) return iso(isoMatch[1]!, isoMatch[2]!, isoMatch[3]!);
  return null;
}

/** How `value` is shown: an ISO date as MM/DD/YYYY, anything else as it is. */
export function formatDateText(value: string): string {
  const parsed = ISO_DATE.test(value.trim()) ? parseDateText(value) : null;
  if (!parsed) return value;
  const [year, month, day] = parsed.split('-');
  return `${month}/${day}/${year}`;
}

/** The value the field reports for `text`: its ISO date, or the text when it names none. */
export function dateValue(text: string): string {
  return parseDateText(text) ?? text;
}

/**
 * Slashes put in as a US date is typed: a third digit of the month or the day starts the next part, a
 * typed slash ends a part early (`4/` then `12`). Text that is not digits and slashes (an ISO date being
 * typed), or whose first two digits cannot be a month (`19`, `20`: a year first), is left as it is.
 */
export function maskDateText(text: string): string {
  if (!/^[\d/]*$/.test(text)) return text;
  const leading = /^\d{2}/.exec(text);
  if (leading && Number(leading[0]) > 12) return text;
  const parts = ['', '', ''];
  let part = 0;
  for (const char of text) {
    if (char === '/') {
      if (part < 2 && parts[part] !== '') part += 1;
      continue;
    }
    if (part < 2 && parts[part]!.length === 2) part += 1;
    if (parts[part]!.length < (part === 2 ? 4 : 2)) parts[part] += char;
  }
  return parts.slice(0, part + 1).join('/');
}
