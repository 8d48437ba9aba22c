import type { FastifyInstance } from 'fastify';
import { API_CALLS, type RegistrationResponse } from '@agency/api-client/contract';
import { messages, registrationPayloadSchema, verificationSchema } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import { normaliseEmail, route, sendText, validateBody } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import { clientAddressKey, createLimit, type RateLimit, type RateLimitCheck } from '../../platform/rate-limit';
import { agencyOfRequest } from '../../platform/tenant';
import { createAccount } from '../account';
import type { Captcha } from '../captcha';
import { emailRegistered } from './queries';
import { issueVerificationCode, resendCode, verifyAccount } from './service';
import { principalOf, type Authentication } from '../../core/identity';

/** What the registration calls need. */
export interface RegistrationDeps {
  db: Db;
  hasher: PasswordHasher;
  auth: Authentication;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  /** The anonymous e-mail lookups' one per-IP budget (shared with email_exist). */
  limits: { lookup: RateLimitCheck };
  /** Register and resend need a solved captcha (X-Captcha) when one is configured. */
  captcha: Pick<Captcha, 'require'>;
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
    clientAddressKey,
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
    // After the body's checks: a form sent back for a field error keeps its unused solution.
    await deps.captcha.require(request);
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
    const response: RegistrationResponse = {
      UserId: account.userId,
      ApplicantId: account.recordId,
      Email: account.email,
    };
    return reply.status(201).send(response);
  });

  // true when an account with this e-mail exists in the agency of the host name.
  route(app, API_CALLS.registrationLookup, {}, async (request) => {
    await deps.limits.lookup(request);
    const agency = await agencyOfRequest(db, request, config.defaultAgency);
    const email = normaliseEmail(request.params.email);
    if (email === '') throw new ApiError(400, 'invalid_email', messages.registration.emailRequired);
    return emailRegistered(db, agency.id, email);
  });

  // true: the code matched and the account is now verified (or already was); false: wrong code.
  // 410 when no code is usable (expired, attempts used up, none issued): request a new one.
  route(app, API_CALLS.verify, { preHandler: requireUser }, async (request) => {
    const principal = principalOf(request);
    await limitVerify(request);
    const { verificationCode } = validateBody(verificationSchema, request.body);
    return verifyAccount(db, principal, verificationCode, config.verificationMaxAttempts);
  });

  // Invalidates the previous code and e-mails a new one.
  route(app, API_CALLS.resendVerificationCode, { preHandler: requireUser }, async (request, reply) => {
    const principal = principalOf(request);
    await limitResend(request);
    await deps.captcha.require(request);
    await resendCode(db, codeDeps(), principal);
    return sendText(reply, 'A new verification code has been sent.');
  });
}
