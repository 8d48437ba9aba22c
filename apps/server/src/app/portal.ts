import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { escapeHtml } from '../platform/mail';

/** Paths that never fall back to the portal's index.html. */
const SERVER_PREFIXES = ['/api', '/connect', '/.well-known', '/dev', '/health'];

function isServerPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return SERVER_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`),
  );
}

/** A path whose last segment names a file (`/assets/app-1.js`, `/missing.png`): never one of the portal's routes. */
function isFilePath(url: string): boolean {
  const path = url.split('?')[0]!;
  return path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * Whether a GET (or HEAD) that matched no route is a visit to one of the portal's pages: a path that is not a
 * server path, whatever its Accept header (link checkers, `curl` and link previews send none, or any type). A
 * path naming a file gets the page only when it asks for HTML: a missing script or image stays a 404.
 */
export function wantsPortalPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isServerPath(request.url) &&
    (!isFilePath(request.url) || (request.headers.accept ?? '').includes('text/html'))
  );
}

/**
 * Serves the built portal (PORTAL_DIST, default apps/portal/dist), pre-compressed, with history fallback: a GET
 * that is not a server path (`wantsPortalPage`) gets index.html. Without a build, such requests get a 503 page
 * that says how to build it. Returns the not-found handler's page part.
 */
export async function portalStatic(
  app: FastifyInstance,
  root: string,
  log: Logger,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // A directory's index.html is its page: the open screens the build prerendered (dist/login/index.html,
      // dist/registration/index.html, …: apps/portal/vite.config.ts) are sent for their path (/login), with
      // index.html's no-cache and pre-compressed copies; every other page gets the history fallback below.
      index: ['index.html'],
      // The build writes .br and .gz copies beside each file (apps/portal/vite.config.ts): sent as they are
      // when Accept-Encoding allows (Content-Encoding, Vary: Accept-Encoding), otherwise the file itself.
      preCompressed: true,
      cacheControl: true,
      maxAge: 0,
      setHeaders: (res, path) => {
        // Hashed assets are immutable; index.html must be revalidated so a new build is picked up.
        if (/[\\/]assets[\\/]/.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
    return (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  }
  log.warn({ portalDist: root }, 'portal is not built: run pnpm build (pages answer 503 until then)');
  return (_request, reply) =>
    reply
      .status(503)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal not built</title></head><body><main><h1>The portal is not built</h1><p>No <code>index.html</code> in <code>${escapeHtml(root)}</code>. Run <code>pnpm build</code> at the repository root (or set PORTAL_DIST), then restart the server. The API and the identity server are running.</p></main></body></html>`,
      );
}
