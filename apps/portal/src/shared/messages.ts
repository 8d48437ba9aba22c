/**
 * The screen messages of SPEC §8 that the portal shows (character for character, spelling included).
 * Form rule messages live in '@agency/forms/schemas'; the session messages (logout, missing tokens) in
 * the api-client's AUTH_MESSAGES, which reach the portal through `onLogout`.
 */
export const MESSAGES = {
  loginFailed: 'The email or password is incorrect.',
  serverError: 'Something went wrong on server.',
  forgotPasswordFailed: 'The temporary password generation failed.',
  checkYourMail: 'Please check your mail.',
  registrationFailed: 'Registration failed',
  invalidCode: 'Invalid Code',
  codeIncorrect: 'The verfication code is incorrect.',
  resendFailed: 'The verfication code resend failed.',
} as const;
