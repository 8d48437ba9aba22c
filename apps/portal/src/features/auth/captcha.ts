import { useCaptcha, type CaptchaController } from '@agency/forms';
import { isApiError } from '@agency/api-client';
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
  // Every code of the captcha (contract CAPTCHA_ERROR_CODES, and captcha_unavailable) starts with captcha_;
  // matched by prefix so this screen code does not pull the contract module into the auth chunks.
  return isApiError(error) && error.code.startsWith('captcha_') ? error.message : null;
}
