import { expectTypeOf } from 'vitest';
import type { CareerApplicationPayload } from '@agency/api-client/contract';
import {
  careerApplicationPayloadSchema,
  careerApplicationSchema,
  validateValues,
  type CareerApplicationPayloadValues,
} from '@agency/forms/schemas';
import { errorsOf } from './support';

const valid = {
  FirstName: ' Maya ',
  LastName: 'Okafor',
  Email: ' Maya.Okafor@Example.com ',
  MobilePhone: '+1 512 555 0142',
  Discipline: 'RN',
  LicenseStates: ['TX', 'TX', 'NM'],
};

describe('careerApplicationSchema', () => {
  it('trims the names, lowercases the e-mail and keeps each state once', () => {
    const result = validateValues(careerApplicationSchema, valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, FirstName: 'Maya', Email: 'maya.okafor@example.com', LicenseStates: ['TX', 'NM'] },
    });
  });

  it('names every missing field with its message', () => {
    expect(errorsOf(careerApplicationSchema, {})).toEqual({
      FirstName: 'First Name is required',
      LastName: 'Last Name is required',
      Email: 'Email is required',
      MobilePhone: 'Mobile Phone is required',
      Discipline: 'Discipline is required',
      LicenseStates: 'Choose at least one state you are licensed in',
    });
  });

  it('refuses a discipline, a state or a phone number it does not know', () => {
    expect(
      errorsOf(careerApplicationSchema, {
        ...valid,
        Discipline: 'Pilot',
        LicenseStates: ['XX'],
        MobilePhone: 'call me',
      }),
    ).toEqual({
      Discipline: 'Discipline is required',
      'LicenseStates[0]': 'Choose a state from the list',
      MobilePhone: 'Mobile Phone may contain a leading + then digits and spaces',
    });
  });

  it('needs the resume token in the payload, and types it like the contract', () => {
    expect(errorsOf(careerApplicationPayloadSchema, valid)).toEqual({ ResumeToken: 'Attach your resume' });
    expectTypeOf<CareerApplicationPayloadValues>().toExtend<CareerApplicationPayload>();
  });
});
