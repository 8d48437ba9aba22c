import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  VERIFICATION_CODE_MAX_LENGTH,
} from './constants';

/**
 * Every literal message of the portal's forms, in one place (SPEC §5, plus the lookup message of §8 that
 * the registration form shows on its e-mail field). The schemas, the components and the reference server
 * all read them from here; copy nothing.
 *
 * Messages SPEC does not give (login, verification, terms box, the profile area) were chosen here; each
 * is marked. A message shared by two forms is defined once and referenced.
 */

/** "<label> must be at most <n> characters", typed as its literal text. */
const atMost = <L extends string, N extends number>(label: L, length: N) =>
  `${label} must be at most ${length} characters` as const;

/**
 * Not given by SPEC (SPEC §5: the login password "has no whitespace"). Every password a person sets
 * (registration, change password) follows the same rule, so it can be used to sign in.
 */
const passwordNoWhitespace = 'Password must not contain spaces';

const registration = {
  lastNameRequired: 'Last Name is required',
  firstNameRequired: 'First Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  /** Not given by SPEC. */
  conditionsRequired: 'You must agree to the terms and conditions',
  /** SPEC §8: the e-mail lookup found an existing user (spelling as in SPEC). */
  emailTaken: 'Email already exist',
  /** Not given by SPEC, nor are the limits below (the register payload's Middle_Name included). */
  passwordNoWhitespace,
  lastNameMax: atMost('Last Name', NAME_MAX_LENGTH),
  firstNameMax: atMost('First Name', NAME_MAX_LENGTH),
  middleNameMax: atMost('Middle Name', NAME_MAX_LENGTH),
  emailMax: atMost('Email', EMAIL_MAX_LENGTH),
} as const;

/** Not given by SPEC (SPEC §5 gives the phone input's characters only), nor is the limit. */
const phoneInvalid = 'Phone may contain a leading + then digits and spaces';
const phoneMax = atMost('Phone', PHONE_MAX_LENGTH);

export const messages = {
  login: {
    /** Not given by SPEC. */
    emailRequired: 'Login ID is required',
    passwordRequired: registration.passwordRequired,
    passwordNoWhitespace,
  },
  registration,
  verification: {
    /** Not given by SPEC. */
    codeRequired: 'Verification code is required',
    /** Not given by SPEC. */
    codeMax: atMost('Verification code', VERIFICATION_CODE_MAX_LENGTH),
  },
  forgotPassword: {
    /**
     * An empty field says what is missing rather than "Invalid Email Address." (choice documented here:
     * it reuses the registration form's SPEC message).
     */
    emailRequired: registration.emailRequired,
    emailInvalid: 'Invalid Email Address.',
  },
  /**
   * The user profile (update-profile's user model). First and last name are required with the
   * registration messages; the rest is optional. Phone follows SPEC §5's phone input.
   */
  profile: {
    firstNameRequired: registration.firstNameRequired,
    lastNameRequired: registration.lastNameRequired,
    /** Not given by SPEC, nor are the other limits below. */
    firstNameMax: registration.firstNameMax,
    middleNameMax: registration.middleNameMax,
    lastNameMax: registration.lastNameMax,
    phoneInvalid,
    phoneMax,
    titleMax: atMost('Title', NAME_MAX_LENGTH),
  },
  /**
   * Change password. Not given by SPEC except the rules: the new password has the registration minimum
   * (SPEC §9) and no whitespace (the login rule, its message), and the confirmation uses the
   * registration's 'Passwords must match' (error key mustMatch).
   */
  changePassword: {
    currentPasswordRequired: 'Current Password is required',
    newPasswordRequired: 'New Password is required',
    newPasswordMin: `New Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    newPasswordNoWhitespace: passwordNoWhitespace,
    confirmNewPasswordRequired: 'Confirm New Password is required',
    passwordsMustMatch: registration.passwordsMustMatch,
    /** The server's answer when the current password is wrong (shown on that field). */
    currentPasswordIncorrect: 'The current password is incorrect.',
  },
  /**
   * The agency profile (update-agency's agency model), none given by SPEC. Only the name is required.
   * E-mail addresses are optional and, when given, follow the registration rule (SPEC §5 pattern, its
   * message for Email); the phone follows SPEC §5's phone input; the website is an http(s) address; the
   * ZIP code is a US one (12345 or 12345-6789).
   */
  agency: {
    nameRequired: 'Agency Name is required',
    nameMax: atMost('Agency Name', TEXT_MAX_LENGTH),
    emailInvalid: registration.emailInvalid,
    emailMax: atMost('Email', TEXT_MAX_LENGTH),
    phoneInvalid,
    phoneMax,
    websiteInvalid: 'Website must be a web address starting with http:// or https://',
    websiteMax: atMost('Website', TEXT_MAX_LENGTH),
    address1Max: atMost('Address Line 1', TEXT_MAX_LENGTH),
    address2Max: atMost('Address Line 2', TEXT_MAX_LENGTH),
    cityMax: atMost('City', NAME_MAX_LENGTH),
    stateMax: atMost('State', NAME_MAX_LENGTH),
    zipCodeInvalid: 'Zip Code must be 5 digits, or 5 digits, a hyphen and 4 digits',
    recruitmentEmailInvalid: 'Recruitment Email must be a valid email address',
    recruitmentEmailMax: atMost('Recruitment Email', TEXT_MAX_LENGTH),
  },
} as const;

export type Messages = typeof messages;

/**
 * A field that must be text got something else (an object, a list, a number): only an API caller's
 * mistake, a form always sends text. Not given by SPEC; `field` is the payload's field name.
 */
export const mustBeText = (field: string) => `${field} must be text.`;
