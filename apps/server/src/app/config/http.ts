import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { PACKAGE_ROOT, type EnvReader } from './env';

export interface HttpSettings {
  host: string;
  port: number;
  corsOrigins: readonly string[];
  /**
   * Which proxies' X-Forwarded-For/-Proto/-Host to believe (TRUST_PROXY): none (false), the nearest `n`
   * hops (a number), or the listed addresses and CIDR ranges. Never every hop: see `trustProxyOption`.
   */
  trustProxy: TrustProxy;
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
    /**
     * Open connections of one client address at most (an IPv4 address, an IPv6 /64; 0: no cap); further ones
     * are closed at once. A trusted proxy's (TRUST_PROXY) are not capped: it carries many clients.
     */
    maxConnectionsPerIp: number;
  };
}

/** HOST, PORT, CORS_ORIGINS, TRUST_PROXY, PORTAL_DIST, LOG_LEVEL, HTTP_REQUEST_TIMEOUT, HTTP_IDLE_TIMEOUT, HTTP_KEEP_ALIVE_TIMEOUT, HTTP_MAX_CONNECTIONS(_PER_IP). */
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
    // A tenth of the total: one address cannot take every connection, and an office of a few dozen people
    // behind one NAT address (browsers open up to six each) stays well below it.
    maxConnectionsPerIp: r.integer('HTTP_MAX_CONNECTIONS_PER_IP', 100, 0, 1_000_000),
  };
  return { host, port, corsOrigins, trustProxy: trustProxySetting(r), portalDist, logLevel, http };
}

export type TrustProxy = false | number | readonly string[];

/** The names proxy-addr (Fastify's trustProxy) knows besides addresses and CIDR ranges. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default: the TCP peer is the client), a hop count (`1`: one reverse proxy in front;
 * the client is the address it appended to X-Forwarded-For), or a comma-separated list of the proxies'
 * addresses and CIDR ranges (and `loopback`, `linklocal`, `uniquelocal`). `true` (any X-Forwarded-For
 * believed, so any client picks its own IP for the rate limits) is refused.
 */
function trustProxySetting(r: EnvReader): TrustProxy {
  const raw = r.read('TRUST_PROXY');
  if (raw === undefined || /^(0|false|no|off)$/i.test(raw)) return false;
  const help =
    'Write the number of proxies in front of the server (TRUST_PROXY=1 for one reverse proxy) or their addresses ' +
    'and CIDR ranges, comma-separated (TRUST_PROXY=10.0.0.5,10.1.0.0/16), or false.';
  if (/^(true|yes|on)$/i.test(raw)) {
    r.problems.push(
      `TRUST_PROXY=${raw} would trust any X-Forwarded-For, so any client could choose its IP for the rate limits. ${help}`,
    );
    return false;
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 0 && hops <= 10) return hops;
    r.problems.push(`TRUST_PROXY="${raw}": a hop count must be from 1 to 10. ${help}`);
    return false;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0 || entries.length === 0) {
    r.problems.push(
      `TRUST_PROXY="${raw}": ${bad.map((entry) => `"${entry}"`).join(', ')} is not an IP address or CIDR range. ${help}`,
    );
    return false;
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for the setting. Fastify 5 treats a bare number as "trust nothing" (a hop count
 * alone cannot tell a proxy from a client that wrote the header itself), so hops are a function of the hop
 * index: the TCP peer is hop 0, the address it forwarded hop 1, and so on; the client is the first address
 * (from the right of X-Forwarded-For) past the trusted hops. Addresses go through as the list.
 */
export function trustProxyOption(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return [...setting];
}
