import { DEFAULT_SCOPES } from '@agency/api-client/contract';
import type { ClientConfig } from '../../features/auth';
import { parseDataEncryptionKey, sha256Hex } from '../../platform/crypto';
import type { Argon2Params } from '../../platform/password';
import { parseDuration, type EnvReader } from './env';

export const PORTAL_CLIENT = {
  clientId: 'agency-portal',
  secret: 'agency-portal-secret',
} as const;

export interface AuthSettings {
  /**
   * Fixed issuer (`iss`, discovery); null derives it from the request's origin, as IdentityServer does.
   * Required in production (ISSUER): a request's Host never decides it there.
   */
  issuer: string | null;
  /**
   * AGENCY_ORIGIN: the public origin of an agency's portal, `{agency}` standing for its slug as the host's first
   * label (`https://{agency}.portal.example.com`): links in e-mails (invitations, approvals, notices, reference
   * requests) open there, where the portal names the agency. Null: ISSUER (one agency, or the default one).
   */
  agencyOrigin: string | null;
  /**
   * SIGNING_KEY: a static PEM (PKCS#8) private key (no rotation, nothing in the database); null keeps the
   * signing keys in the database (keys.ts), encrypted under `dataEncryptionKey`, rotated.
   */
  signingKeyPem: string | null;
  signingKeyId: string | null;
  /**
   * DATA_ENCRYPTION_KEY: 32 bytes that encrypt secrets at rest (the signing keys' private halves). Required
   * in production unless SIGNING_KEY is set; null elsewhere makes and keeps one in `<DATA_DIR>/data-encryption-key`.
   */
  dataEncryptionKey: Buffer | null;
  /** SIGNING_KEY_ROTATION: a new signing key when the current one is this old (seconds); null: only by the CLI. */
  signingKeyRotationSeconds: number | null;
  /** SIGNING_KEY_RELOAD: how often an instance reads the key set from the database (seconds). */
  signingKeyReloadSeconds: number;
  /**
   * SESSION_CHECK_CACHE: how long one process trusts its last look at a token's session and account (ms);
   * 0 looks on every request. A revocation or disable in this process forgets it at once.
   */
  sessionCheckCacheMs: number;
  accessTokenLifetimeSeconds: number;
  refreshTokenAbsoluteSeconds: number;
  refreshTokenSlidingSeconds: number;
  /** REFRESH_TOKEN_REUSE_GRACE: seconds in which a just-rotated refresh token replays its pair (0: off). */
  refreshTokenReuseGraceSeconds: number;
  clients: readonly ClientConfig[];
  argon2: Argon2Params;
  verificationCodeTtlSeconds: number;
  verificationMaxAttempts: number;
  temporaryPasswordTtlSeconds: number;
}

/**
 * ISSUER, SIGNING_KEY(_ID), DATA_ENCRYPTION_KEY, SIGNING_KEY_ROTATION/_RELOAD, SESSION_CHECK_CACHE, token
 * lifetimes, OAUTH_CLIENTS, ARGON2_*, verification codes, temporary passwords.
 */
