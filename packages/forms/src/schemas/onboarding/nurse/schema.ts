import {
  MILITARY_BRANCHES,
  MILITARY_DISCHARGE_TYPES,
  NURSE_CERTIFICATION_NAMES,
  NURSE_COMPACT_LICENSE_TYPES,
  NURSE_DEGREES,
  NURSE_ENTRIES_MAX,
  NURSE_LICENSE_TYPES,
  NURSE_REFERENCE_RELATIONSHIPS,
  NURSE_SUPERVISORY_REFERENCES_MIN,
  US_STATE_CODES,
  nurseEmploymentGaps,
  type MilitaryBranch,
  type MilitaryDischargeType,
  type NurseCertificationName,
  type NurseDegree,
  type NurseLicenseType,
  type NurseReferenceRelationship,
  type UsStateCode,
} from '@agency/api-client/contract';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { isIsoDate } from '../../applicant/schema';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { optionalEmail, optionalPhone, optionalText } from '../../shared/rules';
import { DOCUMENT_NUMBER_PATTERN, ID_MAX_LENGTH } from '../constants';
import { optionalChoice, optionalDate, requiredChoice, requiredText, siblingText, today } from '../rules';
import {
  NURSE_BED_COUNT_MAX,
  NURSE_LICENSE_NUMBER_MAX_LENGTH,
  NURSE_TEXT_MAX_LENGTH,
  nurseMessages as m,
} from './messages';

// Nurse Form (contract `NurseFormData`, ONBOARDING.md §6): at least one license and one school, any
// certifications, the employment history (a gap of more than 3 months before a job needs an explanation),
// at least two supervisory references, and the military service when there was one. Each entry of a list
// is one sub-screen of the form and is validated alone (`nurseLicenseSchema`...) when it is saved; the
// whole form is validated on submit. A field that does not apply is cleared.

const entryId = () => requiredText(ID_MAX_LENGTH, m.idRequired, m.idMax);

const uploadId = () =>
  string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value))
    .max(ID_MAX_LENGTH, m.uploadIdMax);

/** A date that must be given. */
const dateRequired = (message: string) =>
  optionalDate().test('required', message, (value) => value !== null && value !== undefined);

const notFuture = (message: string) => ({
  name: 'not-future',
  message,
  test: (value: string | null | undefined) => !value || !isIsoDate(value) || value <= today(),
});

/** A yup test: the date is after its sibling date `from` (either absent or malformed: left to the others). */
const after = (from: string, message: string, orEqual = false) => ({
  name: 'after',
  message,
  test(this: { parent: unknown }, value: string | null | undefined) {
    const start = siblingText(this.parent, from);
    if (!value || !start || !isIsoDate(value) || !isIsoDate(start)) return true;
    return orEqual ? value >= start : value > start;
  },
});

/** A yup test of a list of entries: their Ids are distinct. */
const uniqueIds = {
  name: 'unique-ids',
  message: m.idsUnique,
  test: (list: readonly unknown[] | undefined) => {
    const ids = (list ?? []).map((item) => (item as { Id?: unknown } | undefined)?.Id);
    return new Set(ids).size === ids.length;
  },
};

export const nurseLicenseSchema = object({
  Id: entryId(),
  Type: requiredChoice<NurseLicenseType>(
    NURSE_LICENSE_TYPES.map((type) => type.key),
    m.licenseTypeRequired,
    m.licenseTypeInvalid,
  ),
  OtherType: optionalText(NAME_MAX_LENGTH, m.licenseOtherTypeMax).when('Type', ([type], rule) =>
    type === 'Other' ? rule.required(m.licenseOtherTypeRequired) : rule.transform(() => ''),
  ),
  State: optionalChoice<UsStateCode>(US_STATE_CODES, m.stateInvalid).test(
    'required',
    m.licenseStateRequired,
    (value) => value !== null && value !== undefined,
  ),
  Number: requiredText(NURSE_LICENSE_NUMBER_MAX_LENGTH, m.licenseNumberRequired, m.licenseNumberMax).matches(
    DOCUMENT_NUMBER_PATTERN,
    { message: m.licenseNumberInvalid, excludeEmptyString: true },
  ),
  Compact: boolean()
    .default(false)
    .when('Type', ([type], rule) =>
      NURSE_COMPACT_LICENSE_TYPES.includes(type as NurseLicenseType) ? rule : rule.transform(() => false),
    ),
  IssueDate: optionalDate().test(notFuture(m.issueDateFuture)),
  ExpiryDate: dateRequired(m.licenseExpiryRequired).test(after('IssueDate', m.expiryBeforeIssue)),
  CardUploadId: uploadId(),
});

