/** Passwords: the temporary password by mail and the change of one's own password. */
import { defineCall } from './common';

/** The body of `forgotPassword`. */
export interface ForgotPasswordPayload {
  Email: string;
}

/** The body of `changePassword` (reference server). */
export interface ChangePasswordPayload {
  CurrentPassword: string;
  NewPassword: string;
}

/** Sends a temporary password by mail (no sign-in needed). Text response. */
export const forgotPassword = defineCall<{ body: ForgotPasswordPayload; response: string }>()({
  method: 'PUT',
  path: '/api/password/forgot-password',
  anonymous: true,
  responseType: 'text',
});

/** Changes the signed-in user's password. Text response. */
export const changePassword = defineCall<{ body: ChangePasswordPayload; response: string }>()({
  method: 'PUT',
  path: '/api/password/change-password',
  responseType: 'text',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const passwordCalls = { forgotPassword, changePassword } as const;
