import type { Kysely } from 'kysely';
import {
  AUDIT_ACTIONS,
  AUDIT_LOG_LIMITS,
  DEFAULT_PAGE_SIZE,
  MANAGED_ACCOUNT_SORTS,
  MANAGED_ACCOUNT_STATES,
  MANAGED_ACCOUNT_TYPES,
  auditActionLabel,
  auditDetailText,
  isTimeZone,
  zonedTimeToInstant,
  type AuditEntry,
  type ManagedAccount,
  type ManagedAccountActionResult,
  type ManagedAccountState,
  type Page,
  type UserType,
} from '@agency/api-client/contract';
import { auditName, recordAudit, type AuditAction } from '../../core/audit';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden, notFound, validationFailed } from '../../platform/errors';
import { choices, csvLine, pageOf, searchOf, single, sortOf } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import { sendTemporaryPassword } from '../account';
import { isAgencyOwner } from '../../core/policy';
import { agencyRow } from '../../platform/tenant';
import { toAuditEntry, toManagedAccount } from './mappers';
import {
  auditForExport,
  findAccount,
  listAccounts,
  listAudit,
  lockAccountRow,
  userName,
  type AuditListRequest,
} from './queries';
import { revokeOtherFamilies, sessionsChanged, shutOutAccount, type StaffContext } from '../../core/identity';

/**
 * Manage Users (issue 15, docs/user-management.md): the agency owner's view of every account of the agency
 * and the security audit log. Owner only (the agency's `owner_user_id`, core/policy's `isAgencyOwner`:
 * no role, so no permission to give away); every query is scoped to the owner's agency, another agency's
 * account is "not found". Each action and its audit row commit together.
 */

export const OWNER_ONLY_MESSAGE = 'Only the agency owner can manage users.';
export const ACCOUNT_NOT_FOUND_MESSAGE = 'No such account in this agency.';
export const accountNotFound = () => notFound(ACCOUNT_NOT_FOUND_MESSAGE);

export async function requireOwner(db: Db, caller: Pick<StaffContext, 'agencyId' | 'userId'>): Promise<void> {
  if (!(await isAgencyOwner(db, caller.agencyId, caller.userId))) throw forbidden(OWNER_ONLY_MESSAGE);
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export async function accountList(
  db: Db,
  caller: Pick<StaffContext, 'agencyId'>,
  query: Record<string, unknown>,
): Promise<Page<ManagedAccount>> {
  const errors: Record<string, string> = {};
  const { page, pageSize } = pageOf(query, DEFAULT_PAGE_SIZE, errors);
  const { sort, order } = sortOf(
    query,
    MANAGED_ACCOUNT_SORTS,
    'name',
    (key) => (key === 'last-sign-in' || key === 'created' ? 'desc' : 'asc'),
    errors,
  );
  const q = searchOf(query, errors);
  const types = choices(
    query,
    'type',
    MANAGED_ACCOUNT_TYPES.map((type) => type.key),
    'account type',
    errors,
  );
  const states = choices(
    query,
    'state',
    MANAGED_ACCOUNT_STATES.map((state) => state.key),
    'account state',
    errors,
  );
  if (types && types.length > 1) errors.type = 'Choose one account type.';
  if (states && states.length > 1) errors.state = 'Choose one account state.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const { rows, total } = await listAccounts(db, caller.agencyId, {
    page,
    pageSize,
    sort,
    order,
    ...(q ? { q } : {}),
    ...(types ? { type: types[0] as UserType } : {}),
    ...(states ? { state: states[0] as ManagedAccountState } : {}),
  });
  return { Items: rows.map(toManagedAccount), Page: page, PageSize: pageSize, Total: total };
}

async function accountNow(db: Db, agencyId: number, userId: string): Promise<ManagedAccount> {
  const row = await findAccount(db, agencyId, userId);
  if (!row) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return toManagedAccount(row);
}

/** The audit row of the owner's action on an account, in the action's transaction. */
async function recordOwnerAction(
  trx: Kysely<Database>,
  caller: StaffContext,
  action: AuditAction,
  account: { id: string; first_name: string; last_name: string },
  detail?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(trx, {
    agencyId: caller.agencyId,
    action,
    actorUserId: caller.userId,
    actorName: await userName(trx, caller.agencyId, caller.userId),
    subjectUserId: account.id,
    subjectName: auditName(account),
    detail,
    ip: caller.ip,
  });
}

