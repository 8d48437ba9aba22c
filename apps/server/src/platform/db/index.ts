import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { lockDirectory } from './lock';
import { PreparingClient } from './prepared';

/** The extensions PGlite loads (PostgreSQL has them installed): pg_trgm for the applicant search. */
const PGLITE_EXTENSIONS = { pg_trgm };

export type { Database, DefaultTimestamp, NullableTimestamp, Timestamp } from './database';
export { DataDirectoryLockedError, lockDirectory, type DirectoryLock, type LockHolder } from './lock';
export { preparedQuery, prepareStatement } from './prepared';
export { insertRowsAsJson } from './insert-rows';

export type Db = Kysely<Database>;

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax: number };

/**
 * PGlite in a data directory (or in memory when `dataDir` is null), or PostgreSQL through a pg Pool.
 * `onPoolError` hears about idle pool connections that broke (database restarted, connection terminated):
 * without a listener pg re-emits them as an uncaught exception and the process dies. The pool drops such
 * a connection and opens a new one for the next query.
 *
 * A PGlite data directory is locked at once (lock.ts: `<dataDir>.lock`; `holder` names this process in a
 * second one's error), throwing DataDirectoryLockedError when another process or another open database of
 * this process has it; `destroy()` releases it. The directory is 0700 and its files 0600 (PGlite writes
 * its initial files world-readable: they are restricted after opening and again after closing; the
 * entry points set umask 077 for the files PostgreSQL creates in between).
 */
export function createDatabase(
  config: DatabaseConfig,
  onPoolError: (error: Error) => void = () => {},
  holder = 'the server',
): Db {
  if (config.kind === 'postgres') {
    // PreparingClient: the texts marked with prepareStatement run as named prepared statements.
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax, Client: PreparingClient });
    pool.on('error', onPoolError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const { dataDir } = config;
  if (!dataDir)
    return new Kysely<Database>({
      dialect: new PGliteDialect({ pglite: () => new PGlite({ extensions: PGLITE_EXTENSIONS }) }),
    });

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const lock = lockDirectory(dataDir, holder);
  const dialect = new PGliteDialect({
    pglite: async () => {
      const pglite = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
      await pglite.waitReady;
      restrictModes(dataDir);
      return pglite;
    },
  });
  return new (class extends Kysely<Database> {
    override async destroy(): Promise<void> {
      try {
        await super.destroy();
        restrictModes(dataDir);
      } finally {
        lock.release();
      }
    }
  })({ dialect });
}

/** Owner-only access under `dir`: directories 0700, files 0600. */
function restrictModes(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrictModes(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/** True when the error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
