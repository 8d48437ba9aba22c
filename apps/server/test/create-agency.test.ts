import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrations';
import { createAgency } from '../src/features/agency';
import { createDatabase, type Db } from '../src/platform/db';
import { PasswordHasher } from '../src/platform/password';
import { createTestDatabase, DB_KINDS, PASSWORD } from './helpers';
import { createEvents } from '../src/app/events';

// The CLI's create-agency: the agency, its owner's user and recruiter rows and the owner link are one
// transaction. A failure part-way (here: the owner's password hashing, after the agency row is written)
// leaves nothing, and no other connection ever sees an agency without its owner.

const owner = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Olive',
  lastName: 'Owner',
  roles: ['admin' as const],
});

describe.each(DB_KINDS)('createAgency on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  /** A second connection (PostgreSQL only; PGlite has one): what other processes would see. */
  let other: Db | null = null;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.database);
    await migrateToLatest(db as never);
    if (kind === 'postgres') other = createDatabase(database.database);
  });
  afterAll(async () => {
    await other?.destroy();
    await db?.destroy();
    await database?.drop();
  });

  const rowsOf = async (slug: string, email: string) => ({
    agencies: await db.selectFrom('agencies').select('id').where('slug', '=', slug).execute(),
    users: await db.selectFrom('users').select('id').where('email', '=', email).execute(),
    recruiters: await db
      .selectFrom('recruiters')
      .innerJoin('users', 'users.id', 'recruiters.user_id')
      .select('recruiters.id')
      .where('users.email', '=', email)
      .execute(),
  });

  it('creates the agency, its owner and the owner link together', async () => {
    const hasher = new PasswordHasher({ memoryCost: 64, timeCost: 1, parallelism: 1 });
    const created = await createAgency(
      { db, hasher, events: createEvents() },
      { slug: 'whole', name: 'Whole Agency' },
      owner('o@whole.test'),
    );
    const agency = await db
      .selectFrom('agencies')
      .select(['id', 'owner_user_id'])
      .where('slug', '=', 'whole')
      .executeTakeFirstOrThrow();
    expect(agency).toEqual({ id: created.agencyId, owner_user_id: created.ownerUserId });
    const rows = await rowsOf('whole', 'o@whole.test');
    expect([rows.users.length, rows.recruiters]).toEqual([1, [{ id: created.ownerRecruiterId }]]);
  });

  it('a failure part-way leaves nothing, and nobody sees the agency before its owner exists', async () => {
    const seenMidway: unknown[] = [];
    const hasher = new PasswordHasher({ memoryCost: 64, timeCost: 1, parallelism: 1 });
    // The owner's password is hashed after the agency row was written: fail there.
    hasher.hash = async () => {
      if (other)
        seenMidway.push(
          ...(await other
            .selectFrom('agencies')
            .select(['slug', 'owner_user_id'])
            .where('slug', '=', 'half')
            .execute()),
        );
      throw new Error('hashing failed');
    };
    await expect(
      createAgency({ db, hasher, events: createEvents() }, { slug: 'half', name: 'Half Agency' }, owner('o@half.test')),
    ).rejects.toThrow('hashing failed');
    expect(seenMidway).toEqual([]);
    expect(await rowsOf('half', 'o@half.test')).toEqual({ agencies: [], users: [], recruiters: [] });

    // The slug is free: the same command succeeds afterwards.
    const working = new PasswordHasher({ memoryCost: 64, timeCost: 1, parallelism: 1 });
    await createAgency(
      { db, hasher: working, events: createEvents() },
      { slug: 'half', name: 'Half Agency' },
      owner('o@half.test'),
    );
    const rows = await rowsOf('half', 'o@half.test');
    expect([rows.agencies.length, rows.users.length, rows.recruiters.length]).toEqual([1, 1, 1]);
  });
});
