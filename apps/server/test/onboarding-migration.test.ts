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

describe.each(DB_KINDS)('migration 0013_onboarding_progress on %s', (kind) => {
  it('fills the progress from the current versions, keeps it on every write, and goes down and up again', async () => {
    const database = await createTestDatabase(kind);
    const db = createDatabase(database.database) as unknown as Kysely<unknown>;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0012_onboarding_audit_actions')).error).toBeUndefined();
      const hash = 'a'.repeat(64);
      const document = (applicant: number, form: string, version: number, status: string) =>
        status === 'in-progress'
          ? sql`INSERT INTO onboarding_documents (agency_id, applicant_id, form, version, status)
              VALUES (7, ${applicant}, ${form}, ${version}, 'in-progress')`
          : sql`INSERT INTO onboarding_documents (agency_id, applicant_id, form, version, status, canonical_text, document_hash, submitted_at)
              VALUES (7, ${applicant}, ${form}, ${version}, ${status}, 'text', ${hash}, now())`;
      for (const statement of [
        sql`INSERT INTO agencies (id, slug, name) VALUES (7, 'acme', 'Acme Nursing')`,
        sql`INSERT INTO applicants (id, agency_id, first_name, last_name, email)
          VALUES (1, 7, 'Nia', 'Nurse', 'nia@example.com'), (2, 7, 'Pat', 'Paper', 'pat@example.com')`,
        // Applicant 1: Personal approved, then a second version waiting for review (the current one);
        // W-9 approved; Emergency sent back. Applicant 2: nothing.
        document(1, 'personal-info', 1, 'approved'),
        document(1, 'personal-info', 2, 'submitted'),
        document(1, 'w9-form-info', 1, 'approved'),
        document(1, 'emergency-info', 1, 'changes-requested'),
      ])
        await statement.execute(db);

      const progress = async () =>
        (
          await sql<Record<string, number>>`
            SELECT agency_id, applicant_id, approved, submitted, changes_requested, in_progress
            FROM applicant_onboarding_progress ORDER BY applicant_id`.execute(db)
        ).rows;
      const row = (applicant: number, approved: number, submitted: number, changes: number, inProgress: number) => ({
        agency_id: 7,
        applicant_id: applicant,
        approved,
        submitted,
        changes_requested: changes,
        in_progress: inProgress,
      });

      expect((await migrator.migrateTo('0013_onboarding_progress')).error).toBeUndefined();
      expect(await progress()).toEqual([row(1, 1, 1, 1, 0)]);

      // The applicant starts fixing Emergency (a new version), staff approve Personal's second version.
      await document(1, 'emergency-info', 2, 'in-progress').execute(db);
      expect(await progress()).toEqual([row(1, 1, 1, 0, 1)]);
      await sql`UPDATE onboarding_documents SET status = 'approved' WHERE applicant_id = 1 AND form = 'personal-info' AND version = 2`.execute(
        db,
      );
      expect(await progress()).toEqual([row(1, 2, 0, 0, 1)]);
      // A review of an earlier version changes nothing; the other applicant's first draft adds its row.
      await sql`UPDATE onboarding_documents SET status = 'changes-requested' WHERE applicant_id = 1 AND form = 'personal-info' AND version = 1`.execute(
        db,
      );
      await document(2, 'personal-info', 1, 'in-progress').execute(db);
      expect(await progress()).toEqual([row(1, 2, 0, 0, 1), row(2, 0, 0, 0, 1)]);
      // The draft removed: back to no row; a removed current version makes the previous one current.
      await sql`DELETE FROM onboarding_documents WHERE applicant_id = 2`.execute(db);
      await sql`DELETE FROM onboarding_documents WHERE applicant_id = 1 AND form = 'emergency-info' AND version = 2`.execute(
        db,
      );
      expect(await progress()).toEqual([row(1, 2, 0, 1, 0)]);

      if (kind === 'postgres') {
        // Two transactions writing different forms of one applicant: the later recount waits for the earlier
        // one's commit and counts its write too (no lost update).
        let release!: () => void;
        const gate = new Promise<void>((done) => (release = done));
        let inserted!: () => void;
        const insertedYet = new Promise<void>((done) => (inserted = done));
        const first = db.transaction().execute(async (trx) => {
          await document(1, 'uscis-info', 1, 'submitted').execute(trx);
          inserted();
          await gate;
        });
        await insertedYet;
        const second = db
          .transaction()
          .execute(async (trx) =>
            sql`UPDATE onboarding_documents SET status = 'submitted' WHERE applicant_id = 1 AND form = 'emergency-info'`.execute(
              trx,
            ),
          );
        for (let waited = 0; ; waited += 1) {
          const waiting = await sql<{ count: string }>`
            SELECT count(*) AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
            db,
          );
          if (Number(waiting.rows[0]!.count) > 0) break;
          if (waited > 200) throw new Error('the second transaction never waited');
          await new Promise((done) => setTimeout(done, 25));
        }
        release();
        await Promise.all([first, second]);
        expect(await progress()).toEqual([row(1, 2, 2, 0, 0)]);
      }

      // The applicant removed: its row goes with it.
      await sql`DELETE FROM applicants WHERE id = 1`.execute(db);
      expect(await progress()).toEqual([]);

      expect((await migrator.migrateTo('0012_onboarding_audit_actions')).error).toBeUndefined();
      const left = await sql<{ name: string }>`
        SELECT relname AS name FROM pg_class WHERE relname LIKE 'applicant_onboarding_progress%'
        UNION ALL SELECT proname FROM pg_proc WHERE proname LIKE 'applicant_onboarding_progress%'
        UNION ALL SELECT tgname FROM pg_trigger WHERE tgname LIKE 'onboarding_documents_progress%'`.execute(db);
      expect(left.rows).toEqual([]);
      const restored = await sql<{ name: string }>`
        SELECT indexname AS name FROM pg_indexes WHERE indexname = 'onboarding_documents_agency_status'`.execute(db);
      expect(restored.rows).toEqual([{ name: 'onboarding_documents_agency_status' }]);
      expect((await migrator.migrateTo('0013_onboarding_progress')).error).toBeUndefined();
      expect(await progress()).toEqual([]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
