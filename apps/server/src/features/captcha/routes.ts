import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { route } from '../../platform/http';
import { clientAddressKey, createLimit, type RateLimit } from '../../platform/rate-limit';
import type { Captcha } from './service';

/** What the captcha calls need. */
export interface CaptchaRouteDeps {
  captcha: Captcha;
  config: { rateLimits: { captchaChallenge: RateLimit } };
}

export async function captchaRoutes(app: FastifyInstance, deps: CaptchaRouteDeps): Promise<void> {
  const limitChallenge = createLimit(
    app,
    'captcha-challenge',
    deps.config.rateLimits.captchaChallenge,
    clientAddressKey,
    'Too many captcha challenges from this address. Try again in {seconds} seconds.',
  );
  // The provider and a fresh challenge (ALTCHA) or the site key (hosted); the portal asks when a form opens.
  route(app, API_CALLS.getCaptchaChallenge, {}, async (request) => {
    await limitChallenge(request);
    return deps.captcha.challenge();
  });
}
