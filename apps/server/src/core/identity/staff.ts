import type { Kysely } from 'kysely';
import type { RoleKey } from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { accountGone } from '../../platform/errors';
import './tables';

/** A person's display name: "First Last". */
export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** The signed-in staff member as stored now: recruiter id, name (activity rows) and current roles. */
export interface StaffActor {
  recruiterId: number;
  name: string;
  roles: RoleKey[];
}

/**
 * The caller's recruiter record, read in the write's transaction: its roles as stored now (the token's
 * copy may be one access-token lifetime old) and the name written on activity rows. 401 when the account
 * is gone or inactive.
 */
export async function staffActor(trx: Kysely<Database>, agencyId: number, recruiterId: number): Promise<StaffActor> {
  const row = await trx
    .selectFrom('recruiters as r')
    .innerJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .select(['r.id', 'r.roles', 'u.first_name', 'u.last_name'])
    .where('r.agency_id', '=', agencyId)
    .where('r.id', '=', recruiterId)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw accountGone();
  return { recruiterId: row.id, name: personName(row.first_name, row.last_name), roles: row.roles };
}

/** Writes the staff record of a new staff account (roles without duplicates); returns the recruiter id. */
export async function insertRecruiter(
  trx: Kysely<Database>,
  staff: { agencyId: number; userId: string; roles: readonly RoleKey[]; title: string },
): Promise<number> {
  const row = await trx
    .insertInto('recruiters')
    .values({ user_id: staff.userId, agency_id: staff.agencyId, title: staff.title, roles: [...new Set(staff.roles)] })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
