import type { Config } from '../app/config';
import { openSigningKeys } from '../features/auth';
import type { Db } from '../platform/db';
import { OperationError } from '../platform/errors';
import { createLogger } from '../platform/logger';

/**
 * `agency-server rotate-signing-key`: a new current signing key in the database (one transaction; a
 * rotation racing it on another instance waits for it). Running servers pick it up within
 * SIGNING_KEY_RELOAD, or at once when a token signed with it reaches them.
 */
export async function rotateSigningKey(db: Db, config: Config): Promise<string> {
  if (config.signingKeyPem !== null)
    throw new OperationError(
      'The signing key comes from SIGNING_KEY (a static key): rotate it by changing SIGNING_KEY on every instance.',
    );
  const keys = await openSigningKeys({
    db,
    log: createLogger('silent'),
    pem: null,
    kid: null,
    dataDir: config.dataDir,
    dataEncryptionKey: config.dataEncryptionKey,
    rotationSeconds: null,
    reloadSeconds: 0,
  });
  const rotated = await keys.rotate();
  if (!rotated) throw new Error('The signing key was not rotated.');
  return `New signing key ${rotated.kid}${rotated.previous ? `; ${rotated.previous} stays accepted until the next rotation` : ''}.`;
}
