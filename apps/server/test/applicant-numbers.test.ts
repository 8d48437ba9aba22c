import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  API_PATHS,
  pathOf,
  type ApiErrorBody,
  type Applicant,
  type ApplicantListQuery,
  type ApplicantSummary,
  type ApplicantWalk,
  type Page,
  type RegistrationResponse,
} from '@agency/api-client/contract';
import { migrateToLatest, migrations } from '../src/db/migrations';
import { agencyIdOf } from '../src/features/agency';
import { createDatabase, type Db } from '../src/platform/db';
import { createTestDatabase, DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

/**
 * Issue 28, item 4: the record's address `/view-by-applicant/{applicantCountIndex}` is the applicant's number in
 * its agency (1, 2, 3 … in creation order, never reused), not a place in a list that moves.
 */
describe.each(DB_KINDS)('applicant numbers on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let demo: number;
  let acme: number;
  const token = {} as Record<'recruiter' | 'admin' | 'acme', string>;

  let serial = 0;
  const newApplicant = (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      FirstName: `Nova${serial}`,
      LastName: `Numbered${serial}`,
      Email: `nova.numbered.${serial}@example.com`,
      MobilePhone: `+1 773 555 ${String(2000 + serial).slice(-4)}`,
      ...overrides,
    };
  };
  const create = async (who: keyof typeof token = 'recruiter', overrides: Record<string, unknown> = {}) => {
    const result = await http<Applicant & ApiErrorBody>(s, 'POST', API_PATHS.createApplicant, {
      token: token[who],
      body: newApplicant(overrides),
    });
    expect(result.status).toBe(201);
    return result.json;
  };
  const byNumber = (number: number | string, who: keyof typeof token = 'recruiter') =>
    http<Applicant & ApiErrorBody>(s, 'GET', pathOf(API_CALLS.getApplicantByNumber, { number }), {
      token: token[who],
    });
  const walk = (number: number, query: ApplicantListQuery) =>
    http<ApplicantWalk & ApiErrorBody>(
      s,
      'GET',
      `${pathOf(API_CALLS.getApplicantWalk, { number })}?${new URLSearchParams(query as Record<string, string>)}`,
      { token: token.recruiter },
    );
  const list = async (query: ApplicantListQuery) =>
    (
      await http<Page<ApplicantSummary>>(
        s,
        'GET',
        `${API_PATHS.listApplicants}?${new URLSearchParams(query as Record<string, string>)}`,
        { token: token.recruiter },
      )
    ).json;
  const lastNumber = async (agencyId: number) =>
    (
      await db
        .selectFrom('applicant_number_counters')
        .select('last_number')
        .where('agency_id', '=', agencyId)
        .executeTakeFirst()
    )?.last_number ?? 0;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    demo = await agencyIdOf(db, 'demo');
    acme = await agencyIdOf(db, 'acme');
    token.recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    token.admin = (await signIn(s, 'admin@demo.test')).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  it('the seeded applicants are numbered 1 … N in each agency, each number once', async () => {
    const rows = await db
      .selectFrom('applicants')
      .select(['agency_id', 'number'])
      .where('agency_id', '=', demo)
      .orderBy('number')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    expect(await lastNumber(demo)).toBe(rows.length);
  });

  it('Add Applicant gives the next number; an address keeps opening the same person after others are added', async () => {
    const before = await lastNumber(demo);
    const first = await create();
    expect(first.Number).toBe(before + 1);
    const second = await create();
    expect(second.Number).toBe(before + 2);
    // The newest is first in the default list (updated, newest first): the first one's place moved …
    const newest = await list({ sort: 'updated', order: 'desc', pageSize: 2 });
    expect(newest.Items.map((row) => row.ApplicantId)).toEqual([second.ApplicantId, first.ApplicantId]);
    // … its number did not: the same address opens the same record.
    const opened = await byNumber(first.Number);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({ ApplicantId: first.ApplicantId, Number: first.Number, Email: first.Email });
    expect((await byNumber(second.Number)).json.ApplicantId).toBe(second.ApplicantId);
    // The whole record by id says the same number.
    const record = await http<Applicant>(s, 'GET', pathOf(API_CALLS.getApplicant, { id: first.ApplicantId }), {
      token: token.recruiter,
    });
    expect(record.json.Number).toBe(first.Number);
  });

  it('a self-registration gets the next number too', async () => {
    const before = await lastNumber(demo);
    const email = 'numbered.self@example.com';
    const registered = await http<RegistrationResponse & ApiErrorBody>(s, 'POST', API_PATHS.register, {
      body: {
        IsVerified: false,
        Middle_Name: '',
        First_Name: 'Nell',
        Last_Name: 'Self',
        Email: email,
        Password: 'Nurse#2024',
      },
    });
    expect(registered.status).toBe(201);
    const opened = await byNumber(before + 1);
    expect(opened.json).toMatchObject({ ApplicantId: registered.json.ApplicantId, Email: email, Source: 'portal' });
  });

  it('any insert takes the counter’s next number, whatever number it gives', async () => {
    const before = await lastNumber(demo);
    const row = await sql<{ id: number; number: number }>`
      INSERT INTO applicants (agency_id, first_name, last_name, email, number)
      VALUES (${demo}, 'Cli', 'Inserted', 'cli.inserted@example.com', 1) RETURNING id, number`.execute(db);
    expect(row.rows[0]!.number).toBe(before + 1);
    // And an update cannot change it.
    await sql`UPDATE applicants SET number = 1 WHERE id = ${row.rows[0]!.id}`.execute(db);
    expect((await byNumber(before + 1)).json.ApplicantId).toBe(row.rows[0]!.id);
  });

  it('a deleted applicant’s number is never given again; its address answers 404', async () => {
    const gone = await create();
    await db.deleteFrom('applicants').where('id', '=', gone.ApplicantId).execute();
    const next = await create();
    expect(next.Number).toBe(gone.Number + 1);
    const opened = await byNumber(gone.Number);
    expect(opened.status).toBe(404);
    expect(opened.json.Message).toBe('Applicant not found.');
  });

  it('an archived applicant keeps its number: 404 for a recruiter, the record for an administrator', async () => {
    const archived = await create();
    const archive = await http(s, 'DELETE', pathOf(API_CALLS.archiveApplicant, { id: archived.ApplicantId }), {
      token: token.admin,
    });
    expect(archive.status).toBe(200);
    expect((await byNumber(archived.Number)).status).toBe(404);
    const forAdmin = await byNumber(archived.Number, 'admin');
    expect(forAdmin.json).toMatchObject({ ApplicantId: archived.ApplicantId, Number: archived.Number });
    expect((await create()).Number).toBe(archived.Number + 1);
  });

  it('numbers are per agency, and an address opens only the caller’s agency’s applicant', async () => {
    const acmeBefore = await lastNumber(acme);
    const demoBefore = await lastNumber(demo);
    const acmeOne = await create('acme');
    expect(acmeOne.Number).toBe(acmeBefore + 1);
    expect(await lastNumber(demo)).toBe(demoBefore);
    // The same number in the other agency is another applicant (or none).
    const fromDemo = await byNumber(acmeOne.Number);
    expect(fromDemo.json.ApplicantId).not.toBe(acmeOne.ApplicantId);
    expect((await byNumber(acmeOne.Number, 'acme')).json.ApplicantId).toBe(acmeOne.ApplicantId);
    expect((await byNumber(acmeBefore + 1000, 'acme')).status).toBe(404);
  });

  it('concurrent adds get distinct, consecutive numbers', async () => {
    const before = await lastNumber(demo);
    const created = await Promise.all(Array.from({ length: 8 }, () => create()));
    expect(created.map((applicant) => applicant.Number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 8 }, (_, index) => before + index + 1),
    );
  });

  it('a malformed number is a 404, never a 500', async () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999', '2147483648'])
      expect({ bad, status: (await byNumber(bad)).status }).toEqual({ bad, status: 404 });
    expect((await byNumber(2_147_483_647)).status).toBe(404);
  });

  it('the search finds an applicant by its number: "1234" among other matches, "#1234" alone', async () => {
    const target = await create();
    const plain = await list({ q: String(target.Number) });
    expect(plain.Items.map((row) => row.ApplicantId)).toContain(target.ApplicantId);
    const hashed = await list({ q: `#${target.Number}` });
    expect(hashed.Items.map((row) => row.Number)).toEqual([target.Number]);
    expect(hashed.Total).toBe(1);
    // Words still search names and e-mails.
    expect((await list({ q: target.LastName })).Items.map((row) => row.Number)).toEqual([target.Number]);
    expect((await list({ q: '#99999999' })).Items).toEqual([]);
  });

  it('the walk gives a record its place in a list and the numbers either side, in the list’s order', async () => {
    const tag = `walk-${kind}`;
    const people = [];
    for (const last of ['Cobb', 'Abel', 'Bragg'])
      people.push(await create('recruiter', { LastName: last, Tags: [tag] }));
    const query: ApplicantListQuery = { tag, sort: 'name', order: 'asc' };
    const ordered = (await list(query)).Items.map((row) => row.Number);
    const [abel, bragg, cobb] = [people[1]!, people[2]!, people[0]!];
    expect(ordered).toEqual([abel.Number, bragg.Number, cobb.Number]);

    expect((await walk(bragg.Number, query)).json).toEqual({
      Position: 2,
      Total: 3,
      TotalCapped: false,
      Previous: abel.Number,
      Next: cobb.Number,
    });
    expect((await walk(abel.Number, query)).json).toMatchObject({ Position: 1, Previous: null, Next: bragg.Number });
    expect((await walk(cobb.Number, { ...query, order: 'desc' })).json).toMatchObject({
      Position: 1,
      Previous: null,
      Next: bragg.Number,
    });
    // Adding one to the list moves places, never the addresses: Bragg is still Bragg, now third.
    const aaron = await create('recruiter', { LastName: 'Aaron', Tags: [tag] });
    expect((await walk(bragg.Number, query)).json).toMatchObject({ Position: 3, Total: 4, Previous: abel.Number });
    expect((await walk(aaron.Number, query)).json).toMatchObject({ Position: 1, Next: abel.Number });
    // A record outside the list (another tag) has no place, but the walk goes on from where it would sit.
    const outside = await create('recruiter', { LastName: 'Bell' });
    expect((await walk(outside.Number, query)).json).toEqual({
      Position: null,
      Total: 4,
      TotalCapped: false,
      Previous: abel.Number,
      Next: bragg.Number,
    });
    expect((await walk(999_999, query)).status).toBe(404);
    expect((await walk(bragg.Number, { ...query, sort: 'height' as never })).status).toBe(400);
  });
});

