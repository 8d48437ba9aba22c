import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Principal } from './auth/access-token';
import type { SigningKey } from './auth/keys';
import type { PasswordHasher } from './auth/password';
import type { Config } from './config';
import type { Db } from './db';
import type { MailDelivery } from './mail/delivery';
import type { RateLimitCheck } from './rate-limit';

/** What every module's routes and services share; built once by buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  key: SigningKey;
  hasher: PasswordHasher;
  mail: MailDelivery;
  log: Logger;
  /** Limits shared by routes of several modules (one budget across them). */
  limits: {
    /** The anonymous e-mail lookups (registration lookup, email_exist), per IP. */
    lookup: RateLimitCheck;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the authentication pre-handlers (auth/plugin.ts) for signed-in routes. */
    principal: Principal | null;
  }
}

/** The signed-in caller; the authentication pre-handler guarantees it on protected routes. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('Route is missing its authentication pre-handler.');
  return request.principal;
}
