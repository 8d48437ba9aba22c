import { commonMessages as c } from '../shared/messages';

/** Forgot password (SPEC §5). */
export const forgotPasswordMessages = {
  /**
   * An empty field says what is missing rather than "Invalid Email Address." (choice documented here:
   * it reuses the registration form's SPEC message).
   */
  emailRequired: c.emailRequired,
  emailInvalid: 'Invalid Email Address.',
} as const;
