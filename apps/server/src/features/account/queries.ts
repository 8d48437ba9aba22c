import type { Db } from '../../platform/db';

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
export function findUserByEmail(db: Db, agencyId: number, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('agency_id', '=', agencyId)
    .where('email', '=', email)
    .executeTakeFirst();
}
