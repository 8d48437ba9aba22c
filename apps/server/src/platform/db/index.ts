import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';

export type { Database, DefaultTimestamp, NullableTimestamp, Timestamp } from './database';

export type Db = Kysely<Database>;

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax: number };

/**
 * PGlite in a data directory (or in memory when `dataDir` is null), or PostgreSQL through a pg Pool.
 * `onPoolError` hears about idle pool connections that broke (database restarted, connection terminated):
 * without a listener pg re-emits them as an uncaught exception and the process dies. The pool drops such
 * a connection and opens a new one for the next query.
 */
export function createDatabase(config: DatabaseConfig, onPoolError: (error: Error) => void = () => {}): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
    pool.on('error', onPoolError);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const { dataDir } = config;
  return new Kysely<Database>({
    dialect: new PGliteDialect({
      pglite: async () => {
        if (dataDir) mkdirSync(dataDir, { recursive: true });
        const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
        await pglite.waitReady;
        return pglite;
      },
    }),
  });
}

/** True when the error is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
