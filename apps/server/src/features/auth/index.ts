import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../platform/feature';
import { authRoutes, type AuthDeps } from './routes';

/**
 * auth: the identity server (token with the password and refresh_token grants, revocation, discovery,
 * JWKS), its signing keys (in the database, rotated), refresh token families, the per-request session check, the access token's principal, and the authentication
 * pre-handlers the other features receive in their deps.
 */
export const authFeature: Feature<AuthDeps> = {
  name: 'auth',
  register: (app: FastifyInstance, deps: AuthDeps) => authRoutes(app, deps),
};

export type { AuthDeps } from './routes';
export {
  createAuthentication,
  SessionCheckCache,
  SESSION_ENDED_MESSAGE,
  ACCOUNT_DISABLED_MESSAGE,
} from './authenticate';
export { signAccessToken, verifyAccessToken, API_AUDIENCE } from './access-token';
export { openSigningKeys, signingKeyFromPem, ROTATE_SIGNING_KEY_JOB } from './keys';
export type { SigningKey, SigningKeys } from './keys';
export type { ClientConfig } from './clients';
export { findRefreshToken, newRefreshHandle } from './queries';
export type { RefreshTokensTable } from './tables';
