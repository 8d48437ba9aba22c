import {
  DISCIPLINES,
  EMPLOYMENT_TYPES,
  JOB_ORDER_LIMITS as L,
  JOB_ORDER_SHIFT_HOURS,
  JOB_ORDER_STATUSES_WITH_REASON,
  JOB_ORDER_STATUS_KEYS,
  SHIFTS,
  SPECIALTIES,
  US_STATE_CODES,
  type Discipline,
  type EmploymentType,
  type JobOrderShiftHours,
  type JobOrderStatus,
  type Shift,
  type Specialty,
  type UsStateCode,
} from '@agency/api-client/contract';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { isIsoDate } from '../applicant/schema';
import { optionalText } from '../shared/rules';
import { jobOrderMessages as m } from './messages';

// A job order: createJobOrder / updateJobOrder's body (the payload's field names; the same schema checks it
// on the server). Money in whole cents; '' and null numbers are "not given".

/** A required choice of `values` ('' is none). */
const choice = <T extends string | number>(values: readonly T[], message: string) =>
  mixed<T>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(message)
    .oneOf([...values], message);

/** A whole number from `min` to `max`; '' and null are not given (null). */
const optionalWhole = (min: number, max: number, message: string) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .nullable()
    .default(null)
    .typeError(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

/** A required whole number from `min` to `max`. */
const whole = (min: number, max: number, message: string, required = message) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .required(required)
    .integer(message)
    .min(min, message)
    .max(max, message);

export const jobOrderSchema = object({
  Title: string().trim().required(m.titleRequired).max(L.titleMaxLength, m.titleMax),
  InstitutionId: whole(1, 2_147_483_647, m.institutionRequired),
  Unit: optionalText(60, m.unitMax),
  Discipline: choice<Discipline>(DISCIPLINES, m.disciplineRequired),
  Specialty: mixed<Specialty>()
    .nullable()
    .default(null)
    .transform((value: unknown) => (value === '' || value === undefined ? null : value))
    .oneOf([...SPECIALTIES, null], m.specialtyInvalid),
  Shift: choice<Shift>(
    SHIFTS.map((shift) => shift.key),
    m.shiftRequired,
  ),
  ShiftHours: choice<JobOrderShiftHours>(JOB_ORDER_SHIFT_HOURS, m.shiftHoursRequired),
  HoursPerWeek: whole(L.hoursPerWeek.min, L.hoursPerWeek.max, m.hoursPerWeekInvalid),
  GuaranteedHours: optionalWhole(0, L.hoursPerWeek.max, m.guaranteedHoursInvalid).test(
    'at-most-hours',
    m.guaranteedHoursInvalid,
    (value, context) => value === null || value === undefined || value <= Number(context.parent.HoursPerWeek),
  ),
  StartDate: string()
    .trim()
    .required(m.startDateRequired)
    .test('date', m.startDateInvalid, (value) => isIsoDate(value)),
  DurationWeeks: optionalWhole(L.durationWeeks.min, L.durationWeeks.max, m.durationInvalid).test(
    'contract',
    m.durationRequired,
    (value, context) => value !== null || !['travel', 'local-contract'].includes(String(context.parent.EmploymentType)),
  ),
  Openings: whole(L.openings.min, L.openings.max, m.openingsInvalid),
  EmploymentType: choice<EmploymentType>(
    EMPLOYMENT_TYPES.map((type) => type.key),
    m.employmentTypeRequired,
  ),
  PayHourlyCents: whole(1, L.hourlyCentsMax, m.payInvalid, m.payRequired),
  HousingStipendWeeklyCents: whole(0, L.weeklyCentsMax, m.stipendInvalid).default(0),
  MealsStipendWeeklyCents: whole(0, L.weeklyCentsMax, m.stipendInvalid).default(0),
  OvertimeHourlyCents: optionalWhole(1, L.hourlyCentsMax, m.overtimeInvalid),
  BillRateCents: optionalWhole(1, L.hourlyCentsMax, m.billRateInvalid).test(
    'above-pay',
    m.billRateBelowPay,
    (value, context) => value === null || value === undefined || value >= Number(context.parent.PayHourlyCents),
  ),
  LicenseStates: array(
    mixed<UsStateCode>()
      .oneOf([...US_STATE_CODES], m.licenseStateInvalid)
      .defined(),
  )
    .defined()
    .default([])
    .transform((states: UsStateCode[]) => [...new Set(states)]),
  CompactLicenseAccepted: boolean().defined().default(false),
  Certifications: array(string().trim().max(L.certificationMaxLength, m.certificationMax).defined())
    .defined()
    .default([])
    .transform((values: unknown) =>
      Array.isArray(values) ? values.filter((value) => typeof value !== 'string' || value.trim() !== '') : values,
    )
    .max(L.certificationsMax, m.certificationsMax),
  YearsExperience: whole(L.yearsExperience.min, L.yearsExperience.max, m.yearsInvalid).default(0),
  Emr: optionalText(60, m.emrMax),
  InterviewRequired: boolean().defined().default(false),
  Description: optionalText(L.descriptionMaxLength, m.descriptionMax),
  Status: choice<JobOrderStatus>(JOB_ORDER_STATUS_KEYS, m.statusRequired).default('open'),
  StatusReason: optionalText(L.reasonMaxLength, m.reasonMax).test(
    'reason',
    m.reasonRequired,
    (value, context) =>
      value !== '' || !JOB_ORDER_STATUSES_WITH_REASON.includes(context.parent.Status as JobOrderStatus),
  ),
  OwnerId: optionalWhole(1, 2_147_483_647, m.ownerInvalid),
  Public: boolean().defined().default(false),
});

export type JobOrderValues = InferType<typeof jobOrderSchema>;
