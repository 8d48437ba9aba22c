import { PHONE_PATTERN, restrictValue, type RestrictResult } from '../internal/restrictValue';

// The phone field's pure rules (SPEC §5: it holds an optional leading plus, digits and spaces): how typed,
// pasted or autofilled text is read, how digits are grouped, and how a saved number reads in a read-only view.

/** What a phone number's text may separate its digits with, besides spaces: brackets, dots, hyphens, dashes. */
const SEPARATORS = '().\\-\\u2010-\\u2015';
/** Text that reads as a phone number: separators and whitespace, at most one plus before any digit, digits. */
const READABLE = new RegExp(`^[\\s${SEPARATORS}]*\\+?[\\s${SEPARATORS}0-9]*$`);
const LEADING = new RegExp(`^[\\s${SEPARATORS}]*\\+?[\\s${SEPARATORS}]*`);
const TRAILING = new RegExp(`[\\s${SEPARATORS}]+$`);
const INNER = new RegExp(`[\\s${SEPARATORS}]+`, 'g');

/** `digits` grouped the US way as far as they go: 312 555 0177 (3, 3, then the rest). */
function groupUs(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ');
}

/**
 * Reads `text` (typed, pasted or autofilled) as a phone number in the field's characters, or null when it
 * cannot be one (letters, a plus after a digit, an extension). Brackets, dots, hyphens and whitespace
 * separate digit groups: "(312) 555-0177" reads "312 555 0177". A US number (10 digits, or 1 and 10
 * digits, with or without the plus) is grouped 3-3-4 as far as it goes ("3125" → "312 5", "+13125550177"
 * → "+1 312 555 0177"); another number keeps its own groups. A separator at the very end is dropped unless
 * it is a space (one typed to start the next group stays).
 */
export function normalizePhone(text: string): string | null {
  if (!READABLE.test(text)) return null;
  const plus = LEADING.exec(text)![0].includes('+') ? '+' : '';
  const body = text
    .replace(LEADING, '')
    .replace(TRAILING, (run) => (/\s/.test(run) ? ' ' : ''))
    .replace(INNER, ' ');
  const digits = body.replace(/ /g, '');
  if (plus && digits.startsWith('1') && digits.length <= 11)
    return ['+1', groupUs(digits.slice(1))].filter(Boolean).join(' ');
  if (!plus && digits.length <= 10) return groupUs(digits);
  if (!plus && digits.length === 11 && digits.startsWith('1')) return `1 ${groupUs(digits.slice(1))}`;
  return plus + body;
}

/** Characters of a phone number's text that count for the caret: its digits and its plus. */
const counted = (text: string) => text.replace(/[^0-9+]/g, '').length;

/** The index in `value` just after its `count`-th digit or plus (0 for none). */
function indexAfter(value: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (/[0-9+]/.test(value[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return value.length;
}

/**
 * One edit of the phone field: the value it held (`previous`), the text the edit left (`next`) and the
 * caret in it. Text that reads as a phone number (`normalizePhone`) is kept in its normal form, the caret
 * after the same digits as before (and after a space typed right before it); anything else is reverted
 * (SPEC §5). `accepted` is false when the value did not change (e.g. a typed hyphen), so nothing is reported.
 */
export function editPhone(previous: string, next: string, caret: number | null): RestrictResult {
  const value = normalizePhone(next);
  if (value === null) return restrictValue(PHONE_PATTERN, previous, next, caret);
  const before = next.slice(0, caret ?? next.length);
  let position = indexAfter(value, counted(before));
  if (/\s$/.test(before) && value[position] === ' ') position += 1;
  return { accepted: value !== previous, value, caret: position };
}

/**
 * A phone number as a person reads it (read-only views, SMS numbers): a US number, with or without its
 * country code, as (312) 555-0177; any other text as it was saved, its whitespace collapsed. Empty for nothing.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!READABLE.test(text)) return text;
  const digits = text.replace(/[^0-9]/g, '');
  const plus = text.startsWith('+');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : plus ? '' : digits;
  if (national.length !== 10) return text;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
