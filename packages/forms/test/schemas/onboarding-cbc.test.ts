import { expectTypeOf } from 'vitest';
import {
  CBC_DISCLOSURE_TEXT,
  cbcAddressGaps,
  cbcHistoryStart,
  cbcStateNotices,
  NY_CHRC_DISCIPLINES,
  nyChrcApplies,
  onboardingForm,
  SENSITIVE_FIELDS,
  type CbcFormData,
} from '@agency/api-client/contract';
import { cbcSchema, messages, onboardingFormSchemas, validateValues, type CbcValues } from '@agency/forms/schemas';
import {
  invalidCbcs,
  validCbc,
  validCbcNewYork,
  validCbcWithGap,
  yearsAgo,
} from '../../src/schemas/onboarding/cbc/fixtures';
import { errorsOf } from './support';

const m = messages.cbc;

/** 15 U.S.C. §1681b(b)(2)(A)(i), as ONBOARDING.md §5.2 quotes it. */
const FCRA_DISCLOSURE_PURPOSE = 'a consumer report may be obtained for employment purposes';

describe('CHRC Form Info', () => {
  it('has its label exactly as SPEC gives it, is signed, opens at once and is no health form', () => {
    expect(onboardingForm('cbc-form-info')).toEqual({
      key: 'cbc-form-info',
      label: 'CHRC Form Info',
      edition: null,
      signed: true,
      opensAt: 'start',
      health: false,
    });
    expect(SENSITIVE_FIELDS['cbc-form-info']).toEqual(['Ssn', 'DriversLicenseNumber']);
    expect(Object.keys(onboardingFormSchemas)).toContain('cbc-form-info');
  });

  it('discloses, word for word, that a consumer report may be obtained for employment purposes', () => {
    expect(CBC_DISCLOSURE_TEXT.toLowerCase()).toContain(FCRA_DISCLOSURE_PURPOSE);
    // Stand-alone: no waiver, release, state notice or summary of rights inside the disclosure.
    for (const word of ['waive', 'release', 'California', 'New York', 'Summary of Your Rights'])
      expect(CBC_DISCLOSURE_TEXT).not.toContain(word);
  });

  it('holds the literal messages', () => {
    expect(m).toEqual({
      disclosureRequired: 'Confirm that you have read the disclosure to continue',
      firstNameRequired: 'Enter your legal first name',
      lastNameRequired: 'Enter your legal last name',
      nameMax: 'A name must be at most 100 characters',
      otherNameRequired: 'Enter the other name, or remove this row',
      otherNamesMax: 'Give at most 10 other names',
      otherNameDates: 'The date you stopped using the name must be after the date you started',
      idRequired: 'The row has no id: add it again',
      idMax: 'Row id must be at most 100 characters',
      dateInvalid: 'Enter a date as MM/DD/YYYY',
      dateOfBirthRequired: 'Enter your date of birth',
      dateOfBirthPast: 'Date of Birth must be in the past',
      ssnSourceInvalid: 'Choose where your Social Security number comes from',
      ssnRequired: 'Enter your Social Security number',
      ssnInvalid: 'Enter the 9 digits of your Social Security number',
      licenseNumberRequired: "Enter your driver's license number, or tick “I do not have a driver's license”",
      licenseNumberMax: "Driver's license number must be at most 30 characters",
      licenseNumberInvalid: 'A document number may contain letters, digits, spaces and hyphens only',
      licenseStateRequired: "Choose the state that issued your driver's license",
      stateInvalid: 'Choose a state from the list',
      addressesRequired: 'Add your current address',
      addressesMax: 'Give at most 20 addresses',
      addressRequired: 'Enter the street address',
      addressMax: 'Address must be at most 200 characters',
      cityRequired: 'Enter the city or town',
      cityMax: 'City must be at most 100 characters',
      stateRequired: 'Choose a state',
      zipRequired: 'Enter the ZIP code',
      zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
      fromRequired: 'Enter the date you moved in',
      fromFuture: 'The date you moved in cannot be in the future',
      toBeforeFrom: 'The date you moved out must be after the date you moved in',
      currentOne: 'Only one address can be where you live now: enter the date you moved out of the others',
      currentRequired: 'Leave “Moved out” empty on the address where you live now',
      gapExplanationRequired:
        'Your addresses leave a gap of more than 30 days: add the missing address or explain the gap (for example travel or living abroad)',
      gapExplanationMax: 'The explanation must be at most 200 characters',
      noticesRequired: 'Confirm that you have read the state notices to continue',
      chrcRequired: 'Give the New York criminal history record check consent to continue',
    });
  });

  it('validates exactly the contract type', () => {
    expectTypeOf<CbcValues>().toEqualTypeOf<CbcFormData>();
  });

  it('accepts the valid samples unchanged', () => {
    for (const sample of [validCbc, validCbcNewYork, validCbcWithGap])
      expect(validateValues(cbcSchema, sample)).toEqual({ ok: true, value: sample });
  });

  it.each(invalidCbcs)('refuses $name: $field → $message', ({ values, field, message }) => {
    expect(errorsOf(cbcSchema, values)).toEqual({ [field]: message });
  });

  it('takes the SSN of the W-9 from the server: a typed one is dropped, none is asked', () => {
    expect(validateValues(cbcSchema, { ...validCbc, SsnSource: 'w9', Ssn: '123-45-6789' })).toEqual({
      ok: true,
      value: { ...validCbc, SsnSource: 'w9', Ssn: '' },
    });
  });

  it("clears the driver's license without one, and the NY consent without a New York address", () => {
    expect(validateValues(cbcSchema, { ...validCbc, NoDriversLicense: true, NyChrcConsent: true })).toEqual({
      ok: true,
      value: { ...validCbc, NoDriversLicense: true, DriversLicenseNumber: '', DriversLicenseState: null },
    });
  });

  it('accepts the mask of a stored SSN and license number sent back unchanged', () => {
    const values = { ...validCbc, Ssn: '***-**-6789', DriversLicenseNumber: '****4567' };
    expect(validateValues(cbcSchema, values)).toEqual({ ok: true, value: { ...values, Ssn: '*****6789' } });
  });
});

