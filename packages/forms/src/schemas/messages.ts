/**
 * Every literal message of the portal's forms, in one place (SPEC §5, plus the lookup message of §8 that
 * the registration form shows on its e-mail field). The schemas, the components and the reference server
 * all read them from here; copy nothing.
 *
 * Messages SPEC does not give (login, verification, terms box) were chosen here; each is marked.
 */
export const messages = {
  login: {
    /** Not given by SPEC. */
    emailRequired: 'Login ID is required',
    /** Not given by SPEC. */
    passwordRequired: 'Password is required',
    /** Not given by SPEC (SPEC §5: "password has no whitespace"). */
    passwordNoWhitespace: 'Password must not contain spaces',
  },
  registration: {
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
  },
  verification: {
    /** Not given by SPEC. */
    codeRequired: 'Verification code is required',
    /** Not given by SPEC. */
    codeMax: 'Verification code must be at most 10 characters',
  },
  forgotPassword: {
    /**
     * An empty field says what is missing rather than "Invalid Email Address." (choice documented here:
     * it reuses the registration form's SPEC message).
     */
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid Email Address.',
  },
} as const;

export type Messages = typeof messages;
