import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { route } from '../../platform/http';
import type { Captcha } from './service';

/** What the captcha calls need. */
export interface CaptchaRouteDeps {
  captcha: Captcha;
}

export async function captchaRoutes(app: FastifyInstance, deps: CaptchaRouteDeps): Promise<void> {
  // The provider and a fresh challenge (ALTCHA) or the site key (hosted); the portal asks when a form opens.
  route(app, API_CALLS.getCaptchaChallenge, {}, async () => deps.captcha.challenge());
}
