import { readdirSync, readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../src/db/migrations';
import { createDatabase, type Db } from '../src/platform/db';
import { createTestDatabase, DB_KINDS, type DbKind } from './helpers';

const MIGRATIONS_DIR = new URL('../src/db/migrations/', import.meta.url);

/**
 * The schema as PostgreSQL describes it: columns, constraints (with their definitions) and indexes. NOT NULL
 * is compared through the columns: PGlite's newer PostgreSQL also lists it as a constraint (contype 'n'),
 * PostgreSQL 15 does not.
 */
async function describeSchema(db: Kysely<unknown>) {
  const columns = await sql<Record<string, unknown>>`
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = 'public'
    ORDER BY table_name, column_name`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    SELECT conrelid::regclass::text AS table_name, conname, contype, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 'n'
    ORDER BY 1, 2`.execute(db);
  const indexes = await sql<Record<string, unknown>>`
    SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'
    ORDER BY 1, 2`.execute(db);
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
}

const migratorOf = (db: Kysely<unknown>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

async function withDatabase<T>(kind: DbKind, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await createTestDatabase(kind);
  const db = createDatabase(database.database);
  try {
    return await use(db);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

describe('migrations', () => {
  it('are files NNNN_name.ts, listed in order, that import nothing but kysely (literal values only)', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name !== 'index.ts')
      .sort();
    expect(files.map((name) => name.replace(/\.ts$/, ''))).toEqual(Object.keys(migrations));
    expect(Object.keys(migrations)[0]).toBe('0001_initial');
    for (const name of files) {
      expect(name).toMatch(/^\d{4}_[a-z0-9_]+\.ts$/);
      const source = readFileSync(new URL(name, MIGRATIONS_DIR), 'utf8');
      const imports = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
      expect({ name, imports }).toEqual({ name, imports: ['kysely'] });
    }
  });

  it('build the same schema on an empty PGlite and an empty PostgreSQL database', async () => {
    const [pglite, postgres] = await Promise.all(
      DB_KINDS.map((kind) =>
        withDatabase(kind, async (db) => {
          const result = await migrateToLatest(db as never);
          expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual(
            Object.keys(migrations).map((name) => [name, 'Success']),
          );
          return describeSchema(db as never);
        }),
      ),
    );
    // Not vacuous: every table of every migration is there, with its checks and keys.
    const tables = new Set(pglite!.columns.map((column) => column.table_name));
    for (const table of ['agencies', 'users', 'recruiters', 'applicants', 'outbox', 'jobs', 'blobs'])
      expect(tables).toContain(table);
    expect(pglite!.constraints.map((c) => c.conname)).toEqual(
      expect.arrayContaining([
        'agencies_owner_fk',
        'jobs_once_key',
        'applicants_status_check',
        'recruiters_roles_check',
      ]),
    );
    expect(pglite!.constraints.find((c) => c.conname === 'applicants_status_check')!.definition).toContain(
      "'final-interview'::text",
    );
    expect(pglite).toEqual(postgres);
  });

  describe.each(DB_KINDS)('upgrade of a database that holds rows (%s)', (kind) => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let db: Kysely<unknown>;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      db = createDatabase(database.database) as never;
    });
    afterAll(async () => {
      await db?.destroy();
      await database?.drop();
    });

    const rowsOf = async (table: string) =>
      (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(db)).rows;
    const TABLES = ['agencies', 'users', 'recruiters', 'recruiter_entries', 'applicants', 'outbox'];

    it('applies 0001, takes rows, applies the rest and finds them intact (pending mail becomes a job)', async () => {
      const migrator = migratorOf(db);
      expect((await migrator.migrateTo('0001_initial')).error).toBeUndefined();
      const initialSchema = await describeSchema(db);

      const ownerId = '00000000-0000-4000-8000-000000000001';
      const applicantUserId = '00000000-0000-4000-8000-000000000002';
      // One transaction: the agency's owner key is checked at commit (DEFERRABLE INITIALLY DEFERRED).
      await db.transaction().execute(async (trx) => {
        for (const statement of [
          sql`INSERT INTO agencies (id, slug, name, email, owner_user_id) VALUES (7, 'acme', 'Acme Nursing', 'hr@acme.test', ${ownerId})`,
          sql`INSERT INTO users (id, agency_id, email, password_hash, user_type, first_name, last_name, is_verified)
          VALUES (${ownerId}, 7, 'owner@acme.test', '$argon2id$fake', 'staff', 'Ann', 'Acme', true),
                 (${applicantUserId}, 7, 'nurse@example.com', '$argon2id$fake2', 'applicant', 'Nia', 'Nurse', false)`,
          sql`INSERT INTO recruiters (id, user_id, agency_id, title, roles) VALUES (3, ${ownerId}, 7, 'Owner', '{admin,recruiter}')`,
          sql`INSERT INTO recruiter_entries (recruiter_id, agency_id, entry_at) VALUES (3, 7, '2026-01-02T03:04:05Z')`,
          sql`INSERT INTO applicants (agency_id, user_id, first_name, last_name, email, phone, status)
          VALUES (7, ${applicantUserId}, 'Nia', 'Nurse', 'nurse@example.com', '', 'lead'),
                 (7, NULL, 'Pat', 'Paper', 'pat@example.com', '+1 555 010-2000', 'final-interview')`,
          sql`INSERT INTO outbox (id, agency_id, recipient, subject, text_body, html_body, kind, status, attempts, next_attempt_at, last_error)
          VALUES (1, 7, 'nurse@example.com', 'Code', 'code A', '<p>code A</p>', 'verification-code', 'captured', 0, '2026-01-01T00:00:00Z', NULL),
                 (2, 7, 'nurse@example.com', 'Code', 'code B', '<p>code B</p>', 'verification-code', 'pending', 2, '2026-01-01T00:05:00Z', 'connect ECONNREFUSED'),
                 (3, NULL, 'x@example.com', 'Sent', 'sent', '<p>sent</p>', 'temporary-password', 'sent', 1, '2026-01-01T00:00:00Z', NULL)`,
        ])
          await statement.execute(trx);
      });
      const before: Record<string, Record<string, unknown>[]> = Object.fromEntries(
        await Promise.all(TABLES.map(async (table) => [table, await rowsOf(table)])),
      );
      expect(before.outbox).toHaveLength(3);

      const result = await migrateToLatest(db);
      expect(result.results?.map((r) => r.migrationName)).toEqual(Object.keys(migrations).slice(1));

      // Every value kept; the columns later migrations added hold their defaults.
      const added: Record<string, Record<string, unknown>> = {
        // 0031: the agency's settings and suspension.
        agencies: {
          time_zone: 'America/New_York',
          brand_primary: '',
          brand_accent: '',
          logo_blob_key: null,
          logo_content_type: null,
          logo_sha256: null,
          suspended_at: null,
          suspended_by: null,
        },
        // 0029: locking and the last sign-in (0038 below).
        users: { locked_at: null, locked_by: null, last_sign_in_at: null },
        // 0030: every existing staff record is a member.
        recruiters: { standing: 'member' },
      };
      for (const table of TABLES.filter((table) => table !== 'outbox' && table !== 'applicants'))
        expect({ table, rows: await rowsOf(table) }).toEqual({
          table,
          rows: before[table]!.map((row) => ({
            ...row,
            ...added[table],
            // 0038: the last sign-in of a staff account taken from its Recruiter History (the owner's entry).
            ...(table === 'users' && row.id === ownerId ? { last_sign_in_at: new Date('2026-01-02T03:04:05Z') } : {}),
          })),
        });
      // Applicants keep every value (0008: phone is now mobile_phone); the record's new columns hold their
      // defaults, an account's record came from the portal, time in stage counts from the last update, and
      // the generated search columns are filled.
      expect(await rowsOf('applicants')).toEqual(
        before.applicants!.map(({ phone, ...row }, index) => ({
          ...row,
          // 0036: numbered in the agency in creation order (created_at, then id).
          number: index + 1,
          mobile_phone: phone,
          middle_name: '',
          preferred_name: '',
          other_phone: '',
          address_line1: '',
          address_line2: '',
          city: '',
          state: null,
          zip: '',
          date_of_birth: null,
          discipline: null,
          specialties: [],
          years_of_experience: null,
          license_states: [],
          compact_license: false,
          desired_locations: [],
          desired_shift: null,
          employment_types: [],
          available_from: null,
          owner_id: null,
          source: row.user_id === null ? 'other' : 'portal',
          tags: [],
          status_changed_at: row.updated_at,
          archived_at: null,
          archived_by: null,
          search_text: `${String(row.first_name)}  ${String(row.last_name)}  ${String(row.email)}`.toLowerCase(),
          phone_digits: `${String(phone).replace(/\D/g, '')} `,
        })),
      );
      // The outbox keeps every row; only its delivery columns moved to the jobs (and 0027 added attachments).
      const withoutDelivery = before.outbox!.map(({ next_attempt_at: _n, locked_until: _l, ...rest }) => ({
        ...rest,
        attachments: [],
      }));
      expect(await rowsOf('outbox')).toEqual(withoutDelivery);
      const jobs = await sql<Record<string, unknown>>`
        SELECT kind, payload, agency_id, once_key, status, run_at, attempts, max_attempts FROM jobs`.execute(db);
      expect(jobs.rows).toEqual([
        {
          kind: 'mail.deliver',
          payload: { outboxId: 2 },
          agency_id: 7,
          once_key: '2',
          status: 'pending',
          run_at: new Date('2026-01-01T00:05:00Z'),
          attempts: 2,
          max_attempts: 8,
        },
      ]);

      // And back: the down migrations restore the schema of 0001 exactly, the pending message's time included.
      expect((await migrator.migrateTo('0001_initial')).error).toBeUndefined();
      expect(await describeSchema(db)).toEqual(initialSchema);
      const outbox = await sql<{ id: number; next_attempt_at: Date }>`
        SELECT id, next_attempt_at FROM outbox WHERE status = 'pending'`.execute(db);
      expect(outbox.rows).toEqual([{ id: 2, next_attempt_at: new Date('2026-01-01T00:05:00Z') }]);
    });
  });
});
