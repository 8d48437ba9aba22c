import { NAME_MAX_LENGTH } from '../../shared/constants';
import { atMost } from '../../shared/messages';
import { applicantMessages as a } from '../../applicant/messages';
import { onboardingMessages as o } from '../messages';

/**
 * Personal Info (onboarding). The fields it shares with the applicant record keep the record's messages
 * (the same rules validate them); the rest were chosen here.
 */
export const personalInfoMessages = {
  firstNameRequired: a.firstNameRequired,
  firstNameMax: a.firstNameMax,
  middleNameMax: a.middleNameMax,
  lastNameRequired: a.lastNameRequired,
  lastNameMax: a.lastNameMax,
  preferredNameMax: a.preferredNameMax,
  emailRequired: a.emailRequired,
  emailInvalid: a.emailInvalid,
  emailMax: a.emailMax,
  mobilePhoneInvalid: a.mobilePhoneInvalid,
  mobilePhoneMax: a.mobilePhoneMax,
  otherPhoneInvalid: a.otherPhoneInvalid,
  otherPhoneMax: a.otherPhoneMax,
  mobilePhoneDigits: a.mobilePhoneDigits,
  otherPhoneDigits: a.otherPhoneDigits,
  addressLine1Max: a.addressLine1Max,
  addressLine2Max: a.addressLine2Max,
  cityMax: a.cityMax,
  stateInvalid: a.stateInvalid,
  zipInvalid: a.zipInvalid,
  dateInvalid: a.dateInvalid,
  dateOfBirthPast: a.dateOfBirthPast,
  disciplineInvalid: a.disciplineInvalid,
  specialtyInvalid: a.specialtyInvalid,
  yearsOfExperienceInvalid: a.yearsOfExperienceInvalid,
  shiftInvalid: a.shiftInvalid,
  employmentTypeInvalid: a.employmentTypeInvalid,
  otherLastNamesMax: atMost('Other Last Names', NAME_MAX_LENGTH),
  mobilePhoneRequired: 'Enter a mobile phone number we can reach you on',
  addressLine1Required: o.addressRequired,
  cityRequired: o.cityRequired,
  stateRequired: o.stateRequired,
  zipRequired: o.zipRequired,
} as const;
