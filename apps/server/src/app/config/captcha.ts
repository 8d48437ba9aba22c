import { CAPTCHA_PROVIDERS, type CaptchaProvider } from '@agency/api-client/contract';
import type { CaptchaConfig } from '../../features/captcha';
import type { EnvReader } from './env';

/** Where each hosted provider's siteverify endpoint is (CAPTCHA_VERIFY_URL overrides it). */
export const CAPTCHA_VERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

export interface CaptchaSettings {
  captcha: CaptchaConfig;
}

/** CAPTCHA, CAPTCHA_SITE_KEY, CAPTCHA_SECRET, CAPTCHA_HMAC_KEY, CAPTCHA_DIFFICULTY, CAPTCHA_EXPIRY, CAPTCHA_VERIFY_URL. */
export function captchaSettings(r: EnvReader, nodeEnv: string): CaptchaSettings {
  const production = nodeEnv === 'production';
  const raw = r.read('CAPTCHA')?.toLowerCase() ?? (production ? 'altcha' : 'off');
  let provider: CaptchaProvider = 'off';
  if ((CAPTCHA_PROVIDERS as readonly string[]).includes(raw)) provider = raw as CaptchaProvider;
  else r.problems.push(`CAPTCHA="${raw}" must be one of ${CAPTCHA_PROVIDERS.join(', ')}.`);

  const hmacKey = r.read('CAPTCHA_HMAC_KEY') ?? null;
  if (hmacKey !== null && hmacKey.length < 32)
    r.problems.push('CAPTCHA_HMAC_KEY must be at least 32 characters (for example `openssl rand -hex 32`).');
  if (provider === 'altcha' && production && hmacKey === null)
    r.problems.push(
      'CAPTCHA_HMAC_KEY is required with CAPTCHA=altcha when NODE_ENV=production (at least 32 random characters, the same on every instance; for example `openssl rand -hex 32`).',
    );

  const siteKey = r.read('CAPTCHA_SITE_KEY') ?? null;
  const secret = r.read('CAPTCHA_SECRET') ?? null;
  if ((provider === 'turnstile' || provider === 'hcaptcha') && (siteKey === null || secret === null))
    r.problems.push(`CAPTCHA=${provider} needs CAPTCHA_SITE_KEY and CAPTCHA_SECRET (from the provider's dashboard).`);
  const hosted = provider === 'turnstile' || provider === 'hcaptcha' ? provider : 'turnstile';

  return {
    captcha: {
      provider,
      hmacKey,
      difficulty: r.integer('CAPTCHA_DIFFICULTY', 50_000, 10, 10_000_000),
      expirySeconds: r.seconds('CAPTCHA_EXPIRY', '10m'),
      siteKey,
      secret,
      verifyUrl: r.url('CAPTCHA_VERIFY_URL', ['http:', 'https:']) ?? CAPTCHA_VERIFY_URLS[hosted],
    },
  };
}