export const nurseCertificationSchema = object({
  Id: entryId(),
  Name: requiredChoice<NurseCertificationName>(
    NURSE_CERTIFICATION_NAMES.map((name) => name.key),
    m.certificationNameRequired,
    m.certificationNameInvalid,
  ),
  OtherName: optionalText(NAME_MAX_LENGTH, m.certificationOtherNameMax).when('Name', ([name], rule) =>
    name === 'Other' ? rule.required(m.certificationOtherNameRequired) : rule.transform(() => ''),
  ),
  IssuedBy: optionalText(NAME_MAX_LENGTH, m.issuedByMax),
  ExpiryDate: dateRequired(m.certificationExpiryRequired),
  CardUploadId: uploadId(),
});

export const nurseEducationSchema = object({
  Id: entryId(),
  School: requiredText(TEXT_MAX_LENGTH, m.schoolRequired, m.schoolMax),
  City: optionalText(NAME_MAX_LENGTH, m.cityMax),
  State: optionalChoice<UsStateCode>(US_STATE_CODES, m.stateInvalid),
  Degree: requiredChoice<NurseDegree>(
    NURSE_DEGREES.map((degree) => degree.key),
    m.degreeRequired,
    m.degreeInvalid,
  ),
  Field: requiredText(NAME_MAX_LENGTH, m.fieldRequired, m.fieldMax),
  From: dateRequired(m.studiesFromRequired).test(notFuture(m.fromFuture)),
  To: dateRequired(m.studiesToRequired).test(after('From', m.toBeforeFrom)),
  Graduated: boolean().default(false),
});

export const nurseEmploymentSchema = object({
  Id: entryId(),
  Facility: requiredText(TEXT_MAX_LENGTH, m.facilityRequired, m.facilityMax),
  City: requiredText(NAME_MAX_LENGTH, m.employmentCityRequired, m.cityMax),
  State: optionalChoice<UsStateCode>(US_STATE_CODES, m.stateInvalid).test(
    'required',
    m.employmentStateRequired,
    (value) => value !== null && value !== undefined,
  ),
  Unit: requiredText(NAME_MAX_LENGTH, m.unitRequired, m.unitMax),
  BedCount: number()
    .nullable()
    .default(null)
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .typeError(m.bedCountInvalid)
    .integer(m.bedCountInvalid)
    .min(1, m.bedCountInvalid)
    .max(NURSE_BED_COUNT_MAX, m.bedCountInvalid),
  Position: requiredText(NAME_MAX_LENGTH, m.positionRequired, m.positionMax),
  Charge: boolean().default(false),
  Current: boolean().default(false),
  From: dateRequired(m.jobFromRequired).test(notFuture(m.fromFuture)),
  To: optionalDate()
    .when('Current', ([current], rule) =>
      current === true
        ? rule.transform(() => null)
        : rule.test('required', m.jobToRequired, (value) => value !== null && value !== undefined),
    )
    .test(notFuture(m.toFuture))
    .test(after('From', m.toBeforeFrom, true)),
  ReasonForLeaving: optionalText(NURSE_TEXT_MAX_LENGTH, m.reasonForLeavingMax).when('Current', ([current], rule) =>
    current === true ? rule.transform(() => '') : rule.required(m.reasonForLeavingRequired),
  ),
  GapExplanation: optionalText(NURSE_TEXT_MAX_LENGTH, m.gapExplanationMax),
});

