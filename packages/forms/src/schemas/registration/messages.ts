import { EMAIL_MAX_LENGTH } from '../shared/constants';
import { atMost, commonMessages as c } from '../shared/messages';

/** Registration (SPEC §5, plus the lookup message of §8 that the form shows on its e-mail field). */
export const registrationMessages = {
  lastNameRequired: c.lastNameRequired,
  firstNameRequired: c.firstNameRequired,
  emailRequired: c.emailRequired,
  emailInvalid: c.emailInvalid,
  passwordRequired: c.passwordRequired,
  passwordMin: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: c.passwordsMustMatch,
  /** Not given by SPEC. */
  conditionsRequired: 'You must agree to the terms and conditions',
  /** SPEC §8: the e-mail lookup found an existing user (spelling as in SPEC). */
  emailTaken: 'Email already exist',
  /** Not given by SPEC, nor are the limits below (the register payload's Middle_Name included). */
  passwordNoWhitespace: c.passwordNoWhitespace,
  lastNameMax: c.lastNameMax,
  firstNameMax: c.firstNameMax,
  middleNameMax: c.middleNameMax,
  emailMax: atMost('Email', EMAIL_MAX_LENGTH),
} as const;
