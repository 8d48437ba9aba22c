import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** JSON bodies below this size go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

/** The encoding to answer with, from `Accept-Encoding` (q-values honoured; brotli preferred). */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (name) quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (encoding: Encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function appendVary(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}

/**
 * Compresses JSON answers of at least COMPRESS_MIN_BYTES with brotli (a fast level: these are made per
 * request) or gzip, as the request's Accept-Encoding allows; `Vary: Accept-Encoding` on every such answer.
 * Static portal files are compressed at build time and served by @fastify/static (app/portal.ts).
 */
export function compressJson(app: FastifyInstance): void {
  // Callback form: the common case (a small answer) passes through without a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding'))
      return done(null, payload);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) return done(null, payload);
    const length = typeof payload === 'string' ? Buffer.byteLength(payload, 'utf8') : payload.length;
    if (length < COMPRESS_MIN_BYTES) return done(null, payload);
    reply.header('vary', appendVary(reply.getHeader('vary')));
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const finish = (error: Error | null, compressed: Buffer) => {
      if (error) return done(null, payload);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      done(null, compressed);
    };
    if (encoding === 'br')
      brotliCompress(
        payload,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: length,
          },
        },
        finish,
      );
    else gzip(payload, { level: 6 }, finish);
  });
}
