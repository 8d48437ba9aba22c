import { expectTypeOf } from 'vitest';
import type { UpdateProfilePayload } from '@agency/api-client/contract';
import { messages, profileSchema, validateValues, type ProfileValues } from '@agency/forms/schemas';
import { invalidProfiles, validProfile } from '../../src/schemas/profile/fixtures';
import { errorsOf } from './support';

describe('profile messages', () => {
  it('hold the literal texts', () => {
    expect(messages.profile).toEqual({
      firstNameRequired: 'First Name is required',
      lastNameRequired: 'Last Name is required',
      firstNameMax: 'First Name must be at most 100 characters',
      middleNameMax: 'Middle Name must be at most 100 characters',
      lastNameMax: 'Last Name must be at most 100 characters',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      phoneDigits: 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      titleMax: 'Title must be at most 100 characters',
    });
  });
});

describe('profileSchema', () => {
  it('accepts valid values and trims text', () => {
    expect(profileSchema.validateSync(validProfile)).toEqual(validProfile);
    expect(
      profileSchema.validateSync({ ...validProfile, FirstName: ' Jane ', Phone: ' +1 555 010 2042 ', Title: ' ' }),
    ).toEqual({ ...validProfile, Title: '' });
  });

  it('needs only the names: the optional fields default to empty text', () => {
    expect(validateValues(profileSchema, { FirstName: 'Jane', LastName: 'Doe' })).toEqual({
      ok: true,
      value: { FirstName: 'Jane', LastName: 'Doe', MiddleName: '', Phone: '', Title: '' },
    });
  });

  it.each(invalidProfiles)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(profileSchema, values)).toEqual({ [field]: message });
  });

  it('reports the names of an empty profile with the registration messages', () => {
    expect(errorsOf(profileSchema, { FirstName: '', LastName: '', Phone: 'x' })).toEqual({
      FirstName: 'First Name is required',
      LastName: 'Last Name is required',
      Phone: 'Phone may contain a leading + then digits and spaces',
    });
  });

  it('keeps its values a valid update-profile payload', () => {
    // Checked by the type checker (tsc over test/): the form values are sent as they are.
    expectTypeOf<ProfileValues>().toExtend<UpdateProfilePayload>();
  });
});
