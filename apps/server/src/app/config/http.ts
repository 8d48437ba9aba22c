import { resolve } from 'node:path';
import { PACKAGE_ROOT, type EnvReader } from './env';

export interface HttpSettings {
  host: string;
  port: number;
  corsOrigins: readonly string[];
  trustProxy: boolean;
  portalDist: string;
  logLevel: string;
  /** Slow clients: limits on one request and one connection (HTTP_* below). */
  http: {
    /** The whole request (headers and body) must arrive within this; a trickled body is cut off (408). */
    requestTimeoutMs: number;
    /** A connection with no bytes either way for this long is closed. */
    idleTimeoutMs: number;
    /** How long an idle keep-alive connection is kept between requests. */
    keepAliveTimeoutMs: number;
    /** Open connections at most; further ones are refused until some close. */
    maxConnections: number;
  };
}

/** HOST, PORT, CORS_ORIGINS, TRUST_PROXY, PORTAL_DIST, LOG_LEVEL, HTTP_REQUEST_TIMEOUT, HTTP_IDLE_TIMEOUT, HTTP_KEEP_ALIVE_TIMEOUT, HTTP_MAX_CONNECTIONS. */
export function httpSettings(r: EnvReader, nodeEnv: string): HttpSettings {
  // Development listens on this machine only (the dev outbox, the demo accounts); production on every interface.
  const host = r.read('HOST') ?? (nodeEnv === 'production' ? '0.0.0.0' : '127.0.0.1');
  const port = r.integer('PORT', 3000, 0, 65535);

  const corsOrigins = (r.read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let valid = false;
    try {
      const parsed = new URL(origin);
      valid = (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
    } catch {
      valid = false;
    }
    if (!valid)
      r.problems.push(
        `CORS_ORIGINS entry "${origin}" must be an origin such as https://portal.example.com (scheme, host, optional port; no path).`,
      );
  }

  const portalDistRaw = r.read('PORTAL_DIST');
  const portalDist = portalDistRaw ? resolve(PACKAGE_ROOT, portalDistRaw) : resolve(PACKAGE_ROOT, '../portal/dist');

  const logLevel = r.read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    r.problems.push(`LOG_LEVEL="${logLevel}" must be one of fatal, error, warn, info, debug, trace, silent.`);
  }
  const http = {
    requestTimeoutMs: r.seconds('HTTP_REQUEST_TIMEOUT', '30s') * 1000,
    idleTimeoutMs: r.seconds('HTTP_IDLE_TIMEOUT', '60s') * 1000,
    keepAliveTimeoutMs: r.seconds('HTTP_KEEP_ALIVE_TIMEOUT', '72s') * 1000,
    maxConnections: r.integer('HTTP_MAX_CONNECTIONS', 1000, 1, 1_000_000),
  };
  return { host, port, corsOrigins, trustProxy: r.boolean('TRUST_PROXY', false), portalDist, logLevel, http };
}
