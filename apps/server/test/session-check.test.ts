import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, AUTH_PATHS, type ApiErrorBody } from '@agency/api-client/contract';
import { loadConfig, ConfigError } from '../src/app/config';
import { migrateToLatest } from '../src/db/migrations';
import { openSigningKeys, signAccessToken, signingKeyFromPem, type SigningKeys } from '../src/features/auth';
import { runCli } from '../src/cli/run';
import { createDatabase } from '../src/platform/db';
import { createLogger } from '../src/platform/logger';
import {
  CLIENT,
  createTestDatabase,
  DB_KINDS,
  decodeJwt,
  http,
  PASSWORD,
  PRODUCTION_ENV,
  refreshGrant,
  signIn,
  startServer,
  type DbKind,
  type TestServer,
} from './helpers';
import { sessionsChanged } from '../src/core/identity';

// Item 7 of issue 9: an access token stops working when its session (sid) or its account ends, not an
// hour later; item 9: signing keys in the database, rotated, picked by kid; a configured issuer.

const SESSION_ENDED = { Message: 'Your session has ended. Sign in again.', Code: 'unauthorized' };
const DISABLED = { Message: 'This account has been disabled.', Code: 'unauthorized' };

const me = (s: TestServer, token: string) => http<ApiErrorBody>(s, 'GET', API_PATHS.getCurrentRecruiter, { token });
const revoke = (s: TestServer, token: string) =>
  http(s, 'POST', AUTH_PATHS.revocation, { form: { token, token_type_hint: 'refresh_token', ...CLIENT } });
const jwks = async (s: TestServer) =>
  (await http<{ keys: Array<{ kid: string; alg: string; d?: string }> }>(s, 'GET', AUTH_PATHS.jwks)).json.keys;

