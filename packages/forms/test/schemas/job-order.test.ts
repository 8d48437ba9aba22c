import { expectTypeOf } from 'vitest';
import type { JobOrderPayload } from '@agency/api-client/contract';
import { jobOrderSchema, messages, validateValues, type JobOrderValues } from '@agency/forms/schemas';
import { invalidJobOrders, validJobOrder } from '../../src/schemas/job-order/fixtures';
import { errorsOf } from './support';

describe('job order messages', () => {
  it('hold the literal texts', () => {
    expect(messages.jobOrder).toMatchObject({
      titleRequired: 'Job Title is required',
      institutionRequired: 'Choose a facility',
      hoursPerWeekInvalid: 'Hours per week must be a whole number from 1 to 84',
      durationRequired: 'Duration is required for a travel or local contract',
      payInvalid: 'Hourly pay must be an amount from $0.01 to $1,000.00',
      billRateBelowPay: 'Bill rate must be at least the hourly pay',
      reasonRequired: 'Give the reason for this status',
    });
  });
});

describe('jobOrderSchema', () => {
  it('accepts a valid job order as it is', () => {
    expect(jobOrderSchema.validateSync(validJobOrder)).toEqual(validJobOrder);
  });

  it('fills what is left out: no guarantee, no overtime, no bill rate, open, unassigned', () => {
    const result = validateValues(jobOrderSchema, {
      Title: ' Per diem CNA ',
      InstitutionId: '32',
      Discipline: 'CNA',
      Shift: 'days',
      ShiftHours: 8,
      HoursPerWeek: '24',
      StartDate: '2027-02-01',
      Openings: 1,
      EmploymentType: 'per-diem',
      PayHourlyCents: 2100,
      Certifications: ['BLS', ' '],
      LicenseStates: ['TX', 'TX'],
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        Title: 'Per diem CNA',
        InstitutionId: 32,
        HoursPerWeek: 24,
        Unit: '',
        Specialty: null,
        GuaranteedHours: null,
        DurationWeeks: null,
        HousingStipendWeeklyCents: 0,
        MealsStipendWeeklyCents: 0,
        OvertimeHourlyCents: null,
        BillRateCents: null,
        LicenseStates: ['TX'],
        Certifications: ['BLS'],
        YearsExperience: 0,
        Status: 'open',
        StatusReason: '',
        OwnerId: null,
      }),
    });
  });

  it.each(invalidJobOrders)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(jobOrderSchema, values)).toEqual({ [field]: message });
  });

  it('keeps its values identical to the create and update payload', () => {
    expectTypeOf<JobOrderValues>().toEqualTypeOf<JobOrderPayload>();
  });
});
