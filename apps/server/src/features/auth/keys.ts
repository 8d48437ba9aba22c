import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { Logger } from 'pino';
import { atRestCipher, dataKey, WrongKeyError, type AtRestCipher } from '../../platform/crypto';
import type { Database, Db } from '../../platform/db';
import type { JobRunner } from '../../platform/jobs';

export type SigningAlg = 'ES256' | 'RS256';

export interface SigningKey {
  kid: string;
  alg: SigningAlg;
  /** Null for a key that only verifies (the previous key, read from the database without its private half). */
  privateKey: KeyObject | null;
  /** Made once per key and process: verification never imports a key per request. */
  publicKey: KeyObject;
  publicJwk: JWK;
}

/**
 * The access tokens' signing keys of this process. From the database (the default): the current key
 * signs, current and previous are published (JWKS) and accepted, picked by the token's `kid`; every
 * instance reads the set every SIGNING_KEY_RELOAD and at once (throttled) when a token names a kid it does
 * not know. From SIGNING_KEY: one static key, no rotation.
 */
export interface SigningKeys {
  readonly source: 'database' | 'static';
  /** The key new tokens are signed with. */
  signing(): SigningKey;
  /** An accepted key by `kid` (no kid: the signing key), from memory. */
  find(kid: string | undefined): SigningKey | undefined;
  /** `find`, reading the database first when the kid is unknown (at most once per throttle period: waits for it). */
  resolve(kid: string | undefined): Promise<SigningKey | undefined>;
  /** The published keys (JWKS): the current first, then the previous. */
  published(): JWK[];
  /** Reads the key set from the database now. */
  reload(): Promise<void>;
  /**
   * Makes a new current key in one transaction (one winner when several instances try at once); the
   * previous current stays accepted, the one before it is retired. With a condition, only while the
   * current key is `ifCurrent` and was activated before `ifActivatedBefore`; null when nothing changed.
   */
  rotate(condition?: {
    ifCurrent?: string;
    ifActivatedBefore?: Date;
  }): Promise<{ kid: string; previous: string | null } | null>;
  /** Registers the automatic rotation job (SIGNING_KEY_ROTATION) with the job runner. */
  registerRotation(jobs: JobRunner): void;
  /** Queues the next automatic rotation (once per key, however many instances ask). */
  scheduleRotation(): Promise<void>;
  /** Stops the periodic reload. */
  close(): void;
}

export interface SigningKeysOptions {
  db: Db;
  log: Logger;
  /** SIGNING_KEY (PEM): a static key instead of the database's. */
  pem: string | null;
  /** SIGNING_KEY_ID: the static key's kid (default: its JWK thumbprint). */
  kid: string | null;
  /** Where a signing key of the earlier file-based versions may be (imported on first start). */
  dataDir: string;
  /** DATA_ENCRYPTION_KEY; null (never in production) keeps one in `<dataDir>/data-encryption-key`. */
  dataEncryptionKey: Buffer | null;
  /** Automatic rotation after this many seconds (null: only by the CLI). */
  rotationSeconds: number | null;
  /** Periodic reload (seconds); 0: none (the CLI). */
  reloadSeconds: number;
  /** At most one reload per this many ms for unknown kids; a request inside the period waits for it (default 1000). */
  unknownKidThrottleMs?: number;
}

export const ROTATE_SIGNING_KEY_JOB = 'auth.rotate-signing-key';