describe.each(DB_KINDS)('session check (%s)', (kind: DbKind) => {
  let s: TestServer;
  beforeAll(async () => {
    // A long cache: a refusal right after a revocation in this process shows the cache was told at once.
    s = await startServer(kind, { config: { sessionCheckCacheMs: 60_000, refreshTokenReuseGraceSeconds: 0 } });
  });
  afterAll(async () => s?.close());
  afterEach(() => vi.useRealTimers());

  it('refuses the access token once its session is logged out (refresh token revoked)', async () => {
    const session = await signIn(s, 'recruiter@demo.test');
    expect((await me(s, session.access_token)).status).toBe(200);
    expect((await revoke(s, session.refresh_token!)).status).toBe(200);
    const after = await me(s, session.access_token);
    expect([after.status, after.json]).toEqual([401, SESSION_ENDED]);
    expect(after.headers.get('www-authenticate')).toMatch(/^Bearer /);
  });

  it("refuses the other sessions' access tokens after change-password revokes them; the caller's own stays", async () => {
    const other = await signIn(s, 'manager@demo.test');
    const own = await signIn(s, 'manager@demo.test');
    expect((await me(s, other.access_token)).status).toBe(200);
    const changed = await http(s, 'PUT', API_PATHS.changePassword, {
      token: own.access_token,
      body: { CurrentPassword: PASSWORD, NewPassword: 'N3w-secret!' },
    });
    expect(changed.status).toBe(200);
    expect([(await me(s, other.access_token)).status, (await me(s, other.access_token)).json]).toEqual([
      401,
      SESSION_ENDED,
    ]);
    expect((await me(s, own.access_token)).status).toBe(200);
  });

  it('refuses the access token after reuse detection revoked its family', async () => {
    const session = await signIn(s, 'owner@demo.test');
    const rotated = await refreshGrant(s, session.refresh_token!);
    expect(rotated.status).toBe(200);
    expect((await me(s, rotated.json.access_token)).status).toBe(200);
    // The used token again (no grace window here): reuse, the whole family ends.
    const reuse = await refreshGrant(s, session.refresh_token!);
    expect(reuse.json.error).toBe('invalid_grant');
    for (const token of [session.access_token, rotated.json.access_token])
      expect([(await me(s, token)).status, (await me(s, token)).json]).toEqual([401, SESSION_ENDED]);
  });

  it('refuses the access token of an account disabled since (no API disables one: the row is changed directly)', async () => {
    const session = await signIn(s, 'admin@demo.test');
    expect((await me(s, session.access_token)).status).toBe(200);
    await s.app.services.db
      .updateTable('users')
      .set({ is_active: false })
      .where('email', '=', 'admin@demo.test')
      .execute();
    // Cached: the change made behind the server's back shows once the cache entry is older than the TTL ...
    expect((await me(s, session.access_token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_001 });
    const later = await me(s, session.access_token);
    expect([later.status, later.json]).toEqual([401, DISABLED]);
    vi.useRealTimers();
    // ... and a token without a session (no offline_access) checks the account only: refused too.
    await s.app.services.db
      .updateTable('users')
      .set({ is_active: true })
      .where('email', '=', 'admin@demo.test')
      .execute();
    const { sub, agency_id: agencyId } = decodeJwt(session.access_token).payload;
    sessionsChanged({ userId: sub as string, agencyId: agencyId as number });
  });

  it("caches the check (a revocation behind the server's back shows after the TTL) and forgets it when told", async () => {
    const session = await signIn(s, 'recruiter@demo.test');
    const sid = decodeJwt(session.access_token).payload.sid as string;
    expect((await me(s, session.access_token)).status).toBe(200);
    await s.app.services.db
      .updateTable('refresh_token_families')
      .set({ revoked_at: new Date(), revoked_reason: 'test' })
      .where('id', '=', sid)
      .execute();
    expect((await me(s, session.access_token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 59_000 });
    expect((await me(s, session.access_token)).status).toBe(200);
    vi.setSystemTime(Date.now() + 1_001);
    expect((await me(s, session.access_token)).status).toBe(401);
    vi.useRealTimers();

    // Told by this process (the one place revocations call): forgotten at once, however young the entry.
    const other = await signIn(s, 'recruiter@demo.test');
    const otherSid = decodeJwt(other.access_token).payload.sid as string;
    expect((await me(s, other.access_token)).status).toBe(200);
    await s.app.services.db
      .updateTable('refresh_token_families')
      .set({ revoked_at: new Date(), revoked_reason: 'test' })
      .where('id', '=', otherSid)
      .execute();
    sessionsChanged({ familyId: otherSid });
    expect((await me(s, other.access_token)).status).toBe(401);
  });

  it('checks a token without a session (no offline_access) against the account only', async () => {
    const grant = await http<{ access_token: string; refresh_token?: string }>(s, 'POST', AUTH_PATHS.token, {
      form: { grant_type: 'password', username: 'owner@demo.test', password: PASSWORD, scope: 'openid api', ...CLIENT },
    });
    expect(grant.json.refresh_token).toBeUndefined();
    expect(decodeJwt(grant.json.access_token).payload.sid).toBeUndefined();
    expect((await me(s, grant.json.access_token)).status).toBe(200);
    const userId = decodeJwt(grant.json.access_token).payload.sub as string;
    await s.app.services.db.updateTable('users').set({ is_active: false }).where('id', '=', userId).execute();
    sessionsChanged({ userId, agencyId: decodeJwt(grant.json.access_token).payload.agency_id as number });
    expect([(await me(s, grant.json.access_token)).status, (await me(s, grant.json.access_token)).json]).toEqual([
      401,
      DISABLED,
    ]);
    await s.app.services.db.updateTable('users').set({ is_active: true }).where('id', '=', userId).execute();
  });

  it('within the grace window, a refresh asking for a narrower scope than the replayed pair is refused (the session stays)', async () => {
    const graced = await startServer(kind, { config: { refreshTokenReuseGraceSeconds: 30 } });
    try {
      const session = await signIn(graced, 'recruiter@demo.test');
      const first = await refreshGrant(graced, session.refresh_token!);
      expect(first.status).toBe(200);
      // The same token again, same scope: the same pair (two tabs).
      expect((await refreshGrant(graced, session.refresh_token!)).json.refresh_token).toBe(first.json.refresh_token);
      const narrower = await refreshGrant(graced, session.refresh_token!, { scope: 'openid offline_access' });
      expect([narrower.status, narrower.json.error]).toEqual([400, 'invalid_grant']);
      expect(narrower.json.access_token).toBeUndefined();
      // Not a reuse: the family lives on.
      expect((await me(graced, first.json.access_token)).status).toBe(200);
      expect((await refreshGrant(graced, first.json.refresh_token!)).status).toBe(200);
    } finally {
      await graced.close();
    }
  });
});

describe.each(DB_KINDS)('signing keys in the database (%s)', (kind: DbKind) => {
  it('imports DATA_DIR/signing-key.pem on first start: tokens it signed stay valid', async () => {
    const database = await createTestDatabase(kind);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    mkdirSync(database.dataDir, { recursive: true });
    writeFileSync(join(database.dataDir, 'signing-key.pem'), pem, { mode: 0o600 });
    const s = await startServer(kind, { database, seed: true });
    try {
      const old = await signingKeyFromPem(pem);
      expect((await jwks(s)).map((key) => key.kid)).toEqual([old.kid]);
      const session = await signIn(s, 'owner@demo.test');
      expect(decodeJwt(session.access_token).header.kid).toBe(old.kid);
      // A token the former file key signed (as before the upgrade) is accepted.
      const { payload } = decodeJwt(session.access_token);
      const issuedBefore = await signAccessToken({ signing: () => old } as SigningKeys, payload.iss as string, 300, {
        userId: payload.sub as string,
        agencyId: payload.agency_id as number,
        agencySlug: 'demo',
        clientId: CLIENT.client_id,
        scope: 'openid api',
        recruiter: payload.recruiter as never,
        applicantId: null,
        sessionId: null,
      });
      expect((await me(s, issuedBefore)).status).toBe(200);
      const stored = await s.app.services.db.selectFrom('signing_keys').selectAll().execute();
      expect(stored).toHaveLength(1);
      // Encrypted at rest: not the PEM.
      expect(stored[0]!.private_key).not.toContain('PRIVATE KEY');
      expect(stored[0]!.private_key).toMatch(/^v1\./);
    } finally {
      await s.close();
    }
  });

  it('rotates: JWKS has current + previous, tokens of both keys accepted, a retired or unknown key refused', async () => {
    const s = await startServer(kind);
    try {
      const [first] = await jwks(s);
      const before = await signIn(s, 'owner@demo.test');
      expect(decodeJwt(before.access_token).header.kid).toBe(first!.kid);

      const rotated = await s.app.services.keys.rotate();
      expect(rotated?.previous).toBe(first!.kid);
      const keys = await jwks(s);
      expect(keys.map((key) => key.kid)).toEqual([rotated!.kid, first!.kid]);
      expect(keys.every((key) => key.d === undefined)).toBe(true);
      const after = await signIn(s, 'owner@demo.test');
      expect(decodeJwt(after.access_token).header.kid).toBe(rotated!.kid);
      // The previous key's token still works; the new one too.
      expect((await me(s, before.access_token)).status).toBe(200);
      expect((await me(s, after.access_token)).status).toBe(200);

      // Another rotation retires the first key: its tokens are refused, JWKS no longer lists it.
      const again = await s.app.services.keys.rotate();
      expect((await jwks(s)).map((key) => key.kid)).toEqual([again!.kid, rotated!.kid]);
      const refused = await me(s, before.access_token);
      expect([refused.status, refused.json.Message]).toEqual([
        401,
        'Your session has expired or the access token is not valid.',
      ]);
      expect((await me(s, after.access_token)).status).toBe(200);
      const retired = await s.app.services.db
        .selectFrom('signing_keys')
        .select(['kid', 'private_key', 'retired_at'])
        .where('kid', '=', first!.kid)
        .executeTakeFirstOrThrow();
      expect(retired.private_key).toBeNull();
      expect(retired.retired_at).not.toBeNull();

      // A token signed by a key the server never had (a kid it does not know) is refused.
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const stranger = await signingKeyFromPem(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
      const forged = await signAccessToken(
        { ...s.app.services.keys, signing: () => stranger },
        decodeJwt(after.access_token).payload.iss as string,
        300,
        {
          userId: decodeJwt(after.access_token).payload.sub as string,
          agencyId: 1,
          agencySlug: 'demo',
          clientId: CLIENT.client_id,
          scope: 'openid api',
          recruiter: decodeJwt(after.access_token).payload.recruiter as never,
          applicantId: null,
          sessionId: null,
        },
      );
      expect((await me(s, forged)).status).toBe(401);
      // The same forged token under the current key's kid: the signature does not verify.
      const [h, p, sig] = forged.split('.');
      const header = { ...JSON.parse(Buffer.from(h!, 'base64url').toString()), kid: again!.kid };
      const relabelled = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${p}.${sig}`;
      expect((await me(s, relabelled)).status).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('rotates automatically through the job runner once the current key is SIGNING_KEY_ROTATION old', async () => {
    const s = await startServer(kind, { config: { signingKeyRotationSeconds: 90 * 86_400 } });
    try {
      const [first] = await jwks(s);
      const { db, jobs } = s.app.services;
      const queued = await db
        .selectFrom('jobs')
        .select(['run_at', 'payload'])
        .where('kind', '=', 'auth.rotate-signing-key')
        .execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]!.payload).toEqual({ kid: first!.kid });
      // Not yet due: nothing changes. Then the key is 91 days old and the job is due.
      expect(await jobs.runDue()).toBe(0);
      await db
        .updateTable('signing_keys')
        .set({ activated_at: sql<Date>`now() - interval '91 days'` })
        .where('kid', '=', first!.kid)
        .execute();
      await db.updateTable('jobs').set({ run_at: new Date() }).where('kind', '=', 'auth.rotate-signing-key').execute();
      expect(await jobs.runDue()).toBe(1);
      const keys = await jwks(s);
      expect(keys).toHaveLength(2);
      expect(keys[1]!.kid).toBe(first!.kid);
      // The next rotation is queued for the new key.
      const next = await db
        .selectFrom('jobs')
        .select('payload')
        .where('kind', '=', 'auth.rotate-signing-key')
        .where('status', '=', 'pending')
        .execute();
      expect(next.map((job) => job.payload)).toEqual([{ kid: keys[0]!.kid }]);
    } finally {
      await s.close();
    }
  });

  it('SIGNING_KEY: one static key, published alone, nothing in the database, no rotation', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const s = await startServer(kind, { config: { signingKeyPem: pem, signingKeyId: 'static-1' } });
    try {
      expect((await jwks(s)).map((key) => key.kid)).toEqual(['static-1']);
      const session = await signIn(s, 'owner@demo.test');
      expect(decodeJwt(session.access_token).header.kid).toBe('static-1');
      expect((await me(s, session.access_token)).status).toBe(200);
      expect(await s.app.services.db.selectFrom('signing_keys').select('kid').execute()).toEqual([]);
      const err: string[] = [];
      // (Its own PGlite directory: the running server's is locked; the refusal does not depend on the database.)
      const dataDir = mkdtempSync(join(tmpdir(), 'agency-static-key-'));
      const env = { SIGNING_KEY: pem, DATA_DIR: dataDir };
      const code = await runCli(['rotate-signing-key'], {
        stdout: { write: () => true },
        stderr: { write: (text: string) => err.push(text) },
        env,
      });
      expect([code, err.join('')]).toEqual([
        1,
        'The signing key comes from SIGNING_KEY (a static key): rotate it by changing SIGNING_KEY on every instance.\n',
      ]);
      rmSync(dataDir, { recursive: true, force: true });
    } finally {
      await s.close();
    }
  });

  it('two instances making the first key or rotating at once: one winner', async () => {
    const database = await createTestDatabase(kind);
    const open = (options: { unknownKidThrottleMs?: number; db?: typeof db } = {}) =>
      openSigningKeys({
        db,
        ...options,
        log: createLogger('silent'),
        pem: null,
        kid: null,
        dataDir: database.dataDir,
        dataEncryptionKey: Buffer.alloc(32, 7),
        rotationSeconds: null,
        reloadSeconds: 0,
      });
    const db = createDatabase(database.database);
    try {
      await migrateToLatest(db as never);
      const [a, b] = await Promise.all([open(), open()]);
      expect(a.signing().kid).toBe(b.signing().kid);
      const current = a.signing().kid;
      const results = await Promise.all([a.rotate({ ifCurrent: current }), b.rotate({ ifCurrent: current })]);
      expect(results.filter((result) => result !== null)).toHaveLength(1);
      const live = await db.selectFrom('signing_keys').select('kid').where('retired_at', 'is', null).execute();
      expect(live).toHaveLength(2);
      await b.reload();
      expect(a.signing().kid).toBe(b.signing().kid);
      expect(a.signing().kid).not.toBe(current);

      // An unknown kid makes an instance read the keys, at most once per throttle period (concurrent
      // requests share the read), so forged kids cannot make every request read the database; a request
      // inside the period waits for the next read instead of being refused, so a forged kid cannot make a
      // real new key's tokens fail.
      let queries = 0;
      const counted = db.withPlugin({
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const c = await open({ unknownKidThrottleMs: 300, db: counted });
      const first = await b.rotate();
      expect((await c.resolve(first!.kid))?.kid).toBe(first!.kid);
      const second = await b.rotate();
      const before = queries;
      const [forged, real, again] = await Promise.all([
        c.resolve('forged-kid'),
        c.resolve(second!.kid),
        c.resolve('another-forged-kid'),
      ]);
      expect(forged).toBeUndefined();
      expect(again).toBeUndefined();
      expect(real?.kid).toBe(second!.kid);
      // The first unknown kid read the keys just now: these three wait for the next period's one read.
      expect(queries - before).toBe(1);
      // Another DATA_ENCRYPTION_KEY cannot use the keys: a clear message.
      await expect(
        openSigningKeys({
          db,
          log: createLogger('silent'),
          pem: null,
          kid: null,
          dataDir: database.dataDir,
          dataEncryptionKey: Buffer.alloc(32, 9),
          rotationSeconds: null,
          reloadSeconds: 0,
        }),
      ).rejects.toThrow(/encrypted with another DATA_ENCRYPTION_KEY/);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

describe('issuer in production', () => {
  it('is required: a configuration problem without ISSUER', () => {
    const { ISSUER: _issuer, ...withoutIssuer } = PRODUCTION_ENV;
    let problems: readonly string[] = [];
    try {
      loadConfig(withoutIssuer);
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      "ISSUER is required when NODE_ENV=production: the server's public origin, such as https://portal.example.com (the tokens' iss and discovery use it; a request's Host never does in production).",
    ]);
    expect(loadConfig(PRODUCTION_ENV).issuer).toBe('https://portal.example.com');
  });

  it('comes from the configuration, never from Host or X-Forwarded-Host; development derives it from the request', async () => {
    const production = await startServer('pglite', {
      config: { production: true, nodeEnv: 'production', devOutbox: false, issuer: 'https://portal.example.com' },
    });
    const development = await startServer('pglite', { config: { issuer: null } });
    try {
      const spoofed = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
      const discovery = await http<{ issuer: string; jwks_uri: string }>(production, 'GET', AUTH_PATHS.discovery, {
        headers: spoofed,
      });
      expect(discovery.json.issuer).toBe('https://portal.example.com');
      expect(discovery.json.jwks_uri).toBe(`https://portal.example.com${AUTH_PATHS.jwks}`);
      // The tenant comes from the host name as always (demo.…); the issuer does not.
      const tenantHost = { host: 'demo.evil.example', 'x-forwarded-host': 'demo.evil.example' };
      const grant = await http<{ access_token: string }>(production, 'POST', AUTH_PATHS.token, {
        headers: tenantHost,
        form: {
          grant_type: 'password',
          username: 'owner@demo.test',
          password: PASSWORD,
          scope: 'openid api',
          ...CLIENT,
        },
      });
      expect(decodeJwt(grant.json.access_token).payload.iss).toBe('https://portal.example.com');

      const derived = await http<{ issuer: string }>(development, 'GET', AUTH_PATHS.discovery);
      expect(derived.json.issuer).toBe(development.baseUrl);
    } finally {
      await production.close();
      await development.close();
    }
  });
});
