import type { Kysely, Updateable } from 'kysely';
import type { Database, Db } from '../../platform/db';
import type { Principal } from './principal';
import './tables';

/**
 * The session port: how any feature ends sessions or tells this process that an account changed. The tables
 * are `refresh_token_families` (./tables.ts); features/auth issues and rotates the tokens in them and checks a
 * request's session against them (its cache is a SessionScopedCache, told of every change here).
 */

/** What ended: one session (refresh token family), or every session and the account state of a user. */
export type SessionChange = { familyId: string } | { userId: string; agencyId: number };

/**
 * The session caches of this process (SessionScopedCache below; features/auth checks each request with one), told at once when this process ends sessions or
 * changes an account. Held weakly: an app that is gone (tests build many) drops out by itself.
 */
const sessionWatchers = new Set<WeakRef<{ sessionChanged(change: SessionChange): void }>>();

export function watchSessions(watcher: { sessionChanged(change: SessionChange): void }): void {
  sessionWatchers.add(new WeakRef(watcher));
}

/**
 * The one place that tells this process's session checks: every revocation below calls it, and so must any
 * future change of an account's state (disable, delete) made outside them.
 */
export function sessionsChanged(change: SessionChange): void {
  for (const ref of sessionWatchers) {
    const watcher = ref.deref();
    if (watcher) watcher.sessionChanged(change);
    else sessionWatchers.delete(ref);
  }
}

export async function revokeFamily(db: Db, familyId: string, reason: string): Promise<void> {
  await db
    .updateTable('refresh_token_families')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  sessionsChanged({ familyId });
}

/**
 * Revokes every live family of a user except `keepFamilyId` (the caller's own session; null keeps none).
 * Run inside the transaction of the change that requires it (change-password).
 */
export async function revokeOtherFamilies(
  trx: Kysely<Database>,
  user: { userId: string; agencyId: number },
  keepFamilyId: string | null,
  reason: string,
): Promise<number> {
  let query = trx
    .updateTable('refresh_token_families')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', user.userId)
    .where('agency_id', '=', user.agencyId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId !== null) query = query.where('id', '<>', keepFamilyId);
  const result = await query.executeTakeFirst();
  // The account changed too (a new password): its cached state goes with its sessions.
  sessionsChanged(user);
  return Number(result.numUpdatedRows);
}

/**
 * Shuts an account out: `change` (deactivated, locked, its registration declined) written to its row and
 * every session of it ended (all its families revoked with `reason`), in the transaction of the action that
 * requires it (Management → Recruiters, Manage Users). Returns how many sessions ended.
 */
export async function shutOutAccount(
  trx: Kysely<Database>,
  user: { userId: string; agencyId: number },
  change: Updateable<Database['users']>,
  reason: string,
): Promise<number> {
  await trx
    .updateTable('users')
    .set(change)
    .where('id', '=', user.userId)
    .where('agency_id', '=', user.agencyId)
    .execute();
  return revokeOtherFamilies(trx, user, null, reason);
}

/** Entries a process keeps at most; the oldest go first. */
const SESSION_CACHE_MAX = 10_000;

interface Cached<T> {
  value: T;
  userId: string;
  agencyId: number;
  /** When the look-up started (ms). */
  readAt: number;
}

/**
 * A per-process cache of something read for a session, one entry per session (`sid`; per token without one),
 * each trusted for `ttlMs` (SESSION_CHECK_CACHE), bounded, forgotten at once when this process ends a session
 * or changes an account (`sessionsChanged` above) or when its owner says (`forgetUser`). Other processes
 * notice within `ttlMs`. A new sign-in is a new session, so its first read always goes to the database.
 */
export class SessionScopedCache<T> {
  readonly #entries = new Map<string, Cached<T>>();
  /** Recent changes (ms) by `s:<sid>` and `u:<user>`: a look-up that started before one is used once, not kept. */
  readonly #changedAt = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {
    if (ttlMs > 0) watchSessions(this);
  }

  static keyOf(principal: Principal): string {
    return principal.sessionId !== null
      ? `s:${principal.sessionId}`
      : `t:${principal.userId}:${principal.issuedAt ?? 0}`;
  }

  /** The value read for this session (undefined: none, or too old). */
  get(key: string, principal: Principal): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (
      this.now() - entry.readAt >= this.ttlMs ||
      entry.userId !== principal.userId ||
      entry.agencyId !== principal.agencyId
    ) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Keeps a value read from `readAt` on, unless the session or account changed since then. */
  set(key: string, principal: Principal, value: T, readAt: number): void {
    if (this.ttlMs <= 0) return;
    const changed = Math.max(this.#changedAt.get(key) ?? 0, this.#changedAt.get(`u:${principal.userId}`) ?? 0);
    if (changed >= readAt) return;
    this.#entries.delete(key);
    this.#entries.set(key, { value, userId: principal.userId, agencyId: principal.agencyId, readAt });
    if (this.#entries.size > SESSION_CACHE_MAX) this.#entries.delete(this.#entries.keys().next().value!);
  }

  sessionChanged(change: SessionChange): void {
    const now = this.now();
    if ('familyId' in change) {
      this.#entries.delete(`s:${change.familyId}`);
      this.#changedAt.delete(`s:${change.familyId}`);
      this.#changedAt.set(`s:${change.familyId}`, now);
    } else {
      for (const [key, entry] of this.#entries)
        if (entry.userId === change.userId && entry.agencyId === change.agencyId) this.#entries.delete(key);
      this.#changedAt.delete(`u:${change.userId}`);
      this.#changedAt.set(`u:${change.userId}`, now);
    }
    // Only changes newer than any look-up still running matter; a few seconds' worth is plenty.
    for (const [key, at] of this.#changedAt) {
      if (now - at < 10_000) break;
      this.#changedAt.delete(key);
    }
  }

  /** Forgets what was read for every session of the account (this process changed it). */
  forgetUser(userId: string, agencyId: number): void {
    this.sessionChanged({ userId, agencyId });
  }

  get size(): number {
    return this.#entries.size;
  }
}
