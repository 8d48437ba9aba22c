import { isMaskedIdentifier, US_STATE_CODES, type UsStateCode } from '@agency/api-client/contract';
import { mixed, string } from 'yup';
import { isIsoDate } from '../applicant/schema';
import { ZIP_CODE_PATTERN } from '../shared/constants';
import { optionalText } from '../shared/rules';
import { onboardingMessages as m } from './messages';

// Field rules the onboarding forms share (on top of ../shared/rules). Text is trimmed; optional text
// defaults to '', optional choices and dates to null. A rule on a field that does not apply to the
// current choice clears the field (the screen hides it, so a hidden value is never stored).

/** Today as YYYY-MM-DD (UTC), the bound of "in the past" and "not in the future". */
export const today = () => new Date().toISOString().slice(0, 10);

/** Required trimmed text of at most `max` characters. */
export const requiredText = (max: number, required: string, tooLong: string) =>
  optionalText(max, tooLong).required(required);

/** An optional YYYY-MM-DD date: '' and null become null. */
export const optionalDate = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .test('date', m.dateInvalid, (value) => value === null || value === undefined || isIsoDate(value));

/** A required YYYY-MM-DD date. */
export const requiredDate = (required: string) =>
  string()
    .trim()
    .required(required)
    .test('date', m.dateInvalid, (value) => !value || isIsoDate(value));

/** A yup test: a valid date lies before today (absent and malformed dates are left to the other tests). */
export const inThePast = (message: string) => ({
  name: 'past',
  message,
  test: (value: string | null | undefined) => !value || !isIsoDate(value) || value < today(),
});

/** One choice of `values`, or null ('' becomes null). */
export const optionalChoice = <T extends string>(values: readonly T[], message: string) =>
  mixed<T>()
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .oneOf([...values, null], message);

/** One choice of `values`, required ('' and null read as absent). */
export const requiredChoice = <T extends string>(values: readonly T[], required: string, invalid: string) =>
  mixed<T>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .required(required)
    // A test, not oneOf: yup checks oneOf before required, so a missing value would read "Choose… from the list".
    .test('choice', invalid, (value) => value === undefined || (values as readonly unknown[]).includes(value));

/** A required US state or territory. */
export const requiredState = () => requiredChoice<UsStateCode>(US_STATE_CODES, m.stateRequired, m.stateInvalid);

/** An optional ZIP code ('' when absent). */
export const optionalZip = () =>
  string().trim().default('').matches(ZIP_CODE_PATTERN, { message: m.zipInvalid, excludeEmptyString: true });

/** A required ZIP code. */
export const requiredZip = () => optionalZip().required(m.zipRequired);

/** Text with its spaces and dashes dropped ('123-45-6789' → '123456789'): SSN, EIN, ITIN. */
export const withoutSeparators = () =>
  string()
    .trim()
    .default('')
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value));

/**
 * A yup test of a sensitive identifier's format (SSN, TIN, document numbers): '' passes (required is its
 * own rule), and so does the mask of the stored value that a form loaded for editing sends back unchanged
 * (the server swaps the stored value in, and refuses a mask it holds no value for).
 */
export const identifierFormat = (pattern: RegExp, message: string) => ({
  name: 'format',
  message,
  test: (value: string | null | undefined) => !value || isMaskedIdentifier(value) || pattern.test(value),
});

/** Nine digits (an SSN, an ITIN or an EIN once its separators are dropped). */
export const NINE_DIGITS = /^[0-9]{9}$/;

/** The value of a test's sibling field (`this.parent[name]`), as text ('' when absent). */
export const siblingText = (parent: unknown, name: string): string => {
  const value = (parent as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};
