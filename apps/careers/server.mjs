#!/usr/bin/env node
// The careers site's server: renders each page on request (search engines and link previews read the jobs in
// the HTML), serves the built assets, and passes /api/ calls on to the agency's API, so the browser talks to
// one origin. Plain Node: nothing but the build (dist/) is needed at run time.
//
//   PORT (3001), HOST (127.0.0.1), CAREERS_API_URL (http://127.0.0.1:3000: the agency's API server),
//   CAREERS_AGENCY (demo: the agency's tenant slug), PORTAL_URL (CAREERS_API_URL: where applicants sign in),
//   CAREERS_ORIGIN (the site's public origin, https://careers.example.com: canonical links, Open Graph, the
//   sitemap and robots.txt; required when NODE_ENV=production, else http://HOST:PORT; never the request's Host),
//   CAREERS_TRUST_PROXY (0: how many reverse proxies in front of this site append the visitor's address to
//   X-Forwarded-For; 0 = the TCP peer is the visitor).
//
// The API counts its per-IP limits (applications, resume uploads) by the address this site forwards: it must
// trust this site as a proxy hop (the API's TRUST_PROXY: this site's address, or 1 when it is the only hop),
// else every visitor counts as this site's one address.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, createServer } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = import.meta.dirname;
const port = Number(process.env.PORT ?? 3001);
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = new URL(process.env.CAREERS_API_URL ?? 'http://127.0.0.1:3000');
const tenant = process.env.CAREERS_AGENCY ?? 'demo';
const portalUrl = (process.env.PORTAL_URL ?? apiUrl.origin).replace(/\/$/, '');

/** Stops the start with a message naming the setting (status 1). */
function refuse(message) {
  console.error(`careers: ${message}`);
  process.exit(1);
}

/** CAREERS_ORIGIN: an http(s) origin (no path); every absolute address of the site is made from it. */
function siteOrigin() {
  const raw = process.env.CAREERS_ORIGIN?.trim();
  if (!raw) {
    if (process.env.NODE_ENV === 'production')
      refuse(
        'CAREERS_ORIGIN is required when NODE_ENV=production: the public origin of the site, such as https://careers.example.com.',
      );
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  }
  const origin = raw.replace(/\/+$/, '');
  let parsed;
  try {
    parsed = new URL(origin);
  } catch {
    parsed = null;
  }
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin)
    refuse(
      `CAREERS_ORIGIN="${raw}" must be an origin such as https://careers.example.com (scheme, host, optional port; no path).`,
    );
  return origin;
}
const origin = siteOrigin();

/** CAREERS_TRUST_PROXY: how many proxies in front of the site to believe (0 to 10). */
function trustedHops() {
  const raw = process.env.CAREERS_TRUST_PROXY?.trim() || '0';
  if (!/^\d+$/.test(raw) || Number(raw) > 10)
    refuse(`CAREERS_TRUST_PROXY="${raw}" must be the number of reverse proxies in front of the site, from 0 to 10.`);
  return Number(raw);
}
const hops = trustedHops();

/**
 * The visitor's address: the TCP peer, or with CAREERS_TRUST_PROXY=n the address the n-th proxy in front
 * forwarded (the n-th from the right of X-Forwarded-For plus the peer); what a visitor writes to the left of it
 * changes nothing.
 */
function clientAddress(req) {
  const chain = [
    ...String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    req.socket.remoteAddress ?? '',
  ];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** Headers that say where a request came from: only this site writes them for the API. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * The request's address on this site: its path and query on CAREERS_ORIGIN. Neither the Host header nor an
 * absolute-form request target (`GET http://other/...`) nor a path that starts with `//` chooses the origin.
 * Null when it is no address at all.
 */
function siteUrl(req) {
  let target = req.url ?? '/';
  if (!target.startsWith('/')) {
    try {
      const absolute = new URL(target);
      target = `${absolute.pathname}${absolute.search}`;
    } catch {
      return null;
    }
  }
  try {
    return new URL(target.replace(/^\/+/, '/'), origin);
  } catch {
    return null;
  }
}

const clientDir = join(here, 'dist/client');
const serverEntry = join(here, 'dist/server/entry-server.js');
if (!existsSync(join(clientDir, 'index.html')) || !existsSync(serverEntry)) {
  console.error('apps/careers is not built: run its build (scripts/careers.mjs builds it from the registry).');
  process.exit(1);
}
const { render, renderSitemap } = await import(pathToFileURL(serverEntry).href);
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
/** Pages other than the application need no script: links and a GET form. */
const withoutScripts = template
  .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
  .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.txt', '.json']);

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

const gzipped = new Map();
const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

function send(req, res, status, type, body, headers = {}) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const zipped = buffer.length > 1024 && acceptsGzip(req);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    Vary: 'Accept-Encoding',
    ...(zipped ? { 'Content-Encoding': 'gzip' } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : zipped ? gzipSync(buffer) : buffer);
}