export const nurseReferenceSchema = object({
  Id: entryId(),
  Name: requiredText(NAME_MAX_LENGTH, m.referenceNameRequired, m.referenceNameMax),
  Title: requiredText(NAME_MAX_LENGTH, m.referenceTitleRequired, m.referenceTitleMax),
  Facility: requiredText(TEXT_MAX_LENGTH, m.referenceFacilityRequired, m.referenceFacilityMax),
  Phone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits).required(m.referencePhoneRequired),
  Email: optionalEmail(m.emailInvalid, m.emailMax).lowercase().required(m.referenceEmailRequired),
  Relationship: requiredChoice<NurseReferenceRelationship>(
    NURSE_REFERENCE_RELATIONSHIPS.map((relationship) => relationship.key),
    m.relationshipRequired,
    m.relationshipInvalid,
  ),
  /** A colleague is never supervisory (ONBOARDING.md §6.6: peers are not accepted as references). */
  Supervisory: boolean()
    .default(false)
    .when('Relationship', ([relationship], rule) =>
      relationship === 'colleague' ? rule.transform(() => false) : rule,
    ),
  WorkedTogetherFrom: optionalDate().test(notFuture(m.fromFuture)),
  WorkedTogetherTo: optionalDate().test(after('WorkedTogetherFrom', m.toBeforeFrom, true)),
});

export const nurseMilitarySchema = object({
  Branch: requiredChoice<MilitaryBranch>(
    MILITARY_BRANCHES.map((branch) => branch.key),
    m.branchRequired,
    m.branchInvalid,
  ),
  From: dateRequired(m.serviceFromRequired).test(notFuture(m.fromFuture)),
  To: optionalDate().test(after('From', m.toBeforeFrom, true)),
  DischargeType: optionalChoice<MilitaryDischargeType>(
    MILITARY_DISCHARGE_TYPES.map((type) => type.key),
    m.dischargeTypeInvalid,
  ).test('required', m.dischargeTypeRequired, (value) => value !== null && value !== undefined),
});

export const nurseFormSchema = object({
  Licenses: array(nurseLicenseSchema)
    .default([])
    .max(NURSE_ENTRIES_MAX, m.licensesMax)
    .test(uniqueIds)
    .min(1, m.licensesRequired),
  Certifications: array(nurseCertificationSchema)
    .default([])
    .max(NURSE_ENTRIES_MAX, m.certificationsMax)
    .test(uniqueIds),
  Education: array(nurseEducationSchema)
    .default([])
    .max(NURSE_ENTRIES_MAX, m.educationMax)
    .test(uniqueIds)
    .min(1, m.educationRequired),
  Employment: array(nurseEmploymentSchema)
    .default([])
    .max(NURSE_ENTRIES_MAX, m.employmentMax)
    .test(uniqueIds)
    .test('gaps', m.gapExplanationRequired, function gaps(list) {
      const jobs = (list ?? []) as { Id: string; From: string | null; To: string | null; Current: boolean }[];
      const missing = nurseEmploymentGaps(jobs).filter(
        (id) => !(jobs.find((job) => job.Id === id) as { GapExplanation?: string } | undefined)?.GapExplanation,
      );
      if (missing.length === 0) return true;
      const index = jobs.findIndex((job) => job.Id === missing[0]);
      return this.createError({ path: `${this.path}[${index}].GapExplanation`, message: m.gapExplanationRequired });
    }),
  References: array(nurseReferenceSchema)
    .default([])
    .max(NURSE_ENTRIES_MAX, m.referencesMax)
    .test(uniqueIds)
    .test(
      'supervisory',
      m.referencesSupervisory,
      (list) =>
        (list ?? []).filter((reference) => reference.Supervisory === true).length >= NURSE_SUPERVISORY_REFERENCES_MIN,
    ),
  HasMilitaryService: boolean().default(false),
  Military: nurseMilitarySchema
    .nullable()
    .default(null)
    .when('HasMilitaryService', ([has], rule) =>
      has === true
        ? rule.test('required', m.militaryRequired, (value) => value !== null && value !== undefined)
        : rule.transform(() => null),
    ),
});

/** Nurse Form's values: the contract's `NurseFormData`. */
export type NurseFormValues = InferType<typeof nurseFormSchema>;
export type NurseLicenseValues = InferType<typeof nurseLicenseSchema>;
export type NurseCertificationValues = InferType<typeof nurseCertificationSchema>;
export type NurseEducationValues = InferType<typeof nurseEducationSchema>;
export type NurseEmploymentValues = InferType<typeof nurseEmploymentSchema>;
export type NurseReferenceValues = InferType<typeof nurseReferenceSchema>;
export type NurseMilitaryValues = InferType<typeof nurseMilitarySchema>;
