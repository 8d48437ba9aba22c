import { changePassword, forgotPassword, type ChangePasswordPayload, type ForgotPasswordPayload } from '../contract';
import type { ApiCall } from '../call';
import type { FullResponse } from '../types';

export interface PasswordApi {
  /** Sends a temporary password by mail (no sign-in needed). Text, full response. */
  forgotPassword(payload: ForgotPasswordPayload): Promise<FullResponse<string>>;
  /** Text response. */
  changePassword(payload: ChangePasswordPayload): Promise<string>;
}

export function createPasswordApi(call: ApiCall): PasswordApi {
  return {
    forgotPassword: (body) => call(forgotPassword, { body }),
    changePassword: async (body) => (await call(changePassword, { body })).data,
  };
}