/**
 * Locks an account: it cannot sign in (the token endpoint says so) and every session ends at once (its
 * refresh token families are revoked and the session checks of this process forget it; any token it still
 * holds gets 401 at its next request, features/auth/authenticate.ts). Not the owner's account.
 */
export async function lockAccount(db: Db, caller: StaffContext, userId: string): Promise<ManagedAccountActionResult> {
  const outcome = await db.transaction().execute(async (trx) => {
    const user = await lockAccountRow(trx, caller.agencyId, userId);
    if (!user) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    if (user.id === caller.userId)
      throw new ApiError(409, 'cannot_lock_owner', 'You cannot lock your own account: you own the agency.');
    const name = auditName(user);
    if (user.locked_at !== null) return `${name}'s account is already locked.`;
    const ended = await shutOutAccount(
      trx,
      { userId: user.id, agencyId: caller.agencyId },
      { locked_at: new Date(), locked_by: caller.userId },
      'account-locked',
    );
    await recordOwnerAction(trx, caller, 'account-locked', user, { SessionsEnded: ended });
    return `${name}'s account is locked and signed out everywhere.`;
  });
  // Again after the commit: a session check that read before the commit may have cached the old state.
  sessionsChanged({ userId, agencyId: caller.agencyId });
  return { Account: await accountNow(db, caller.agencyId, userId), Message: outcome };
}

/** Unlocks an account: it may sign in again (its ended sessions stay ended). */
export async function unlockAccount(db: Db, caller: StaffContext, userId: string): Promise<ManagedAccountActionResult> {
  const outcome = await db.transaction().execute(async (trx) => {
    const user = await lockAccountRow(trx, caller.agencyId, userId);
    if (!user) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    const name = auditName(user);
    if (user.locked_at === null) return `${name}'s account is not locked.`;
    await trx
      .updateTable('users')
      .set({ locked_at: null, locked_by: null })
      .where('id', '=', user.id)
      .where('agency_id', '=', caller.agencyId)
      .execute();
    await recordOwnerAction(trx, caller, 'account-unlocked', user);
    return `${name}'s account is unlocked: they can sign in again.`;
  });
  sessionsChanged({ userId, agencyId: caller.agencyId });
  return { Account: await accountNow(db, caller.agencyId, userId), Message: outcome };
}

/**
 * Ends every session of an account (its refresh token families; its tokens get 401 at their next request).
 * It may sign in again. On the owner's own account, the session they are using stays.
 */
export async function signOutAccount(
  db: Db,
  caller: StaffContext,
  userId: string,
): Promise<ManagedAccountActionResult> {
  const self = userId === caller.userId;
  const outcome = await db.transaction().execute(async (trx) => {
    const user = await lockAccountRow(trx, caller.agencyId, userId);
    if (!user) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
    const ended = await revokeOtherFamilies(
      trx,
      { userId: user.id, agencyId: caller.agencyId },
      self ? caller.sessionId : null,
      'signed-out-by-owner',
    );
    await recordOwnerAction(trx, caller, 'sessions-ended', user, {
      SessionsEnded: ended,
      ...(self ? { KeptOwnSession: true } : {}),
    });
    const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
    return self
      ? `Your other sessions have ended (${sessions}).`
      : `${auditName(user)} is signed out everywhere (${sessions} ended).`;
  });
  sessionsChanged({ userId, agencyId: caller.agencyId });
  return { Account: await accountNow(db, caller.agencyId, userId), Message: outcome };
}

/** What a password reset needs: features/account's `sendTemporaryPassword`'s. */
export interface PasswordResetDeps {
  db: Db;
  hasher: PasswordHasher;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  config: { temporaryPasswordTtlSeconds: number };
}

/**
 * Sends the account of `email` the forgot-password e-mail (features/account's `sendTemporaryPassword`: a
 * temporary password beside the real one), its 'password-reset-sent' audit row (by `actor`) in the same
 * transaction; false when no active account of the agency has the address. Manage Users' reset and
 * Management → Recruiters' (features/user-management's index.ts).
 */
