import { sql } from 'kysely';
import type { Config } from '../app/config';
import { rotateSmtpPasswords } from '../features/mail-settings';
import { rotateOnboardingValues } from '../features/onboarding';
import { atRestCipher, dataKey, parseDataEncryptionKey } from '../platform/crypto';
import type { Db } from '../platform/db';
import { OperationError } from '../platform/errors';

/** The signing keys' purpose and seal context (features/auth/keys.ts: `atRestCipher(key, 'signing-keys')`). */
const SIGNING_KEYS_PURPOSE = 'signing-keys';
const signingKeyContext = (kid: string) => `signing_keys:${kid}`;

/**
 * `agency-server rotate-data-key`: re-seals everything sealed under the data encryption key, in one
 * transaction: every onboarding value (SSNs, TINs, document numbers of every form version and of I-9
 * Section 2), the SMTP passwords of the mail settings and the private halves of the signing keys kept in
 * the database. The old key is
 * OLD_DATA_ENCRYPTION_KEY (64 hex digits or base64, as DATA_ENCRYPTION_KEY); the new one is the current
 * DATA_ENCRYPTION_KEY (or, in development without it, the key file in DATA_DIR). Values already under the new
 * key are left alone, so running it twice is harmless; a value under a third key stops it with nothing
 * changed. Stop the servers first (or give them the new key right after): a server with the old key cannot
 * open what was re-sealed.
 */
export async function rotateDataKey(db: Db, config: Config, env: Record<string, string | undefined>): Promise<string> {
  const oldRaw = env.OLD_DATA_ENCRYPTION_KEY;
  if (oldRaw === undefined || oldRaw.trim() === '')
    throw new OperationError(
      'Set OLD_DATA_ENCRYPTION_KEY to the key the values are sealed under now, and DATA_ENCRYPTION_KEY to the new key (each 32 bytes as 64 hex digits or base64).',
    );
  const oldKey = parseDataEncryptionKey(oldRaw);
  if (!oldKey) throw new OperationError('OLD_DATA_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64.');
  const newKey = dataKey(config);
  if (oldKey.equals(newKey))
    throw new OperationError('OLD_DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEY are the same key: nothing to rotate.');
  const from = atRestCipher(oldKey, SIGNING_KEYS_PURPOSE);
  const to = atRestCipher(newKey, SIGNING_KEYS_PURPOSE);
  return db.transaction().execute(async (trx) => {
    const onboarding = await rotateOnboardingValues(trx, oldKey, newKey);
    const smtpPasswords = await rotateSmtpPasswords(trx, oldKey, newKey);
    let signingKeys = 0;
    await sql`LOCK TABLE signing_keys IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const keys = await trx
      .selectFrom('signing_keys')
      .select(['kid', 'private_key'])
      .where('private_key', 'is not', null)
      .execute();
    for (const key of keys) {
      const keyId = key.private_key!.split('.')[1];
      if (keyId === to.keyId) continue;
      if (keyId !== from.keyId)
        throw new OperationError(
          `The signing key ${key.kid} is sealed under data key ${keyId}, which is neither OLD_DATA_ENCRYPTION_KEY (${from.keyId}) nor DATA_ENCRYPTION_KEY (${to.keyId}). Nothing was changed.`,
        );
      const context = signingKeyContext(key.kid);
      await trx
        .updateTable('signing_keys')
        .set({ private_key: to.seal(from.open(key.private_key!, context), context) })
        .where('kid', '=', key.kid)
        .execute();
      signingKeys += 1;
    }
    return `Re-sealed under the current DATA_ENCRYPTION_KEY: ${onboarding.values} onboarding value(s) in ${onboarding.rows} row(s), ${signingKeys} signing key(s), ${smtpPasswords} SMTP password(s).`;
  });
}
