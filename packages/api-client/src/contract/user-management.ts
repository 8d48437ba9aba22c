/**
 * Manage Users (issue 15, SPEC §2 `user-management`, agency owner only): every account of the agency, staff
 * and applicant, with its state (active, locked, verified) and last sign-in; the owner may lock and unlock
 * an account (a locked account cannot sign in and its sessions end at once), end all its sessions, and send
 * it a password reset (the forgot-password temporary password). And the agency's security audit log: who
 * did what to which account, when and from where; filters, paging, CSV. docs/user-management.md.
 */
import { defineCall, type ListQuery, type Page } from './common';
import type { RoleKey } from './roles';
import type { UserType } from './users';

// ---------------------------------------------------------------------------------------------
// The audit log's actions
// ---------------------------------------------------------------------------------------------

/**
 * Every kind of audit entry. Features that record new kinds add the key here and its label in
 * AUDIT_ACTION_LABELS (the typecheck asks for it); the database keeps any text (no CHECK), so an older
 * client reading a newer kind shows the key itself (auditActionLabel).
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'account-locked',
  'account-unlocked',
  'sessions-ended',
  'password-reset-sent',
  'sensitive-revealed',
  'recruiter-invited',
  'recruiter-roles-changed',
  'recruiter-deactivated',
  'recruiter-reactivated',
  'recruiter-approved',
  'recruiter-declined',
  'permission-granted',
  'permission-withdrawn',
  'agency-updated',
  'agency-suspended',
  'agency-resumed',
  'applicants-exported',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actions as people read them (the Action filter, the table, the CSV). */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = Object.freeze({
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'account-locked': 'Account locked',
  'account-unlocked': 'Account unlocked',
  'sessions-ended': 'Signed out everywhere',
  'password-reset-sent': 'Password reset sent',
  'sensitive-revealed': 'Sensitive value revealed',
  'recruiter-invited': 'Recruiter invited',
  'recruiter-roles-changed': 'Recruiter roles changed',
  'recruiter-deactivated': 'Recruiter deactivated',
  'recruiter-reactivated': 'Recruiter reactivated',
  'recruiter-approved': 'Recruiter approved',
  'recruiter-declined': 'Recruiter declined',
  'permission-granted': 'Permission granted',
  'permission-withdrawn': 'Permission withdrawn',
  'agency-updated': 'Agency updated',
  'agency-suspended': 'Agency suspended',
  'agency-resumed': 'Agency resumed',
  'applicants-exported': 'Applicants exported',
});

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** An action's label; an unknown key (a newer server) as it is. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/**
 * The sign-in's answer for a locked account (the token endpoint's `error_description`; given only after the
 * right password), and the 401 of a locked account's tokens. The portal's login shows it as it is.
 */
export const ACCOUNT_LOCKED_MESSAGE = 'This account is locked. Contact your agency.';

export const MANAGED_ACCOUNT_TYPES = [
  { key: 'staff', label: 'Staff' },
  { key: 'applicant', label: 'Applicant' },
] as const satisfies readonly { key: UserType; label: string }[];

/**
 * The State filter's choices: active (may sign in: active and not locked), locked, inactive (deactivated
 * staff, not locked), unverified (e-mail not verified yet).
 */
export const MANAGED_ACCOUNT_STATES = [
  { key: 'active', label: 'Active' },
  { key: 'locked', label: 'Locked' },
  { key: 'inactive', label: 'Inactive' },
  { key: 'unverified', label: 'Unverified' },
] as const;
export type ManagedAccountState = (typeof MANAGED_ACCOUNT_STATES)[number]['key'];

/** One account of the agency. */
export interface ManagedAccount {
  UserId: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Type: UserType;
  /** Staff: the roles, lowest first; applicants: none. */
  Roles: RoleKey[];
  Verified: boolean;
  /** False: deactivated (staff). */
  Active: boolean;
  /** When the account was locked (ISO instant); null: not locked. */
  LockedAt: string | null;
  /** Who locked it (name); '' when not locked. */
  LockedBy: string;
  /** The agency's owner (cannot be locked). */
  Owner: boolean;
  /** The latest successful sign-in (ISO instant); null: never (since the audit log began). */
  LastSignInAt: string | null;
  /** Sessions open now (refresh-token families not revoked nor expired). */
  OpenSessions: number;
  CreatedAt: string;
}

export const MANAGED_ACCOUNT_SORTS = ['name', 'email', 'type', 'last-sign-in', 'created'] as const;
export type ManagedAccountSort = (typeof MANAGED_ACCOUNT_SORTS)[number];

