import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_CALLS, API_PATHS, pathOf, type ApiErrorBody } from '@agency/api-client/contract';
import { buildApp } from '../src/app/build-app';
import { loadConfig } from '../src/app/config';
import {
  createTestDatabase,
  http,
  PASSWORD,
  passwordGrant,
  startServer,
  testClock,
  testConfig,
  type TestServer,
} from './helpers';

// Issue 9, item 9: the rate limits count once for every server instance. Two servers on one PostgreSQL
// database share the database counters; two servers on separate databases share Redis (REDIS_URL, a key
// prefix of their own per test). Redis going away refuses sign-ins with 503 and lets plain request limits
// through, with an error in the log, never a 500.

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOUR = 3_600_000;
const WRONG = 'Wrong#Guess1';

const tight = () => {
  const { rateLimits } = testConfig();
  return {
    rateLimits: {
      ...rateLimits,
      lookup: { max: 3, windowMs: HOUR },
      signInPerAccountIp: { max: 3, windowMs: HOUR },
      signInPerAccount: { max: 4, windowMs: HOUR },
    },
    signInBackoff: { baseMs: 1000, maxMs: 60_000 },
  };
};

const lookup = (server: TestServer, ip: string) =>
  http<ApiErrorBody | boolean>(server, 'GET', pathOf(API_CALLS.registrationLookup, { email: 'applicant@demo.test' }), {
    ip,
  });

/** Both servers count the same: the lookup limit, the sign-in back-off and the account ceiling. */
async function expectSharedCounters(a: TestServer, b: TestServer) {
  // createLimit: 3 look-ups per address, whichever server answers.
  expect((await lookup(a, '192.0.2.1')).status).toBe(200);
  expect((await lookup(b, '192.0.2.1')).status).toBe(200);
  expect((await lookup(a, '192.0.2.1')).status).toBe(200);
  expect((await lookup(b, '192.0.2.1')).status).toBe(429);
  expect((await lookup(a, '192.0.2.1')).status).toBe(429);
  // The sign-in throttle: 3 free failures per account + address, across servers, then a wait.
  const ip = '192.0.2.2';
  expect((await passwordGrant(a, 'owner@demo.test', WRONG, { ip })).status).toBe(400);
  expect((await passwordGrant(b, 'owner@demo.test', WRONG, { ip })).status).toBe(400);
  expect((await passwordGrant(a, 'owner@demo.test', WRONG, { ip })).status).toBe(400);
  const waiting = await passwordGrant(b, 'owner@demo.test', PASSWORD, { ip });
  expect([waiting.status, waiting.headers.get('retry-after')]).toEqual([429, '1']);
  // The account's ceiling (4) over both servers: the failing address is refused on either, a fresh one gets in.
  expect((await passwordGrant(b, 'owner@demo.test', WRONG, { ip: '192.0.2.3' })).status).toBe(400);
  expect((await passwordGrant(a, 'owner@demo.test', PASSWORD, { ip: '192.0.2.3' })).json.error_description).toMatch(
    /^Too many sign-in attempts for this account\./,
  );
  expect((await passwordGrant(a, 'owner@demo.test', PASSWORD, { ip: '192.0.2.4' })).status).toBe(200);
  // Concurrent guesses split over both servers still get 3 free failures, no more.
  const statuses = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      passwordGrant(i % 2 ? a : b, 'manager@demo.test', WRONG, { ip: '192.0.2.5' }).then((r) => r.status),
    ),
  );
  expect(statuses.sort()).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
}

describe('two server instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const clock = testClock();
    database = await createTestDatabase('postgres');
    a = await startServer('postgres', { database, seed: true, now: clock.now, config: tight() });
    b = await startServer('postgres', { database, seed: false, now: clock.now, config: tight() });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('share the database counters', async () => {
    expect(a.app.services.rateLimiter.store.kind).toBe('database');
    await expectSharedCounters(a, b);
  });
});

