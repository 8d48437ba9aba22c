import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { changePasswordPayloadSchema, forgotPasswordPayloadSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { accountGone, ApiError } from '../../platform/errors';
import { normaliseEmail, route, sendText, validateBody } from '../../platform/http';
import type { PasswordHasher } from '../../platform/password';
import {
  clientAddressKey,
  createLimit,
  FailureLimit,
  type FailureClaim,
  type RateLimit,
} from '../../platform/rate-limit';
import { agencyOfRequest } from '../../platform/tenant';
import type { Mailer } from '../../platform/mail';
import type { Captcha } from '../captcha';
import { toUser } from './mappers';
import { findUser } from './queries';
import { changePassword, sendTemporaryPassword } from './service';
import { contextOf, revokeFamily, type Authentication } from '../../core/identity';

export const FORGOT_PASSWORD_ANSWER = 'If the e-mail belongs to an account, a temporary password has been sent to it.';

/** What the account calls need. */
export interface AccountDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: Authentication;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  /** Forgot password needs a solved captcha (X-Captcha) when one is configured. */
  captcha: Pick<Captcha, 'require'>;
  config: {
    defaultAgency: string | null;
    temporaryPasswordTtlSeconds: number;
    rateLimits: { forgotPassword: RateLimit; changePassword: RateLimit; changePasswordPerIp: RateLimit };
  };
}

export async function accountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db, config } = deps;
  const { requireUser } = deps.auth;
  const limitForgot = createLimit(
    app,
    'forgot-password',
    config.rateLimits.forgotPassword,
    clientAddressKey,
    'Too many password requests. Try again in {seconds} seconds.',
  );

  // Never reveals whether the e-mail exists: same answer, same work (a hash is computed either way).
  route(app, API_CALLS.forgotPassword, {}, async (request, reply) => {
    await limitForgot(request);
    const agency = await agencyOfRequest(db, request, config.defaultAgency);
    const { Email } = validateBody(forgotPasswordPayloadSchema, request.body);
    await deps.captcha.require(request);
    await sendTemporaryPassword(deps, agency, normaliseEmail(Email));
    return sendText(reply, FORGOT_PASSWORD_ANSWER);
  });

  // Wrong current passwords: a budget per account and one per IP (a right one gives its attempt back).
  const wrongPasswordMessage = 'Too many wrong passwords. Try again in {seconds} seconds.';
  const wrongPerAccount = new FailureLimit(
    app,
    'change-password-account',
    config.rateLimits.changePassword,
    wrongPasswordMessage,
  );
  const wrongPerIp = new FailureLimit(
    app,
    'change-password-ip',
    config.rateLimits.changePasswordPerIp,
    wrongPasswordMessage,
  );

  // The change-password form's rules and messages (@agency/forms; the confirmation stays in the browser).
  route(app, API_CALLS.changePassword, { preHandler: requireUser }, async (request, reply) => {
    const { CurrentPassword, NewPassword } = validateBody(changePasswordPayloadSchema, request.body);
    const caller = contextOf(request);
    const account = `${caller.agencyId}:${caller.userId}`;
    const accountClaim = await wrongPerAccount.claim(account);
    let ipClaim: FailureClaim;
    try {
      ipClaim = await wrongPerIp.claim(clientAddressKey(request));
    } catch (error) {
      await accountClaim.release();
      throw error;
    }
    try {
      await changePassword(deps, caller, CurrentPassword, NewPassword);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'wrong_password')) {
        await accountClaim.release();
        await ipClaim.release();
      } else if (accountClaim.last && caller.sessionId !== null) {
        // Whoever holds this session keeps guessing: it ends (its refresh token family is revoked).
        await revokeFamily(db, caller.sessionId, 'change-password-failures');
      }
      throw error;
    }
    await accountClaim.release();
    await ipClaim.release();
    return sendText(reply, 'Your password has been changed.');
  });

  // The signed-in user's account (staff or applicant).
  route(app, API_CALLS.getUserByUserId, { preHandler: requireUser }, async (request) => {
    const caller = contextOf(request);
    const row = await findUser(db, caller.agencyId, caller.userId);
    if (!row) throw accountGone();
    return toUser(row);
  });

  route(app, API_CALLS.isUserVerified, { preHandler: requireUser }, async (request) => {
    const caller = contextOf(request);
    const row = await findUser(db, caller.agencyId, caller.userId);
    if (!row) throw accountGone();
    return row.is_verified;
  });
}
