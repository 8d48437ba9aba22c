import {
  CAPTCHA_HEADER,
  register,
  registrationLookup,
  resendVerificationCode,
  verify,
  type RegistrationPayload,
  type RegistrationResponse,
} from '../contract';
import type { ApiCall } from '../call';
import type { Session } from '../internal/session';
import type { FullResponse } from '../types';

/** The registration form's values; `IsVerified` (false) and `Middle_Name` ('') are added by the client. */
export type RegistrationInput = Pick<RegistrationPayload, 'First_Name' | 'Last_Name' | 'Email' | 'Password'>;

/** The captcha's solution or token for the calls that take one (`X-Captcha`); none when the captcha is off. */
export interface CaptchaOption {
  captcha?: string | null;
}

/** The `X-Captcha` header of a call that takes a captcha, when there is a solution to send. */
export const captchaHeaders = (options?: CaptchaOption) =>
  options?.captcha ? { headers: { [CAPTCHA_HEADER]: options.captcha } } : {};

export interface RegistrationApi {
  /** Creates the account (no sign-in needed) and stores the verification status `false`. */
  register(input: RegistrationInput, options?: CaptchaOption): Promise<RegistrationResponse>;
  /** Whether the e-mail is already registered (truthy body if it exists). No sign-in needed. */
  emailExists(email: string): Promise<FullResponse<boolean>>;
  /** Sends the code; on HTTP 200 the stored verification status becomes the server's answer. */
  verify(verificationCode: string): Promise<FullResponse<boolean>>;
  resendVerificationCode(options?: CaptchaOption): Promise<string>;
  /** The stored verification status: absent (null), or whether it is the text `true`. */
  getVerificationStatus(): boolean | null;
}

export function createRegistrationApi(call: ApiCall, session: Session): RegistrationApi {
  return {
    async register(input, options) {
      const { data } = await call(register, {
        body: { ...input, IsVerified: false, Middle_Name: '' },
        ...captchaHeaders(options),
      });
      session.setVerificationStatus(false);
      return data;
    },
    emailExists: (email) => call(registrationLookup, { params: { email } }),
    async verify(verificationCode) {
      const response = await call(verify, { body: { verificationCode } });
      if (response.status === 200) session.setVerificationStatus(response.data === true);
      return response;
    },
    resendVerificationCode: async (options) => (await call(resendVerificationCode, captchaHeaders(options))).data,
    getVerificationStatus: () => session.verificationStatus(),
  };
}
