import {
  APPLICANT_SOURCES,
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  NOTE_MAX_LENGTH,
  SHIFTS,
  SPECIALTIES,
  STATUS_REASONS,
  US_STATE_CODES,
  isApplicantStatus,
  type ApplicantSource,
  type ApplicantStatus,
  type Discipline,
  type EmploymentType,
  type Shift,
  type Specialty,
  type UsStateCode,
} from '@agency/api-client/contract';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, TEXT_MAX_LENGTH, ZIP_CODE_PATTERN } from '../shared/constants';
import { firstName, lastName, optionalPhone, optionalText } from '../shared/rules';
import { applicantMessages as m } from './messages';

// The applicant record: createApplicant / updateApplicant's body. The form values use the payload's field
// names, so the server's `Errors` land on the form fields as they are; the same schema validates the payload
// on the server. Text is trimmed; optional text defaults to '', optional choices to null, lists to [].

/** Longest tag, and most tags on one applicant. */
export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 20;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An optional YYYY-MM-DD date: '' and null become null. */
const optionalDate = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .test('date', m.dateInvalid, (value) => value === null || value === undefined || isIsoDate(value));

/** One choice of `values`, or null ('' becomes null). */
const optionalChoice = <T extends string>(values: readonly T[], message: string) =>
  mixed<T>()
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .oneOf([...values, null], message);

/** A list of distinct choices of `values`. */
const choices = <T extends string>(values: readonly T[], message: string) =>
  array(
    mixed<T>()
      .oneOf([...values], message)
      .defined(),
  )
    .default([])
    .transform((value: T[] | null) => (Array.isArray(value) ? [...new Set(value)] : value));

export const applicantSchema = object({
  FirstName: firstName(),
  MiddleName: optionalText(NAME_MAX_LENGTH, m.middleNameMax),
  LastName: lastName(),
  PreferredName: optionalText(NAME_MAX_LENGTH, m.preferredNameMax),
  Email: string()
    .trim()
    .lowercase()
    .required(m.emailRequired)
    .max(TEXT_MAX_LENGTH, m.emailMax)
    .matches(EMAIL_PATTERN, m.emailInvalid),
  MobilePhone: optionalPhone(m.mobilePhoneInvalid, m.mobilePhoneMax, m.mobilePhoneDigits),
  OtherPhone: optionalPhone(m.otherPhoneInvalid, m.otherPhoneMax, m.otherPhoneDigits),
  AddressLine1: optionalText(TEXT_MAX_LENGTH, m.addressLine1Max),
  AddressLine2: optionalText(TEXT_MAX_LENGTH, m.addressLine2Max),
  City: optionalText(NAME_MAX_LENGTH, m.cityMax),
  State: optionalChoice<UsStateCode>(US_STATE_CODES, m.stateInvalid),
  Zip: string().trim().default('').matches(ZIP_CODE_PATTERN, { message: m.zipInvalid, excludeEmptyString: true }),
  DateOfBirth: optionalDate().test(
    'past',
    m.dateOfBirthPast,
    (value) =>
      value === null || value === undefined || !isIsoDate(value) || value < new Date().toISOString().slice(0, 10),
  ),
  Discipline: optionalChoice<Discipline>(DISCIPLINES, m.disciplineInvalid),
  Specialties: choices<Specialty>(SPECIALTIES, m.specialtyInvalid),
  YearsOfExperience: number()
    .nullable()
    .default(null)
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .typeError(m.yearsOfExperienceInvalid)
    .integer(m.yearsOfExperienceInvalid)
    .min(0, m.yearsOfExperienceInvalid)
    .max(70, m.yearsOfExperienceInvalid),
  LicenseStates: choices<UsStateCode>(US_STATE_CODES, m.stateInvalid),
  CompactLicense: boolean().default(false),
  DesiredLocations: choices<UsStateCode>(US_STATE_CODES, m.stateInvalid),
  DesiredShift: optionalChoice<Shift>(
    SHIFTS.map((shift) => shift.key),
    m.shiftInvalid,
  ),
  EmploymentTypes: choices<EmploymentType>(
    EMPLOYMENT_TYPES.map((type) => type.key),
    m.employmentTypeInvalid,
  ),
  AvailableFrom: optionalDate(),
  Source: mixed<ApplicantSource>()
    .default('other')
    .oneOf(
      APPLICANT_SOURCES.map((source) => source.key),
      m.sourceInvalid,
    ),
  Tags: array(string().trim().required().max(TAG_MAX_LENGTH, m.tagMax))
    .default([])
    .max(TAGS_MAX, m.tagsMax)
    .transform((value: string[] | null) =>
      Array.isArray(value) ? [...new Set(value.map((tag) => String(tag).trim()).filter(Boolean))] : value,
    ),
});
/** The applicant form's values, which are also the validated create/update payload. */
export type ApplicantValues = InferType<typeof applicantSchema>;

/** An applicant note (the Notes tab). */
export const applicantNoteSchema = object({
  Text: string().trim().required(m.noteRequired).max(NOTE_MAX_LENGTH, m.noteMax),
  Pinned: boolean().default(false),
});
export type ApplicantNoteValues = InferType<typeof applicantNoteSchema>;

/** The Change Status dialog (and a bulk status change): the move, its reason where needed, a note. */
export const statusChangeSchema = object({
  To: mixed<ApplicantStatus>()
    .required(m.statusInvalid)
    .test('status', m.statusInvalid, (value) => isApplicantStatus(value)),
  Reason: string()
    .trim()
    .default('')
    .when('To', ([to], rule) =>
      to === 'rejected' || to === 'refused'
        ? rule
            .required(m.reasonRequired)
            // A test, not oneOf: yup checks oneOf before required, so a missing reason would read "Choose…".
            .test(
              'reason',
              m.reasonInvalid,
              (value) =>
                !value ||
                STATUS_REASONS[to as 'rejected' | 'refused'].some((reason) => reason.key === (value as string)),
            )
        : rule,
    ),
  Note: optionalText(NOTE_MAX_LENGTH, m.noteMax),
});
export type StatusChangeValues = InferType<typeof statusChangeSchema>;
