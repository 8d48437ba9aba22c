import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  OPERATORS_ONLY_MESSAGE,
  type CreatedPlatformAgency,
  type NewAgencyPayload,
  type PlatformAgency,
} from '@agency/api-client/contract';
import { newAgencySchema } from '@agency/forms/schemas';
import { recordAudit } from '../../core/audit';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden, notFound, OperationError, validationFailed } from '../../platform/errors';
import { validateBody } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import { sendTemporaryPassword } from '../account';
import { callerStanding } from './settings';
import { createAgency } from './service';
import { sessionsChanged, type StaffContext } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** What the operators' calls need. */
export interface PlatformDeps {
  db: Db;
  hasher: PasswordHasher;
  events: EventBus;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  config: { temporaryPasswordTtlSeconds: number };
}

export const OWN_AGENCY_MESSAGE = 'You cannot suspend your own agency.';

/** The caller as a platform operator (403 for everyone else); answers their name. */
async function operator(db: Kysely<Database>, caller: StaffContext): Promise<string> {
  const standing = await callerStanding(db, caller.agencyId, caller.userId);
  if (!standing.operator) throw forbidden(OPERATORS_ONLY_MESSAGE);
  return standing.name;
}

/** Every agency with its owner and its number of accounts (one query), by name. */
function agenciesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('agencies as a')
    .leftJoin('users as o', (join) => join.onRef('o.id', '=', 'a.owner_user_id').onRef('o.agency_id', '=', 'a.id'))
    .select([
      'a.id',
      'a.name',
      'a.slug',
      'a.suspended_at',
      'a.created_at',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      'o.email as owner_email',
      (eb) =>
        eb
          .selectFrom('users as u')
          .select(sql<string>`count(*)`.as('users'))
          .whereRef('u.agency_id', '=', 'a.id')
          .as('users'),
    ]);
}

type AgencyListRow = Awaited<ReturnType<ReturnType<typeof agenciesQuery>['executeTakeFirstOrThrow']>>;

function toPlatformAgency(row: AgencyListRow, ownAgencyId: number): PlatformAgency {
  return {
    AgencyId: row.id,
    Name: row.name,
    Slug: row.slug,
    OwnerName: `${row.owner_first_name ?? ''} ${row.owner_last_name ?? ''}`.trim(),
    OwnerEmail: row.owner_email ?? '',
    Users: Number(row.users ?? 0),
    Status: row.suspended_at ? 'suspended' : 'active',
    SuspendedAt: row.suspended_at ? new Date(row.suspended_at).toISOString() : null,
    CreatedAt: new Date(row.created_at).toISOString(),
    Own: row.id === ownAgencyId,
  };
}

async function platformAgency(db: Kysely<Database>, agencyId: number, ownAgencyId: number): Promise<PlatformAgency> {
  const row = await agenciesQuery(db).where('a.id', '=', agencyId).executeTakeFirst();
  if (!row) throw notFound('There is no such agency.');
  return toPlatformAgency(row, ownAgencyId);
}

/** Every agency of the platform (operators only). */
export async function listAgencies(db: Db, caller: StaffContext): Promise<PlatformAgency[]> {
  await operator(db, caller);
  const rows = await agenciesQuery(db)
    .orderBy(sql`lower(a.name)`)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => toPlatformAgency(row, caller.agencyId));
}

/** A password nobody knows (the owner signs in with the e-mailed temporary one, then chooses their own). */
const unknownPassword = () => `${randomBytes(24).toString('base64url')}!9`;

/**
 * Adds an agency and its first owner (operators only): the add-agency form's rules (@agency/forms), a host
 * label no agency has (409 otherwise), the owner a staff account with the admin role and a password nobody
 * knows; the agency, the owner and the audit row ('agency-updated', in the new agency's log) in one
 * transaction. Then the owner is e-mailed a welcome with a one-time password (the account feature's temporary
 * password, which works once within its lifetime and leads to choosing their own password).
 */
export async function addAgency(
  deps: PlatformDeps,
  caller: StaffContext,
  body: unknown,
): Promise<CreatedPlatformAgency> {
  const { db } = deps;
  const actorName = await operator(db, caller);
  const values: NewAgencyPayload = validateBody(newAgencySchema, body);
  const taken = await db.selectFrom('agencies').select('id').where('slug', '=', values.Slug).executeTakeFirst();
  const takenError = () =>
    new ApiError(409, 'slug_taken', `An agency with host label "${values.Slug}" already exists.`, {
      Slug: `An agency with host label "${values.Slug}" already exists.`,
    });
  if (taken) throw takenError();
  let created: { agencyId: number };
  try {
    created = await createAgency(
      deps,
      { slug: values.Slug, name: values.Name },
      {
        email: values.OwnerEmail,
        password: unknownPassword(),
        firstName: values.OwnerFirstName,
        lastName: values.OwnerLastName,
        roles: ['admin'],
        title: 'Agency Owner',
      },
      (trx, agency) =>
        recordAudit(trx, {
          agencyId: agency.agencyId,
          action: 'agency-updated',
          actorUserId: caller.userId,
          actorName,
          subjectUserId: agency.ownerUserId,
          subjectName: `${values.OwnerFirstName} ${values.OwnerLastName}`,
          detail: { Changed: 'Agency created', HostLabel: values.Slug, Owner: values.OwnerEmail },
          ip: caller.ip,
        }),
    );
  } catch (error) {
    // Another operator took the label between the check and the insert; an account rule the form lacks.
    if (error instanceof OperationError) {
      if (/already exists/.test(error.message)) throw takenError();
      throw validationFailed({ '': error.message });
    }
    if (error instanceof ApiError && error.errors) {
      const fields: Record<string, string> = {
        First_Name: 'OwnerFirstName',
        Last_Name: 'OwnerLastName',
        Email: 'OwnerEmail',
      };
      throw validationFailed(
        Object.fromEntries(Object.entries(error.errors).map(([field, message]) => [fields[field] ?? field, message])),
      );
    }
    throw error;
  }
  const agency = await db
    .selectFrom('agencies')
    .select(['id', 'name'])
    .where('id', '=', created.agencyId)
    .executeTakeFirstOrThrow();
  const invited = await sendTemporaryPassword(deps, agency, values.OwnerEmail, undefined, 'welcome');
  return { Agency: await platformAgency(db, created.agencyId, caller.agencyId), Invited: invited };
}

