import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** SHA-256 of a text, as 64 hex digits. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * The data encryption key (DATA_ENCRYPTION_KEY): 32 bytes, written as 64 hex digits or base64(url).
 * Null when the text is neither.
 */
export function parseDataEncryptionKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/**
 * The development data encryption key: read from `file`, or made once (32 random bytes, hex, mode 0600 in
 * a 0700 directory) when it does not exist. Never used in production, where DATA_ENCRYPTION_KEY is required.
 */
export function localDataEncryptionKey(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = parseDataEncryptionKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a data encryption key (64 hex digits).`);
  return key;
}

/** Where the data encryption key comes from (app/config: DATA_ENCRYPTION_KEY, DATA_DIR). */
export interface DataKeyConfig {
  /** DATA_ENCRYPTION_KEY (null: the development key file in DATA_DIR). */
  dataEncryptionKey: Buffer | null;
  dataDir: string;
}

/**
 * THE data encryption key of every value sealed at rest (onboarding values, SMTP passwords, signing keys,
 * unsubscribe tokens): DATA_ENCRYPTION_KEY, else the development key file in DATA_DIR.
 */
export function dataKey(config: DataKeyConfig): Buffer {
  return config.dataEncryptionKey ?? localDataEncryptionKey(join(config.dataDir, 'data-encryption-key'));
}

/**
 * Encryption at rest under the data encryption key: AES-256-GCM with a key derived per purpose (HKDF-SHA-256
 * with `purpose` as info), bound to `context` (additional data: the row it belongs to). The text names the
 * derived key's id (8 hex digits), so a value sealed under another key is told apart from a damaged one.
 */
export interface AtRestCipher {
  /** The derived key's id, as written into sealed values. */
  readonly keyId: string;
  seal(plain: string, context: string): string;
  /** The plain text; throws WrongKeyError when another key sealed it, Error when it is damaged. */
  open(sealed: string, context: string): string;
}

export class WrongKeyError extends Error {
  override readonly name = 'WrongKeyError';
}

export function atRestCipher(dataKey: Buffer, purpose: string): AtRestCipher {
  const key = Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), `agency-portal/${purpose}`, 32));
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    keyId,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', keyId, ...[iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed, context) {
      const [version, id, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !id || iv === undefined || body === undefined || tag === undefined)
        throw new Error('The sealed value is malformed.');
      if (id !== keyId) throw new WrongKeyError(`sealed under key ${id}, not ${keyId}`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