describe('two server instances with REDIS_URL', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const clock = testClock();
    const rateLimitStore = { kind: 'redis' as const, url: REDIS, keyPrefix: `test:${randomBytes(6).toString('hex')}:` };
    // Separate databases: whatever they share, they share through Redis.
    a = await startServer('pglite', { now: clock.now, config: { ...tight(), rateLimitStore } });
    b = await startServer('pglite', { now: clock.now, config: { ...tight(), rateLimitStore } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('share the Redis counters (and write none to the database)', async () => {
    expect(a.app.services.rateLimiter.store.kind).toBe('redis');
    await expectSharedCounters(a, b);
    expect(await a.app.services.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });
});

/** A TCP relay to the machine's Redis that the test can cut (Redis "down") without touching Redis. */
async function redisRelay(): Promise<{ url: string; cut: () => Promise<void> }> {
  const target = new URL(REDIS);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe('Redis unreachable', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('while running: sign-in and change-password answer 503, plain limits let requests through, the log says why', async () => {
    const relay = await redisRelay();
    s = await startServer('pglite', {
      config: {
        rateLimitStore: { kind: 'redis', url: relay.url, keyPrefix: `test:${randomBytes(6).toString('hex')}:` },
      },
    });
    const session = await passwordGrant(s, 'owner@demo.test');
    expect(session.status).toBe(200);
    await relay.cut();

    const signIn = await passwordGrant(s, 'owner@demo.test');
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('retry-after')).toBe('5');
    expect(signIn.json).toEqual({
      error: 'temporarily_unavailable',
      error_description:
        'This is unavailable for a moment (its attempt limit cannot be checked). Try again in a few seconds.',
    });
    const change = await http<ApiErrorBody>(s, 'PUT', API_PATHS.changePassword, {
      token: session.json.access_token,
      body: { CurrentPassword: PASSWORD, NewPassword: 'Brand#New2025', ConfirmPassword: 'Brand#New2025' },
    });
    expect([change.status, change.json.Code]).toEqual([503, 'temporarily_unavailable']);
    // Fail open: the look-up is answered (unlimited while Redis is away).
    for (let i = 0; i < 3; i += 1) expect((await lookup(s, '192.0.2.9')).json).toBe(true);
    const errors = s.logs.filter((line) => line.includes('rate-limit store failed'));
    expect(errors.length).toBeGreaterThanOrEqual(1);
    // One line per 10 s at most, however many requests failed.
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({ level: 50, store: 'redis', module: 'rate-limit' });
    expect(s.logs.some((line) => line.includes('unhandled error'))).toBe(false);
  });

  it('at start: the server does not start, and says so without the password', async () => {
    const database = await createTestDatabase('pglite');
    const config = testConfig({
      database: database.database,
      dataDir: database.dataDir,
      rateLimitStore: { kind: 'redis', url: 'redis://:s3cret@127.0.0.1:1', keyPrefix: 'x:' },
    });
    const error = await buildApp(config).then(
      () => null,
      (e: unknown) => e as Error,
    );
    await database.drop();
    expect(error?.message).toMatch(/^Cannot reach Redis at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:1\): /);
    expect(error?.message).not.toContain('s3cret');
  });

  it('REDIS_URL is read from the configuration; a bad one is a configuration problem', () => {
    expect(loadConfig({}).rateLimitStore).toEqual({ kind: 'database' });
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).rateLimitStore).toEqual({
      kind: 'redis',
      url: 'redis://127.0.0.1:6379',
      keyPrefix: 'agency-portal:rate-limit:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache:6380/2', REDIS_KEY_PREFIX: 'a:' }).rateLimitStore).toMatchObject(
      { kind: 'redis', keyPrefix: 'a:' },
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL must be a URL starting with redis:\/\/ or rediss:\/\//,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://' })).toThrow(/REDIS_URL must name the Redis host/);
  });
});