export const agencyNotFound = () => notFound('There is no such agency.');

/** Tells this process's session checks that every account of the agency changed (its suspension). */
async function agencySessionsChanged(db: Db, agencyId: number): Promise<void> {
  const users = await db.selectFrom('users').select('id').where('agency_id', '=', agencyId).execute();
  for (const user of users) sessionsChanged({ userId: user.id, agencyId });
}

/**
 * Suspends or resumes an agency (operators only; not their own), in one transaction with its audit row in
 * that agency's log ('agency-suspended' / 'agency-resumed'). Suspended: its users' sign-ins and renewals are
 * refused and every request of their sessions gets 401 from the next session check (at once in this
 * process; other processes within SESSION_CHECK_CACHE). Nothing is deleted: resumed, the same sessions work
 * again. Doing what is already so changes nothing.
 */
export async function setSuspended(
  db: Db,
  caller: StaffContext,
  agencyId: number,
  suspended: boolean,
): Promise<PlatformAgency> {
  const changed = await db.transaction().execute(async (trx) => {
    const actorName = await operator(trx, caller);
    const row = await trx
      .selectFrom('agencies')
      .select(['id', 'name', 'slug', 'suspended_at'])
      .where('id', '=', agencyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('There is no such agency.');
    if (suspended && agencyId === caller.agencyId) throw new ApiError(409, 'own_agency', OWN_AGENCY_MESSAGE);
    if ((row.suspended_at !== null) === suspended) return false;
    await trx
      .updateTable('agencies')
      .set(
        suspended
          ? { suspended_at: new Date(), suspended_by: caller.userId, updated_at: new Date() }
          : { suspended_at: null, suspended_by: null, updated_at: new Date() },
      )
      .where('id', '=', agencyId)
      .execute();
    await recordAudit(trx, {
      agencyId,
      action: suspended ? 'agency-suspended' : 'agency-resumed',
      actorUserId: caller.userId,
      actorName,
      detail: { Agency: row.name, HostLabel: row.slug },
      ip: caller.ip,
    });
    return true;
  });
  if (changed) await agencySessionsChanged(db, agencyId);
  return platformAgency(db, agencyId, caller.agencyId);
}

// ---------------------------------------------------------------------------------------------
// The CLI's operator commands (there is no API to make an operator)
// ---------------------------------------------------------------------------------------------

/** The staff account `email` names (in `agencySlug` when given); an OperationError when none or several. */
async function staffAccount(
  db: Db,
  email: string,
  agencySlug: string | undefined,
): Promise<{ userId: string; email: string; slug: string }> {
  let query = db
    .selectFrom('users as u')
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .select(['u.id', 'u.email', 'a.slug'])
    .where('u.email', '=', email.trim().toLowerCase())
    .where('u.user_type', '=', 'staff');
  if (agencySlug !== undefined) query = query.where('a.slug', '=', agencySlug.trim().toLowerCase());
  const rows = await query.orderBy('a.slug').execute();
  const where = agencySlug !== undefined ? ` in agency "${agencySlug}"` : '';
  if (rows.length === 0)
    throw new OperationError(`No staff account ${email}${where}. Operators are existing staff accounts.`);
  if (rows.length > 1)
    throw new OperationError(
      `${email} has staff accounts in several agencies (${rows.map((row) => row.slug).join(', ')}): name one with --agency <slug>.`,
    );
  return { userId: rows[0]!.id, email: rows[0]!.email, slug: rows[0]!.slug };
}

/** `agency-server operator add <email>`: flags a staff account as a platform operator. Answers what it did. */
export async function addOperator(db: Db, email: string, agencySlug?: string): Promise<string> {
  const account = await staffAccount(db, email, agencySlug);
  const added = await db
    .insertInto('platform_operators')
    .values({ user_id: account.userId })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0n) > 0
    ? `${account.email} (agency "${account.slug}") is now a platform operator.`
    : `${account.email} (agency "${account.slug}") already is a platform operator.`;
}

/** `agency-server operator remove <email>`: the account is an operator no more. */
export async function removeOperator(db: Db, email: string, agencySlug?: string): Promise<string> {
  const account = await staffAccount(db, email, agencySlug);
  const removed = await db.deleteFrom('platform_operators').where('user_id', '=', account.userId).executeTakeFirst();
  return removed.numDeletedRows > 0n
    ? `${account.email} (agency "${account.slug}") is no longer a platform operator.`
    : `${account.email} (agency "${account.slug}") was not a platform operator.`;
}

/** `agency-server operator list`: every operator, one line each. */
export async function listOperators(db: Db): Promise<string> {
  const rows = await db
    .selectFrom('platform_operators as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .select(['u.email', 'a.slug'])
    .orderBy('a.slug')
    .orderBy('u.email')
    .execute();
  return rows.length === 0
    ? 'There are no platform operators.'
    : rows.map((row) => `${row.email} (agency "${row.slug}")`).join('\n');
}
