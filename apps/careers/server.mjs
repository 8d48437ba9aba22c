#!/usr/bin/env node
// The careers site's server: renders each page on request (search engines and link previews read the jobs in
// the HTML), serves the built assets, and passes /api/ calls on to the agency's API, so the browser talks to
// one origin. Plain Node: nothing but the build (dist/) is needed at run time.
//
//   PORT (3001), HOST (127.0.0.1), CAREERS_API_URL (http://127.0.0.1:3000: the agency's API server),
//   CAREERS_AGENCY (demo: the agency's tenant slug), PORTAL_URL (CAREERS_API_URL: where applicants sign in)
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

/** Passes an /api/ call on to the agency's API as it is (the body streamed: a resume is up to 10 MB). */
function proxy(req, res) {
  const target = new URL(req.url, apiUrl);
  // The agency is the site's, whatever the API's own default (the logo's address, say, names none).
  if (!target.searchParams.has('old')) target.searchParams.set('old', tenant);
  const headers = { ...req.headers, host: apiUrl.host };
  const forwarded = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress].filter(Boolean).join(', ');
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
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
  try {
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
    if (url.pathname === '/robots.txt')
      return send(
        req,
        res,
        200,
        'text/plain; charset=utf-8',
        `User-agent: *\nAllow: /\nDisallow: /api/\nSitemap: ${url.origin}/sitemap.xml\n`,
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
    `careers site on http://${host}:${typeof address === 'object' && address ? address.port : port} (API ${apiUrl.origin}, agency ${tenant})\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
