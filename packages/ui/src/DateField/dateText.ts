// The text of a typeable date field. People type US dates (MM/DD/YYYY, slashes optional: the numeric
// keyboard of a phone has none) or paste ISO dates (YYYY-MM-DD); the value the field reports is always the
// ISO date once the text names a real calendar date, otherwise the text itself (so a schema can say it is
// not a date). Reading and showing dates is the one rule of ../utils/formatDate.
import { parseDate } from '../utils/formatDate';

/** The value the field reports for `text`: its ISO date, or the text when it names none. */
export function dateValue(text: string): string {
  return parseDate(text) ?? text;
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
