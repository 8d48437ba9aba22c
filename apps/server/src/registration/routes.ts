import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type RegistrationResponse } from '@agency/api-client/contract';
import { messages, registrationPayloadSchema, verificationSchema } from '@agency/forms/schemas';
import { authentication } from '../auth/plugin';
import { principalOf, type AppContext } from '../context';
import { accountGone, ApiError } from '../errors';
import { agencyOfRequest, normaliseEmail, sendText, validateBody } from '../http';
import { createLimit } from '../rate-limit';
import { codeMatches } from './codes';
import { issueVerificationCode } from './service';

const emailTaken = () =>
  new ApiError(409, 'email_taken', messages.registration.emailTaken, { Email: messages.registration.emailTaken });

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function registrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, config, hasher } = ctx;
  const { requireUser } = authentication(ctx);
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

  // Creates an applicant account and its applicant record (New Lead) and e-mails a verification code.
  app.post(API_PATHS.register, async (request, reply) => {
    await limitRegister(request);
    const agency = await agencyOfRequest(ctx, request);
    const payload = validateBody(registrationPayloadSchema, request.body);
    const email = normaliseEmail(payload.Email);
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('agency_id', '=', agency.id)
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken) throw emailTaken();
    const passwordHash = await hasher.hash(payload.Password);
    const userId = randomUUID();
    try {
      const applicantId = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id: userId,
            agency_id: agency.id,
            email,
            password_hash: passwordHash,
            user_type: 'applicant',
            first_name: payload.First_Name,
            last_name: payload.Last_Name,
            middle_name: payload.Middle_Name ?? '',
            temp_password_hash: null,
            temp_password_expires_at: null,
            temp_password_used_at: null,
          })
          .execute();
        const applicant = await trx
          .insertInto('applicants')
          .values({
            agency_id: agency.id,
            user_id: userId,
            first_name: payload.First_Name,
            last_name: payload.Last_Name,
            email,
            status: 'lead',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await issueVerificationCode(
          ctx,
          trx,
          { id: userId, agencyId: agency.id, email, firstName: payload.First_Name },
          agency.name,
        );
        return applicant.id;
      });
      ctx.mail.kick();
      const response: RegistrationResponse = { UserId: userId, ApplicantId: applicantId, Email: email };
      return reply.status(201).send(response);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  // true when an account with this e-mail exists in the agency of the host name.
  app.get<{ Params: { email: string } }>(`${API_PATHS.registrationLookup}/:email`, async (request) => {
    await ctx.limits.lookup(request);
    const agency = await agencyOfRequest(ctx, request);
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
  app.post(API_PATHS.verify, { preHandler: requireUser }, async (request) => {
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
  app.get(API_PATHS.resendVerificationCode, { preHandler: requireUser }, async (request, reply) => {
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
          ctx,
          trx,
          { id: principal.userId, agencyId: principal.agencyId, email: user.email, firstName: user.first_name },
          user.agency_name,
        ),
      );
    ctx.mail.kick();
    return sendText(reply, 'A new verification code has been sent.');
  });
}
