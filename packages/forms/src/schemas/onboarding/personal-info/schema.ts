import type { UsStateCode } from '@agency/api-client/contract';
import { type InferType, type MixedSchema, type StringSchema } from 'yup';
import { applicantSchema } from '../../applicant/schema';
import { NAME_MAX_LENGTH } from '../../shared/constants';
import { optionalText } from '../../shared/rules';
import { personalInfoMessages as m } from './messages';

// Personal Info (contract `PersonalInfoData`): the applicant's own details. The fields it shares with the
// applicant record are the record's own rules (picked from `applicantSchema`, so one rule holds for both);
// on top of them the applicant must give a mobile phone and a full address. Date of birth stays optional
// here (the I-9 asks it after the offer is accepted).

// `fields` is typed loosely (schema or reference); these are the record's own rules, typed back.
const record = applicantSchema.fields as unknown as Record<
  'MobilePhone' | 'AddressLine1' | 'City' | 'Zip',
  StringSchema<string>
> & {
  State: MixedSchema<UsStateCode | null>;
};

export const personalInfoSchema = applicantSchema
  .pick([
    'FirstName',
    'MiddleName',
    'LastName',
    'PreferredName',
    'Email',
    'OtherPhone',
    'AddressLine2',
    'DateOfBirth',
    'Discipline',
    'Specialties',
    'YearsOfExperience',
    'DesiredShift',
    'EmploymentTypes',
    'AvailableFrom',
  ])
  .shape({
    OtherLastNames: optionalText(NAME_MAX_LENGTH, m.otherLastNamesMax),
    MobilePhone: record.MobilePhone.required(m.mobilePhoneRequired),
    AddressLine1: record.AddressLine1.required(m.addressLine1Required),
    City: record.City.required(m.cityRequired),
    // A test, not nonNullable: the data type keeps `UsStateCode | null` like the applicant record.
    State: record.State.test('required', m.stateRequired, (value) => value !== null && value !== undefined),
    Zip: record.Zip.required(m.zipRequired),
  });
/** Personal Info's values: the contract's `PersonalInfoData`. */
export type PersonalInfoValues = InferType<typeof personalInfoSchema>;