describe.each(DB_KINDS)('0036_applicant_numbers on %s', (kind) => {
  it('numbers the applicants already there per agency in creation order (created_at, then id), then goes on', async () => {
    const database = await createTestDatabase(kind);
    const db = createDatabase(database.database) as unknown as Kysely<unknown>;
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0035_careers_applications')).error).toBeUndefined();
      const owners = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
      // One transaction: an agency's owner key is checked at commit (DEFERRABLE INITIALLY DEFERRED).
      await db.transaction().execute(async (trx) => {
        for (const statement of [
          sql`INSERT INTO agencies (id, slug, name, email, owner_user_id) VALUES
            (7, 'seven', 'Seven', 'hr@seven.test', ${owners[0]}), (8, 'eight', 'Eight', 'hr@eight.test', ${owners[1]})`,
          sql`INSERT INTO users (id, agency_id, email, password_hash, user_type, first_name, last_name, is_verified) VALUES
            (${owners[0]}, 7, 'owner@seven.test', '$argon2id$fake', 'staff', 'Sev', 'En', true),
            (${owners[1]}, 8, 'owner@eight.test', '$argon2id$fake', 'staff', 'Ei', 'Ght', true)`,
          // Ids out of creation order; two created at the same moment (the id decides).
          sql`INSERT INTO applicants (id, agency_id, first_name, last_name, email, created_at) VALUES
            (10, 7, 'Late', 'Seven', 'late@seven.test', '2026-03-01T00:00:00Z'),
            (11, 7, 'Early', 'Seven', 'early@seven.test', '2026-01-01T00:00:00Z'),
            (12, 8, 'Only', 'Eight', 'only@eight.test', '2026-02-01T00:00:00Z'),
            (13, 7, 'Middle', 'Seven', 'middle@seven.test', '2026-02-01T00:00:00Z'),
            (9, 7, 'Tied', 'Seven', 'tied@seven.test', '2026-02-01T00:00:00Z')`,
          sql`SELECT setval('applicants_id_seq', 20)`,
        ])
          await statement.execute(trx);
      });
      await migrateToLatest(db);
      const numbers = async () =>
        (
          await sql<{ id: number; agency_id: number; number: number }>`
            SELECT id, agency_id, number FROM applicants ORDER BY agency_id, number`.execute(db)
        ).rows;
      expect(await numbers()).toEqual([
        { id: 11, agency_id: 7, number: 1 },
        { id: 9, agency_id: 7, number: 2 },
        { id: 13, agency_id: 7, number: 3 },
        { id: 10, agency_id: 7, number: 4 },
        { id: 12, agency_id: 8, number: 1 },
      ]);
      await sql`DELETE FROM applicants WHERE id = 10`.execute(db);
      await sql`INSERT INTO applicants (agency_id, first_name, last_name, email) VALUES
        (7, 'New', 'Seven', 'new@seven.test'), (8, 'New', 'Eight', 'new@eight.test')`.execute(db);
      expect((await numbers()).filter((row) => row.id > 20)).toEqual([
        { id: 21, agency_id: 7, number: 5 },
        { id: 22, agency_id: 8, number: 2 },
      ]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
