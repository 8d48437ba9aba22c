import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  alg: 'ES256' | 'RS256';
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: JWK;
}

/**
 * The token signing key: from configuration (PEM), else generated once (EC P-256) and kept in
 * `<dataDir>/signing-key.pem` (mode 0600) so tokens survive restarts.
 */
export async function loadSigningKey(options: {
  pem: string | null;
  kid: string | null;
  dataDir: string;
}): Promise<SigningKey> {
  let pem = options.pem;
  if (pem === null) {
    const file = join(options.dataDir, 'signing-key.pem');
    if (existsSync(file)) pem = readFileSync(file, 'utf8');
    else {
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
    }
  }
  const privateKey = createPrivateKey(pem);
  let alg: SigningKey['alg'];
  if (privateKey.asymmetricKeyType === 'ec' && privateKey.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    alg = 'ES256';
  else if (privateKey.asymmetricKeyType === 'rsa' && (privateKey.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048)
    alg = 'RS256';
  else throw new Error('The signing key must be an EC P-256 key (ES256) or an RSA key of at least 2048 bits (RS256).');
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  const kid = options.kid ?? (await calculateJwkThumbprint(jwk));
  return { kid, alg, privateKey, publicKey, publicJwk: { ...jwk, kid, alg, use: 'sig' } };
}
