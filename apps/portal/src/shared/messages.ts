/**
 * The screen messages of SPEC §8 that the portal shows (character for character, spelling included).
 * Form rule messages live in '@agency/forms/schemas'; the session messages (logout, missing tokens) in
 * the api-client's AUTH_MESSAGES, which reach the portal through `onLogout`.
 */
export const MESSAGES = {
  loginFailed: 'The email or password is incorrect.',
  /**
   * Not SPEC §8: the token endpoint's answers, after the right password, for a locked account (Manage Users)
   * and a suspended agency (Agencies), shown as they are (the contract's ACCOUNT_LOCKED_MESSAGE and
   * AGENCY_SUSPENDED_MESSAGE, copied here to keep the contract out of the login route; a test keeps them equal).
   */
  accountLocked: 'This account is locked. Contact your agency.',
  agencySuspended: 'This agency is suspended. Contact support.',
  serverError: 'Something went wrong on server.',
  forgotPasswordFailed: 'The temporary password generation failed.',
  checkYourMail: 'Please check your mail.',
  registrationFailed: 'Registration failed',
  invalidCode: 'Invalid Code',
  codeIncorrect: 'The verfication code is incorrect.',
  resendFailed: 'The verfication code resend failed.',
} as const;
