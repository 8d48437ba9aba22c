import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../shared/constants';
import { atMost, commonMessages as c, phoneDigits } from '../shared/messages';

/**
 * The applicant record (Add Applicant, the record's Profile tab; the same rules on the server). Names and
 * e-mail use the registration messages (SPEC §5); the rest are not given by SPEC and were chosen here.
 */
export const applicantMessages = {
  firstNameRequired: c.firstNameRequired,
  lastNameRequired: c.lastNameRequired,
  emailRequired: c.emailRequired,
  emailInvalid: c.emailInvalid,
  firstNameMax: c.firstNameMax,
  middleNameMax: c.middleNameMax,
  lastNameMax: c.lastNameMax,
  preferredNameMax: atMost('Preferred Name', NAME_MAX_LENGTH),
  emailMax: atMost('Email', TEXT_MAX_LENGTH),
  mobilePhoneInvalid: 'Mobile Phone may contain a leading + then digits and spaces',
  mobilePhoneMax: atMost('Mobile Phone', 30),
  otherPhoneInvalid: 'Other Phone may contain a leading + then digits and spaces',
  otherPhoneMax: atMost('Other Phone', 30),
  mobilePhoneDigits: phoneDigits('Mobile Phone'),
  otherPhoneDigits: phoneDigits('Other Phone'),
  addressLine1Max: atMost('Address Line 1', TEXT_MAX_LENGTH),
  addressLine2Max: atMost('Address Line 2', TEXT_MAX_LENGTH),
  cityMax: atMost('City', NAME_MAX_LENGTH),
  stateInvalid: 'Choose a state from the list',
  zipInvalid: 'ZIP must be 5 digits, or 5 digits, a hyphen and 4 digits',
  dateInvalid: 'Enter a date as MM/DD/YYYY',
  dateOfBirthPast: 'Date of Birth must be in the past',
  disciplineInvalid: 'Choose a discipline from the list',
  specialtyInvalid: 'Choose specialties from the list',
  yearsOfExperienceInvalid: 'Years of Experience must be a whole number from 0 to 70',
  shiftInvalid: 'Choose a shift from the list',
  employmentTypeInvalid: 'Choose employment types from the list',
  sourceInvalid: 'Choose a source from the list',
  tagMax: 'Each tag must be at most 40 characters',
  tagsMax: 'An applicant can have at most 20 tags',
  noteRequired: 'Note is required',
  noteMax: 'Note must be at most 4000 characters',
  reasonRequired: 'Reason is required',
  reasonInvalid: 'Choose a reason from the list',
  statusInvalid: 'Choose a status from the list',
} as const;
