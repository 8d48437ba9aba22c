/** Applicant sign-up (SPEC §3-4): register, the e-mail lookup, verification. */
import { defineCall } from './common';

/** The body of `register`. */
export interface RegistrationPayload {
  First_Name: string;
  Last_Name: string;
  Email: string;
  Password: string;
  IsVerified: false;
  Middle_Name: '';
}

/** 201 response of `register`. */
export interface RegistrationResponse {
  UserId: string;
  /**
   * The new applicant record; null when the agency already holds a record of this e-mail (a lead, a careers
   * application): the account is linked to it once the e-mail is verified, never before.
   */
  ApplicantId: number | null;
  Email: string;
}

/** 403 `email_not_verified`: an applicant's own calls (onboarding) wait for the e-mail's verification. */
export const EMAIL_NOT_VERIFIED_MESSAGE = 'Verify your e-mail address first: enter the code we sent you.';

/** The body of `verify`. */
export interface VerificationPayload {
  verificationCode: string;
}

/** Creates an applicant account (no sign-in needed); answers 201. */
export const register = defineCall<{ body: RegistrationPayload; response: RegistrationResponse }>()({
  method: 'POST',
  path: '/api/registration/register',
  anonymous: true,
});

/** Whether the e-mail is already registered (no sign-in needed). */
export const registrationLookup = defineCall<{ response: boolean }>()({
  method: 'GET',
  path: '/api/registration/:email',
  anonymous: true,
});

/** Sends the verification code; the answer is whether the account is now verified. */
export const verify = defineCall<{ body: VerificationPayload; response: boolean }>()({
  method: 'POST',
  path: '/api/registration/verify',
});

/** Sends a new verification code by mail. Text response. */
export const resendVerificationCode = defineCall<{ response: string }>()({
  method: 'GET',
  path: '/api/registration/resend-verification-code',
  responseType: 'text',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const registrationCalls = { register, registrationLookup, verify, resendVerificationCode } as const;
