import type { Kysely } from 'kysely';
import type { Database, Db } from '../../platform/db';

/** Whether the agency has an account with this e-mail (staff or applicant). */
export async function emailRegistered(db: Db, agencyId: number, email: string): Promise<boolean> {
  const found = await db
    .selectFrom('users')
    .select('id')
    .where('agency_id', '=', agencyId)
    .where('email', '=', email)
    .executeTakeFirst();
  return found !== undefined;
}

/** The user's newest open verification code. */
export function findOpenCode(db: Db, agencyId: number, userId: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('agency_id', '=', agencyId)
    .where('closed_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Spends one attempt of the code, atomically (`attempts < max` in the same statement): concurrent guesses
 * cannot get past the limit (a read-compare-increment would let each of them through). False when spent.
 */
export async function claimAttempt(db: Db, codeId: number, maxAttempts: number): Promise<boolean> {
  const claimed = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('closed_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

/** Closes the code and marks the account verified. */
export async function markVerified(
  trx: Kysely<Database>,
  codeId: number,
  user: { userId: string; agencyId: number },
): Promise<void> {
  await trx.updateTable('verification_codes').set({ closed_at: new Date() }).where('id', '=', codeId).execute();
  await trx
    .updateTable('users')
    .set({ is_verified: true, updated_at: new Date() })
    .where('id', '=', user.userId)
    .where('agency_id', '=', user.agencyId)
    .execute();
}
