import type { AuditEntry, ManagedAccount, RoleKey } from '@agency/api-client/contract';
import { ROLE_KEYS } from '@agency/api-client/contract';
import type { AccountRow, AuditRow } from './queries';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Lowest role first (the staff list's order). */
const byRank = (roles: readonly RoleKey[]) => [...roles].sort((a, b) => ROLE_KEYS.indexOf(a) - ROLE_KEYS.indexOf(b));

export function toManagedAccount(row: AccountRow): ManagedAccount {
  return {
    UserId: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    Type: row.user_type,
    Roles: row.user_type === 'staff' && row.roles ? byRank(row.roles) : [],
    Verified: row.is_verified,
    Active: row.is_active,
    LockedAt: iso(row.locked_at),
    LockedBy: row.locked_at !== null ? `${row.locked_by_first_name ?? ''} ${row.locked_by_last_name ?? ''}`.trim() : '',
    Owner: row.owner,
    LastSignInAt: iso(row.last_sign_in_at),
    OpenSessions: Number(row.open_sessions ?? 0),
    CreatedAt: new Date(row.created_at).toISOString(),
  };
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    Id: Number(row.id),
    At: new Date(row.at).toISOString(),
    Action: row.action,
    ActorUserId: row.actor_user_id,
    ActorName: row.actor_name,
    SubjectUserId: row.subject_user_id,
    SubjectName: row.subject_name,
    Detail: typeof row.detail === 'string' ? (JSON.parse(row.detail) as Record<string, unknown>) : row.detail,
    Ip: row.ip,
  };
}
