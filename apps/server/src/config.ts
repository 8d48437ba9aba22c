import { createHash } from 'node:crypto';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCOPES, isTenantSlug } from '@agency/api-client/contract';

/**
 * Configuration from environment variables, validated once at start. Every problem is reported with the
 * variable's name, the value's problem and what a valid value looks like (`ConfigError.problems`).
 * docs/README.md lists every variable; .env.example too.
 */

/** apps/server: one level above this file both in src/ and in the bundled dist/. */
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax: number };

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface ClientConfig {
  clientId: string;
  /** SHA-256 (hex) of the client secret; null for a public client (no secret). */
  secretSha256: string | null;
  grants: ReadonlyArray<'password' | 'refresh_token'>;
  scopes: readonly string[];
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  nodeEnv: string;
  production: boolean;
  host: string;
  port: number;
  /** Where PGlite keeps its files and where the generated signing key lives. */
  dataDir: string;
  database: DatabaseConfig;
  /** Fixed issuer (`iss`); null derives it from the request's origin, as IdentityServer does. */
  issuer: string | null;
  /** PEM (PKCS#8) private key; null generates one in `dataDir` on first start. */
  signingKeyPem: string | null;
  signingKeyId: string | null;
  accessTokenLifetimeSeconds: number;
  refreshTokenAbsoluteSeconds: number;
  refreshTokenSlidingSeconds: number;
  clients: readonly ClientConfig[];
  /** Slug of the agency an unknown tenant hint falls back to; null = no fallback. */
  defaultAgency: string | null;
  argon2: Argon2Params;
  rateLimits: {
    tokenPerIp: RateLimit;
    tokenPerUsername: RateLimit;
    register: RateLimit;
    verify: RateLimit;
    resend: RateLimit;
    forgotPassword: RateLimit;
    /** The anonymous e-mail lookups (registration lookup and email_exist), one budget per IP. */
    lookup: RateLimit;
  };
  verificationCodeTtlSeconds: number;
  verificationMaxAttempts: number;
  temporaryPasswordTtlSeconds: number;
  smtpUrl: string | null;
  mailFrom: string;
  mailPollMs: number;
  mailMaxAttempts: number;
  corsOrigins: readonly string[];
  trustProxy: boolean;
  portalDist: string;
  logLevel: string;
  /** Serve /dev/outbox and /dev/outbox.json: never in production, off by default with DATABASE_URL. */
  devOutbox: boolean;
  /** Seed the demo agency when the database has no agency (main.ts). */
  seedDemo: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

export const PORTAL_CLIENT = {
  clientId: 'agency-portal',
  secret: 'agency-portal-secret',
} as const;

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90`, `90s`, `15m`, `24h`, `30d` → milliseconds (a bare number is seconds). */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * DURATION_UNITS[match[2] ?? 's']!;
}

/** `10/1m` → at most 10 requests per minute. */
export function parseRateLimit(text: string): RateLimit | null {
  const match = /^(\d+)\s*\/\s*(\S+)$/.exec(text.trim());
  const windowMs = match ? parseDuration(match[2]!) : null;
  if (!match || windowMs === null || windowMs < 1000 || Number(match[1]) < 1) return null;
  return { max: Number(match[1]), windowMs };
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name}="${raw}" must be a whole number from ${min} to ${max}.`);
      return fallback;
    }
    return value;
  };

  const seconds = (name: string, fallback: string): number => {
    const raw = read(name) ?? fallback;
    const ms = parseDuration(raw);
    if (ms === null || ms < 1000) {
      problems.push(`${name}="${raw}" must be a duration of at least 1 s, such as 3600, 90s, 15m, 24h or 30d.`);
      return Math.floor((parseDuration(fallback) ?? 1000) / 1000);
    }
    return Math.floor(ms / 1000);
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name}="${raw}" must be true or false.`);
    return fallback;
  };

  const rateLimit = (name: string, fallback: string): RateLimit => {
    const raw = read(name);
    const parsed = parseRateLimit(raw ?? fallback);
    if (parsed) return parsed;
    problems.push(`${name}="${raw}" must be "<max requests>/<window>", such as 10/1m or 5/15m.`);
    return parseRateLimit(fallback)!;
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got an unusable value).`,
      );
      return null;
    }
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';

  const host = read('HOST') ?? '0.0.0.0';
  const port = integer('PORT', 3000, 0, 65535);

  const dataDirRaw = read('DATA_DIR');
  const dataDir =
    dataDirRaw === undefined
      ? resolve(PACKAGE_ROOT, '.data')
      : isAbsolute(dataDirRaw)
        ? dataDirRaw
        : resolve(process.cwd(), dataDirRaw);

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const poolMax = integer('DATABASE_POOL_MAX', 10, 1, 1000);
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl, poolMax }
    : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };

  const issuer = url('ISSUER', ['http:', 'https:']);

  let signingKeyPem = read('SIGNING_KEY') ?? null;
  if (signingKeyPem !== null) signingKeyPem = signingKeyPem.replace(/\\n/g, '\n');
  if (signingKeyPem !== null && !/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----$/.test(signingKeyPem)) {
    problems.push('SIGNING_KEY must be a PKCS#8 PEM private key ("-----BEGIN PRIVATE KEY-----" ...), EC P-256 or RSA.');
    signingKeyPem = null;
  }
  const signingKeyId = read('SIGNING_KEY_ID') ?? null;

  const clients = parseClients(read('OAUTH_CLIENTS'), problems);

  const defaultAgencyRaw = env.DEFAULT_AGENCY;
  let defaultAgency: string | null =
    defaultAgencyRaw === undefined ? (databaseUrl ? null : 'demo') : defaultAgencyRaw.trim() || null;
  if (defaultAgency !== null && !isTenantSlug(defaultAgency)) {
    problems.push(
      `DEFAULT_AGENCY="${defaultAgency}" must be an agency slug (lowercase letters, digits and inner hyphens) or empty.`,
    );
    defaultAgency = null;
  }

  const argon2 = {
    memoryCost: integer('ARGON2_MEMORY_KIB', 19_456, 8, 4_194_304),
    timeCost: integer('ARGON2_ITERATIONS', 2, 1, 100),
    parallelism: integer('ARGON2_PARALLELISM', 1, 1, 16),
  };
  if (argon2.memoryCost < 8 * argon2.parallelism)
    problems.push('ARGON2_MEMORY_KIB must be at least 8 × ARGON2_PARALLELISM.');

  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = read('MAIL_FROM') ?? 'Agency Portal <no-reply@agency-portal.test>';

  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let valid = false;
    try {
      const parsed = new URL(origin);
      valid = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
    } catch {
      valid = false;
    }
    if (!valid)
      problems.push(
        `CORS_ORIGINS entry "${origin}" must be an origin such as https://portal.example.com (scheme, host, optional port; no path).`,
      );
  }

  const portalDistRaw = read('PORTAL_DIST');
  const portalDist = portalDistRaw ? resolve(PACKAGE_ROOT, portalDistRaw) : resolve(PACKAGE_ROOT, '../portal/dist');

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL="${logLevel}" must be one of fatal, error, warn, info, debug, trace, silent.`);
  }

  // A developer tool of the embedded default (PGlite): it lists every agency's mail, so a deployment on a
  // real database (DATABASE_URL) has it off unless DEV_OUTBOX=true asks for it.
  const devOutbox = boolean('DEV_OUTBOX', !production && databaseUrl === null);
  if (production && devOutbox) problems.push('DEV_OUTBOX cannot be enabled when NODE_ENV=production.');

  const config: Config = {
    nodeEnv,
    production,
    host,
    port,
    dataDir,
    database,
    issuer: issuer?.replace(/\/$/, '') ?? null,
    signingKeyPem,
    signingKeyId,
    accessTokenLifetimeSeconds: seconds('ACCESS_TOKEN_LIFETIME', '3600'),
    refreshTokenAbsoluteSeconds: seconds('REFRESH_TOKEN_ABSOLUTE_LIFETIME', '30d'),
    refreshTokenSlidingSeconds: seconds('REFRESH_TOKEN_SLIDING_LIFETIME', '15d'),
    clients,
    defaultAgency,
    argon2,
    rateLimits: {
      tokenPerIp: rateLimit('RATE_LIMIT_TOKEN_IP', '30/1m'),
      tokenPerUsername: rateLimit('RATE_LIMIT_TOKEN_USERNAME', '10/15m'),
      register: rateLimit('RATE_LIMIT_REGISTER', '10/1h'),
      verify: rateLimit('RATE_LIMIT_VERIFY', '10/15m'),
      resend: rateLimit('RATE_LIMIT_RESEND', '3/15m'),
      forgotPassword: rateLimit('RATE_LIMIT_FORGOT_PASSWORD', '5/15m'),
      lookup: rateLimit('RATE_LIMIT_LOOKUP', '60/1m'),
    },
    verificationCodeTtlSeconds: seconds('VERIFICATION_CODE_LIFETIME', '15m'),
    verificationMaxAttempts: integer('VERIFICATION_MAX_ATTEMPTS', 5, 1, 100),
    temporaryPasswordTtlSeconds: seconds('TEMPORARY_PASSWORD_LIFETIME', '24h'),
    smtpUrl,
    mailFrom,
    mailPollMs: integer('MAIL_POLL_MS', 2000, 50, 3_600_000),
    mailMaxAttempts: integer('MAIL_MAX_ATTEMPTS', 8, 1, 100),
    corsOrigins,
    trustProxy: boolean('TRUST_PROXY', false),
    portalDist,
    logLevel,
    devOutbox,
    seedDemo: boolean('SEED_DEMO', true),
  };
  if (config.refreshTokenSlidingSeconds > config.refreshTokenAbsoluteSeconds) {
    problems.push('REFRESH_TOKEN_SLIDING_LIFETIME must not exceed REFRESH_TOKEN_ABSOLUTE_LIFETIME.');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function parseClients(raw: string | undefined, problems: string[]): ClientConfig[] {
  const portal: ClientConfig = {
    clientId: PORTAL_CLIENT.clientId,
    secretSha256: sha256Hex(PORTAL_CLIENT.secret),
    grants: ['password', 'refresh_token'],
    scopes: [...DEFAULT_SCOPES],
  };
  if (raw === undefined) return [portal];
  const hint =
    'OAUTH_CLIENTS must be a JSON array of {"client_id": string, "client_secret" or "client_secret_sha256": string (omit both for a public client), "grants": ["password","refresh_token"], "scopes": string[]}.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problems.push(`${hint} It is not valid JSON.`);
    return [portal];
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    problems.push(`${hint} It is not a non-empty array.`);
    return [portal];
  }
  const clients: ClientConfig[] = [];
  parsed.forEach((entry: unknown, index) => {
    const where = `OAUTH_CLIENTS[${index}]`;
    if (typeof entry !== 'object' || entry === null) {
      problems.push(`${where} must be an object. ${hint}`);
      return;
    }
    const e = entry as Record<string, unknown>;
    const clientId = e.client_id;
    if (typeof clientId !== 'string' || !/^[\w.-]{1,100}$/.test(clientId)) {
      problems.push(`${where}.client_id must be 1-100 letters, digits, '.', '_' or '-'.`);
      return;
    }
    let secretSha256: string | null = null;
    if (typeof e.client_secret === 'string' && e.client_secret !== '') secretSha256 = sha256Hex(e.client_secret);
    else if (typeof e.client_secret_sha256 === 'string') {
      if (!/^[0-9a-f]{64}$/i.test(e.client_secret_sha256))
        problems.push(`${where}.client_secret_sha256 must be 64 hex digits.`);
      secretSha256 = e.client_secret_sha256.toLowerCase();
    }
    const grants = Array.isArray(e.grants) ? e.grants : ['password', 'refresh_token'];
    if (
      !grants.every((grant): grant is 'password' | 'refresh_token' => grant === 'password' || grant === 'refresh_token')
    ) {
      problems.push(`${where}.grants may contain only "password" and "refresh_token".`);
      return;
    }
    const scopes = Array.isArray(e.scopes) ? e.scopes : [...DEFAULT_SCOPES];
    if (!scopes.every((scope) => typeof scope === 'string' && /^[\x21\x23-\x5b\x5d-\x7e]+$/.test(scope))) {
      problems.push(`${where}.scopes must be an array of scope names.`);
      return;
    }
    if (clients.some((client) => client.clientId === clientId)) {
      problems.push(`${where}.client_id "${clientId}" is listed twice.`);
      return;
    }
    clients.push({ clientId, secretSha256, grants, scopes: scopes as string[] });
  });
  return clients;
}
