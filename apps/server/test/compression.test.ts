import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@agency/api-client/contract';
import { COMPRESS_MIN_BYTES, negotiateEncoding } from '../src/app/compress';
import { DB_KINDS, nextIp, signIn, startServer, type TestServer } from './helpers';

/** A raw GET: the body's bytes as sent (no decoding), and the headers. */
function rawGet(
  server: TestServer,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(`${server.baseUrl}${path}`),
      { headers: { 'x-forwarded-for': nextIp(), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT = `export const portal = ${JSON.stringify('a portal script '.repeat(400))};\n`;
const INDEX = `<!doctype html><title>Agency Portal</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const PAGE = { accept: 'text/html' };

// Built portal files go out as the build compressed them; API JSON above a threshold is compressed per
// request. Both as the request's Accept-Encoding allows.
describe.each(DB_KINDS)('compression (%s)', (kind) => {
  let server: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    // As apps/portal/vite.config.ts writes them: the file, a .br and a .gz copy.
    for (const [file, text] of [
      ['index.html', INDEX],
      ['assets/app-1234.js', SCRIPT],
    ] as const) {
      writeFileSync(join(dist, file), text);
      writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
    }
    server = await startServer(kind, { config: { portalDist: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed, immutable, varying on Accept-Encoding', async () => {
    const br = await rawGet(server, '/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await rawGet(server, '/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect([gz.headers['content-encoding'], gunzipSync(gz.body).toString()]).toEqual(['gzip', SCRIPT]);
  });

  it('sends the file itself without Accept-Encoding (or when br and gzip are refused)', async () => {
    const choices: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of choices) {
      const plain = await rawGet(server, '/assets/app-1234.js', headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('sends index.html and the history fallback compressed with no-cache', async () => {
    for (const path of ['/', '/index.html', '/view-by-applicant/3']) {
      const page = await rawGet(server, path, { ...PAGE, 'accept-encoding': 'br' });
      expect([page.status, page.headers['content-encoding'], page.headers['cache-control']], path).toEqual([
        200,
        'br',
        'no-cache',
      ]);
      expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
      const plain = await rawGet(server, path, PAGE);
      expect([plain.headers['content-encoding'], plain.headers['cache-control'], plain.body.toString()]).toEqual([
        undefined,
        'no-cache',
        INDEX,
      ]);
    }
  });

  it('compresses JSON answers from 1 KB on, as Accept-Encoding allows', async () => {
    // No API answer of the contract reaches 1 KB with the demo data; a 404 naming a long path does.
    const path = `/api/${'no-such-call/'.repeat(100)}`;
    const plain = await rawGet(server, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
    const document = JSON.parse(plain.body.toString());
    expect([plain.status, document.Code]).toEqual([404, 'not_found']);

    const br = await rawGet(server, path, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(document);

    const gz = await rawGet(server, path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(document);
  });

  it('leaves small JSON answers as they are', async () => {
    const { access_token } = await signIn(server, 'owner@demo.test');
    const small = await rawGet(server, API_PATHS.getCurrentRecruiter, {
      authorization: `Bearer ${access_token}`,
      'accept-encoding': 'gzip, br',
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ RecruiterId: expect.any(Number) });
    const discovery = await rawGet(server, '/.well-known/openid-configuration', { 'accept-encoding': 'br' });
    expect([discovery.status, discovery.headers['content-encoding']]).toEqual([200, undefined]);
    expect(discovery.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, honours q-values and the wildcard', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
  });
});
