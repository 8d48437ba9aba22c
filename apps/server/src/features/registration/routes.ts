import type { FastifyInstance } from 'fastify';
import { API_CALLS, type RegistrationResponse } from '@agency/api-client/contract';
import { messages, registrationPayloadSchema, verificationSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { accountGone, ApiError } from '../../platform/errors';
import { normaliseEmail, route, sendText, validateBody } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import { createLimit, type RateLimit, type RateLimitCheck } from '../../platform/rate-limit';
import { agencyOfRequest } from '../../platform/tenant';
import { createAccount } from '../account';
import { principalOf, type Authentication } from '../auth';
import { codeMatches } from './codes';
import { issueVerificationCode } from './service';

/** What the registration calls need. */
export interface RegistrationDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: Authentication;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  /** The anonymous e-mail lookups' one per-IP budget (shared with email_exist). */
  limits: { lookup: RateLimitCheck };
  config: {
    defaultAgency: string | null;
    verificationCodeTtlSeconds: number;
    verificationMaxAttempts: number;
    rateLimits: { register: RateLimit; verify: RateLimit; resend: RateLimit };
  };
}

export async function registrationRoutes(app: FastifyInstance, deps: RegistrationDeps): Promise<void> {
  const { db, config, hasher } = deps;
  const { requireUser } = deps.auth;
  const codeDeps = () => ({ mail: deps.mail, codeTtlSeconds: config.verificationCodeTtlSeconds });
  const limitRegister = createLimit(
    app,
    'register',
    config.rateLimits.register,
    (r) => r.ip,
    'Too many registrations from this address. Try again in {seconds} seconds.',
  );
  const limitVerify = createLimit(
    app,
    'verify',
    config.rateLimits.verify,
    (r) => principalOf(r).userId,
    'Too many verification attempts. Try again in {seconds} seconds.',
  );
  const limitResend = createLimit(
    app,
    'resend',
    config.rateLimits.resend,
    (r) => principalOf(r).userId,
    'Too many codes requested. Try again in {seconds} seconds.',
  );

  // Creates an applicant account and its applicant record (New Lead) and e-mails a verification code, in
  // one transaction (the account feature's createAccount, the one place accounts are created).
  route(app, API_CALLS.register, {}, async (request, reply) => {
    await limitRegister(request);
    const agency = await agencyOfRequest(db, request, config.defaultAgency);
    const payload = validateBody(registrationPayloadSchema, request.body);
    const account = await createAccount(
      db,
      hasher,
      {
        agencyId: agency.id,
        email: normaliseEmail(payload.Email),
        password: payload.Password,
        firstName: payload.First_Name,
        lastName: payload.Last_Name,
        middleName: payload.Middle_Name ?? '',
        verified: false,
        kind: { type: 'applicant' },
      },
      (trx, created) =>
        issueVerificationCode(
          trx,
          codeDeps(),
          { id: created.userId, agencyId: agency.id, email: created.email, firstName: created.firstName },
          agency.name,
        ),
    );
    deps.mail.kick();
    const response: RegistrationResponse = { UserId: account.userId, ApplicantId: account.recordId, Email: account.email };
    return reply.status(201).send(response);
  });

  // true when an account with this e-mail exists in the agency of the host name.
  route(app, API_CALLS.registrationLookup, {}, async (request) => {
    await deps.limits.lookup(request);
    const agency = await agencyOfRequest(db, request, config.defaultAgency);
    const email = normaliseEmail(request.params.email);
    if (email === '') throw new ApiError(400, 'invalid_email', messages.registration.emailRequired);
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('agency_id', '=', agency.id)
      .where('email', '=', email)
      .executeTakeFirst();
    return found !== undefined;
  });

  // true: the code matched and the account is now verified (or already was); false: wrong code.
  // 410 when no code is usable (expired, attempts used up, none issued): request a new one.
  route(app, API_CALLS.verify, { preHandler: requireUser }, async (request) => {
    const principal = principalOf(request);
    await limitVerify(request);
    const { verificationCode } = validateBody(verificationSchema, request.body);
    const user = await db
      .selectFrom('users')
      .select(['is_verified'])
      .where('id', '=', principal.userId)
      .where('agency_id', '=', principal.agencyId)
      .executeTakeFirst();
    if (!user) throw accountGone();
    if (user.is_verified) return true;
    const code = await db
      .selectFrom('verification_codes')
      .selectAll()
      .where('user_id', '=', principal.userId)
      .where('agency_id', '=', principal.agencyId)
      .where('closed_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!code)
      throw new ApiError(410, 'verification_code_missing', 'No verification code is pending. Request a new code.');
    if (code.expires_at.getTime() <= Date.now())
      throw new ApiError(410, 'verification_code_expired', 'The verification code has expired. Request a new code.');
    const exhausted = () =>
      new ApiError(410, 'verification_attempts_exhausted', 'Too many wrong codes. Request a new code.');
    if (code.attempts >= config.verificationMaxAttempts) throw exhausted();
    // Every comparison spends one attempt, claimed atomically before comparing: concurrent guesses cannot
    // get past the limit (a read-compare-increment would let each of them through).
    const claimed = await db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', code.id)
      .where('closed_at', 'is', null)
      .where('attempts', '<', config.verificationMaxAttempts)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) throw exhausted();
    if (!codeMatches(principal.userId, verificationCode, code.code_hash)) return false;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('verification_codes').set({ closed_at: new Date() }).where('id', '=', code.id).execute();
      await trx
        .updateTable('users')
        .set({ is_verified: true, updated_at: new Date() })
        .where('id', '=', principal.userId)
        .where('agency_id', '=', principal.agencyId)
        .execute();
    });
    return true;
  });

  // Invalidates the previous code and e-mails a new one.
  route(app, API_CALLS.resendVerificationCode, { preHandler: requireUser }, async (request, reply) => {
    const principal = principalOf(request);
    await limitResend(request);
    const user = await db
      .selectFrom('users')
      .innerJoin('agencies', 'agencies.id', 'users.agency_id')
      .select(['users.email', 'users.first_name', 'users.is_verified', 'agencies.name as agency_name'])
      .where('users.id', '=', principal.userId)
      .where('users.agency_id', '=', principal.agencyId)
      .executeTakeFirst();
    if (!user) throw accountGone();
    if (user.is_verified) throw new ApiError(409, 'already_verified', 'This account is already verified.');
    await db
      .transaction()
      .execute((trx) =>
        issueVerificationCode(
          trx,
          codeDeps(),
          { id: principal.userId, agencyId: principal.agencyId, email: user.email, firstName: user.first_name },
          user.agency_name,
        ),
      );
    deps.mail.kick();
    return sendText(reply, 'A new verification code has been sent.');
  });
}
