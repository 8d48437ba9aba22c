import type { Feature } from '../../platform/feature';
import { captchaRoutes, type CaptchaRouteDeps } from './routes';

/**
 * captcha: the challenge the portal solves (ALTCHA proof of work, self-hosted) or the hosted provider's site
 * key (Turnstile, hCaptcha), and `Captcha.require`, which registration, resend and forgot password call.
 */
export const captchaFeature: Feature<CaptchaRouteDeps> = { name: 'captcha', register: captchaRoutes };

export { captchaCspSources, createAltchaChallenge, createCaptcha } from './service';
export type { Captcha, CaptchaConfig, CaptchaDeps } from './service';
export type { CaptchaSolutionsTable } from './tables';
