import { useCaptcha, type CaptchaController } from '@agency/forms';
import { isApiError } from '@agency/api-client';
import { CAPTCHA_ERROR_CODES } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';

/** The captcha of a screen whose call needs one (registration, resend, forgot password), from the server. */
export function usePortalCaptcha(): CaptchaController {
  const client = useApiClient();
  return useCaptcha({ load: () => client.captcha.getChallenge() });
}

/**
 * The server's message when it refused the call's captcha (missing, wrong, expired, already used, or the
 * provider unreachable): shown as it is, since SPEC §8's "failed" message would not tell the person why.
 */
export function captchaRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const codes: string[] = [CAPTCHA_ERROR_CODES.required, CAPTCHA_ERROR_CODES.failed, 'captcha_unavailable'];
  return codes.includes(error.code) ? error.message : null;
}
