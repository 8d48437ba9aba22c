import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { TokenResponse } from '@agency/api-client/contract';

/**
 * The rotation grace window's box: the token response a refresh token was rotated into, sealed with
 * AES-256-GCM under a key derived from that refresh token's handle. Only the handle's holder can open it
 * (the database keeps the handle's SHA-256, never the handle), so the box hands the same pair to a second
 * simultaneous request of the same client and to nobody else.
 */
export interface SealedPair {
  response: TokenResponse;
  /** When the access token expires (epoch ms): `expires_in` is counted down from it on a replay. */
  accessExpiresAt: number;
}

const keyOf = (handle: string) => createHmac('sha256', handle).update('refresh-token-grace-box/v1').digest();

export function sealPair(handle: string, pair: SealedPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(handle), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The sealed pair, or null when the box does not open with this handle (or is malformed). */
export function openPair(handle: string, box: string): SealedPair | null {
  const [iv, body, tag] = box.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(handle), iv);
    decipher.setAuthTag(tag);
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    return JSON.parse(text) as SealedPair;
  } catch {
    return null;
  }
}

/**
 * Whether a replay within the grace window answers a request for `requestedScope`: only when it is the
 * scope of the sealed pair (as a set). A request for a narrower (or other) scope is not honoured with the
 * wider pair.
 */
export function replaysScope(sealed: SealedPair, requestedScope: string): boolean {
  const scopesOf = (scope: string) => new Set(scope.split(' ').filter(Boolean));
  const sealedScopes = scopesOf(sealed.response.scope);
  const requested = scopesOf(requestedScope);
  return sealedScopes.size === requested.size && [...requested].every((scope) => sealedScopes.has(scope));
}
