import { changePassword, forgotPassword, type ChangePasswordPayload, type ForgotPasswordPayload } from '../contract';
import type { ApiCall } from '../call';
import type { FullResponse } from '../types';
import { captchaHeaders, type CaptchaOption } from './registration';

export interface PasswordApi {
  /** Sends a temporary password by mail (no sign-in needed). Text, full response. */
  forgotPassword(payload: ForgotPasswordPayload, options?: CaptchaOption): Promise<FullResponse<string>>;
  /** Text response. */
  changePassword(payload: ChangePasswordPayload): Promise<string>;
}

export function createPasswordApi(call: ApiCall): PasswordApi {
  return {
    forgotPassword: (body, options) => call(forgotPassword, { body, ...captchaHeaders(options) }),
    changePassword: async (body) => (await call(changePassword, { body })).data,
  };
}
