import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import { migrateToLatest } from '../db/migrations';
import { openSigningKeys, type SigningKeys } from '../features/auth';
import { captchaCspSources } from '../features/captcha';
import { createDatabase, type Db } from '../platform/db';
import { ApiError, OAuthError, RateLimitedError } from '../platform/errors';
import {
  inspectInput,
  limitConnectionsPerAddress,
  noStore,
  NUL_MESSAGE,
  sendSecurityHeaders,
  TOO_DEEP_MESSAGE,
  trustedPeer,
} from '../platform/http';
import { createJobRunner, devJobRoutes, type JobRunner } from '../platform/jobs';
import { CREDENTIAL_EXPIRY_JOB } from '../features/credentials';
import { createLogger } from '../platform/logger';
import { createMailer, devOutboxRoutes, type Mailer } from '../platform/mail';
import { createRateLimiter, LimitUnavailableError, type RateLimiter } from '../platform/rate-limit';
import { PasswordHasher } from '../platform/password';
import { createBlobStore, type BlobStore } from '../platform/storage';
import { compressJson } from './compress';
import type { Config } from './config';
import { trustProxyOption } from './config/http';
import { registerFeatures } from './features';
import { portalStatic, wantsPortalPage } from './portal';
import { createEvents } from './events';
import type { EventBus } from '../platform/events';

/** The services buildApp opens (main.ts, the tests and the benchmark reach them as `app.services`). */
export interface AppServices {
  config: Config;
  db: Db;
  log: Logger;
  /** The access tokens' signing keys (features/auth/keys.ts). */
  keys: SigningKeys;
  hasher: PasswordHasher;
  jobs: JobRunner;
  mail: Mailer;
  /** The blob port (uploads): the database, or S3-compatible storage by configuration. */
  blobs: BlobStore;
  /** The rate limits' counters, shared by every instance: the database, or Redis with REDIS_URL. */
  rateLimiter: RateLimiter;
  /** The app's event bus (app/events.ts: its listeners run in the writer's transaction). */
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Every route registered (method and URL), in order: the 405 answers and the contract test read it. */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
  }
}

export interface BuildOptions {
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: DestinationStream;
  /** An already-open database (the CLI and tests may share one); otherwise opened from config. */
  db?: Db;
  /** The rate limits' clock (tests move it; default the system clock). */
  now?: () => Date;
}

const isConnectPath = (url: string) => url.startsWith('/connect/');

/** Framework (Fastify) client errors: a stable code and a message a person can read. */
const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty; JSON was expected.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'The request body must be JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'The Content-Length does not match the body.' },
  FST_ERR_BAD_URL: { code: 'bad_url', message: 'The address is not a valid URL.' },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'uri_too_long',
    message: 'A part of the address is longer than 800 characters, which is not allowed.',
  },
};

/**
 * The longest part of a path (between two slashes) the router reads: an e-mail in a path (registration lookup)
 * may be up to 254 characters, percent-encoded. A longer part is 414 URI Too Long whether or not a route (or the
 * method) matches: the router's own check (FST_ERR_MAX_PARAM_LENGTH) only runs where a route's parameter does.
 */
const MAX_PATH_PART_LENGTH = 800;
const hasOverlongPathPart = (url: string) =>
  url
    .split('?')[0]!
    .split('/')
    .some((part) => part.length > MAX_PATH_PART_LENGTH);

