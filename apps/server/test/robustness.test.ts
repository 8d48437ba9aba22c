import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  API_PATHS,
  pathOf,
  type ApiErrorBody,
  type RegistrationResponse,
} from '@agency/api-client/contract';
import { resetPassword } from '../src/features/account';
import { signAccessToken } from '../src/features/auth';
import { createLogger } from '../src/platform/logger';
import {
  CLIENT,
  createTestDatabase,
  DB_KINDS,
  http,
  latestCode,
  PASSWORD,
  POSTGRES_SERVER_URL,
  refreshGrant,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

// Review findings: every bad request gets a 4xx with a message (never a 500), concurrent guesses cannot
// pass the verification attempt limit, broken database connections do not crash the process, shutdown
// lets in-flight requests finish, and database errors do not carry secrets into the logs.

/** One HTTP/1.1 exchange over a raw socket (exact bytes: bad encodings, split bodies). */
function rawExchange(
  baseUrl: string,
  head: string,
  body: string | Buffer = '',
  options: { beforeBody?: () => Promise<void> } = {},
): Promise<{ status: number; headers: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, end))?.[1] ?? 0);
      if (Buffer.byteLength(text.slice(end + 4)) >= length) {
        resolve({
          status: Number(text.slice(9, 12)),
          headers: text.slice(0, end).toLowerCase(),
          body: text.slice(end + 4),
        });
        socket.end();
      }
    });
    socket.on('error', reject);
    socket.write(head);
    void (options.beforeBody ?? (async () => {}))().then(() => socket.write(body), reject);
  });
}

