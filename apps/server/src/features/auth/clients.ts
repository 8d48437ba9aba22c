import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sha256Hex } from '../../platform/crypto';
import { OAuthError } from '../../platform/errors';

/** An OAuth client of the identity server (OAUTH_CLIENTS). */
export interface ClientConfig {
  clientId: string;
  /** SHA-256 (hex) of the client secret; null for a public client (no secret). */
  secretSha256: string | null;
  grants: ReadonlyArray<'password' | 'refresh_token'>;
  scopes: readonly string[];
}

/**
 * Client authentication of the token and revocation endpoints: `client_secret_basic` (Authorization:
 * Basic, form-url-encoded id and secret, RFC 6749 §2.3.1) or `client_secret_post` (form fields). A public
 * client (configured without a secret) sends only `client_id`.
 */
export function authenticateClient(
  clients: readonly ClientConfig[],
  request: FastifyRequest,
  body: Record<string, string>,
): ClientConfig {
  let clientId = body.client_id;
  let secret = body.client_secret;
  const header = request.headers.authorization;
  if (header && /^Basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0)
      throw new OAuthError('invalid_client', 'The Authorization header is not valid client authentication.');
    try {
      clientId = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
    } catch {
      throw new OAuthError('invalid_client', 'The Authorization header is not valid client authentication.');
    }
  }
  if (!clientId) throw new OAuthError('invalid_client', 'client_id is missing.');
  const client = clients.find((c) => c.clientId === clientId);
  if (!client) throw new OAuthError('invalid_client', 'Unknown client or wrong client secret.');
  if (client.secretSha256 !== null) {
    const given = Buffer.from(sha256Hex(secret ?? ''), 'hex');
    const expected = Buffer.from(client.secretSha256, 'hex');
    if (secret === undefined || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new OAuthError('invalid_client', 'Unknown client or wrong client secret.');
    }
  }
  return client;
}