/**
 * Builds the server: opens the database and runs the migrations, loads the signing key, registers the
 * features (app/features.ts: the identity server and the API of SPEC §7), the dev outbox and the portal. Returns the Fastify instance, not
 * yet listening; `close()` stops mail delivery and closes the database after in-flight requests finish.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Development prints one readable line per request; production (and a captured stream) JSON lines.
  const log = createLogger(config.logLevel, options.logStream, {
    readable: config.nodeEnv === 'development' && !options.logStream,
  });
  const db =
    options.db ??
    createDatabase(config.database, (error) =>
      log.error({ err: error }, 'a database connection broke; the pool replaces it'),
    );
  try {
    await migrateToLatest(db as never);
  } catch (error) {
    if (!options.db) await db.destroy();
    throw error;
  }
  let keys: SigningKeys;
  try {
    keys = await openSigningKeys({
      db,
      log: log.child({ module: 'signing-keys' }),
      pem: config.signingKeyPem,
      kid: config.signingKeyId,
      dataDir: config.dataDir,
      dataEncryptionKey: config.dataEncryptionKey,
      rotationSeconds: config.signingKeyRotationSeconds,
      reloadSeconds: config.signingKeyReloadSeconds,
    });
  } catch (error) {
    if (!options.db) await db.destroy();
    throw error;
  }
  const jobs = createJobRunner({ db, log: log.child({ module: 'jobs' }), ...config.jobs });
  keys.registerRotation(jobs);
  const mail = createMailer({
    db,
    jobs,
    log: log.child({ module: 'mail' }),
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    maxAttempts: config.mailMaxAttempts,
    bodyRetentionMs: config.mailBodyRetentionMs,
    smtpTimeoutMs: config.smtpTimeoutMs,
  });
  let rateLimiter: RateLimiter;
  try {
    rateLimiter = await createRateLimiter({
      config: config.rateLimitStore,
      db,
      jobs,
      log: log.child({ module: 'rate-limit' }),
      now: options.now,
    });
  } catch (error) {
    keys.close();
    mail.close();
    if (!options.db) await db.destroy();
    throw error;
  }

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Slow clients (config/http.ts): a request must arrive whole within requestTimeout (a trickled body is
    // cut off with 408), an idle connection closes, and Node checks these often enough for short limits.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Node reads these when the server is made (setting them afterwards is not enough for its checks).
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      headersTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(config.http.requestTimeoutMs / 4))),
    },
    bodyLimit: 256 * 1024,
    // An e-mail address in a path (registration lookup) may be up to 254 characters, percent-encoded.
    routerOptions: { maxParamLength: MAX_PATH_PART_LENGTH },
    // A malformed URL or an over-long path part: the API's error shape, not Fastify's.
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const known = FRAMEWORK_ERRORS[error.code];
      const message = known?.message ?? error.message;
      reply.status(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);
      if (isConnectPath(request.url)) reply.send({ error: 'invalid_request', error_description: message });
      else reply.send({ Message: message, Code: known?.code ?? 'bad_request' });
    },
  });
  app.server.maxConnections = config.http.maxConnections;
  // One client address may hold HTTP_MAX_CONNECTIONS_PER_IP of them (a trusted proxy's are not capped).
  let lastRefusalLog = 0;
  let refusedSinceLog = 0;
  limitConnectionsPerAddress(app.server, {
    max: config.http.maxConnectionsPerIp,
    exempt: trustedPeer(config.trustProxy),
    onRefused: (key) => {
      refusedSinceLog += 1;
      if (Date.now() - lastRefusalLog < 10_000) return;
      log.warn(
        { address: key, refused: refusedSinceLog, limit: config.http.maxConnectionsPerIp },
        'connections refused: over HTTP_MAX_CONNECTIONS_PER_IP',
      );
      lastRefusalLog = Date.now();
      refusedSinceLog = 0;
    },
  });
  app.decorateRequest('principal', null);
  app.decorateRequest('requestContext', null);
  const routes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', routes);

  const captchaCsp = captchaCspSources(config.captcha.provider);
  // The security headers (platform/http/security-headers.ts), made once: HSTS only on HTTPS.
  sendSecurityHeaders(app, [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...captchaCsp.scriptSrc]],
    // styled-components injects <style> elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'", ...captchaCsp.styleSrc]],
    // blob: the previews of uploaded JPEG and PNG files (UploadedFile), object URLs the portal makes of bytes
    // it fetched with the session's token. Only this origin's scripts can make one and an image never runs
    // script, so nothing is loaded from elsewhere; the file itself is still sent as an attachment.
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...captchaCsp.connectSrc]],
    // A hosted captcha's widget (CAPTCHA=turnstile or hcaptcha) is a frame of the provider's.
    ...(captchaCsp.frameSrc.length > 0 ? [['frame-src', ["'self'", ...captchaCsp.frameSrc]] as const] : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
  await app.register(cors, {
    // Only the configured origins; none by default (the portal is served from this origin).
    origin: config.corsOrigins.length > 0 ? [...config.corsOrigins] : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // X-Captcha: the captcha's solution on registration, resend and forgot password.
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Captcha'],
    maxAge: 600,
  });
  await app.register(formbody);
  app.decorate('rateLimiter', rateLimiter);
  compressJson(app);

  const services: AppServices = {
    config,
    db,
    log,
    keys,
    hasher: new PasswordHasher(config.argon2),
    jobs,
    mail,
    blobs: createBlobStore(config.storage, db),
    rateLimiter,
    events: createEvents(),
  };
  app.decorate('services', services);

  // PostgreSQL text cannot hold NUL (U+0000): such a value would fail in the query (a 500). Refused up front,
  // like JSON nested deeper than any call needs (the scan is iterative: no depth can overflow the stack).
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const problem = inspectInput(value);
      if (problem === null) continue;
      const message = problem.kind === 'nul' ? NUL_MESSAGE : TOO_DEEP_MESSAGE;
      if (isConnectPath(request.url)) throw new OAuthError('invalid_request', message);
      if (problem.kind === 'too-deep') throw new ApiError(400, 'too_deep', message);
      const field = part === 'body' ? problem.path.split('.')[0] : '';
      throw new ApiError(400, 'invalid_characters', message, field ? { [field]: message } : undefined);
    }
  });

  // Which methods each route path answers (wildcards excluded), for 405 Method Not Allowed with Allow.
  const routeMethods: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const pattern = new RegExp(`^${route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    routeMethods.push({ pattern, methods });
    for (const method of methods) routes.push({ method, url: route.url });
  });
  const allowedMethods = (url: string) => [
    ...new Set(
      routeMethods.filter((route) => route.pattern.test(url.split('?')[0]!)).flatMap((route) => route.methods),
    ),
  ];

  app.setErrorHandler((error: FastifyError | ApiError | OAuthError | RateLimitedError, request, reply) => {
    const framework = FRAMEWORK_ERRORS[(error as FastifyError).code ?? ''];
    if (error instanceof OAuthError || (framework && isConnectPath(request.url))) {
      return noStore(reply.status(400)).send(
        error instanceof OAuthError
          ? { error: error.error, error_description: error.description }
          : { error: 'invalid_request', error_description: framework!.message },
      );
    }
    if (error instanceof RateLimitedError) {
      reply.status(429).header('Retry-After', String(error.retryAfterSeconds));
      return isConnectPath(request.url)
        ? reply.send({ error: 'too_many_requests', error_description: error.message })
        : reply.send({ Message: error.message, Code: 'rate_limited' });
    }
    // An attempt limit's store (Redis) cannot be reached: the guess is refused, not made unthrottled.
    if (error instanceof LimitUnavailableError) {
      noStore(reply.status(503)).header('Retry-After', String(error.retryAfterSeconds));
      return isConnectPath(request.url)
        ? reply.send({ error: 'temporarily_unavailable', error_description: error.message })
        : reply.send({ Message: error.message, Code: 'temporarily_unavailable' });
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
      return noStore(reply.status(400)).send({ error: 'invalid_request', error_description: error.message });
    return reply
      .status(status)
      .send(
        framework
          ? { Message: framework.message, Code: framework.code }
          : { Message: error.message, Code: 'bad_request' },
      );
  });

  app.get('/health', async (_request, reply) => {
    try {
      await db.selectFrom('agencies').select('id').limit(1).execute();
      return { status: 'ok', database: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });

  await registerFeatures(app, services);
  if (config.devOutbox && !config.production)
    await app.register(async (scope) => {
      await devOutboxRoutes(scope, services);
      await devJobRoutes(scope, { db, jobs, runnable: [CREDENTIAL_EXPIRY_JOB] });
    });

  const portalPage = await portalStatic(app, config.portalDist, log);
  app.setNotFoundHandler((request, reply) => {
    if (hasOverlongPathPart(request.url)) {
      const { code, message } = FRAMEWORK_ERRORS.FST_ERR_MAX_PARAM_LENGTH!;
      reply.status(414);
      return isConnectPath(request.url)
        ? reply.send({ error: 'invalid_request', error_description: message })
        : reply.send({ Message: message, Code: code });
    }
    if (wantsPortalPage(request) || (request.url === '/' && request.method === 'GET'))
      return portalPage(request, reply);
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0) {
      const message = `${request.method} is not allowed here; use ${allowed.filter((m) => m !== 'HEAD').join(' or ')}.`;
      reply.status(405).header('Allow', allowed.join(', '));
      return isConnectPath(request.url)
        ? reply.send({ error: 'invalid_request', error_description: message })
        : reply.send({ Message: message, Code: 'method_not_allowed' });
    }
    return reply
      .status(404)
      .send({ Message: `No route for ${request.method} ${request.url.split('?')[0]}.`, Code: 'not_found' });
  });

  app.addHook('onReady', async () => {
    jobs.start();
    // The automatic signing key rotation (SIGNING_KEY_ROTATION), queued once per key.
    await keys.scheduleRotation();
    // Outbox bodies (codes, temporary passwords) are emptied once sent and after MAIL_BODY_RETENTION.
    await mail.schedulePurge();
    // Ended rate-limit windows are deleted hourly (database counters; Redis expires its keys itself).
    await rateLimiter.schedulePrune();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    keys.close();
    mail.close();
    await rateLimiter.close();
    if (!options.db) await db.destroy();
  });
  return app;
}
