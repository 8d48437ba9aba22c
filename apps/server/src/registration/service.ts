import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { enqueueMail, templates } from '../mail/outbox';
import { generateCode, hashCode } from './codes';

/** Closes the user's open codes, stores a new one (hashed) and queues its e-mail, in `trx`. */
export async function issueVerificationCode(
  ctx: AppContext,
  trx: Kysely<Database>,
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
      expires_at: new Date(Date.now() + ctx.config.verificationCodeTtlSeconds * 1000),
      closed_at: null,
    })
    .execute();
  const minutes = Math.round(ctx.config.verificationCodeTtlSeconds / 60);
  await enqueueMail(trx, ctx.mail.enabled, {
    agencyId: user.agencyId,
    to: user.email,
    kind: 'verification-code',
    ...templates.verificationCode(user.firstName, agencyName, code, minutes),
  });
}
