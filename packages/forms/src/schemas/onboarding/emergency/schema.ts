import { RELATIONSHIPS, US_STATE_CODES, type Relationship, type UsStateCode } from '@agency/api-client/contract';
import { object, type InferType } from 'yup';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../../shared/constants';
import { optionalEmail, optionalPhone, optionalText } from '../../shared/rules';
import { optionalChoice, optionalZip, requiredChoice, requiredText } from '../rules';
import { emergencyMessages as m } from './messages';

// Emergency Info (contract `EmergencyInfoData`, ONBOARDING.md §6.9): the primary contact is required (name,
// relationship, phone); the secondary is optional, but whole when given. A secondary left entirely blank
// (every field empty, as an untouched form sends it) is no contact: null.

export const emergencyContactSchema = object({
  Name: requiredText(NAME_MAX_LENGTH, m.nameRequired, m.nameMax),
  Relationship: requiredChoice<Relationship>(
    RELATIONSHIPS.map((relationship) => relationship.key),
    m.relationshipRequired,
    m.relationshipInvalid,
  ),
  Phone: optionalPhone(m.phoneInvalid, m.phoneMax, m.phoneDigits).required(m.phoneRequired),
  OtherPhone: optionalPhone(m.otherPhoneInvalid, m.otherPhoneMax, m.otherPhoneDigits),
  Email: optionalEmail(m.emailInvalid, m.emailMax).lowercase(),
  AddressLine1: optionalText(TEXT_MAX_LENGTH, m.addressLine1Max),
  AddressLine2: optionalText(TEXT_MAX_LENGTH, m.addressLine2Max),
  City: optionalText(NAME_MAX_LENGTH, m.cityMax),
  State: optionalChoice<UsStateCode>(US_STATE_CODES, m.stateInvalid),
  Zip: optionalZip(),
});

/** An object whose every value is blank text, null or absent. */
const isBlank = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (entry) => entry === null || entry === undefined || (typeof entry === 'string' && entry.trim() === ''),
  );

export const emergencyInfoSchema = object({
  Primary: emergencyContactSchema,
  Secondary: emergencyContactSchema
    .nullable()
    .default(null)
    .transform((value: unknown) => (isBlank(value) ? null : value)),
});
/** Emergency Info's values: the contract's `EmergencyInfoData`. */
export type EmergencyInfoValues = InferType<typeof emergencyInfoSchema>;
