import type { FastifyInstance } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { changePasswordPayloadSchema, forgotPasswordPayloadSchema, messages } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { accountGone, ApiError } from '../../platform/errors';
import { normaliseEmail, route, sendText, validateBody } from '../../platform/http';
import type { PasswordHasher } from '../../platform/password';
import { createLimit, type RateLimit } from '../../platform/rate-limit';
import { agencyOfRequest } from '../../platform/tenant';
import { templates, type Mailer } from '../../platform/mail';
import { principalOf, revokeOtherFamilies, type Authentication } from '../auth';
import { toUser } from './mappers';
import { findUser } from './queries';
import { generateTemporaryPassword } from './temporary-password';

export const FORGOT_PASSWORD_ANSWER = 'If the e-mail belongs to an account, a temporary password has been sent to it.';

/** What the account calls need. */
export interface AccountDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: Authentication;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  config: {
    defaultAgency: string | null;
    temporaryPasswordTtlSeconds: number;
    rateLimits: { forgotPassword: RateLimit };
  };
}

export async function accountRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db, config, hasher } = deps;
  const { requireUser } = deps.auth;
  const limitForgot = createLimit(
    app,
    'forgot-password',
    config.rateLimits.forgotPassword,
    (r) => r.ip,
    'Too many password requests. Try again in {seconds} seconds.',
  );

  // Never reveals whether the e-mail exists: same answer, same work (a hash is computed either way).
  route(app, API_CALLS.forgotPassword, {}, async (request, reply) => {
    await limitForgot(request);
    const agency = await agencyOfRequest(db, request, config.defaultAgency);
    const { Email } = validateBody(forgotPasswordPayloadSchema, request.body);
    const email = normaliseEmail(Email);
    const temporary = generateTemporaryPassword();
    const temporaryHash = await hasher.hash(temporary);
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'is_active'])
      .where('agency_id', '=', agency.id)
      .where('email', '=', email)
      .executeTakeFirst();
    if (user?.is_active) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            temp_password_hash: temporaryHash,
            temp_password_expires_at: new Date(Date.now() + config.temporaryPasswordTtlSeconds * 1000),
            temp_password_used_at: null,
            updated_at: new Date(),
          })
          .where('id', '=', user.id)
          .where('agency_id', '=', agency.id)
          .execute();
        const hours = Math.round(config.temporaryPasswordTtlSeconds / 3600);
        await deps.mail.enqueue(trx, {
          agencyId: agency.id,
          to: email,
          kind: 'temporary-password',
          ...templates.temporaryPassword(user.first_name, agency.name, temporary, hours),
        });
      });
      deps.mail.kick();
    }
    return sendText(reply, FORGOT_PASSWORD_ANSWER);
  });

  // The change-password form's rules and messages (@agency/forms; the confirmation stays in the browser).
  // The current password, or (right after a sign-in with it) the temporary password, proves the caller.
  route(app, API_CALLS.changePassword, { preHandler: requireUser }, async (request, reply) => {
    const principal = principalOf(request);
    const { CurrentPassword, NewPassword } = validateBody(changePasswordPayloadSchema, request.body);
    const user = await findUser(db, principal.agencyId, principal.userId);
    if (!user) throw accountGone();
    let proven = await hasher.verify(user.password_hash, CurrentPassword);
    if (
      !proven &&
      user.must_change_password &&
      user.temp_password_hash &&
      user.temp_password_used_at &&
      (user.temp_password_expires_at?.getTime() ?? 0) > Date.now()
    ) {
      proven = await hasher.verify(user.temp_password_hash, CurrentPassword);
    }
    if (!proven)
      throw new ApiError(400, 'wrong_password', messages.changePassword.currentPasswordIncorrect, {
        CurrentPassword: messages.changePassword.currentPasswordIncorrect,
      });
    const passwordHash = await hasher.hash(NewPassword);
    // The new password and the end of every other session of the account (their refresh token families)
    // commit together: whoever knew the old (or the temporary) password cannot stay signed in by refreshing.
    // The caller's own session (`sid`) stays; the access tokens already issued expire on their own.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: false,
          temp_password_hash: null,
          temp_password_expires_at: null,
          temp_password_used_at: null,
          updated_at: new Date(),
        })
        .where('id', '=', principal.userId)
        .where('agency_id', '=', principal.agencyId)
        .execute();
      await revokeOtherFamilies(trx, principal, principal.sessionId, 'password-changed');
    });
    return sendText(reply, 'Your password has been changed.');
  });

  // The signed-in user's account (staff or applicant).
  route(app, API_CALLS.getUserByUserId, { preHandler: requireUser }, async (request) => {
    const principal = principalOf(request);
    const row = await findUser(db, principal.agencyId, principal.userId);
    if (!row) throw accountGone();
    return toUser(row);
  });

  route(app, API_CALLS.isUserVerified, { preHandler: requireUser }, async (request) => {
    const principal = principalOf(request);
    const row = await findUser(db, principal.agencyId, principal.userId);
    if (!row) throw accountGone();
    return row.is_verified;
  });
}
