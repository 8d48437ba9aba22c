import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  CAPTCHA_ERROR_CODES,
  CAPTCHA_HEADER,
  CAPTCHA_MESSAGES,
  type AltchaChallenge,
  type AltchaPayload,
  type CaptchaChallenge,
  type CaptchaProvider,
} from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { claimSolution } from './queries';

/** The captcha's configuration (app/config/captcha.ts reads it from CAPTCHA_*). */
export interface CaptchaConfig {
  /** CAPTCHA: altcha (self-hosted proof of work), turnstile or hcaptcha (hosted), off. */
  provider: CaptchaProvider;
  /** ALTCHA: the HMAC key challenges are signed with; null generates one at start (not in production). */
  hmacKey: string | null;
  /** ALTCHA: the most SHA-256 hashes a solver tries (the secret counter is drawn from half of this to this). */
  difficulty: number;
  /** ALTCHA: how long a challenge may be solved and used. */
  expirySeconds: number;
  /** Hosted providers: the public site key the widget shows (SPEC §9) and the secret the server verifies with. */
  siteKey: string | null;
  secret: string | null;
  /** Hosted providers: the siteverify endpoint (the provider's own unless CAPTCHA_VERIFY_URL says otherwise). */
  verifyUrl: string;
}

type Settings = CaptchaConfig;

/** The captcha of the protected calls (registration, resend, forgot password). */
export interface Captcha {
  /** What the portal shows and solves: the provider and an ALTCHA challenge or a hosted site key. */
  challenge(): Promise<CaptchaChallenge>;
  /**
   * Refuses the request (400 `captcha_required` / `captcha_failed`) unless its `X-Captcha` header holds a
   * solution that is right, unexpired and not used before (ALTCHA), or a token the hosted provider accepts.
   * Does nothing when the captcha is off.
   */
  require(request: FastifyRequest): Promise<void>;
}

export interface CaptchaDeps {
  db: Db;
  log: Logger;
  config: { captcha: Settings };
  /** The clock (tests); challenges carry their expiry in seconds since the epoch. */
  now?: () => Date;
  /** The provider's siteverify is called with this (tests may pass their own). */
  fetch?: typeof fetch;
}

const ALGORITHM = 'SHA-256';
/** An ALTCHA payload is about 600 characters and a hosted token about 2,000: anything longer is not one. */
const MAX_HEADER_LENGTH = 8192;

const failed = (message: string) => new ApiError(400, CAPTCHA_ERROR_CODES.failed, message);

/** The two HMAC secrets of ALTCHA (the challenge's signature, the derived key's signature), from one key. */
function altchaSecrets(hmacKey: string) {
  const derive = (purpose: string) => createHmac('sha256', hmacKey).update(purpose).digest('hex');
  return { signature: derive('altcha-challenge-signature'), keySignature: derive('altcha-key-signature') };
}

/**
 * A signed ALTCHA v2 challenge (deterministic mode: the server draws the counter, the solver finds it by
 * trying every counter from 0, the server checks the derived key against its own signature).
 */