describe.each(DB_KINDS)('bad input on %s', (kind) => {
  let s: TestServer;
  let owner: string;
  beforeAll(async () => {
    s = await startServer(kind);
    owner = (await signIn(s, 'owner@demo.test')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const registration = (extra: Record<string, unknown> = {}) => ({
    First_Name: 'Ana',
    Last_Name: 'Lopez',
    Email: `ana.${kind}@example.com`,
    Password: 'Nurse#2024',
    IsVerified: false,
    Middle_Name: '',
    ...extra,
  });
  const rawPost = (path: string, contentType: string | null, body: string) =>
    rawExchange(
      s.baseUrl,
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${contentType ? `Content-Type: ${contentType}\r\n` : ''}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
      body,
    );

  it('malformed JSON, empty bodies, wrong content types and huge bodies: 4xx with a message', async () => {
    const cases: [string | null, string, number, string][] = [
      ['application/json', '{"First_Name":', 400, 'invalid_json'],
      ['application/json', '', 400, 'invalid_json'],
      ['application/json', '{"__proto__":{"admin":true}}', 400, 'invalid_json'],
      [null, 'First_Name=Ana', 415, 'unsupported_media_type'],
      ['application/xml', '<a/>', 415, 'unsupported_media_type'],
      ['application/json', JSON.stringify({ First_Name: 'x'.repeat(300 * 1024) }), 413, 'body_too_large'],
    ];
    for (const [type, body, status, code] of cases) {
      const result = await rawPost(API_PATHS.register, type, body);
      expect(result.status, `${type} ${body.slice(0, 30)}`).toBe(status);
      expect(JSON.parse(result.body), `${type} ${body.slice(0, 30)}`).toEqual({
        Code: code,
        Message: expect.stringMatching(/^The request body /),
      });
    }
    // The token endpoint answers the same mistakes the OAuth way, and never lets them be cached.
    const token = await rawPost('/connect/token', 'application/json', '{"grant_type":');
    expect([token.status, JSON.parse(token.body)]).toEqual([
      400,
      { error: 'invalid_request', error_description: 'The request body is not valid JSON.' },
    ]);
    expect(token.headers).toContain('cache-control: no-store');
  });

  it('fields of the wrong type (objects, lists) are a 400 with the field, not a 500', async () => {
    const result = await http<ApiErrorBody>(s, 'POST', API_PATHS.register, {
      body: registration({ First_Name: { $ne: '' }, Email: ['a@example.com'] }),
    });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({
      Code: 'validation_failed',
      Errors: { First_Name: 'First_Name must be text.', Email: 'Email must be text.' },
    });
    const profile = await http<ApiErrorBody>(s, 'PUT', API_PATHS.updateProfile, {
      token: owner,
      body: { FirstName: ['Olivia'], LastName: 'Owner' },
    });
    expect([profile.status, profile.json.Errors]).toEqual([400, { FirstName: 'FirstName must be text.' }]);
    const missing = await http<ApiErrorBody>(s, 'PUT', API_PATHS.forgotPassword, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.Errors).toHaveProperty('Email');
  });

  it('NUL characters anywhere (body, query, path, token form) are a 400, not a database error', async () => {
    const expectNul = (result: { status: number; json: unknown }, label: string) => {
      expect(result.status, label).toBe(400);
      expect(result.json, label).toMatchObject({ Code: 'invalid_characters', Message: expect.any(String) });
    };
    const register = await http<ApiErrorBody>(s, 'POST', API_PATHS.register, {
      body: registration({ First_Name: 'A\u0000na' }),
    });
    expectNul(register, 'register');
    expect(register.json.Errors).toHaveProperty('First_Name');
    expectNul(await http(s, 'GET', pathOf(API_CALLS.registrationLookup, { email: 'a\u0000b@example.com' })), 'lookup');
    expectNul(await http(s, 'GET', `${API_PATHS.emailExist}?email=a%00b%40example.com`), 'email_exist');
    expectNul(
      await http(s, 'PUT', API_PATHS.updateProfile, { token: owner, body: { FirstName: 'O\u0000', LastName: 'O' } }),
      'update-profile',
    );
    expectNul(
      await http(s, 'PUT', API_PATHS.updateAgency, { token: owner, body: { Name: 'Demo\u0000' } }),
      'update-agency',
    );
    for (const form of [
      { grant_type: 'password', username: 'owner\u0000@demo.test', password: 'x', ...CLIENT },
      { grant_type: 'refresh_token', refresh_token: 'a\u0000b', ...CLIENT },
    ]) {
      const result = await http<{ error: string }>(s, 'POST', '/connect/token', { form });
      expect([result.status, result.json.error], form.grant_type).toEqual([400, 'invalid_request']);
    }
    expect(s.logs.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('bounds the lengths the shared rules leave open; unicode names round-trip', async () => {
    const long = await http<ApiErrorBody>(s, 'POST', API_PATHS.register, {
      body: registration({ First_Name: 'a'.repeat(101), Email: `${'a'.repeat(250)}@example.com` }),
    });
    expect([long.status, long.json.Errors]).toEqual([
      400,
      { First_Name: 'First Name must be at most 100 characters', Email: 'Email must be at most 254 characters' },
    ]);
    // An incompressible 3 kB address used to reach the database and fail on its index (a 500).
    const huge = await http<ApiErrorBody>(s, 'POST', API_PATHS.register, {
      body: registration({ Email: `${randomBytes(1600).toString('hex')}@example.com` }),
    });
    expect([huge.status, huge.json.Code]).toEqual([400, 'validation_failed']);
    const unicode = await http<RegistrationResponse>(s, 'POST', API_PATHS.register, {
      body: registration({ First_Name: 'Zoë 😀 Ñandú', Last_Name: 'Łukasz-Øster' }),
    });
    expect(unicode.status).toBe(201);
    const row = await s.app.services.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('id', '=', unicode.json.UserId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Zoë 😀 Ñandú', last_name: 'Łukasz-Øster' });
    // An address of up to 254 characters fits in the lookup path.
    const longest = `${'b'.repeat(240)}@example.com`;
    const lookup = await http(s, 'GET', pathOf(API_CALLS.registrationLookup, { email: longest }));
    expect([lookup.status, lookup.json]).toEqual([200, false]);
  });

  it('wrong HTTP verbs: 405 with Allow; malformed URLs: 400 in the API shape', async () => {
    const del = await http<ApiErrorBody>(s, 'DELETE', API_PATHS.updateAgency, { token: owner });
    expect([del.status, del.json.Code, del.headers.get('allow')]).toEqual([405, 'method_not_allowed', 'PUT']);
    expect(del.json.Message).toBe('DELETE is not allowed here; use PUT.');
    const get = await http<{ error: string }>(s, 'GET', '/connect/token');
    expect([get.status, get.json.error, get.headers.get('allow')]).toEqual([405, 'invalid_request', 'POST']);
    const health = await http<ApiErrorBody>(s, 'POST', '/health');
    expect([health.status, health.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect((await http<ApiErrorBody>(s, 'PATCH', '/api/nothing')).status).toBe(404);
    const bad = await rawExchange(
      s.baseUrl,
      `GET ${API_PATHS.registrationLookup.replace(':email', '%E0%A4%A')} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    );
    expect([bad.status, JSON.parse(bad.body)]).toEqual([
      400,
      { Message: 'The address is not a valid URL.', Code: 'bad_url' },
    ]);
  });

  it('401 says how to authenticate (WWW-Authenticate: Bearer); framing is denied in both headers', async () => {
    const result = await http(s, 'GET', API_PATHS.getUserByUserId);
    expect(result.status).toBe(401);
    expect(result.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(result.headers.get('x-frame-options')).toBe('DENY');
    expect(result.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('a valid token of an account that no longer exists: 401 with WWW-Authenticate on every call', async () => {
    const demo = await s.app.services.db
      .selectFrom('agencies')
      .select('id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const token = await signAccessToken(s.app.services.keys, s.config.issuer ?? s.baseUrl, 300, {
      userId: randomUUID(),
      agencyId: demo.id,
      agencySlug: 'demo',
      clientId: CLIENT.client_id,
      scope: 'openid api',
      recruiter: { FirstName: 'Gone', LastName: 'User', RecruiterId: 999_999, Roles: ['recruiter'] },
      applicantId: null,
      sessionId: null,
    });
    const calls: [string, string, unknown][] = [
      ['GET', API_PATHS.getUserByUserId, undefined],
      ['GET', API_PATHS.isUserVerified, undefined],
      ['GET', API_PATHS.getCurrentRecruiter, undefined],
      ['GET', API_PATHS.getUserRoles, undefined],
      ['PUT', API_PATHS.updateProfile, { FirstName: 'Gone', LastName: 'User' }],
      ['POST', API_PATHS.verify, { verificationCode: 'ABCDEFGH' }],
      ['GET', API_PATHS.resendVerificationCode, undefined],
      ['PUT', API_PATHS.changePassword, { CurrentPassword: PASSWORD, NewPassword: 'N3w-secret' }],
    ];
    for (const [method, path, body] of calls) {
      const result = await http<ApiErrorBody>(s, method, path, { token, body });
      expect([path, result.status, result.json]).toEqual([
        path,
        401,
        { Message: 'The account no longer exists.', Code: 'unauthorized' },
      ]);
      expect(result.headers.get('www-authenticate')).toMatch(/^Bearer /);
    }
  });

  it("a password reset (CLI) revokes the account's refresh tokens", async () => {
    const { refresh_token } = await signIn(s, 'recruiter@acme.test', PASSWORD, 'acme');
    const { db, hasher } = s.app.services;
    const acme = await db.selectFrom('agencies').select('id').where('slug', '=', 'acme').executeTakeFirstOrThrow();
    expect(await resetPassword(db, hasher, { agencyId: acme.id, email: 'recruiter@acme.test' }, 'Reset-pass1')).toBe(
      true,
    );
    const refreshed = await refreshGrant(s, refresh_token!);
    expect([refreshed.status, refreshed.json.error]).toEqual([400, 'invalid_grant']);
    expect((await signIn(s, 'recruiter@acme.test', 'Reset-pass1', 'acme')).refresh_token).toEqual(expect.any(String));
  });

  it('concurrent wrong codes cannot get past the attempt limit', async () => {
    const email = `race.${kind}@example.com`;
    expect((await http(s, 'POST', API_PATHS.register, { body: registration({ Email: email }) })).status).toBe(201);
    const token = (await signIn(s, email, 'Nurse#2024')).access_token;
    const code = await latestCode(s, email);
    const wrong = code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        http<boolean | ApiErrorBody>(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: wrong } }),
      ),
    );
    const guesses = results.filter((result) => result.status === 200);
    expect(guesses.length).toBe(s.config.verificationMaxAttempts);
    expect(guesses.every((result) => result.json === false)).toBe(true);
    expect(results.filter((result) => result.status === 410).length).toBe(12 - s.config.verificationMaxAttempts);
    const stored = await s.app.services.db
      .selectFrom('verification_codes as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select('c.attempts')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(stored.attempts).toBe(s.config.verificationMaxAttempts);
    // The right code cannot be tried any more either.
    expect((await http(s, 'POST', API_PATHS.verify, { token, body: { verificationCode: code } })).status).toBe(410);
  });
});

describe('operations', () => {
  it('survives PostgreSQL terminating its connections (no uncaught pool error), and recovers', async () => {
    const s = await startServer('postgres');
    try {
      expect((await http(s, 'GET', '/health')).status).toBe(200);
      const name = new URL((s.config.database as { url: string }).url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER_URL.replace(/\/$/, '')}/postgres` });
      await admin.connect();
      try {
        const killed = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        expect(killed.rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(s.logs.some((line) => line.includes('a database connection broke'))).toBe(true);
      expect((await http(s, 'GET', '/health')).json).toEqual({ status: 'ok', database: 'ok' });
      expect((await signIn(s, 'owner@demo.test')).access_token).toEqual(expect.any(String));
    } finally {
      await s.close();
    }
  });

  it('graceful shutdown: an in-flight request finishes and is stored, new connections are refused', async () => {
    const database = await createTestDatabase('pglite');
    const s = await startServer('pglite', { database, seed: true });
    try {
      const body = JSON.stringify({
        First_Name: 'Late',
        Last_Name: 'Arrival',
        Email: 'late@example.com',
        Password: 'Nurse#2024',
        IsVerified: false,
        Middle_Name: '',
      });
      let closed: Promise<void> | undefined;
      const started = Date.now();
      // Headers first; the server begins shutting down; then the body arrives.
      const response = await rawExchange(
        s.baseUrl,
        `POST ${API_PATHS.register} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
        body,
        {
          beforeBody: async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            closed = s.app.close();
            await new Promise((resolve) => setTimeout(resolve, 100));
          },
        },
      );
      expect(response.status).toBe(201);
      await closed;
      // The keep-alive connection of the finished request does not hold the shutdown for its idle timeout.
      expect(Date.now() - started).toBeLessThan(5000);
      await expect(http(s, 'GET', '/health')).rejects.toThrow(/ECONNREFUSED/);
      const again = await startServer('pglite', { database, seed: false });
      try {
        expect(
          (await http(again, 'GET', pathOf(API_CALLS.registrationLookup, { email: 'late@example.com' }))).json,
        ).toBe(true);
      } finally {
        await again.stop();
      }
    } finally {
      await database.drop();
    }
  });

  it('logs database errors without bound values, failing rows or codes', () => {
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          lines.push(chunk.toString('utf8'));
          callback();
        },
      }),
    );
    const error = Object.assign(new Error('new row for relation "users" violates check constraint'), {
      code: '23514',
      constraint: 'users_email_check',
      detail: 'Failing row contains ($argon2id$v=19$m=19456, secret-detail).',
      where: "unnamed portal parameter $4 = 'secret-where'",
      params: ['$argon2id$v=19$m=19456,t=2,p=1$hash', 'Temp-Pass-123!'],
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
    });
    log.error({ err: error }, 'unhandled error');
    const line = lines.join('');
    expect(JSON.parse(line).err).toMatchObject({
      message: error.message,
      errorCode: '23514',
      constraint: 'users_email_check',
    });
    for (const secret of ['argon2id', 'secret-detail', 'secret-where', 'Temp-Pass-123!'])
      expect(line).not.toContain(secret);
  });
});
