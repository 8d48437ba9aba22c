import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type Db = Kysely<Database>;

/** PGlite in a data directory (or in memory when `dataDir` is null), or PostgreSQL through a pg Pool. */
export function createDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax });
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