export async function createAltchaChallenge(
  settings: Pick<Settings, 'difficulty'> & { hmacKey: string },
  expiresAt: Date,
): Promise<AltchaChallenge> {
  const secrets = altchaSecrets(settings.hmacKey);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(settings.difficulty, Math.max(1, Math.ceil(settings.difficulty / 2))),
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

/** The ALTCHA payload of the header (base64 of JSON), or null when it is not one. */
function parsePayload(header: string): AltchaPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<AltchaPayload>;
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null)
      return null;
    if (typeof challenge.parameters !== 'object' || challenge.parameters === null) return null;
    if (typeof challenge.signature !== 'string' || !/^[0-9a-f]{64}$/.test(challenge.signature)) return null;
    if (challenge.parameters.algorithm !== ALGORITHM || typeof challenge.parameters.expiresAt !== 'number') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createCaptcha(deps: CaptchaDeps): Captcha {
  const settings = deps.config.captcha;
  const now = deps.now ?? (() => new Date());
  const fetchImpl = deps.fetch ?? fetch;
  // Outside production a missing key is generated at start (config/captcha.ts requires one in production):
  // challenges of a previous run are no longer accepted, which is all a restart costs.
  const hmacKey = settings.hmacKey ?? randomBytes(32).toString('hex');
  const secrets = altchaSecrets(hmacKey);

  const headerOf = (request: FastifyRequest): string => {
    const raw = request.headers[CAPTCHA_HEADER.toLowerCase()];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    if (value === '') throw new ApiError(400, CAPTCHA_ERROR_CODES.required, CAPTCHA_MESSAGES.required);
    if (value.length > MAX_HEADER_LENGTH) throw failed(CAPTCHA_MESSAGES.invalid);
    return value;
  };

  const requireAltcha = async (request: FastifyRequest) => {
    const payload = parsePayload(headerOf(request));
    if (!payload) throw failed(CAPTCHA_MESSAGES.invalid);
    const expiresAt = new Date(payload.challenge.parameters.expiresAt! * 1000);
    if (expiresAt <= now()) throw failed(CAPTCHA_MESSAGES.expired);
    let result;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.keySignature,
      });
    } catch {
      // A value of the wrong type somewhere in the parameters (the library throws on some).
      throw failed(CAPTCHA_MESSAGES.invalid);
    }
    if (result.expired) throw failed(CAPTCHA_MESSAGES.expired);
    if (!result.verified) throw failed(CAPTCHA_MESSAGES.invalid);
    const id = createHash('sha256').update(payload.challenge.signature!).digest('hex');
    if (!(await claimSolution(deps.db, id, expiresAt, now()))) throw failed(CAPTCHA_MESSAGES.replayed);
  };

  const requireHosted = async (request: FastifyRequest) => {
    const token = headerOf(request);
    const form = new URLSearchParams({ secret: settings.secret ?? '', response: token, remoteip: request.ip });
    if (settings.provider === 'hcaptcha' && settings.siteKey) form.set('sitekey', settings.siteKey);
    let answer: { success?: unknown; 'error-codes'?: unknown };
    try {
      const response = await fetchImpl(settings.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      // The secret is in the body, never in the URL or this line.
      deps.log.warn(
        { provider: settings.provider, reason: error instanceof Error ? error.message : String(error) },
        'captcha siteverify failed',
      );
      throw new ApiError(503, 'captcha_unavailable', CAPTCHA_MESSAGES.unavailable);
    }
    if (answer.success === true) return;
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
    // Both providers: a token is good once and for a few minutes.
    if (codes.some((code) => /timeout|duplicate|expired|already/i.test(code))) throw failed(CAPTCHA_MESSAGES.expired);
    throw failed(CAPTCHA_MESSAGES.invalid);
  };

  return {
    async challenge() {
      switch (settings.provider) {
        case 'off':
          return { Provider: 'off' };
        case 'altcha': {
          const expiresAt = new Date(now().getTime() + settings.expirySeconds * 1000);
          return {
            Provider: 'altcha',
            Challenge: await createAltchaChallenge({ difficulty: settings.difficulty, hmacKey }, expiresAt),
          };
        }
        default:
          return { Provider: settings.provider, SiteKey: settings.siteKey ?? '' };
      }
    },
    async require(request) {
      if (settings.provider === 'off') return;
      if (settings.provider === 'altcha') return requireAltcha(request);
      return requireHosted(request);
    },
  };
}

/**
 * What the page's Content-Security-Policy must also allow for the configured provider: a hosted widget's
 * script, frame, styles and calls (ALTCHA and off need nothing beyond 'self').
 */
export function captchaCspSources(provider: CaptchaProvider): {
  scriptSrc: string[];
  frameSrc: string[];
  styleSrc: string[];
  connectSrc: string[];
} {
  if (provider === 'turnstile') {
    const origin = 'https://challenges.cloudflare.com';
    return { scriptSrc: [origin], frameSrc: [origin], styleSrc: [], connectSrc: [] };
  }
  if (provider === 'hcaptcha') {
    // hCaptcha's documented CSP: its own origin and subdomains for scripts, frames, styles and calls.
    const origins = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
    return { scriptSrc: origins, frameSrc: origins, styleSrc: origins, connectSrc: origins };
  }
  return { scriptSrc: [], frameSrc: [], styleSrc: [], connectSrc: [] };
}
