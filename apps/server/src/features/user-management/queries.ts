import { sql, type Kysely } from 'kysely';
import type { ManagedAccountSort, ManagedAccountState, UserType } from '@agency/api-client/contract';
import { auditName } from '../../core/audit';
import type { Database, Db } from '../../platform/db';
import { containsPattern } from '../../platform/http';

/** The account list's request, checked (service.ts). */
export interface AccountListRequest {
  page: number;
  pageSize: number;
  sort: ManagedAccountSort;
  order: 'asc' | 'desc';
  q?: string;
  type?: UserType;
  state?: ManagedAccountState;
}

/** The accounts of one agency with what the list shows (staff roles, owner, who locked, open sessions). */
function accountsOf(db: Kysely<Database>, agencyId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('agencies as a', 'a.id', 'u.agency_id')
    .leftJoin('recruiters as r', (join) =>
      join.onRef('r.user_id', '=', 'u.id').onRef('r.agency_id', '=', 'u.agency_id'),
    )
    .leftJoin('users as l', (join) => join.onRef('l.id', '=', 'u.locked_by').onRef('l.agency_id', '=', 'u.agency_id'))
    .where('u.agency_id', '=', agencyId);
}

function selectAccount(query: ReturnType<typeof accountsOf>) {
  return query.select((eb) => [
    'u.id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.user_type',
    'u.is_verified',
    'u.is_active',
    'u.locked_at',
    'u.last_sign_in_at',
    'u.created_at',
    'r.roles',
    'l.first_name as locked_by_first_name',
    'l.last_name as locked_by_last_name',
    sql<boolean>`coalesce(a.owner_user_id = u.id, false)`.as('owner'),
    // A session is open while its family is neither revoked nor past its end and its latest token lives.
    eb
      .selectFrom('refresh_token_families as f')
      .select(sql<string>`count(*)`.as('n'))
      .whereRef('f.user_id', '=', 'u.id')
      .whereRef('f.agency_id', '=', 'u.agency_id')
      .where('f.revoked_at', 'is', null)
      .where('f.absolute_expires_at', '>', sql<Date>`now()`)
      .where((inner) =>
        inner.exists(
          inner
            .selectFrom('refresh_tokens as t')
            .select('t.id')
            .whereRef('t.family_id', '=', 'f.id')
            .where('t.used_at', 'is', null)
            .where('t.expires_at', '>', sql<Date>`now()`),
        ),
      )
      .as('open_sessions'),
  ]);
}

export type AccountRow = Awaited<ReturnType<ReturnType<typeof selectAccount>['executeTakeFirstOrThrow']>>;

function filtered(db: Kysely<Database>, agencyId: number, request: AccountListRequest) {
  let query = accountsOf(db, agencyId);
  if (request.q) {
    const pattern = containsPattern(request.q);
    query = query.where((eb) =>
      eb.or([eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern), eb('u.email', 'ilike', pattern)]),
    );
  }
  if (request.type) query = query.where('u.user_type', '=', request.type);
  switch (request.state) {
    case 'active':
      query = query.where('u.is_active', '=', true).where('u.locked_at', 'is', null);
      break;
    case 'locked':
      query = query.where('u.locked_at', 'is not', null);
      break;
    case 'inactive':
      query = query.where('u.is_active', '=', false).where('u.locked_at', 'is', null);
      break;
    case 'unverified':
      query = query.where('u.is_verified', '=', false);
      break;
    default:
      break;
  }
  return query;
}

/** One page of the agency's accounts and how many match. */
export async function listAccounts(
  db: Db,
  agencyId: number,
  request: AccountListRequest,
): Promise<{ rows: AccountRow[]; total: number }> {
  const { order } = request;
  let query = selectAccount(filtered(db, agencyId, request));
  const byName = () => query.orderBy('u.last_name', order).orderBy('u.first_name', order);
  switch (request.sort) {
    case 'email':
      query = query.orderBy('u.email', order);
      break;
    case 'type':
      query = query.orderBy('u.user_type', order).orderBy('u.last_name').orderBy('u.first_name');
      break;
    case 'last-sign-in':
      query = query.orderBy(sql`u.last_sign_in_at ${sql.raw(order)} nulls last`);
      break;
    case 'created':
      query = query.orderBy('u.created_at', order);
      break;
    default:
      query = byName();
  }
  const rows = await query
    .orderBy('u.id')
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .execute();
  const counted = await filtered(db, agencyId, request)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}

/** One account of the agency (undefined: none such in this agency). */
export function findAccount(db: Kysely<Database>, agencyId: number, userId: string) {
  return selectAccount(accountsOf(db, agencyId)).where('u.id', '=', userId).executeTakeFirst();
}

/** The account's row, locked for the rest of the transaction (undefined: none such in this agency). */
export function lockAccountRow(trx: Kysely<Database>, agencyId: number, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'agency_id', 'email', 'first_name', 'last_name', 'user_type', 'is_active', 'locked_at'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The signed-in owner's name as the log keeps it. */
export async function userName(db: Kysely<Database>, agencyId: number, userId: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return auditName(row);
}

// ---------------------------------------------------------------------------------------------
// The audit log
// ---------------------------------------------------------------------------------------------

export interface AuditListRequest {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  q?: string;
  actions?: string[];
  /** Instants: from included, to excluded. */
  from?: Date;
  to?: Date;
}

function auditFiltered(db: Db, agencyId: number, request: Omit<AuditListRequest, 'page' | 'pageSize' | 'order'>) {
  let query = db.selectFrom('audit_log').where('agency_id', '=', agencyId);
  if (request.actions) query = query.where('action', 'in', request.actions);
  if (request.from) query = query.where('at', '>=', request.from);
  if (request.to) query = query.where('at', '<', request.to);
  if (request.q) {
    const pattern = containsPattern(request.q);
    query = query.where((eb) => eb.or([eb('actor_name', 'ilike', pattern), eb('subject_name', 'ilike', pattern)]));
  }
  return query;
}

const AUDIT_COLUMNS = [
  'id',
  'at',
  'action',
  'actor_user_id',
  'actor_name',
  'subject_user_id',
  'subject_name',
  'detail',
  'ip',
] as const;

/** One page of the audit log (newest first unless `order` asc) and how many match. */
export async function listAudit(db: Db, agencyId: number, request: AuditListRequest) {
  const rows = await auditFiltered(db, agencyId, request)
    .select(AUDIT_COLUMNS)
    .orderBy('at', request.order)
    .orderBy('id', request.order)
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize)
    .execute();
  const counted = await auditFiltered(db, agencyId, request)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.n) };
}

/** Every entry matching (at most `limit`), for the CSV. */
export function auditForExport(
  db: Db,
  agencyId: number,
  request: Omit<AuditListRequest, 'page' | 'pageSize'>,
  limit: number,
) {
  return auditFiltered(db, agencyId, request)
    .select(AUDIT_COLUMNS)
    .orderBy('at', request.order)
    .orderBy('id', request.order)
    .limit(limit)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof auditForExport>>[number];
