import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import { AUDIT_ACTIONS, type AuditAction } from '@agency/api-client/contract';
import type { Database, DefaultTimestamp } from '../../platform/db';

/**
 * The agency's security audit log (migration 0029, docs/user-management.md): who did what to which account,
 * when and from where. Any feature records a row with `recordAudit`, inside the transaction of the action it
 * records (pass the transaction), so the row and the action commit or fail together. The kinds are the
 * contract's AUDIT_ACTIONS (add a kind there, with its label). `detail` holds words and values that help a
 * person read the row — never a secret (no password, token, SSN, nor any sensitive value itself).
 */
export { AUDIT_ACTIONS, type AuditAction };

/** A jsonb column: an object in and out (written as JSON text). */
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface AuditLogTable {
  /** bigserial: read as a string by the drivers. */
  id: Generated<string>;
  agency_id: number;
  at: DefaultTimestamp;
  actor_user_id: string | null;
  actor_name: Generated<string>;
  action: string;
  subject_user_id: string | null;
  subject_name: Generated<string>;
  detail: Json;
  ip: Generated<string>;
}

export type AuditLogRow = Selectable<AuditLogTable>;

declare module '../../platform/db/database' {
  interface Database {
    audit_log: AuditLogTable;
  }
}

export interface AuditRecord {
  agencyId: number;
  action: AuditAction;
  /** Who did it (null: nobody signed in, e.g. a failed sign-in). */
  actorUserId?: string | null;
  actorName?: string;
  /** Whom it concerns. */
  subjectUserId?: string | null;
  subjectName?: string;
  /** Words and values, never a secret. */
  detail?: Record<string, unknown>;
  /** The request's address. */
  ip?: string;
  /** When (default: now, the transaction's time). The demo seed and tests give a past instant. */
  at?: Date;
}

/** The longest text kept in a name or an address column (a crafted request cannot bloat the log). */
const MAX_TEXT = 200;

/** Records one audit row. `db` is the action's transaction when it has one (a Kysely otherwise). */
export async function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      agency_id: entry.agencyId,
      action: entry.action,
      actor_user_id: entry.actorUserId ?? null,
      actor_name: (entry.actorName ?? '').slice(0, MAX_TEXT),
      subject_user_id: entry.subjectUserId ?? null,
      subject_name: (entry.subjectName ?? '').slice(0, MAX_TEXT),
      detail: JSON.stringify(entry.detail ?? {}),
      ip: (entry.ip ?? '').slice(0, MAX_TEXT),
      ...(entry.at ? { at: entry.at } : {}),
    })
    .execute();
}

/** A person's name as the log keeps it ("First Last"). */
export function auditName(person: { first_name: string; last_name: string } | undefined | null): string {
  return person ? `${person.first_name} ${person.last_name}`.trim() : '';
}
