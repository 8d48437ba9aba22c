import {
  INSTITUTION_CONTACTS_MAX,
  INSTITUTION_NOTES_MAX_LENGTH,
  INSTITUTION_TYPE_KEYS,
  INSTITUTION_UNIT_MAX_LENGTH,
  INSTITUTION_UNITS_MAX,
  US_STATE_CODES,
  type InstitutionType,
  type UsStateCode,
} from '@agency/api-client/contract';
import { array, boolean, mixed, object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH, ZIP_CODE_PATTERN } from '../shared/constants';
import { optionalEmail, optionalPhone, optionalText } from '../shared/rules';
import { institutionMessages as m } from './messages';

// A facility: createInstitution / updateInstitution's body (the form values use the payload's field names,
// so the server's `Errors` land on the form fields; the same schema validates the payload on the server).
// Text is trimmed; optional text defaults to '', lists to [], Active to true.

/** One contact at the facility: a name, and optionally a title, a phone and an e-mail. */
export const institutionContactSchema = object({
  Name: string().trim().required(m.contactNameRequired).max(NAME_MAX_LENGTH, m.contactNameMax),
  Title: optionalText(NAME_MAX_LENGTH, m.contactTitleMax),
  Phone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits),
  Email: optionalEmail(m.contactEmailInvalid, m.contactEmailMax),
});

/** Lower case, inner spaces as one: how two unit names are compared. */
const unitKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export const institutionSchema = object({
  Name: string().trim().required(m.nameRequired).max(TEXT_MAX_LENGTH, m.nameMax),
  Type: mixed<InstitutionType>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(m.typeRequired)
    .oneOf([...INSTITUTION_TYPE_KEYS], m.typeRequired),
  Address1: optionalText(TEXT_MAX_LENGTH, m.address1Max),
  Address2: optionalText(TEXT_MAX_LENGTH, m.address2Max),
  City: string().trim().required(m.cityRequired).max(NAME_MAX_LENGTH, m.cityMax),
  State: mixed<UsStateCode>()
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required(m.stateRequired)
    .oneOf([...US_STATE_CODES], m.stateRequired),
  Zip: optionalText(10, m.zipInvalid).matches(ZIP_CODE_PATTERN, { message: m.zipInvalid, excludeEmptyString: true }),
  Phone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits),
  Units: array(string().trim().required(m.unitRequired).max(INSTITUTION_UNIT_MAX_LENGTH, m.unitMax).defined())
    .defined()
    .default([])
    .max(INSTITUTION_UNITS_MAX, m.unitsMax)
    .test('distinct', m.unitsDistinct, (units) => new Set(units.map(unitKey)).size === units.length),
  Contacts: array(institutionContactSchema.defined())
    .defined()
    .default([])
    .max(INSTITUTION_CONTACTS_MAX, m.contactsMax),
  VmsName: optionalText(NAME_MAX_LENGTH, m.vmsNameMax),
  VmsExternalId: optionalText(NAME_MAX_LENGTH, m.vmsExternalIdMax),
  Notes: optionalText(INSTITUTION_NOTES_MAX_LENGTH, m.notesMax),
  Active: boolean().defined().default(true),
});

export type InstitutionValues = InferType<typeof institutionSchema>;