export async function sendAuditedPasswordReset(
  deps: PasswordResetDeps,
  actor: { agencyId: number; userId: string; name: string; ip: string },
  email: string,
): Promise<boolean> {
  const agency = await agencyRow(deps.db, actor.agencyId);
  return sendTemporaryPassword(deps, agency, email, (trx, user) =>
    recordAudit(trx, {
      agencyId: actor.agencyId,
      action: 'password-reset-sent',
      actorUserId: actor.userId,
      actorName: actor.name,
      subjectUserId: user.id,
      subjectName: auditName(user),
      detail: { Email: email },
      ip: actor.ip,
    }),
  );
}

/**
 * Sends the account the forgot-password e-mail with its audit row (`sendAuditedPasswordReset`). A deactivated
 * account gets none.
 */
export async function sendPasswordReset(
  deps: PasswordResetDeps,
  caller: StaffContext,
  userId: string,
): Promise<ManagedAccountActionResult> {
  const { db } = deps;
  const account = await accountNow(db, caller.agencyId, userId);
  if (!account.Active)
    throw new ApiError(
      409,
      'account_inactive',
      'This account is deactivated: reactivate it before resetting its password.',
    );
  const actor = { ...caller, name: await userName(db, caller.agencyId, caller.userId) };
  const sent = await sendAuditedPasswordReset(deps, actor, account.Email);
  if (!sent) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return {
    Account: await accountNow(db, caller.agencyId, userId),
    Message: `A temporary password has been sent to ${account.Email}.`,
  };
}

// ---------------------------------------------------------------------------------------------
// The audit log
// ---------------------------------------------------------------------------------------------

const isIsoDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface AuditRequest extends AuditListRequest {
  zone: string;
}

/** The audit log's query checked: 400 with a message per parameter. */
function auditRequestOf(query: Record<string, unknown>): AuditRequest {
  const errors: Record<string, string> = {};
  const { page, pageSize } = pageOf(query, DEFAULT_PAGE_SIZE, errors);
  const { order } = sortOf(query, ['at'] as const, 'at', () => 'desc', errors);
  const q = searchOf(query, errors);
  const actions = choices(query, 'action', AUDIT_ACTIONS, 'action', errors);
  const zone = single(query.timeZone, 'timeZone', errors) ?? AUDIT_LOG_LIMITS.defaultTimeZone;
  if (!isTimeZone(zone)) errors.timeZone = 'Give a time zone such as America/Chicago.';
  const from = single(query.from, 'from', errors);
  const to = single(query.to, 'to', errors);
  if (from !== undefined && !isIsoDay(from)) errors.from = 'Give the first day as a date (YYYY-MM-DD).';
  if (to !== undefined && !isIsoDay(to)) errors.to = 'Give the last day as a date (YYYY-MM-DD).';
  if (from && to && isIsoDay(from) && isIsoDay(to) && to < from) errors.to = 'The last day comes before the first day.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    page,
    pageSize,
    order,
    zone,
    ...(q ? { q } : {}),
    ...(actions ? { actions } : {}),
    ...(from ? { from: zonedTimeToInstant(`${from}T00:00`, zone) } : {}),
    ...(to ? { to: zonedTimeToInstant(`${nextDay(to)}T00:00`, zone) } : {}),
  };
}

export async function auditLog(
  db: Db,
  caller: Pick<StaffContext, 'agencyId'>,
  query: Record<string, unknown>,
): Promise<Page<AuditEntry>> {
  const request = auditRequestOf(query);
  const { rows, total } = await listAudit(db, caller.agencyId, request);
  return { Items: rows.map(toAuditEntry), Page: request.page, PageSize: request.pageSize, Total: total };
}

/** "2026-11-23 14:05:09" in the zone. */
function zonedText(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The entries matching the filters as CSV (a byte-order mark for spreadsheets, CRLF lines), no paging. */
export async function auditLogCsv(
  db: Db,
  caller: Pick<StaffContext, 'agencyId'>,
  query: Record<string, unknown>,
): Promise<string> {
  const request = auditRequestOf(query);
  const rows = await auditForExport(db, caller.agencyId, request, AUDIT_LOG_LIMITS.maxExportRows);
  let csv = `\uFEFF${csvLine([`Time (${request.zone})`, 'Action', 'By', 'Account', 'Detail', 'IP address'])}`;
  for (const row of rows.map(toAuditEntry))
    csv += csvLine([
      zonedText(new Date(row.At), request.zone),
      auditActionLabel(row.Action),
      row.ActorName,
      row.SubjectName,
      auditDetailText(row.Detail),
      row.Ip,
    ]);
  return csv;
}
