import type { Kysely } from 'kysely';
import type { Database, Db } from '../../platform/db';
import { accountGone, ApiError } from '../../platform/errors';
import { templates, type Mailer } from '../../platform/mail';
import { insertApplicant } from '../applicants';
import { codeMatches, generateCode, hashCode } from './codes';
import { claimAttempt, findOpenCode, markVerified } from './queries';
import { sessionsChanged } from '../../core/identity';

/** Closes the user's open codes, stores a new one (hashed) and queues its e-mail, in `trx`. */
export async function issueVerificationCode(
  trx: Kysely<Database>,
  deps: { mail: Pick<Mailer, 'enqueue'>; codeTtlSeconds: number },
  user: { id: string; agencyId: number; email: string; firstName: string },
  agencyName: string,
): Promise<void> {
  const code = generateCode();
  await trx
    .updateTable('verification_codes')
    .set({ closed_at: new Date() })
    .where('user_id', '=', user.id)
    .where('closed_at', 'is', null)
    .execute();
  await trx
    .insertInto('verification_codes')
    .values({
      user_id: user.id,
      agency_id: user.agencyId,
      code_hash: hashCode(user.id, code),
      expires_at: new Date(Date.now() + deps.codeTtlSeconds * 1000),
      closed_at: null,
    })
    .execute();
  const minutes = Math.round(deps.codeTtlSeconds / 60);
  await deps.mail.enqueue(trx, {
    agencyId: user.agencyId,
    to: user.email,
    kind: 'verification-code',
    ...templates.verificationCode(user.firstName, agencyName, code, minutes),
  });
}

/**
 * Checks a verification code. true: it matched and the account is now verified (or already was); false: a
 * wrong code (one attempt spent). 410 when no code is usable (none issued, expired, attempts used up).
 */
export async function verifyAccount(
  db: Db,
  caller: { userId: string; agencyId: number },
  code: string,
  maxAttempts: number,
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['is_verified'])
    .where('id', '=', caller.userId)
    .where('agency_id', '=', caller.agencyId)
    .executeTakeFirst();
  if (!user) throw accountGone();
  if (user.is_verified) return true;
  const open = await findOpenCode(db, caller.agencyId, caller.userId);
  if (!open)
    throw new ApiError(410, 'verification_code_missing', 'No verification code is pending. Request a new code.');
  if (open.expires_at.getTime() <= Date.now())
    throw new ApiError(410, 'verification_code_expired', 'The verification code has expired. Request a new code.');
  const exhausted = () =>
    new ApiError(410, 'verification_attempts_exhausted', 'Too many wrong codes. Request a new code.');
  if (open.attempts >= maxAttempts) throw exhausted();
  // Every comparison spends one attempt, claimed before comparing.
  if (!(await claimAttempt(db, open.id, maxAttempts))) throw exhausted();
  if (!codeMatches(caller.userId, code, open.code_hash)) return false;
  await db.transaction().execute(async (trx) => {
    await markVerified(trx, open.id, caller);
    await linkApplicantRecord(trx, caller);
  });
  // The session checks read the verification and the record: from this request on they hold.
  sessionsChanged(caller);
  return true;
}

/**
 * A verified applicant account without a record (its e-mail was the agency's already when it registered) takes
 * the agency's record of that e-mail no account owns (restored from the archive if need be), or a new New Lead
 * when there is none any more (`insertApplicant`, in the verification's transaction).
 */
async function linkApplicantRecord(trx: Kysely<Database>, caller: { userId: string; agencyId: number }) {
  const user = await trx
    .selectFrom('users')
    .leftJoin('applicants', (join) =>
      join.onRef('applicants.user_id', '=', 'users.id').onRef('applicants.agency_id', '=', 'users.agency_id'),
    )
    .select(['users.email', 'users.first_name', 'users.last_name', 'users.user_type', 'applicants.id as applicant_id'])
    .where('users.id', '=', caller.userId)
    .where('users.agency_id', '=', caller.agencyId)
    .executeTakeFirst();
  if (!user || user.user_type !== 'applicant' || user.applicant_id !== null) return;
  await insertApplicant(trx, {
    agencyId: caller.agencyId,
    userId: caller.userId,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    status: 'lead',
  });
}

/** Closes the previous code and e-mails a new one (409 when the account is already verified). */
export async function resendCode(
  db: Db,
  deps: { mail: Pick<Mailer, 'enqueue' | 'kick'>; codeTtlSeconds: number },
  caller: { userId: string; agencyId: number },
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .innerJoin('agencies', 'agencies.id', 'users.agency_id')
    .select(['users.email', 'users.first_name', 'users.is_verified', 'agencies.name as agency_name'])
    .where('users.id', '=', caller.userId)
    .where('users.agency_id', '=', caller.agencyId)
    .executeTakeFirst();
  if (!user) throw accountGone();
  if (user.is_verified) throw new ApiError(409, 'already_verified', 'This account is already verified.');
  await db
    .transaction()
    .execute((trx) =>
      issueVerificationCode(
        trx,
        deps,
        { id: caller.userId, agencyId: caller.agencyId, email: user.email, firstName: user.first_name },
        user.agency_name,
      ),
    );
  deps.mail.kick();
}
