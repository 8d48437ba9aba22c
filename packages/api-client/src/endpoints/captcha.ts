import { getCaptchaChallenge, type CaptchaChallenge } from '../contract';
import type { ApiCall } from '../call';

export interface CaptchaApi {
  /** The server's captcha provider and, for ALTCHA, a fresh challenge to solve (no sign-in needed). */
  getChallenge(): Promise<CaptchaChallenge>;
}

export function createCaptchaApi(call: ApiCall): CaptchaApi {
  return { getChallenge: async () => (await call(getCaptchaChallenge)).data };
}
