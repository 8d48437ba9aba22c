import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Security review, issue 27 item 10b: the careers site (apps/careers/server.mjs) built its canonical links,
// sitemap and robots.txt from the request's Host, passed every visitor's own X-Forwarded-For (and -Host) on to
// the API, and took an absolute-form request target as the address to call. It now builds every link from its
// configured origin (CAREERS_ORIGIN, required in production), sends the API exactly one client address (the
// TCP peer, or the address the CAREERS_TRUST_PROXY proxies in front of it forwarded), and calls the API only.
// The real server.mjs runs here on a stand-in build (dist/) and a stand-in API.

const SERVER_MJS = resolve(import.meta.dirname, '../../careers/server.mjs');
const ORIGIN = 'https://careers.acme.test';

/** A directory holding a copy of server.mjs and a stand-in build whose render echoes the address it is given. */
function siteDirectory(): string {
  const dir = mkdtempSync(join(tmpdir(), 'careers-site-'));
  mkdirSync(join(dir, 'dist/client'), { recursive: true });
  mkdirSync(join(dir, 'dist/server'), { recursive: true });
  copyFileSync(SERVER_MJS, join(dir, 'server.mjs'));
  writeFileSync(
    join(dir, 'dist/client/index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>',
  );
  writeFileSync(
    join(dir, 'dist/server/entry-server.js'),
    `export async function render(options) {
  const url = new URL(options.url);
  return { status: 200, head: '<link rel="canonical" href="' + url.origin + url.pathname + '">', html: '<p>page</p>', stateScript: '' };
}
export async function renderSitemap(options) {
  return '<urlset><url><loc>' + new URL(options.url).origin + '/</loc></url></urlset>';
}
`,
  );
  return dir;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A stand-in API that records what reaches it. */
async function recordingApi(): Promise<{
  url: string;
  server: Server;
  seen: { url: string; headers: IncomingHttpHeaders }[];
}> {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server, seen };
}

interface Site {
  url: string;
  port: number;
  process: ChildProcess;
  output: () => string;
}

/** Starts the copied server.mjs; resolves once it listens (or with its exit code when it stops first). */
async function startSite(
  dir: string,
  env: Record<string, string>,
): Promise<Site | { exitCode: number; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(dir, 'server.mjs')], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => {
    const check = setInterval(() => {
      if (output.includes('careers site on')) {
        clearInterval(check);
        done({ url: `http://127.0.0.1:${port}`, port, process: child, output: () => output });
      }
    }, 25);
    child.once('exit', (code) => {
      clearInterval(check);
      done({ exitCode: code ?? -1, output });
    });
  });
}

/** A raw request (node:http: any Host header, any request target). */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the careers site (apps/careers/server.mjs)', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  let api: Awaited<ReturnType<typeof recordingApi>>;
  let decoy: Awaited<ReturnType<typeof recordingApi>>;
  let site: Site;
  let behindProxy: Site;

  const started = async (env: Record<string, string>) => {
    const dir = siteDirectory();
    dirs.push(dir);
    const result = await startSite(dir, { CAREERS_API_URL: api.url, CAREERS_AGENCY: 'acme', ...env });
    if ('exitCode' in result) throw new Error(`the careers site exited (${result.exitCode}): ${result.output}`);
    children.push(result.process);
    return result;
  };

  beforeAll(async () => {
    api = await recordingApi();
    decoy = await recordingApi();
    site = await started({ CAREERS_ORIGIN: ORIGIN });
    behindProxy = await started({ CAREERS_ORIGIN: ORIGIN, CAREERS_TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    for (const child of children) child.kill();
    api?.server.close();
    decoy?.server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('builds canonical links, the sitemap and robots.txt from CAREERS_ORIGIN, never from the Host header', async () => {
    const host = { host: 'evil.example' };
    const robots = await get(site.port, '/robots.txt', host);
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.text).not.toContain('evil');
    const sitemap = await get(site.port, '/sitemap.xml', host);
    expect(sitemap.text).toContain(`<loc>${ORIGIN}/</loc>`);
    const page = await get(site.port, '/jobs/7', host);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${ORIGIN}/jobs/7">`);
    // A path that starts with two slashes is no other host either; a Host that is no host name breaks nothing.
    const doubled = await get(site.port, '//evil.example/jobs/7', host);
    expect(doubled.text).toContain(`<link rel="canonical" href="${ORIGIN}/`);
    expect(doubled.text).not.toMatch(/href="(https?:)?\/\/evil/);
    expect((await get(site.port, '/', { host: '[' })).status).toBe(200);
    expect((await get(site.port, '/robots.txt')).status).toBe(200);
  });

  it('sends the API exactly one client address: the TCP peer, or what the trusted proxy in front forwarded', async () => {
    api.seen.length = 0;
    const spoofed = { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-host': 'evil.example', forwarded: 'for=6.6.6.6' };
    expect((await get(site.port, '/api/careers/jobs', spoofed)).status).toBe(200);
    expect(
      (await get(behindProxy.port, '/api/careers/jobs', { ...spoofed, 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }))
        .status,
    ).toBe(200);
    expect(api.seen.map((seen) => seen.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '203.0.113.7']);
    for (const seen of api.seen) {
      expect(seen.headers['x-forwarded-host']).toBeUndefined();
      expect(seen.headers.forwarded).toBeUndefined();
      expect(seen.headers['x-forwarded-proto']).toBe('https');
      expect(seen.url).toBe('/api/careers/jobs?old=acme');
    }
  });

  it('calls only its API: an absolute-form request target names no other server', async () => {
    api.seen.length = 0;
    const answered = await get(site.port, `${decoy.url}/api/careers/jobs`);
    expect(answered.status).toBe(200);
    expect(decoy.seen).toEqual([]);
    expect(api.seen.map((seen) => seen.url)).toEqual(['/api/careers/jobs?old=acme']);
  });

  it('will not start in production without CAREERS_ORIGIN, nor with a proxy setting it cannot use', async () => {
    const settings: Record<string, string>[] = [
      { NODE_ENV: 'production' },
      { CAREERS_ORIGIN: 'careers.acme.test' },
      { CAREERS_ORIGIN: `${ORIGIN}/jobs` },
      { CAREERS_TRUST_PROXY: 'true' },
    ];
    for (const env of settings) {
      const dir = siteDirectory();
      dirs.push(dir);
      const result = await startSite(dir, { CAREERS_API_URL: api.url, ...env });
      if (!('exitCode' in result)) children.push(result.process);
      expect('exitCode' in result && result.exitCode, JSON.stringify(env)).toBe(1);
      expect('exitCode' in result && result.output, JSON.stringify(env)).toMatch(/CAREERS_(ORIGIN|TRUST_PROXY)/);
    }
  });
});
