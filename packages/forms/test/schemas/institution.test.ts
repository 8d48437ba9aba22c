import { expectTypeOf } from 'vitest';
import type { InstitutionPayload } from '@agency/api-client/contract';
import { institutionSchema, messages, validateValues, type InstitutionValues } from '@agency/forms/schemas';
import { invalidInstitutions, validInstitution } from '../../src/schemas/institution/fixtures';
import { errorsOf } from './support';

describe('institution messages', () => {
  it('hold the literal texts', () => {
    expect(messages.institution).toEqual({
      nameRequired: 'Facility Name is required',
      nameMax: 'Facility Name must be at most 200 characters',
      typeRequired: 'Choose the type of facility',
      address1Max: 'Address Line 1 must be at most 200 characters',
      address2Max: 'Address Line 2 must be at most 200 characters',
      cityRequired: 'City is required',
      cityMax: 'City must be at most 100 characters',
      stateRequired: 'State is required',
      zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
      phoneInvalid: 'Phone may contain a leading + then digits and spaces',
      phoneMax: 'Phone must be at most 30 characters',
      phoneDigits: 'Phone must have 10 digits, or start with + and the country code (at most 15 digits)',
      unitRequired: 'Unit name is required',
      unitMax: 'Unit name must be at most 60 characters',
      unitsMax: 'A facility can have at most 50 units',
      unitsDistinct: 'Each unit can be listed once',
      contactNameRequired: 'Contact Name is required',
      contactNameMax: 'Contact Name must be at most 100 characters',
      contactTitleMax: 'Title must be at most 100 characters',
      contactEmailInvalid: 'Email must be a valid email address',
      contactEmailMax: 'Email must be at most 200 characters',
      contactsMax: 'A facility can have at most 20 contacts',
      vmsNameMax: 'VMS / MSP must be at most 100 characters',
      vmsExternalIdMax: 'VMS facility ID must be at most 100 characters',
      notesMax: 'Notes must be at most 4000 characters',
    });
  });
});

describe('institutionSchema', () => {
  it('accepts a valid facility, trims text and fills what is left out', () => {
    expect(institutionSchema.validateSync(validInstitution)).toEqual(validInstitution);
    expect(
      validateValues(institutionSchema, {
        Name: ' Sunrise Home Health ',
        Type: 'home-health',
        City: ' Phoenix',
        State: 'AZ',
        Units: [' Pediatrics '],
      }),
    ).toEqual({
      ok: true,
      value: {
        Name: 'Sunrise Home Health',
        Type: 'home-health',
        Address1: '',
        Address2: '',
        City: 'Phoenix',
        State: 'AZ',
        Zip: '',
        Phone: '',
        Units: ['Pediatrics'],
        Contacts: [],
        VmsName: '',
        VmsExternalId: '',
        Notes: '',
        Active: true,
      },
    });
  });

  it.each(invalidInstitutions)('$name → $field: $message', ({ values, field, message }) => {
    expect(errorsOf(institutionSchema, values)).toEqual({ [field]: message });
  });

  it('keeps its values identical to the create and update payload', () => {
    expectTypeOf<InstitutionValues>().toEqualTypeOf<InstitutionPayload>();
  });
});
