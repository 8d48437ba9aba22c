import { expectTypeOf } from 'vitest';
import { nurseEmploymentGaps, type NurseFormData } from '@agency/api-client/contract';
import {
  messages,
  nurseEmploymentSchema,
  nurseFormSchema,
  nurseLicenseSchema,
  validateValues,
  type NurseFormValues,
} from '@agency/forms/schemas';
import {
  invalidNurseForms,
  validNurseEmployment,
  validNurseForm,
  validNurseLicense,
  validNurseReferences,
} from '../../src/schemas/onboarding/nurse/fixtures';
import { errorsOf } from './support';

const m = messages.nurse;

describe('nurse messages', () => {
  it('hold the literal texts', () => {
    expect(m).toEqual({
      idRequired: 'Each entry needs an id',
      idMax: 'Entry id must be at most 100 characters',
      idsUnique: 'Each entry needs its own id',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      stateInvalid: 'Choose a state from the list',
      uploadIdMax: 'Upload id must be at most 100 characters',
      cityMax: 'City must be at most 100 characters',
      licensesRequired: 'Add at least one license',
      licensesMax: 'You can add at most 20 licenses',
      licenseTypeRequired: 'Choose the type of license',
      licenseTypeInvalid: 'Choose a type of license from the list',
      licenseOtherTypeRequired: 'Say what kind of license this is',
      licenseOtherTypeMax: 'License type must be at most 100 characters',
      licenseStateRequired: 'Choose the state that issued the license',
      licenseNumberRequired: 'Enter the license number',
      licenseNumberMax: 'License number must be at most 30 characters',
      licenseNumberInvalid: 'A license number may contain letters, digits, spaces and hyphens only',
      issueDateFuture: 'The issue date cannot be in the future',
      licenseExpiryRequired: 'Enter the expiry date of the license',
      expiryBeforeIssue: 'The expiry date must be after the issue date',
      certificationsMax: 'You can add at most 20 certifications',
      certificationNameRequired: 'Choose the certification',
      certificationNameInvalid: 'Choose a certification from the list',
      certificationOtherNameRequired: 'Enter the name of the certification',
      certificationOtherNameMax: 'Certification name must be at most 100 characters',
      issuedByMax: 'Issued by must be at most 100 characters',
      certificationExpiryRequired: 'Enter the expiry date on the card',
      educationRequired: 'Add the school where you studied nursing',
      educationMax: 'You can add at most 20 schools',
      schoolRequired: 'Enter the name of the school',
      schoolMax: 'School must be at most 200 characters',
      degreeRequired: 'Choose the degree or diploma',
      degreeInvalid: 'Choose a degree from the list',
      fieldRequired: 'Enter the field of study',
      fieldMax: 'Field of study must be at most 100 characters',
      studiesFromRequired: 'Enter when you started',
      studiesToRequired: 'Enter when you finished or expect to finish',
      toBeforeFrom: 'The end date must be after the start date',
      fromFuture: 'The start date cannot be in the future',
      employmentMax: 'You can add at most 20 jobs',
      facilityRequired: 'Enter the name of the facility',
      facilityMax: 'Facility must be at most 200 characters',
      employmentCityRequired: 'Enter the city of the facility',
      employmentStateRequired: 'Choose the state of the facility',
      unitRequired: 'Enter the unit or department',
      unitMax: 'Unit must be at most 100 characters',
      bedCountInvalid: 'Enter the number of beds as a whole number from 1 to 5000',
      positionRequired: 'Enter your position',
      positionMax: 'Position must be at most 100 characters',
      jobFromRequired: 'Enter the date you started',
      jobToRequired: 'Enter the date you left, or check "I work here now"',
      toFuture: 'The end date cannot be in the future',
      reasonForLeavingRequired: 'Say why you left',
      reasonForLeavingMax: 'Reason for leaving must be at most 1000 characters',
      gapExplanationRequired: 'Explain the gap of more than 3 months before this job',
      gapExplanationMax: 'Gap explanation must be at most 1000 characters',
      referencesMax: 'You can add at most 20 references',
      referencesSupervisory:
        'Add at least two supervisory references (a manager, an assistant manager, a supervisor or a charge nurse)',
      referenceNameRequired: 'Enter the name of the reference',
      referenceNameMax: 'Name must be at most 100 characters',
      referenceTitleRequired: 'Enter the job title of the reference',
      referenceTitleMax: 'Title must be at most 100 characters',
      referenceFacilityRequired: 'Enter where you worked together',
      referenceFacilityMax: 'Facility must be at most 200 characters',
      referencePhoneRequired: 'Enter a phone number for the reference',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      phoneDigits: 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      referenceEmailRequired: 'Enter an email address for the reference',
      emailInvalid: 'Email must be a valid email address',
      emailMax: 'Email must be at most 200 characters',
      relationshipRequired: 'Choose how the reference knows you',
      relationshipInvalid: 'Choose a relationship from the list',
      militaryRequired: 'Enter your military service, or say you did not serve',
      branchRequired: 'Choose the branch',
      branchInvalid: 'Choose a branch from the list',
      serviceFromRequired: 'Enter when your service started',
      dischargeTypeRequired: 'Choose the type of discharge',
      dischargeTypeInvalid: 'Choose a type of discharge from the list',
    });
  });
});

