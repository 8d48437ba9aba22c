import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PACKAGE_ROOT, parseDuration, sha256Hex } from '../src/app/config';
import { PRODUCTION_ENV } from './helpers';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration', () => {
  it('has working defaults: PGlite under the package, port 3000, the portal client, demo as default agency', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: `${PACKAGE_ROOT}.data/pglite` });
    expect(config.defaultAgency).toBe('demo');
    expect(config.clients).toEqual([
      {
        clientId: 'agency-portal',
        secretSha256: sha256Hex('agency-portal-secret'),
        grants: ['password', 'refresh_token'],
        scopes: ['openid', 'offline_access', 'api'],
      },
    ]);
    expect(config.argon2).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(config.accessTokenLifetimeSeconds).toBe(3600);
    expect(config.refreshTokenAbsoluteSeconds).toBe(30 * 86_400);
    expect(config.refreshTokenSlidingSeconds).toBe(15 * 86_400);
    // Development (NODE_ENV unset): the demo data, this machine only, the dev outbox only when asked for.
    expect(config.nodeEnv).toBe('development');
    expect(config.seedDemo).toBe(true);
    expect(config.host).toBe('127.0.0.1');
    expect(config.devOutbox).toBe(false);
    expect(config.rateLimits.lookup).toEqual({ max: 60, windowMs: 60_000 });
    expect(config.rateLimits.signInPerAccount).toEqual({ max: 100, windowMs: 3_600_000 });
    expect(config.portalDist).toBe(`${PACKAGE_ROOT.replace(/\/$/, '')}/../portal/dist`.replace('/server/../', '/'));
  });

  it('switches to PostgreSQL with DATABASE_URL (no default agency unless configured)', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/agency', DATABASE_POOL_MAX: '4' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/agency', poolMax: 4 });
    expect(config.defaultAgency).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/agency', DEFAULT_AGENCY: 'acme' }).defaultAgency).toBe('acme');
    expect(loadConfig({ DEFAULT_AGENCY: '' }).defaultAgency).toBeNull();
  });

  it('reports every bad value with its variable name and what is expected', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      RATE_LIMIT_TOKEN_IP: 'lots',
      ACCESS_TOKEN_LIFETIME: 'forever',
      ARGON2_MEMORY_KIB: '4',
      CORS_ORIGINS: 'https://ok.example.com,https://bad.example.com/path',
      DEFAULT_AGENCY: 'Not A Slug',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'maybe',
      OAUTH_CLIENTS: '{',
      SIGNING_KEY: 'not a pem',
    });
    const joined = problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'RATE_LIMIT_TOKEN_IP',
      'ACCESS_TOKEN_LIFETIME',
      'ARGON2_MEMORY_KIB',
      'CORS_ORIGINS',
      'DEFAULT_AGENCY',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'OAUTH_CLIENTS',
      'SIGNING_KEY',
    ]) {
      expect(joined).toContain(name);
    }
    expect(problems).toHaveLength(12);
    expect(joined).not.toContain('https://ok.example.com');
    expect(() => loadConfig({ PORT: 'x' })).toThrow(
      /Invalid configuration:\n {2}- PORT="x" must be a whole number from 0 to 65535\./,
    );
  });

  it("requires DATA_ENCRYPTION_KEY in production, with a static SIGNING_KEY too (it seals the applicants' identifiers)", () => {
    const { DATA_ENCRYPTION_KEY: _key, ...withoutKey } = PRODUCTION_ENV;
    const pem =
      '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----';
    for (const env of [withoutKey, { ...withoutKey, SIGNING_KEY: pem }])
      expect(
        problemsOf(env).some((problem) =>
          problem.startsWith('DATA_ENCRYPTION_KEY is required when NODE_ENV=production'),
        ),
      ).toBe(true);
    expect(problemsOf(PRODUCTION_ENV)).toEqual([]);
  });

  it('refuses the dev outbox in production and a sliding lifetime beyond the absolute one', () => {
    const outsideDevelopment = (nodeEnv: string) =>
      `DEV_OUTBOX (main.js --dev-outbox) can only be enabled when NODE_ENV is development or test (it is ${nodeEnv}).`;
    expect(problemsOf({ ...PRODUCTION_ENV, DEV_OUTBOX: 'true' })).toEqual([outsideDevelopment('production')]);
    expect(problemsOf({ NODE_ENV: 'staging', DEV_OUTBOX: '1' })).toEqual([outsideDevelopment('staging')]);
    expect(loadConfig(PRODUCTION_ENV).devOutbox).toBe(false);
    expect(problemsOf({ REFRESH_TOKEN_SLIDING_LIFETIME: '40d' })).toEqual([
      'REFRESH_TOKEN_SLIDING_LIFETIME must not exceed REFRESH_TOKEN_ABSOLUTE_LIFETIME.',
    ]);
  });

  it('keeps the dev outbox off unless DEV_OUTBOX turns it on, in development and test only', () => {
    const postgres = { DATABASE_URL: 'postgres://u@db:5432/agency' };
    expect(loadConfig(postgres).devOutbox).toBe(false);
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ ...postgres, DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(problemsOf({ ...postgres, ...PRODUCTION_ENV, DEV_OUTBOX: 'on' })).toHaveLength(1);
  });

  it('seeds the demo data by default in development only, on request elsewhere, never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig(PRODUCTION_ENV).seedDemo).toBe(false);
    expect(problemsOf({ ...PRODUCTION_ENV, SEED_DEMO: '1' })).toEqual([
      'SEED_DEMO (main.js --demo) cannot be enabled when NODE_ENV=production: the demo accounts have a published password.',
    ]);
  });

  it('listens on 127.0.0.1 outside production unless HOST says otherwise, on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION_ENV).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION_ENV, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('reads OAuth clients from OAUTH_CLIENTS, secrets kept only as SHA-256', () => {
    const config = loadConfig({
      OAUTH_CLIENTS: JSON.stringify([
        { client_id: 'agency-portal', client_secret: 's3cret' },
        { client_id: 'mobile', grants: ['password'], scopes: ['openid', 'api'] },
        { client_id: 'hashed', client_secret_sha256: sha256Hex('x') },
      ]),
    });
    expect(config.clients.map((c) => [c.clientId, c.secretSha256])).toEqual([
      ['agency-portal', sha256Hex('s3cret')],
      ['mobile', null],
      ['hashed', sha256Hex('x')],
    ]);
    expect(config.clients[1]).toMatchObject({ grants: ['password'], scopes: ['openid', 'api'] });
    expect(problemsOf({ OAUTH_CLIENTS: JSON.stringify([{ client_id: 'a', grants: ['implicit'] }]) })[0]).toContain(
      'OAUTH_CLIENTS[0].grants',
    );
  });

  it('parses durations and rate limits', () => {
    expect(parseDuration('90')).toBe(90_000);
    expect(parseDuration('15m')).toBe(900_000);
    expect(parseDuration('30d')).toBe(2_592_000_000);
    expect(parseDuration('soon')).toBeNull();
    expect(loadConfig({ RATE_LIMIT_RESEND: '2/10m' }).rateLimits.resend).toEqual({ max: 2, windowMs: 600_000 });
    expect(loadConfig({ RATE_LIMIT_LOOKUP: '20/30s' }).rateLimits.lookup).toEqual({ max: 20, windowMs: 30_000 });
    expect(problemsOf({ RATE_LIMIT_LOOKUP: 'many' })).toEqual([
      'RATE_LIMIT_LOOKUP="many" must be "<max requests>/<window>", such as 10/1m or 5/15m.',
    ]);
  });
});