/** A built file of dist/client (the hashed assets cached for a year), or false. */
function serveStatic(req, res, pathname) {
  if (pathname === '/' || pathname === '/index.html') return false;
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = normalize(join(clientDir, decoded));
  if (!file.startsWith(clientDir) || !existsSync(file) || !statSync(file).isFile()) return false;
  const ext = extname(file);
  const headers = {
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  };
  if (COMPRESSIBLE.has(ext) && acceptsGzip(req)) {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      ...headers,
      'Content-Type': TYPES[ext],
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : gzipped.get(file));
    return true;
  }
  res.writeHead(200, { ...SECURITY_HEADERS, ...headers, 'Content-Type': TYPES[ext] ?? 'application/octet-stream' });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

/**
 * Passes an /api/ call on to the agency's API (the body streamed: a resume is up to 10 MB), at the API's
 * address only, with the visitor's address as the one entry of X-Forwarded-For (the visitor's own forwarding
 * headers dropped) and the site's scheme as X-Forwarded-Proto.
 */
function proxy(req, res, url) {
  const target = new URL(`${url.pathname}${url.search}`, apiUrl);
  // The agency is the site's, whatever the API's own default (the logo's address, say, names none).
  if (!target.searchParams.has('old')) target.searchParams.set('old', tenant);
  const headers = { ...req.headers, host: apiUrl.host };
  for (const name of FORWARDING_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = clientAddress(req);
  headers['x-forwarded-proto'] = new URL(origin).protocol.slice(0, -1);
  const upstream = (apiUrl.protocol === 'https:' ? httpsRequest : httpRequest)(
    target,
    { method: req.method, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent)
      send(
        req,
        res,
        502,
        'application/json',
        JSON.stringify({ Message: 'The service is unavailable. Try again in a moment.', Code: 'bad_gateway' }),
      );
    else res.destroy();
  });
  req.pipe(upstream);
}

const server = createServer(async (req, res) => {
  const url = siteUrl(req);
  if (!url) return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad request');
  try {
    if (url.pathname.startsWith('/api/')) return proxy(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
    if (url.pathname === '/robots.txt')
      return send(
        req,
        res,
        200,
        'text/plain; charset=utf-8',
        `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${origin}/sitemap.xml\n`,
      );
    if (url.pathname === '/sitemap.xml')
      return send(
        req,
        res,
        200,
        'application/xml; charset=utf-8',
        await renderSitemap({ url: url.href, apiUrl: apiUrl.origin, tenant }),
        {
          'Cache-Control': 'public, max-age=300',
        },
      );
    if (serveStatic(req, res, url.pathname)) return;
    const page = await render({ url: url.href, apiUrl: apiUrl.origin, tenant, portalUrl });
    const apply = /^\/jobs\/\d+\/apply\/?$/.test(url.pathname) && page.status === 200;
    const html = (apply ? template : withoutScripts)
      .replace('<!--app-head-->', page.head)
      .replace('<!--app-html-->', page.html)
      .replace('<!--app-state-->', apply ? page.stateScript : '');
    send(req, res, page.status, 'text/html; charset=utf-8', html, { 'Cache-Control': 'no-cache' });
  } catch (error) {
    console.error(`careers: ${req.method} ${url.pathname}: ${error instanceof Error ? error.message : String(error)}`);
    send(
      req,
      res,
      503,
      'text/html; charset=utf-8',
      '<!doctype html><title>Unavailable</title><p>The jobs could not be loaded. Try again in a moment.</p>',
    );
  }
});

server.listen(port, host, () => {
  const address = server.address();
  process.stdout.write(
    `careers site on http://${host}:${typeof address === 'object' && address ? address.port : port} (public origin ${origin}, API ${apiUrl.origin}, agency ${tenant}; the API must trust this site as a proxy hop: TRUST_PROXY)\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