describe('nurseFormSchema', () => {
  it('accepts the valid sample unchanged', () => {
    expect(validateValues(nurseFormSchema, validNurseForm)).toEqual({ ok: true, value: validNurseForm });
  });

  it.each(invalidNurseForms)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(nurseFormSchema, values)).toEqual({ [field]: message });
  });

  it('accepts a gap of more than 3 months once explained, and a gap of exactly 3 months without', () => {
    const late = { ...validNurseEmployment[1]!, From: '2021-10-01', GapExplanation: 'Travelled abroad' };
    expect(errorsOf(nurseFormSchema, { ...validNurseForm, Employment: [validNurseEmployment[0], late] })).toEqual({});
    const onTime = { ...validNurseEmployment[1]!, From: '2021-09-30' };
    expect(errorsOf(nurseFormSchema, { ...validNurseForm, Employment: [validNurseEmployment[0], onTime] })).toEqual({});
  });

  it('accepts military service when given whole, and clears it when the applicant did not serve', () => {
    const Military = { Branch: 'navy', From: '2008-01-01', To: '2012-01-01', DischargeType: 'honorable' };
    expect(errorsOf(nurseFormSchema, { ...validNurseForm, HasMilitaryService: true, Military })).toEqual({});
    const result = validateValues(nurseFormSchema, { ...validNurseForm, HasMilitaryService: false, Military });
    expect(result).toEqual({ ok: true, value: validNurseForm });
  });

  it('clears what does not apply: the compact flag of a CNA, the other type of an RN, the end of a current job', () => {
    const license = validateValues(nurseLicenseSchema, { ...validNurseLicense, Type: 'CNA', OtherType: 'x' });
    expect(license).toMatchObject({ ok: true, value: { Compact: false, OtherType: '' } });
    const job = validateValues(nurseEmploymentSchema, {
      ...validNurseEmployment[0]!,
      Current: true,
      ReasonForLeaving: 'x',
    });
    expect(job).toMatchObject({ ok: true, value: { To: null, ReasonForLeaving: '' } });
  });

  it('lets a supervisory reference of "other" count, never a colleague', () => {
    const other = { ...validNurseReferences[0]!, Relationship: 'other' };
    expect(errorsOf(nurseFormSchema, { ...validNurseForm, References: [other, validNurseReferences[1]] })).toEqual({});
  });

  it('validates the contract type', () => {
    expectTypeOf<NurseFormValues>().toEqualTypeOf<NurseFormData>();
  });
});

describe('nurseEmploymentGaps', () => {
  const job = (Id: string, From: string, To: string | null, Current = false) => ({ Id, From, To, Current });

  it('names the jobs that start more than 3 months after every earlier job ended', () => {
    expect(nurseEmploymentGaps([job('b', '2020-06-01', '2021-01-01'), job('a', '2019-01-01', '2020-01-31')])).toEqual([
      'b',
    ]);
    expect(nurseEmploymentGaps([job('a', '2019-01-01', '2020-01-31'), job('b', '2020-04-30', null, true)])).toEqual([]);
  });

  it('counts no gap after a current job, nor over jobs that overlap', () => {
    expect(nurseEmploymentGaps([job('a', '2015-01-01', null, true), job('b', '2019-01-01', '2019-06-01')])).toEqual([]);
    expect(
      nurseEmploymentGaps([
        job('a', '2015-01-01', '2020-01-01'),
        job('b', '2016-01-01', '2016-06-01'),
        job('c', '2020-03-01', '2021-01-01'),
      ]),
    ).toEqual([]);
  });
});
