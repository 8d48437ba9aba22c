import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../shared/constants';
import { atMost, commonMessages as c } from '../shared/messages';

/**
 * The agency profile (update-agency's agency model), none given by SPEC. Only the name is required.
 * E-mail addresses are optional and, when given, follow the registration rule (SPEC §5 pattern, its
 * message for Email); the phone follows SPEC §5's phone input; the website is an http(s) address; the
 * ZIP code is a US one (12345 or 12345-6789).
 */
export const agencyProfileMessages = {
  nameRequired: 'Agency Name is required',
  nameMax: atMost('Agency Name', TEXT_MAX_LENGTH),
  emailInvalid: c.emailInvalid,
  emailMax: atMost('Email', TEXT_MAX_LENGTH),
  phoneInvalid: c.phoneInvalid,
  phoneMax: c.phoneMax,
  phoneDigits: c.phoneDigits,
  websiteInvalid: 'Website must be a web address starting with http:// or https://',
  websiteMax: atMost('Website', TEXT_MAX_LENGTH),
  address1Max: atMost('Address Line 1', TEXT_MAX_LENGTH),
  address2Max: atMost('Address Line 2', TEXT_MAX_LENGTH),
  cityMax: atMost('City', NAME_MAX_LENGTH),
  stateMax: atMost('State', NAME_MAX_LENGTH),
  zipCodeInvalid: 'Zip Code must be 5 digits, or 5 digits, a hyphen and 4 digits',
  recruitmentEmailInvalid: 'Recruitment Email must be a valid email address',
  recruitmentEmailMax: atMost('Recruitment Email', TEXT_MAX_LENGTH),
} as const;
