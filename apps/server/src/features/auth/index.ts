import type { FastifyInstance } from 'fastify';
import type { Feature } from '../../platform/feature';
import { authRoutes, type AuthDeps } from './routes';

/**
 * auth: the identity server (token with the password and refresh_token grants, revocation, discovery,
 * JWKS), its signing key, refresh token families, the access token's principal, and the authentication
 * pre-handlers the other features receive in their deps.
 */
export const authFeature: Feature<AuthDeps> = {
  name: 'auth',
  register: (app: FastifyInstance, deps: AuthDeps) => authRoutes(app, deps),
};

export type { AuthDeps } from './routes';
export { createAuthentication, principalOf } from './authenticate';
export type { Authentication } from './authenticate';
export { signAccessToken, verifyAccessToken, API_AUDIENCE } from './access-token';
export type { Principal } from './access-token';
export { loadSigningKey } from './keys';
export type { SigningKey } from './keys';
export type { ClientConfig } from './clients';
export { findRefreshToken, newRefreshHandle, revokeFamily, revokeOtherFamilies } from './queries';
export type { RefreshTokenFamiliesTable, RefreshTokensTable } from './tables';
