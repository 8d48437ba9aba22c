import type { FastifyInstance } from 'fastify';
import { noStore } from './reply';

/** A Content-Security-Policy: directive names (kebab-case) with their sources, in the order they are sent. */
export type ContentSecurityPolicy = ReadonlyArray<readonly [directive: string, sources: readonly string[]]>;

/** Sent on HTTPS requests only: a plain-HTTP development server must not pin browsers to HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The portal's own origin may use the camera (FileDrop capture on phones); nothing may use the rest. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** `default-src 'self';script-src 'self' …` (helmet's format: directives joined by `;`, no spaces). */
export function formatContentSecurityPolicy(policy: ContentSecurityPolicy): string {
  return policy.map(([directive, sources]) => [directive, ...sources].join(' ')).join(';');
}

/**
 * The security headers of every answer, the same for every request of a server: the given CSP, helmet's
 * defaults (v8) without Cross-Origin-Embedder-Policy, Referrer-Policy no-referrer, X-Frame-Options DENY, and
 * the Permissions-Policy above. Made once at start; HSTS and no-store depend on the request (see below).
 */
export function securityHeaders(contentSecurityPolicy: ContentSecurityPolicy): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': formatContentSecurityPolicy(contentSecurityPolicy),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  });
}

/**
 * One onRequest hook (callback form: no promise per request) that puts the security headers on every
 * answer, including errors and 404s: the fixed set (made once, above), Strict-Transport-Security on HTTPS
 * requests, and no-store on API answers (they carry personal data: never kept by a browser or a shared
 * cache). Replaces @fastify/helmet, which built helmet's middleware again on every request.
 */
export function sendSecurityHeaders(app: FastifyInstance, contentSecurityPolicy: ContentSecurityPolicy): void {
  const headers = securityHeaders(contentSecurityPolicy);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (request.url.startsWith('/api/')) noStore(reply);
    done();
  });
}