const algOf = (privateKey: KeyObject): SigningAlg => {
  if (privateKey.asymmetricKeyType === 'ec' && privateKey.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    return 'ES256';
  if (privateKey.asymmetricKeyType === 'rsa' && (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048)
    return 'RS256';
  throw new Error('The signing key must be an EC P-256 key (ES256) or an RSA key of at least 2048 bits (RS256).');
};

/** A signing key from a PKCS#8 PEM; its kid is `kid` or the JWK thumbprint (RFC 7638). */
export async function signingKeyFromPem(pem: string, kid: string | null = null): Promise<SigningKey> {
  const privateKey = createPrivateKey(pem);
  const alg = algOf(privateKey);
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  const id = kid ?? (await calculateJwkThumbprint(jwk));
  return { kid: id, alg, privateKey, publicKey, publicJwk: { ...jwk, kid: id, alg, use: 'sig' } };
}

/** A new EC P-256 (ES256) key. */
async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return signingKeyFromPem(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
}

const pemOf = (key: SigningKey) => key.privateKey!.export({ format: 'pem', type: 'pkcs8' }).toString();

/** The private half is sealed bound to its kid (a sealed value moved to another row does not open). */
const sealContext = (kid: string) => `signing_keys:${kid}`;

interface LiveRow {
  kid: string;
  alg: SigningAlg;
  private_key: string | null;
  public_jwk: string;
  activated_at: Date | null;
}

/** The live keys, current first (at most two: current and previous). */
function liveKeys(db: Kysely<Database>) {
  return db
    .selectFrom('signing_keys')
    .select(['kid', 'alg', 'private_key', 'public_jwk', 'activated_at'])
    .where('retired_at', 'is', null)
    .where('activated_at', 'is not', null)
    .orderBy('activated_at', 'desc')
    .orderBy('kid', 'desc')
    .limit(2);
}

/** Serialises every change of the key set (first key, rotations) across instances. */
const lockKeys = (trx: Kysely<Database>) => sql`LOCK TABLE signing_keys IN SHARE ROW EXCLUSIVE MODE`.execute(trx);

async function insertKey(trx: Kysely<Database>, key: SigningKey, cipher: AtRestCipher): Promise<void> {
  const values = {
    alg: key.alg,
    private_key: cipher.seal(pemOf(key), sealContext(key.kid)),
    public_jwk: JSON.stringify(key.publicJwk),
    activated_at: sql<Date>`clock_timestamp()`,
    retired_at: null,
  };
  await trx
    .insertInto('signing_keys')
    .values({ kid: key.kid, ...values })
    .onConflict((conflict) => conflict.column('kid').doUpdateSet(values))
    .execute();
}

/** One static key (SIGNING_KEY): signs, verifies, published; no database, no rotation. */
function staticKeys(key: SigningKey): SigningKeys {
  return {
    source: 'static',
    signing: () => key,
    find: (kid) => (kid === undefined || kid === key.kid ? key : undefined),
    resolve: async (kid) => (kid === undefined || kid === key.kid ? key : undefined),
    published: () => [key.publicJwk],
    reload: async () => {},
    rotate: async () => {
      throw new Error('The signing key comes from SIGNING_KEY: rotate it by changing SIGNING_KEY on every instance.');
    },
    registerRotation: () => {},
    scheduleRotation: async () => {},
    close: () => {},
  };
}

/**
 * Opens the signing keys: SIGNING_KEY when set; otherwise the database's, making the first key when there
 * is none (importing `<dataDir>/signing-key.pem` of earlier versions, so the tokens it signed stay valid).
 */
export async function openSigningKeys(options: SigningKeysOptions): Promise<SigningKeys> {
  if (options.pem !== null) return staticKeys(await signingKeyFromPem(options.pem, options.kid));
  const { db, log } = options;
  const cipher = atRestCipher(dataKey(options), 'signing-keys');
  const throttleMs = options.unknownKidThrottleMs ?? 1000;
  const rotationMs = options.rotationSeconds === null ? null : options.rotationSeconds * 1000;

  // First start on this database: one instance makes (or imports) the first key; the others wait and read it.
  await db.transaction().execute(async (trx) => {
    await lockKeys(trx);
    if (await liveKeys(trx).executeTakeFirst()) return;
    const file = join(options.dataDir, 'signing-key.pem');
    const imported = existsSync(file);
    const key = imported ? await signingKeyFromPem(readFileSync(file, 'utf8')) : await generateSigningKey();
    await insertKey(trx, key, cipher);
    log.info({ kid: key.kid }, imported ? `signing key imported from ${file}` : 'signing key created');
  });

  /** Every key object made so far, by kid: a reload reuses them (no key import per reload or request). */
  const made = new Map<string, SigningKey>();
  let current: SigningKey;
  let currentActivatedAt: Date;
  let previous: SigningKey | null = null;

  const keyOf = (row: LiveRow, needPrivate: boolean): SigningKey => {
    const known = made.get(row.kid);
    if (known && (known.privateKey || !needPrivate)) return known;
    let key: SigningKey;
    if (needPrivate) {
      if (row.private_key === null) throw new Error(`The current signing key ${row.kid} has no private key.`);
      let pem: string;
      try {
        pem = cipher.open(row.private_key, sealContext(row.kid));
      } catch (error) {
        throw new Error(
          error instanceof WrongKeyError
            ? `The signing key ${row.kid} in the database was encrypted with another DATA_ENCRYPTION_KEY: every instance on one database needs the same DATA_ENCRYPTION_KEY.`
            : `The signing key ${row.kid} in the database cannot be decrypted (damaged).`,
        );
      }
      const privateKey = createPrivateKey(pem);
      key = {
        kid: row.kid,
        alg: row.alg,
        privateKey,
        publicKey: createPublicKey(privateKey),
        publicJwk: JSON.parse(row.public_jwk) as JWK,
      };
    } else {
      const publicJwk = JSON.parse(row.public_jwk) as JWK;
      key = {
        kid: row.kid,
        alg: row.alg,
        privateKey: null,
        publicKey: createPublicKey({ key: publicJwk as never, format: 'jwk' }),
        publicJwk,
      };
    }
    made.set(row.kid, key);
    return key;
  };

  const load = async () => {
    const rows = (await liveKeys(db).execute()) as LiveRow[];
    if (rows.length === 0) throw new Error('No live signing key in the database.');
    const next = keyOf(rows[0]!, true);
    const before = rows[1] ? keyOf(rows[1], false) : null;
    // Keys no longer live are forgotten (their tokens are refused from now on).
    for (const kid of made.keys()) if (kid !== next.kid && kid !== before?.kid) made.delete(kid);
    current = next;
    currentActivatedAt = rows[0]!.activated_at!;
    previous = before;
  };
  await load();

  let reloading: Promise<void> | null = null;
  const reload = () => {
    reloading ??= load().finally(() => {
      reloading = null;
    });
    return reloading;
  };
  let lastUnknownKidReload = Number.NEGATIVE_INFINITY;
  let unknownKidReload: Promise<void> | null = null;
  const nextUnknownKidReload = () =>
    (unknownKidReload ??= (async () => {
      const wait = lastUnknownKidReload + throttleMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait).unref());
      lastUnknownKidReload = Date.now();
      try {
        await reload();
      } catch (error) {
        log.error({ err: error }, 'reading the signing keys failed');
      }
    })().finally(() => {
      unknownKidReload = null;
    }));
  let runner: JobRunner | null = null;

  const timer =
    options.reloadSeconds > 0
      ? setInterval(() => {
          reload().catch((error: unknown) =>
            log.error({ err: error }, 'reading the signing keys failed; the last ones read stay in use'),
          );
        }, options.reloadSeconds * 1000)
      : null;
  timer?.unref();

  const find = (kid: string | undefined) => {
    if (kid === undefined || kid === current.kid) return current;
    return kid === previous?.kid ? previous : undefined;
  };

  const keys: SigningKeys = {
    source: 'database',
    signing: () => current,
    find,
    async resolve(kid) {
      const known = find(kid);
      if (known || kid === undefined) return known;
      // A kid this process does not know: another instance may have rotated. The database is read at most
      // once per throttle period (concurrent requests share the read), and a request that comes inside the
      // period waits for the next read rather than being refused: a forged kid can delay a real new key's
      // pickup by one period at most, never make its tokens fail.
      await nextUnknownKidReload();
      return find(kid);
    },
    published: () => (previous ? [current.publicJwk, previous.publicJwk] : [current.publicJwk]),
    reload,
    async rotate(condition = {}) {
      const next = await generateSigningKey();
      const result = await db.transaction().execute(async (trx) => {
        await lockKeys(trx);
        const live = await liveKeys(trx).execute();
        const now = live[0];
        if (condition.ifCurrent !== undefined && now?.kid !== condition.ifCurrent) return null;
        if (condition.ifActivatedBefore && now?.activated_at && now.activated_at >= condition.ifActivatedBefore)
          return null;
        await insertKey(trx, next, cipher);
        // The current key becomes the previous one: still accepted, it signs no more (its private half goes).
        if (now) await trx.updateTable('signing_keys').set({ private_key: null }).where('kid', '=', now.kid).execute();
        // The one before it is retired: its tokens are refused from now on.
        await trx
          .updateTable('signing_keys')
          .set({ retired_at: sql<Date>`clock_timestamp()`, private_key: null })
          .where('retired_at', 'is', null)
          .where('kid', 'not in', now ? [next.kid, now.kid] : [next.kid])
          .execute();
        return { kid: next.kid, previous: now?.kid ?? null };
      });
      if (result) {
        made.set(next.kid, next);
        log.info(result, 'signing key rotated');
      }
      await reload();
      return result;
    },
    registerRotation(jobs) {
      if (rotationMs === null) return;
      runner = jobs;
      jobs.register(ROTATE_SIGNING_KEY_JOB, async (payload, job) => {
        const kid = (payload as { kid?: unknown } | null)?.kid;
        if (typeof kid !== 'string') return;
        const rotated = await keys.rotate({
          ifCurrent: kid,
          ifActivatedBefore: new Date(job.now.getTime() - rotationMs),
        });
        // Not yet due (this clock is behind the database's): tried again with back-off.
        if (!rotated && current.kid === kid) throw new Error(`signing key ${kid} is not yet due for rotation`);
        await keys.scheduleRotation();
      });
    },
    async scheduleRotation() {
      if (rotationMs === null || runner === null) return;
      await reload();
      // Once per key and rotation period: several instances queue it once.
      await runner.enqueue(
        db,
        ROTATE_SIGNING_KEY_JOB,
        { kid: current.kid },
        { onceKey: `${current.kid}:${rotationMs}`, runAt: new Date(currentActivatedAt.getTime() + rotationMs) },
      );
    },
    close: () => {
      if (timer) clearInterval(timer);
    },
  };
  return keys;
}
