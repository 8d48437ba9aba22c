import type { Kysely } from 'kysely';
import type { Database, Db } from '../../platform/db';

/** The user, scoped to the agency in the query. */
export function findUser(db: Db, agencyId: number, userId: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('agency_id', '=', agencyId)
    .executeTakeFirst();
}

/** The user with this e-mail in the agency. */
export function findUserByEmail(db: Kysely<Database>, agencyId: number, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Sets the password (already hashed) and clears any temporary one. */
export async function setPassword(
  trx: Kysely<Database>,
  user: { userId: string; agencyId: number },
  passwordHash: string,
  mustChange: boolean,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      must_change_password: mustChange,
      temp_password_hash: null,
      temp_password_expires_at: null,
      temp_password_used_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', user.userId)
    .where('agency_id', '=', user.agencyId)
    .execute();
}
