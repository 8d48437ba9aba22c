import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Argon2Params } from '../src/platform/password';

/**
 * What startServer copies instead of migrating and seeding: one PGlite cluster and one PostgreSQL database,
 * migrated and holding seedAgencies' data, made once per test run by the server project's global setup
 * (global-setup.ts) and dropped after it. A copy takes PGlite about 1 s (migrate + seed: about 2 s more), and
 * PostgreSQL's `CREATE DATABASE … TEMPLATE` about 0.1 s (0.8 s). Made per run, never kept: it always
 * matches the migrations and the seed of the code under test.
 */
export interface SeededTemplates {
  /** A PGlite cluster directory (closed): copy it, never open it. */
  pgliteDir: string;
  /** A PostgreSQL database on POSTGRES_SERVER_URL, used only as a template (nobody connects to it). */
  postgresDatabase: string;
  /** The Argon2 parameters the seeded passwords were hashed with (testConfig's). */
  argon2: Argon2Params;
  /** When the seed ran (its dates follow this instant). */
  seededAt: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null when the seed ran across midnight (no copy stands for a fresh seed then). */
    seededTemplates: SeededTemplates | null;
  }
}

export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl.replace(/\/$/, '')}/postgres` });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh name for a test database (`agency_test_…`, or `agency_test_template_…`). */
export function testDatabaseName(prefix = 'agency_test'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** A temporary directory for the PGlite template (removed by the returned drop). */
export function templateDirectory(): { dir: string; drop: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'agency-test-seeded-'));
  return { dir, drop: () => rmSync(dir, { recursive: true, force: true }) };
}
