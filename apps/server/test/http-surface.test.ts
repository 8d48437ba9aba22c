import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@agency/api-client/contract';
import { loadConfig } from '../src/app/config';
import { createTestDatabase, http, POSTGRES_SERVER_URL, startServer, type TestServer } from './helpers';

// Static portal, security headers, CORS, health and the dev outbox page. Not part of SPEC §7's contract,
// so one database kind is enough; three servers share one PostgreSQL database.
describe('HTTP surface', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let built: TestServer;
  let bare: TestServer;
  let production: TestServer;
  let deployed: TestServer;
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Agency Portal</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("portal")');
    database = await createTestDatabase('postgres');
    built = await startServer('postgres', {
      database,
      seed: true,
      config: { portalDist: dist, corsOrigins: ['https://portal.example.com'] },
    });
    bare = await startServer('postgres', { database });
    production = await startServer('postgres', {
      database,
      config: { production: true, nodeEnv: 'production', devOutbox: false },
    });
    // A deployment on PostgreSQL outside production, with the dev outbox setting loadConfig derives for it.
    deployed = await startServer('postgres', {
      database,
      config: { devOutbox: loadConfig({ DATABASE_URL: POSTGRES_SERVER_URL }).devOutbox },
    });
  });
  afterAll(async () => {
    for (const server of [built, bare, production, deployed]) await server?.stop();
    await database?.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the portal with history fallback for pages only', async () => {
    const page = { accept: 'text/html,application/xhtml+xml' };
    const root = await http(built, 'GET', '/', { headers: page });
    expect([root.status, root.text]).toEqual([200, expect.stringContaining('Agency Portal')]);
    const deep = await http(built, 'GET', '/view-by-applicant/3?x=1', { headers: page });
    expect([deep.status, deep.text]).toEqual([200, expect.stringContaining('<div id="root">')]);
    const asset = await http(built, 'GET', '/assets/app-1234.js');
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    for (const path of ['/api/nothing', '/connect/nothing', '/.well-known/nothing', '/dev/nothing', '/health/x']) {
      const result = await http<{ Code: string }>(built, 'GET', path, { headers: page });
      expect([result.status, result.json.Code], path).toEqual([404, 'not_found']);
    }
    expect((await http(built, 'GET', '/missing.png', { headers: { accept: 'image/png' } })).status).toBe(404);
  });

  it('serves a portal page whatever the Accept header (curl, link previews); server paths and files keep their 404', async () => {
    for (const accept of [undefined, '*/*', 'application/json']) {
      const headers: Record<string, string> = accept === undefined ? {} : { accept };
      for (const path of ['/login', '/view-by-applicant/3?x=1']) {
        const result = await http(built, 'GET', path, { headers });
        expect([result.status, result.headers.get('content-type'), result.text], `${path} ${accept}`).toEqual([
          200,
          expect.stringContaining('text/html'),
          expect.stringContaining('<div id="root">'),
        ]);
      }
      const head = await http(built, 'HEAD', '/login', { headers });
      expect([head.status, head.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/html')]);
      for (const path of ['/api/nothing', '/connect/nothing', '/health/x']) {
        const result = await http<{ Code: string }>(built, 'GET', path, { headers });
        expect([result.status, result.headers.get('content-type'), result.json.Code], path).toEqual([
          404,
          expect.stringContaining('application/json'),
          'not_found',
        ]);
      }
      for (const path of ['/missing.png', '/assets/app-missing.js'])
        expect((await http(built, 'GET', path, { headers })).status, path).toBe(404);
    }
    // Not built: the page says so, whatever the Accept header.
    expect((await http(bare, 'GET', '/login')).status).toBe(503);
    expect((await http(built, 'POST', '/login')).status).toBe(404);
  });

  it('says clearly that the portal is not built', async () => {
    const root = await http(bare, 'GET', '/');
    expect(root.status).toBe(503);
    expect(root.text).toContain('The portal is not built');
    expect(root.text).toContain('pnpm build');
    expect((await http(bare, 'GET', '/dashboard', { headers: { accept: 'text/html' } })).status).toBe(503);
  });

  it('sends security headers; HSTS only over HTTPS', async () => {
    const result = await http(built, 'GET', '/health');
    expect([result.status, result.json]).toEqual([200, { status: 'ok', database: 'ok' }]);
    const csp = result.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    expect(result.headers.get('referrer-policy')).toBe('no-referrer');
    expect(result.headers.get('strict-transport-security')).toBeNull();
    const https = await http(built, 'GET', '/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('allows CORS for configured origins only', async () => {
    const preflight = (origin: string) =>
      http(built, 'OPTIONS', API_PATHS.getCurrentRecruiter, {
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight('https://portal.example.com');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
    const refused = await preflight('https://evil.example.com');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await http(bare, 'GET', '/health', { headers: { origin: 'https://portal.example.com' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it('shows captured mail at /dev/outbox (escaped), not in production, not on DATABASE_URL by default', async () => {
    await http(built, 'POST', API_PATHS.register, {
      body: {
        First_Name: '<script>x</script>',
        Last_Name: 'Tag',
        Email: 'tag@example.com',
        Password: 'Nurse#2024',
        IsVerified: false,
        Middle_Name: '',
      },
    });
    const page = await http(built, 'GET', '/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('tag@example.com');
    expect(page.text).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page.text).not.toContain('<script>x</script>');
    expect((await http(production, 'GET', '/dev/outbox')).status).toBe(404);
    // It lists every agency's mail: a server on DATABASE_URL does not serve it unless DEV_OUTBOX=true.
    expect((await http(deployed, 'GET', '/dev/outbox')).status).toBe(404);
    expect((await http(deployed, 'GET', '/dev/outbox.json')).status).toBe(404);
    expect((await http(production, 'GET', '/dev/outbox.json')).status).toBe(404);
  });
});
