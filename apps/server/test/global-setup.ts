import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { RECRUITER_HISTORY_LIMITS } from '@agency/api-client/contract';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase } from '../src/platform/db';
import { PasswordHasher } from '../src/platform/password';
import { POSTGRES_SERVER_URL, seedAgencies, testConfig } from './helpers';
import { copyPgliteCluster } from './pglite-cluster';
import { seedDays, SEED_ZONES } from './seed-days';
import { adminQuery, templateDirectory, testDatabaseName } from './seeded-template';
import { createEvents } from '../src/app/events';

/**
 * The server project's global setup: the seeded templates (seeded-template.ts) for this run, on both databases
 * at once, dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!SEED_ZONES.includes(RECRUITER_HISTORY_LIMITS.defaultTimeZone))
    throw new Error(`SEED_ZONES (test/seed-days.ts) lacks ${RECRUITER_HISTORY_LIMITS.defaultTimeZone}`);
  const { argon2 } = testConfig();
  const hasher = new PasswordHasher(argon2);
  const started = Date.now();
  const directory = templateDirectory();
  const postgresDatabase = testDatabaseName('agency_test_template');
  const migrateAndSeed = async (database: Parameters<typeof createDatabase>[0]) => {
    const db = createDatabase(database, undefined, 'the test template');
    try {
      await migrateToLatest(db as never);
      await seedAgencies({ services: { db, hasher, events: createEvents() } });
    } finally {
      await db.destroy();
    }
  };
  const drop = async () => {
    directory.drop();
    await adminQuery(POSTGRES_SERVER_URL, `DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
  };
  try {
    await adminQuery(POSTGRES_SERVER_URL, `CREATE DATABASE ${postgresDatabase}`);
    const pgliteDir = join(directory.dir, 'pglite');
    // Both settle before anything is dropped: a seed that fails on one database (a broken seed fails on both)
    // must not have the other's database dropped under its open connections, which would crash the run with
    // "Connection terminated unexpectedly" instead of the seed's own error.
    const seeded = await Promise.allSettled([
      copyPgliteCluster(pgliteDir).then(() => migrateAndSeed({ kind: 'pglite', dataDir: pgliteDir })),
      migrateAndSeed({
        kind: 'postgres',
        url: `${POSTGRES_SERVER_URL.replace(/\/$/, '')}/${postgresDatabase}`,
        poolMax: 5,
      }),
    ]);
    const failed = seeded.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const seededAt = Date.now();
    // Seeded across midnight: no copy is a fresh seed's equal; every test seeds its own (as before).
    project.provide(
      'seededTemplates',
      seedDays(started) === seedDays(seededAt) ? { pgliteDir, postgresDatabase, argon2, seededAt } : null,
    );
  } catch (error) {
    await drop();
    throw error;
  }
  return drop;
}