/** The filters of `listManagedAccounts`; `q` matches any part of the name or the e-mail. */
export interface ManagedAccountFilters {
  /** 'staff' or 'applicant'. */
  type?: string;
  /** One ManagedAccountState. */
  state?: string;
}

export type ManagedAccountListQuery = ListQuery<ManagedAccountSort, ManagedAccountFilters>;

/** What an action on an account did: the account as it is now and a sentence for the notification. */
export interface ManagedAccountActionResult {
  Account: ManagedAccount;
  Message: string;
}

/** Every account of the agency (staff and applicants): 25 a page by default, by name. */
export const listManagedAccounts = defineCall<{
  query: ManagedAccountListQuery;
  response: Page<ManagedAccount>;
}>()({
  method: 'GET',
  path: '/api/user-management/accounts',
});

/** Locks the account: it cannot sign in and its sessions end at once. Not the owner's own account. */
export const lockManagedAccount = defineCall<{ response: ManagedAccountActionResult }>()({
  method: 'POST',
  path: '/api/user-management/accounts/:id/lock',
});

/** Unlocks the account: it may sign in again. */
export const unlockManagedAccount = defineCall<{ response: ManagedAccountActionResult }>()({
  method: 'POST',
  path: '/api/user-management/accounts/:id/unlock',
});

/** Ends every session of the account (it stays able to sign in). */
export const signOutManagedAccount = defineCall<{ response: ManagedAccountActionResult }>()({
  method: 'POST',
  path: '/api/user-management/accounts/:id/sign-out',
});

/** Sends the account the forgot-password e-mail (a temporary password). */
export const resetManagedAccountPassword = defineCall<{ response: ManagedAccountActionResult }>()({
  method: 'POST',
  path: '/api/user-management/accounts/:id/reset-password',
});

// ---------------------------------------------------------------------------------------------
// The audit log
// ---------------------------------------------------------------------------------------------

export const AUDIT_LOG_LIMITS = Object.freeze({
  /** The zone the days of `from` and `to` are counted in when the request names none. */
  defaultTimeZone: 'America/Chicago',
  /** The most rows one CSV holds (newest first). */
  maxExportRows: 50_000,
});

/** One entry of the audit log. */
export interface AuditEntry {
  Id: number;
  /** ISO instant. */
  At: string;
  /** An AuditAction (or a newer kind: show it with auditActionLabel). */
  Action: string;
  ActorUserId: string | null;
  /** Who did it ('' when nobody signed in did: a failed sign-in). */
  ActorName: string;
  SubjectUserId: string | null;
  /** Whom it concerned ('' when nobody). */
  SubjectName: string;
  /** What else is known, in words and values (never a secret). */
  Detail: Record<string, unknown>;
  /** The address the request came from. */
  Ip: string;
}

/**
 * The filters of `listAuditLog` and `exportAuditLog`: `from` / `to` days (YYYY-MM-DD, inclusive, in
 * `timeZone`), one action, `q` any part of the actor's or the subject's name. Newest first (no other sort).
 */
export interface AuditLogFilters {
  from?: string;
  to?: string;
  action?: string;
  /** An IANA zone (default AUDIT_LOG_LIMITS.defaultTimeZone). */
  timeZone?: string;
}

export type AuditLogQuery = ListQuery<'at', AuditLogFilters>;

/** The agency's audit log, newest first, 25 a page by default. */
export const listAuditLog = defineCall<{ query: AuditLogQuery; response: Page<AuditEntry> }>()({
  method: 'GET',
  path: '/api/user-management/audit',
});

/** A detail's key in words: "SessionsEnded" → "Sessions ended". */
function keyWords(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

function valueWords(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(valueWords).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's detail in words, "Reason: Wrong password; Sessions ended: 2" (the table and the CSV). */
export function auditDetailText(detail: Readonly<Record<string, unknown>>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${keyWords(key)}: ${valueWords(value)}`)
    .join('; ');
}

/** The entries matching the filters as CSV (newest first, no paging; times in `timeZone`). */
export const exportAuditLog = defineCall<{ query: AuditLogQuery; response: Blob }>()({
  method: 'GET',
  path: '/api/user-management/audit/export',
  responseType: 'blob',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const userManagementCalls = {
  listManagedAccounts,
  lockManagedAccount,
  unlockManagedAccount,
  signOutManagedAccount,
  resetManagedAccountPassword,
  listAuditLog,
  exportAuditLog,
} as const;
