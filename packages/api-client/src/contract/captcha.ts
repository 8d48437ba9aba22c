/**
 * The captcha on the anonymous-ish calls bots would abuse: registration, resending the verification code and
 * forgot password (issue 9). The portal asks `getCaptchaChallenge` which provider the server uses and gets
 * an ALTCHA proof-of-work challenge (self-hosted) or a hosted provider's site key (Cloudflare Turnstile,
 * hCaptcha); it sends the solution or the widget's token in the `X-Captcha` header of the protected call, so
 * the request bodies of SPEC §7 stay as they are. A missing, wrong, expired or already used solution is a
 * 400 with one of `CAPTCHA_ERROR_CODES` and a message for a person. With the provider `off` nothing is asked.
 */
import { defineCall } from './common';

/** The request header that carries the solution (ALTCHA) or the widget's token (hosted providers). */
export const CAPTCHA_HEADER = 'X-Captcha';

export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'hcaptcha', 'off'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** An ALTCHA v2 challenge as the server signs it (altcha-lib `Challenge`): solve it, send `AltchaPayload`. */
export interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature?: string;
}

/** What the `X-Captcha` header holds with ALTCHA: this JSON, base64-encoded (the ALTCHA v2 payload). */
export interface AltchaPayload {
  challenge: AltchaChallenge;
  solution: { counter: number; derivedKey: string; time?: number };
}

/** The answer of `getCaptchaChallenge`: what the portal shows and solves. */
export type CaptchaChallenge =
  | { Provider: 'off' }
  | { Provider: 'altcha'; Challenge: AltchaChallenge }
  | { Provider: 'turnstile' | 'hcaptcha'; SiteKey: string };

/** The `Code` of a refused captcha (HTTP 400): none sent, or one that is wrong, expired or already used. */
export const CAPTCHA_ERROR_CODES = { required: 'captcha_required', failed: 'captcha_failed' } as const;

/** The messages the server sends with those codes (the portal shows the server's `Message`). */
export const CAPTCHA_MESSAGES = {
  required: 'Please confirm that you are not a robot, then try again.',
  invalid: 'The check that you are not a robot did not pass. Please try again.',
  expired: 'The check that you are not a robot has expired. Please try again.',
  replayed: 'This check that you are not a robot was already used. Please try again.',
  unavailable: 'The check that you are not a robot could not be completed. Please try again.',
} as const;

/** The provider and, for ALTCHA, a fresh signed challenge (each solution is accepted once). No sign-in. */
export const getCaptchaChallenge = defineCall<{ response: CaptchaChallenge }>()({
  method: 'GET',
  path: '/api/captcha/challenge',
  anonymous: true,
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const captchaCalls = { getCaptchaChallenge } as const;