describe('the address history', () => {
  const today = '2026-11-23';
  it('covers 7 years back from today', () => {
    expect(cbcHistoryStart(today)).toBe('2019-11-23');
  });

  it('flags gaps of more than 30 days, before, between and after the addresses', () => {
    expect(cbcAddressGaps([{ FromDate: '2019-11-01' }], today)).toEqual([]);
    expect(
      cbcAddressGaps(
        [
          { FromDate: '2023-01-01', ToDate: null },
          { FromDate: '2019-01-01', ToDate: '2022-11-01' },
        ],
        today,
      ),
    ).toEqual([{ from: '2022-11-01', to: '2023-01-01', days: 61 }]);
    // 30 days apart is no gap; 31 is.
    expect(
      cbcAddressGaps(
        [
          { FromDate: '2023-01-31', ToDate: null },
          { FromDate: '2019-01-01', ToDate: '2023-01-01' },
        ],
        today,
      ),
    ).toEqual([]);
    expect(cbcAddressGaps([{ FromDate: '2021-01-01' }], today)).toEqual([
      { from: '2019-11-23', to: '2021-01-01', days: 405 },
    ]);
    expect(cbcAddressGaps([{ FromDate: '2018-01-01', ToDate: '2026-01-01' }], today)).toEqual([
      { from: '2026-01-01', to: today, days: 326 },
    ]);
  });

  it('ignores rows whose move-in date is still missing; one without a move-out date runs to today', () => {
    expect(cbcAddressGaps([{ FromDate: null, ToDate: null }], today)).toEqual([]);
    expect(cbcAddressGaps([{ FromDate: yearsAgo(8), ToDate: null }])).toEqual([]);
  });

  it('has no "I live here now" tick: the address without a move-out date is the current one', () => {
    // A stale or missing Current is set from the move-out date (drafts never ask for it).
    const [current, past] = validCbc.Addresses;
    const sent = {
      ...validCbc,
      Addresses: [
        { ...current!, Current: false },
        { ...past!, Current: true },
      ],
    };
    expect(validateValues(cbcSchema, sent)).toEqual({ ok: true, value: validCbc });
    const { Current: _current, ...withoutTick } = current!;
    expect(validateValues(cbcSchema, { ...validCbc, Addresses: [withoutTick, past] })).toEqual({
      ok: true,
      value: validCbc,
    });
  });
});

describe('state notices and the NY CHRC', () => {
  it('shows the California and New York notices for addresses there only', () => {
    expect(cbcStateNotices(['TX', 'FL']).map((notice) => notice.state)).toEqual([]);
    expect(cbcStateNotices(['NY', 'TX', 'CA']).map((notice) => notice.state)).toEqual(['CA', 'NY']);
    const [, ny] = cbcStateNotices(['CA', 'NY']);
    expect(ny!.text).toContain('Correction Law Article 23-A');
  });

  it('applies the CHRC consent to unlicensed direct care (aides) with a New York address only', () => {
    expect(NY_CHRC_DISCIPLINES).toEqual(['CNA']);
    expect(nyChrcApplies('CNA', ['TX', 'NY'])).toBe(true);
    expect(nyChrcApplies('CNA', ['TX'])).toBe(false);
    for (const licensed of ['RN', 'LPN/LVN', 'PT', 'Pharmacist'] as const)
      expect(nyChrcApplies(licensed, ['NY'])).toBe(false);
    expect(nyChrcApplies(null, ['NY'])).toBe(false);
  });
});