export function authSettings(r: EnvReader): AuthSettings {
  const production = (r.read('NODE_ENV') ?? 'development') === 'production';
  const issuer = r.url('ISSUER', ['http:', 'https:']);
  if (production && issuer === null && r.read('ISSUER') === undefined)
    r.problems.push(
      "ISSUER is required when NODE_ENV=production: the server's public origin, such as https://portal.example.com (the tokens' iss and discovery use it; a request's Host never does in production).",
    );

  const agencyOrigin = agencyOriginSetting(r);

  let signingKeyPem = r.read('SIGNING_KEY') ?? null;
  if (signingKeyPem !== null) signingKeyPem = signingKeyPem.replace(/\\n/g, '\n');
  if (signingKeyPem !== null && !/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----$/.test(signingKeyPem)) {
    r.problems.push(
      'SIGNING_KEY must be a PKCS#8 PEM private key ("-----BEGIN PRIVATE KEY-----" ...), EC P-256 or RSA.',
    );
    signingKeyPem = null;
  }
  const signingKeyId = r.read('SIGNING_KEY_ID') ?? null;

  const dataKeyRaw = r.read('DATA_ENCRYPTION_KEY');
  const dataEncryptionKey = dataKeyRaw === undefined ? null : parseDataEncryptionKey(dataKeyRaw);
  if (dataKeyRaw !== undefined && dataEncryptionKey === null)
    r.problems.push(
      'DATA_ENCRYPTION_KEY must be 32 random bytes as 64 hex digits or base64 (for example `openssl rand -hex 32`).',
    );
  else if (dataKeyRaw === undefined && production)
    r.problems.push(
      "DATA_ENCRYPTION_KEY is required when NODE_ENV=production (it encrypts the signing keys kept in the database and the applicants' identifiers: SSN, TIN, document numbers): 32 random bytes as 64 hex digits, the same on every instance (for example `openssl rand -hex 32`).",
    );

  const accessTokenLifetimeSeconds = r.seconds('ACCESS_TOKEN_LIFETIME', '3600');
  const rotationRaw = r.read('SIGNING_KEY_ROTATION') ?? '90d';
  let signingKeyRotationSeconds: number | null = null;
  if (!/^(off|0)$/i.test(rotationRaw)) {
    const ms = parseDuration(rotationRaw);
    const minimum = Math.max(3600, 2 * accessTokenLifetimeSeconds);
    if (ms === null || ms < minimum * 1000)
      r.problems.push(
        `SIGNING_KEY_ROTATION="${rotationRaw}" must be off or a duration of at least ${minimum} s (1 h and twice ACCESS_TOKEN_LIFETIME: a retired key's tokens must have expired), such as 90d.`,
      );
    else signingKeyRotationSeconds = Math.floor(ms / 1000);
  }
  const sessionCacheRaw = r.read('SESSION_CHECK_CACHE') ?? '5s';
  let sessionCheckCacheMs = parseDuration(sessionCacheRaw);
  if (sessionCheckCacheMs === null || sessionCheckCacheMs > 300_000) {
    r.problems.push(
      `SESSION_CHECK_CACHE="${sessionCacheRaw}" must be a duration from 0 (no cache) to 5m, such as 5s or 500ms.`,
    );
    sessionCheckCacheMs = 5000;
  }
  const clients = parseClients(r.read('OAUTH_CLIENTS'), r.problems);

  const argon2 = {
    memoryCost: r.integer('ARGON2_MEMORY_KIB', 19_456, 8, 4_194_304),
    timeCost: r.integer('ARGON2_ITERATIONS', 2, 1, 100),
    parallelism: r.integer('ARGON2_PARALLELISM', 1, 1, 16),
  };
  if (argon2.memoryCost < 8 * argon2.parallelism)
    r.problems.push('ARGON2_MEMORY_KIB must be at least 8 × ARGON2_PARALLELISM.');

  const settings: AuthSettings = {
    issuer: issuer?.replace(/\/$/, '') ?? null,
    agencyOrigin,
    signingKeyPem,
    signingKeyId,
    dataEncryptionKey,
    signingKeyRotationSeconds,
    signingKeyReloadSeconds: r.seconds('SIGNING_KEY_RELOAD', '60'),
    sessionCheckCacheMs,
    accessTokenLifetimeSeconds,
    refreshTokenAbsoluteSeconds: r.seconds('REFRESH_TOKEN_ABSOLUTE_LIFETIME', '30d'),
    refreshTokenSlidingSeconds: r.seconds('REFRESH_TOKEN_SLIDING_LIFETIME', '15d'),
    refreshTokenReuseGraceSeconds: r.integer('REFRESH_TOKEN_REUSE_GRACE', 30, 0, 300),
    clients,
    argon2,
    verificationCodeTtlSeconds: r.seconds('VERIFICATION_CODE_LIFETIME', '15m'),
    verificationMaxAttempts: r.integer('VERIFICATION_MAX_ATTEMPTS', 5, 1, 100),
    temporaryPasswordTtlSeconds: r.seconds('TEMPORARY_PASSWORD_LIFETIME', '24h'),
  };
  if (settings.refreshTokenSlidingSeconds > settings.refreshTokenAbsoluteSeconds) {
    r.problems.push('REFRESH_TOKEN_SLIDING_LIFETIME must not exceed REFRESH_TOKEN_ABSOLUTE_LIFETIME.');
  }
  return settings;
}

/**
 * AGENCY_ORIGIN: an http(s) origin whose host's first label is `{agency}` (the tenant rule reads an agency from
 * that label), without credentials, path, query or fragment; a trailing slash is dropped.
 */
function agencyOriginSetting(r: EnvReader): string | null {
  const raw = r.read('AGENCY_ORIGIN');
  if (raw === undefined) return null;
  const template = raw.replace(/\/+$/, '');
  const sample = template.replace('{agency}', 'agency');
  let valid = /^https?:\/\/\{agency\}\.[^/?#@{}]+$/.test(template);
  try {
    valid &&= new URL(sample).origin === sample;
  } catch {
    valid = false;
  }
  if (valid) return template;
  r.problems.push(
    `AGENCY_ORIGIN="${raw}" must be an origin whose first host label is {agency}, such as https://{agency}.portal.example.com (an agency's portal, its slug in place of {agency}; no path).`,
  );
  return null;
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
