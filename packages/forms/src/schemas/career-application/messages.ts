import { TEXT_MAX_LENGTH } from '../shared/constants';
import { atMost, commonMessages as c, phoneDigits } from '../shared/messages';

/**
 * The careers site's application (issue 16). Names and e-mail use the registration messages (SPEC §5); the
 * rest are not given by SPEC and were chosen here.
 */
export const careerApplicationMessages = {
  firstNameRequired: c.firstNameRequired,
  lastNameRequired: c.lastNameRequired,
  firstNameMax: c.firstNameMax,
  lastNameMax: c.lastNameMax,
  emailRequired: c.emailRequired,
  emailInvalid: c.emailInvalid,
  emailMax: atMost('Email', TEXT_MAX_LENGTH),
  mobilePhoneRequired: 'Mobile Phone is required',
  mobilePhoneInvalid: 'Mobile Phone may contain a leading + then digits and spaces',
  mobilePhoneMax: atMost('Mobile Phone', 30),
  mobilePhoneDigits: phoneDigits('Mobile Phone'),
  disciplineRequired: 'Discipline is required',
  licenseStatesRequired: 'Choose at least one state you are licensed in',
  licenseStateInvalid: 'Choose a state from the list',
  resumeRequired: 'Attach your resume',
} as const;
