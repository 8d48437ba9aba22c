import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { createDatabase } from '../src/platform/db';
import { createTestDatabase, DB_KINDS } from './helpers';

const ONBOARDING_TABLES = [
  'onboarding_audit',
  'onboarding_consents',
  'onboarding_documents',
  'onboarding_i9_section2',
  'onboarding_i9_unlocks',
  'onboarding_signatures',
  'onboarding_uploads',
];

describe.each(DB_KINDS)('migration 0010_onboarding on %s', (kind) => {
  it('goes up, down (leaving nothing behind) and up again', async () => {
    const database = await createTestDatabase(kind);
    const db = createDatabase(database.database) as unknown as Kysely<unknown>;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const tables = async () =>
        (
          await sql<{ name: string }>`
            SELECT table_name AS name FROM information_schema.tables
            WHERE table_schema = 'public' AND table_name LIKE 'onboarding%' ORDER BY 1`.execute(db)
        ).rows.map((row) => row.name);
      expect((await migrator.migrateTo('0010_onboarding')).error).toBeUndefined();
      expect(await tables()).toEqual(ONBOARDING_TABLES);
      expect((await migrator.migrateTo('0009_applicant_status_counts')).error).toBeUndefined();
      expect(await tables()).toEqual([]);
      const functions = await sql<{ name: string }>`
        SELECT proname AS name FROM pg_proc WHERE proname = 'onboarding_documents_sealed'`.execute(db);
      expect(functions.rows).toEqual([]);
      expect((await migrator.migrateTo('0010_onboarding')).error).toBeUndefined();
      expect(await tables()).toEqual(ONBOARDING_TABLES);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
