import { isDeepStrictEqual } from 'node:util';
import { request } from 'node:http';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEFAULT_SCOPES, type TokenResponse } from '@agency/api-client/contract';
import type { RoleKey } from '@agency/api-client/contract';
import { buildApp } from '../src/app/build-app';
import { loadConfig, PORTAL_CLIENT, type Config } from '../src/app/config';
import { createAccount } from '../src/features/account';
import { agencyIdOf, createAgency } from '../src/features/agency';
import { migrateToLatest } from '../src/db/migrations';
import { createDatabase, type Db } from '../src/platform/db';
import { seedDemo } from '../src/seed/demo';
import { copyPgliteCluster } from './pglite-cluster';
import { seedDays } from './seed-days';
import { adminQuery as adminQueryOn, testDatabaseName, type SeededTemplates } from './seeded-template';

/** A clock the test moves by hand (injected as `now`): no sleeps. */
export function testClock(start: Date | number = new Date('2030-01-01T00:00:00.000Z')) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at: Date) => void (current = at.getTime()),
    advance: (ms: number) => void (current += ms),
  };
}

export type DbKind = 'pglite' | 'postgres';
export const DB_KINDS: DbKind[] = ['pglite', 'postgres'];

/** The machine's PostgreSQL server (trust auth); each test run gets its own database on it. */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * What production requires besides NODE_ENV (config): a fixed ISSUER, the DATA_ENCRYPTION_KEY of the
 * signing keys, the captcha's HMAC key. Tests that load a production configuration start from it.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ISSUER: 'https://portal.example.com',
  DATA_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  CAPTCHA_HMAC_KEY: 'test-captcha-hmac-key-of-at-least-32-characters',
} as const;

export const PASSWORD = 'Password123!';
export const CLIENT = { client_id: PORTAL_CLIENT.clientId, client_secret: PORTAL_CLIENT.secret };
export const SCOPE = DEFAULT_SCOPES.join(' ');

/** Cheap Argon2 parameters and generous limits: tests stay fast; rate-limits.test.ts tightens them. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1' });
  const generous = { max: 10_000, windowMs: 60_000 };
  return {
    ...base,
    // One proxy hop: the test client's X-Forwarded-For (nextIp) is the client address the limits count.
    trustProxy: 1,
    rateLimits: {
      tokenPerIp: generous,
      signInPerAccountIp: generous,
      signInPerIp: generous,
      signInPerAccount: generous,
      register: generous,
      verify: generous,
      resend: generous,
      forgotPassword: generous,
      lookup: generous,
      changePassword: generous,
      changePasswordPerIp: generous,
      captchaChallenge: generous,
      careersResume: generous,
      careersApply: generous,
    },
    // The tests read codes and temporary passwords from /dev/outbox.json, on PostgreSQL too (where the
    // server's own default is off).
    devOutbox: true,
    portalDist: join(tmpdir(), 'agency-portal-not-built'),
    ...overrides,
  };
}

const adminQuery = (text: string) => adminQueryOn(POSTGRES_SERVER_URL, text);

/**
 * A fresh database of the given kind, migrated to the latest schema, for the tests of the calling
 * `describe` (opened before them, closed and dropped after them); `use` receives it once it is open.
 */
