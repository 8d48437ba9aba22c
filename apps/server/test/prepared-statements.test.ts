import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecruiter } from '../src/features/recruiters/queries';
import { createDatabase, prepareStatement, type Db } from '../src/platform/db';
import { startServer, type TestServer } from './helpers';

// Issue 9, "speed of what is there": the authenticated read path's query is parsed and planned once per
// PostgreSQL connection (a named prepared statement), not on every request.
describe('prepared statements (postgres)', () => {
  let s: TestServer;
  let db: Db;
  beforeAll(async () => {
    s = await startServer('postgres');
    const database = s.config.database;
    if (database.kind !== 'postgres') throw new Error('postgres expected');
    // One connection, so pg_prepared_statements (per session) shows what this pool prepared.
    db = createDatabase({ ...database, poolMax: 1 });
  });
  afterAll(async () => {
    await db?.destroy();
    await s?.close();
  });

  const prepared = async () =>
    (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );

  it("runs get-current-recruiter's query as a named prepared statement, with each call's parameters", async () => {
    const owner = await db
      .selectFrom('users')
      .select(['id', 'agency_id'])
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('users')
      .select(['id', 'agency_id'])
      .where('email', '=', 'owner@acme.test')
      .executeTakeFirstOrThrow();
    expect((await findRecruiter(db, owner.agency_id, owner.id))?.Email).toBe('owner@demo.test');
    expect((await findRecruiter(db, other.agency_id, other.id))?.Email).toBe('owner@acme.test');
    // Scoped to the agency in the query, prepared or not.
    expect(await findRecruiter(db, other.agency_id, owner.id)).toBeNull();
    const statements = await prepared();
    expect(statements.filter((text) => text.includes('from "recruiters" as "r"'))).toHaveLength(1);
  });

  it('leaves unmarked queries unprepared', async () => {
    const before = (await prepared()).length;
    await sql`SELECT ${1}::int AS one`.execute(db);
    expect(await prepared()).toHaveLength(before);
    const marked = sql<{ two: number }>`SELECT ${2}::int AS two`.compile(db);
    prepareStatement(marked.sql);
    expect((await db.executeQuery({ ...marked, parameters: [3] })).rows).toEqual([{ two: 3 }]);
    expect(await prepared()).toHaveLength(before + 1);
  });
});
