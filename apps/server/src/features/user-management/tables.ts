import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from '../../platform/db';

/**
 * Manage Users' columns of `users` (migration 0029): the lock. A locked account cannot sign in and its
 * sessions end (features/auth checks `locked_at`); the agency owner locks and unlocks.
 */
declare module '../account/tables' {
  interface UsersTable {
    /** When the account was locked; null: not locked. */
    locked_at: NullableTimestamp;
    /** Who locked it (a user of the agency; no foreign key: the log keeps the name). */
    locked_by: ColumnType<string | null, string | null | undefined, string | null>;
    /** The latest successful sign-in (password grant); null: none since migration 0029. */
    last_sign_in_at: NullableTimestamp;
  }
}
