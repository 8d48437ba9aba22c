import { isTenantSlug, type RoleKey } from '@agency/api-client/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation, type Database, type Db } from '../../platform/db';
import { OperationError } from '../../platform/errors';
import type { PasswordHasher } from '../../platform/password';
import { checkAccount, createAccount } from '../account';
import type { EventBus } from '../../platform/events';
import './events';

/** The agency with this slug, or an OperationError naming it. */
export async function agencyIdOf(db: Db, slug: string): Promise<number> {
  const row = await db.selectFrom('agencies').select('id').where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new OperationError(`No agency with slug "${slug}".`);
  return row.id;
}

/**
 * Creates an agency and its owner (a staff account, created by the account feature's one `createAccount`,
 * with the given roles) in one transaction: the agency, the owner's user and recruiter rows, the owner
 * link, what the listeners of `agency.created` write and what `then` writes (a platform operator's audit row) commit together or not at all (a failure
 * part-way, or a process that dies, leaves nothing). The owner's password is hashed inside it (the CLI holds
 * the database alone; a platform operator adds an agency rarely).
 */
export async function createAgency(
  deps: { db: Db; hasher: PasswordHasher; events: EventBus },
  agency: { slug: string; name: string; recruitmentEmail?: string },
  owner: { email: string; password: string; firstName: string; lastName: string; roles: RoleKey[]; title?: string },
  then?: (trx: Kysely<Database>, created: { agencyId: number; ownerUserId: string }) => Promise<void>,
): Promise<{ agencyId: number; ownerUserId: string; ownerRecruiterId: number }> {
  const slug = agency.slug.trim().toLowerCase();
  if (!isTenantSlug(slug))
    throw new OperationError(
      `"${agency.slug}" is not a valid slug (lowercase letters, digits, inner hyphens; it is the first label of the agency's host name).`,
    );
  if (!agency.name.trim()) throw new OperationError('The agency name is required.');
  checkAccount(owner);
  const { db, hasher } = deps;
  try {
    return await db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('agencies').select('id').where('slug', '=', slug).executeTakeFirst();
      if (exists) throw new OperationError(`An agency with slug "${slug}" already exists.`);
      const created = await trx
        .insertInto('agencies')
        .values({
          slug,
          name: agency.name.trim(),
          recruitment_email: agency.recruitmentEmail ?? '',
          owner_user_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const account = await createAccount(trx, hasher, {
        agencyId: created.id,
        email: owner.email,
        password: owner.password,
        firstName: owner.firstName,
        lastName: owner.lastName,
        verified: true,
        kind: { type: 'staff', roles: owner.roles, title: owner.title },
      });
      await trx.updateTable('agencies').set({ owner_user_id: account.userId }).where('id', '=', created.id).execute();
      // Its listeners add what every agency starts with (the example Agreement and Terms: app/events.ts).
      await deps.events.emit(trx, 'agency.created', { agencyId: created.id, ownerUserId: account.userId });
      await then?.(trx, { agencyId: created.id, ownerUserId: account.userId });
      return { agencyId: created.id, ownerUserId: account.userId, ownerRecruiterId: account.recordId };
    });
  } catch (error) {
    // Another process created the slug between the check and the insert.
    if (isUniqueViolation(error)) throw new OperationError(`An agency with slug "${slug}" already exists.`);
    throw error;
  }
}
