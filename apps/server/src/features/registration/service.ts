import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import { templates, type Mailer } from '../../platform/mail';
import { generateCode, hashCode } from './codes';

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
