import { resolve } from 'node:path';
import { PACKAGE_ROOT, type EnvReader } from './env';

export interface HttpSettings {
  host: string;
  port: number;
  corsOrigins: readonly string[];
  trustProxy: boolean;
  portalDist: string;
  logLevel: string;
}

/** HOST, PORT, CORS_ORIGINS, TRUST_PROXY, PORTAL_DIST, LOG_LEVEL. */
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
  return { host, port, corsOrigins, trustProxy: r.boolean('TRUST_PROXY', false), portalDist, logLevel };
}
