import type { Db } from '../../platform/db';

/**
 * Records that the solution of challenge `id` has been used. False when it was recorded before (a replay).
 * One statement: two requests with the same solution at once cannot both insert it (the primary key).
 * The rows of challenges that have expired go first (they can no longer be accepted anyway).
 */
export async function claimSolution(db: Db, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', now).execute();
  const inserted = await db
    .insertInto('captcha_solutions')
    .values({ id, expires_at: expiresAt, used_at: now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
