import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { agencyRoutes } from './agency/routes';
import { loadSigningKey } from './auth/keys';
import { PasswordHasher } from './auth/password';
import { authRoutes } from './auth/routes';
import { baseRoutes } from './base/routes';
import type { Config } from './config';
import type { AppContext } from './context';
import { createDatabase, type Db } from './db';
import { migrateToLatest } from './db/migrations';
import { ApiError, OAuthError, RateLimitedError } from './errors';
import { createLogger } from './logger';
import { MailDelivery } from './mail/delivery';
import { devOutboxRoutes } from './mail/dev-routes';
import { passwordRoutes } from './password/routes';
import { recruiterRoutes } from './recruiter/routes';
import { registrationRoutes } from './registration/routes';
import { roleRoutes } from './role/routes';
import { portalStatic, wantsPortalPage } from './static';
import { userRoutes } from './user/routes';

export interface BuildOptions {
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: DestinationStream;
  /** An already-open database (the CLI and tests may share one); otherwise opened from config. */
  db?: Db;
}

const isConnectPath = (url: string) => url.startsWith('/connect/');

/**
 * Builds the server: opens the database and runs the migrations, loads the signing key, registers the
 * identity server, the API of SPEC §7, the dev outbox and the portal. Returns the Fastify instance, not
 * yet listening; `close()` stops mail delivery and closes the database after in-flight requests finish.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const log = createLogger(config.logLevel, options.logStream);
  const db = options.db ?? createDatabase(config.database);
  try {
    await migrateToLatest(db as never);
  } catch (error) {
    if (!options.db) await db.destroy();
    throw error;
  }
  const key = await loadSigningKey({ pem: config.signingKeyPem, kid: config.signingKeyId, dataDir: config.dataDir });
  const mail = new MailDelivery(db, log.child({ module: 'mail' }), {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    pollMs: config.mailPollMs,
    maxAttempts: config.mailMaxAttempts,
  });
  const ctx: AppContext = { config, db, key, hasher: new PasswordHasher(config.argon2), mail, log };

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    bodyLimit: 256 * 1024,
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('principal', null);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only on HTTPS (see the hook below); a plain-HTTP development server must not pin browsers.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(cors, {
    // Only the configured origins; none by default (the portal is served from this origin).
    origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false,
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });

  app.setErrorHandler((error: FastifyError | ApiError | OAuthError | RateLimitedError, request, reply) => {
    if (error instanceof OAuthError) {
      return reply
        .status(400)
        .header('Cache-Control', 'no-store')
        .header('Pragma', 'no-cache')
        .send({ error: error.error, error_description: error.description });
    }
    if (error instanceof RateLimitedError) {
      reply.status(429).header('Retry-After', String(error.retryAfterSeconds));
      return isConnectPath(request.url)
        ? reply.send({ error: 'too_many_requests', error_description: error.message })
        : reply.send({ Message: error.message, Code: 'rate_limited' });
    }
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody());
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ Message: 'Something went wrong on server.', Code: 'internal_error' });
    }
    if (isConnectPath(request.url))
      return reply.status(400).send({ error: 'invalid_request', error_description: error.message });
    return reply
      .status(status)
      .send({ Message: error.message, Code: String(error.code ?? 'bad_request').toLowerCase() });
  });

  app.get('/health', async (_request, reply) => {
    try {
      await db.selectFrom('agencies').select('id').limit(1).execute();
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  for (const routes of [
    authRoutes,
    registrationRoutes,
    passwordRoutes,
    recruiterRoutes,
    roleRoutes,
    userRoutes,
    agencyRoutes,
    baseRoutes,
  ]) {
    await app.register(async (scope) => routes(scope, ctx));
  }
  if (config.devOutbox && !config.production) await app.register(async (scope) => devOutboxRoutes(scope, ctx));

  const portalPage = await portalStatic(app, ctx);
  app.setNotFoundHandler((request, reply) => {
    if (wantsPortalPage(request) || (request.url === '/' && request.method === 'GET'))
      return portalPage(request, reply);
    return reply
      .status(404)
      .send({ Message: `No route for ${request.method} ${request.url.split('?')[0]}.`, Code: 'not_found' });
  });

  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => {
    await mail.stop();
    if (!options.db) await db.destroy();
  });
  return app;
}