export function withMigratedDatabase(kind: DbKind, use: (db: Db) => void): void {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = createDatabase(database.database);
    await migrateToLatest(db as never);
    use(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
}

/**
 * A fresh, empty database of the given kind; `drop` removes it. With `seeded`, a copy of this run's seeded
 * template instead (seeded-template.ts: migrated, holding seedAgencies' data).
 */
export async function createTestDatabase(
  kind: DbKind,
  options: { dataDir?: string; seeded?: SeededTemplates } = {},
): Promise<{ database: Config['database']; dataDir: string; drop: () => Promise<void> }> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'agency-server-test-'));
  if (kind === 'pglite') {
    if (options.seeded) cpSync(options.seeded.pgliteDir, join(dataDir, 'pglite'), { recursive: true });
    else await copyPgliteCluster(join(dataDir, 'pglite'));
    return {
      database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = testDatabaseName();
  await adminQuery(`CREATE DATABASE ${name}${options.seeded ? ` TEMPLATE ${options.seeded.postgresDatabase}` : ''}`);
  return {
    database: { kind: 'postgres', url: `${POSTGRES_SERVER_URL.replace(/\/$/, '')}/${name}`, poolMax: 5 },
    dataDir,
    drop: async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  kind: DbKind;
  baseUrl: string;
  app: FastifyInstance;
  config: Config;
  /** Every log line the server wrote (JSON text). */
  logs: string[];
  /** Stops the server (the database stays). */
  stop: () => Promise<void>;
  /** Stops the server and drops the database. */
  close: () => Promise<void>;
}

export interface StartOptions {
  config?: Partial<Config>;
  /** Reuse a database created earlier (restart tests). */
  database?: Awaited<ReturnType<typeof createTestDatabase>>;
  /** Seed the demo agency and the second agency `acme` (default: only on a fresh database). */
  seed?: boolean;
  /** The rate limits' clock (a `testClock().now`). */
  now?: () => Date;
}

/**
 * This run's seeded templates, when a copy is what seeding a fresh database with `config` would give: the
 * same Argon2 parameters, and the same days as when the template was seeded.
 */
function seededTemplateFor(config: Config): SeededTemplates | undefined {
  const templates = inject('seededTemplates');
  if (!templates || !isDeepStrictEqual(templates.argon2, config.argon2)) return undefined;
  return seedDays(templates.seededAt) === seedDays(Date.now()) ? templates : undefined;
}

/** Builds the app on a fresh database of `kind`, seeds it, listens on an ephemeral port. */
export async function startServer(kind: DbKind, options: StartOptions = {}): Promise<TestServer> {
  const seed = options.seed ?? !options.database;
  // A fresh database to seed: a copy of the seeded template when it stands for one (the same data, sooner).
  const seeded = seed && !options.database ? seededTemplateFor(testConfig({ ...options.config })) : undefined;
  const db = options.database ?? (await createTestDatabase(kind, { seeded }));
  const config = testConfig({ database: db.database, dataDir: db.dataDir, ...options.config });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  const app = await buildApp(config, { logStream, now: options.now });
  if (seed && !seeded) await seedAgencies(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const stop = () => app.close();
  return {
    kind,
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    config,
    logs,
    stop,
    close: async () => {
      await stop();
      await db.drop();
    },
  };
}

/** What the seeds need of the app: its database and password hasher (global-setup.ts passes just these). */
type Services = { services: Pick<FastifyInstance['services'], 'db' | 'hasher' | 'events'> };

/** The demo data (agency `demo`, the default agency) plus agency `acme` with its owner and a recruiter. */
export async function seedAgencies(app: Services): Promise<void> {
  const { db, hasher } = app.services;
  await seedDemo(db, hasher);
  await createAgency(
    { db, hasher, events: app.services.events },
    { slug: 'acme', name: 'Acme Nursing' },
    { email: 'owner@acme.test', password: PASSWORD, firstName: 'Ann', lastName: 'Acme', roles: ['admin'] },
  );
  await addStaff(app, 'acme', {
    email: 'recruiter@acme.test',
    firstName: 'Rob',
    lastName: 'Acme',
    roles: ['recruiter'],
  });
}

/** Adds a verified staff account (password PASSWORD unless given) to the agency `slug`, as the CLI does. */
export async function addStaff(
  app: Services,
  slug: string,
  staff: { email: string; firstName: string; lastName: string; roles: RoleKey[]; password?: string },
): Promise<{ userId: string; recruiterId: number }> {
  const { db, hasher } = app.services;
  const created = await createAccount(db, hasher, {
    agencyId: await agencyIdOf(db, slug),
    email: staff.email,
    password: staff.password ?? PASSWORD,
    firstName: staff.firstName,
    lastName: staff.lastName,
    verified: true,
    kind: { type: 'staff', roles: staff.roles },
  });
  return { userId: created.userId, recruiterId: created.recordId };
}

let ipCounter = 0;
/** A distinct client address per call (trustProxy is on in tests) so per-IP limits only bite on purpose. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

export async function http<T = unknown>(
  server: Pick<TestServer, 'baseUrl'>,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? nextIp(), ...options.headers };
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  // node:http rather than fetch: fetch cannot set the Host header, which carries the tenant.
  const url = new URL(`${server.baseUrl}${path}`);
  const response = await new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolve({
          status: res.statusCode ?? 0,
          headers: responseHeaders,
          text: Buffer.concat(chunks).toString('utf8'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
  let json: unknown = undefined;
  try {
    json = response.text ? JSON.parse(response.text) : undefined;
  } catch {
    json = undefined;
  }
  return { ...response, json: json as T };
}

/** Password grant; `old` is the tenant hint. */
export function passwordGrant(
  server: Pick<TestServer, 'baseUrl'>,
  username: string,
  password = PASSWORD,
  extra: { old?: string; scope?: string; ip?: string; form?: Record<string, string> } = {},
) {
  const query = extra.old !== undefined ? `?old=${encodeURIComponent(extra.old)}` : '';
  return http<TokenResponse & { error?: string; error_description?: string }>(
    server,
    'POST',
    `/connect/token${query}`,
    {
      ip: extra.ip,
      form: { grant_type: 'password', username, password, scope: extra.scope ?? SCOPE, ...CLIENT, ...extra.form },
    },
  );
}

export async function signIn(
  server: Pick<TestServer, 'baseUrl'>,
  username: string,
  password = PASSWORD,
  old?: string,
): Promise<TokenResponse> {
  const result = await passwordGrant(server, username, password, { old });
  if (result.status !== 200) throw new Error(`sign-in of ${username} failed: ${result.status} ${result.text}`);
  return result.json;
}

export function refreshGrant(
  server: Pick<TestServer, 'baseUrl'>,
  refreshToken: string,
  form: Record<string, string> = {},
) {
  return http<TokenResponse & { error?: string; error_description?: string }>(server, 'POST', '/connect/token', {
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, ...CLIENT, ...form },
  });
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload!, 'base64url').toString()),
  };
}

export interface OutboxEntry {
  Id: number;
  Agency: string | null;
  To: string;
  Subject: string;
  Text: string;
  Kind: string;
  Status: string;
  Attempts: number;
}

/** The dev outbox of the agency the request's host names (`headers.host`; default: the default agency). */
export async function outbox(
  server: Pick<TestServer, 'baseUrl'>,
  headers: Record<string, string> = {},
): Promise<OutboxEntry[]> {
  const result = await http<OutboxEntry[]>(server, 'GET', '/dev/outbox.json', { headers });
  if (result.status !== 200) throw new Error(`outbox: ${result.status}`);
  return result.json;
}

/** The latest verification code e-mailed to `email` (read from the dev outbox, as a developer would). */
export async function latestCode(server: Pick<TestServer, 'baseUrl'>, email: string): Promise<string> {
  const message = (await outbox(server)).find((m) => m.To === email && m.Kind === 'verification-code');
  const code = message ? /code for .* is: (\S+)/.exec(message.Text)?.[1] : undefined;
  if (!code) throw new Error(`no verification code for ${email}`);
  return code;
}
