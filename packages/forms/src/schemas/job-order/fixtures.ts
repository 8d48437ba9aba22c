// Valid and invalid job orders, used by the tests and the stories (internal: not exported).
import { jobOrderMessages as m } from './messages';
import type { JobOrderValues } from './schema';

export const validJobOrder: JobOrderValues = {
  Title: 'ICU RN, nights',
  InstitutionId: 31,
  Unit: 'ICU',
  Discipline: 'RN',
  Specialty: 'ICU',
  Shift: 'nights',
  ShiftHours: 12,
  HoursPerWeek: 36,
  GuaranteedHours: 36,
  StartDate: '2027-01-11',
  DurationWeeks: 13,
  Openings: 2,
  EmploymentType: 'travel',
  PayHourlyCents: 4200,
  HousingStipendWeeklyCents: 84000,
  MealsStipendWeeklyCents: 38500,
  OvertimeHourlyCents: 6300,
  BillRateCents: 9800,
  LicenseStates: ['TX'],
  CompactLicenseAccepted: true,
  Certifications: ['BLS', 'ACLS'],
  YearsExperience: 2,
  Emr: 'Epic',
  InterviewRequired: true,
  Description: 'A 24-bed medical-surgical ICU.',
  Status: 'open',
  StatusReason: '',
  OwnerId: 7,
  Public: true,
};

/** An invalid job order: the one field reported and its message. */
export interface InvalidJobOrder {
  name: string;
  values: Record<string, unknown>;
  field: string;
  message: string;
}

const job = (change: Record<string, unknown>) => ({ ...validJobOrder, ...change });

export const invalidJobOrders: InvalidJobOrder[] = [
  { name: 'no title', values: job({ Title: ' ' }), field: 'Title', message: m.titleRequired },
  { name: 'no facility', values: job({ InstitutionId: '' }), field: 'InstitutionId', message: m.institutionRequired },
  { name: 'no discipline', values: job({ Discipline: '' }), field: 'Discipline', message: m.disciplineRequired },
  { name: 'unknown specialty', values: job({ Specialty: 'Spa' }), field: 'Specialty', message: m.specialtyInvalid },
  { name: 'no shift', values: job({ Shift: '' }), field: 'Shift', message: m.shiftRequired },
  { name: '9-hour shifts', values: job({ ShiftHours: 9 }), field: 'ShiftHours', message: m.shiftHoursRequired },
  {
    name: '0 hours a week',
    values: job({ HoursPerWeek: 0, GuaranteedHours: null }),
    field: 'HoursPerWeek',
    message: m.hoursPerWeekInvalid,
  },
  {
    name: '36.5 hours a week',
    values: job({ HoursPerWeek: 36.5 }),
    field: 'HoursPerWeek',
    message: m.hoursPerWeekInvalid,
  },
  {
    name: 'more guaranteed than worked',
    values: job({ GuaranteedHours: 40 }),
    field: 'GuaranteedHours',
    message: m.guaranteedHoursInvalid,
  },
  { name: 'no start date', values: job({ StartDate: '' }), field: 'StartDate', message: m.startDateRequired },
  {
    name: 'impossible start',
    values: job({ StartDate: '2027-02-30' }),
    field: 'StartDate',
    message: m.startDateInvalid,
  },
  {
    name: 'travel without a duration',
    values: job({ DurationWeeks: null }),
    field: 'DurationWeeks',
    message: m.durationRequired,
  },
  { name: '105 weeks', values: job({ DurationWeeks: 105 }), field: 'DurationWeeks', message: m.durationInvalid },
  { name: 'no openings', values: job({ Openings: 0 }), field: 'Openings', message: m.openingsInvalid },
  {
    name: 'no employment type',
    values: job({ EmploymentType: '' }),
    field: 'EmploymentType',
    message: m.employmentTypeRequired,
  },
  {
    name: 'no pay',
    values: job({ PayHourlyCents: '', BillRateCents: null }),
    field: 'PayHourlyCents',
    message: m.payRequired,
  },
  { name: 'negative pay', values: job({ PayHourlyCents: -1 }), field: 'PayHourlyCents', message: m.payInvalid },
  {
    name: 'a stipend over $10,000',
    values: job({ HousingStipendWeeklyCents: 1_000_001 }),
    field: 'HousingStipendWeeklyCents',
    message: m.stipendInvalid,
  },
  {
    name: 'bill rate below the pay',
    values: job({ BillRateCents: 4100 }),
    field: 'BillRateCents',
    message: m.billRateBelowPay,
  },
  {
    name: 'a license state that is not one',
    values: job({ LicenseStates: ['TX', 'ZZ'] }),
    field: 'LicenseStates[1]',
    message: m.licenseStateInvalid,
  },
  {
    name: '41 years of experience',
    values: job({ YearsExperience: 41 }),
    field: 'YearsExperience',
    message: m.yearsInvalid,
  },
  {
    name: 'on hold without a reason',
    values: job({ Status: 'on-hold', StatusReason: '' }),
    field: 'StatusReason',
    message: m.reasonRequired,
  },
  { name: 'unknown status', values: job({ Status: 'paused' }), field: 'Status', message: m.statusRequired },
  { name: 'owner not an id', values: job({ OwnerId: 'me' }), field: 'OwnerId', message: m.ownerInvalid },
];
