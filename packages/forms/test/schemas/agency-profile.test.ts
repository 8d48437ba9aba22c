import { expectTypeOf } from 'vitest';
import type { UpdateAgencyPayload } from '@agency/api-client/contract';
import { agencyProfileSchema, messages, validateValues, type AgencyProfileValues } from '@agency/forms/schemas';
import { invalidAgencyProfiles, validAgencyProfile } from '../../src/schemas/agency-profile/fixtures';
import { errorsOf } from './support';

describe('agency profile messages', () => {
  it('hold the literal texts', () => {
    expect(messages.agency).toEqual({
      nameRequired: 'Agency Name is required',
      nameMax: 'Agency Name must be at most 200 characters',
      emailInvalid: 'Email must be a valid email address',
      emailMax: 'Email must be at most 200 characters',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      phoneDigits: 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      websiteInvalid: 'Website must be a web address starting with http:// or https://',
      websiteMax: 'Website must be at most 200 characters',
      address1Max: 'Address Line 1 must be at most 200 characters',
      address2Max: 'Address Line 2 must be at most 200 characters',
      cityMax: 'City must be at most 100 characters',
      stateMax: 'State must be at most 100 characters',
      zipCodeInvalid: 'Zip Code must be 5 digits, or 5 digits, a hyphen and 4 digits',
      recruitmentEmailInvalid: 'Recruitment Email must be a valid email address',
      recruitmentEmailMax: 'Recruitment Email must be at most 200 characters',
    });
  });
});

describe('agencyProfileSchema', () => {
  it('accepts valid values, trims text and keeps optional fields empty', () => {
    expect(agencyProfileSchema.validateSync(validAgencyProfile)).toEqual(validAgencyProfile);
    expect(validateValues(agencyProfileSchema, { Name: ' Acme ' })).toEqual({
      ok: true,
      value: {
        Name: 'Acme',
        Email: '',
        Phone: '',
        Website: '',
        Address1: '',
        Address2: '',
        City: '',
        State: '',
        ZipCode: '',
        RecruitmentEmail: '',
      },
    });
  });

  it.each(invalidAgencyProfiles)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(agencyProfileSchema, values)).toEqual({ [field]: message });
  });

  it('uses the registration e-mail rule and message for Email', () => {
    expect(messages.agency.emailInvalid).toBe(messages.registration.emailInvalid);
    expect(errorsOf(agencyProfileSchema, { ...validAgencyProfile, Email: 'a@b.nurse' })).toEqual({
      Email: 'Email must be a valid email address',
    });
  });

  it('keeps its values identical to the update-agency payload', () => {
    // Checked by the type checker (tsc over test/): any drift between the two declarations fails it.
    expectTypeOf<AgencyProfileValues>().toEqualTypeOf<UpdateAgencyPayload>();
  });
});
