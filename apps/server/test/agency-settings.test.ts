import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_LOGO_MAX_BYTES,
  AGENCY_SUSPENDED_MESSAGE,
  OPERATORS_ONLY_MESSAGE,
  type Agency,
  type AgencyBranding,
  type AgencySettings,
  type ApiErrorBody,
  type CreatedPlatformAgency,
  type PlatformAgency,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { runCli } from '../src/cli/run';
import {
  createTestDatabase,
  DB_KINDS,
  http,
  nextIp,
  outbox,
  passwordGrant,
  PASSWORD,
  refreshGrant,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

// Management → Agencies (issue 15, docs/agencies.md): the agency's own settings (every staff member reads them;
// admins and the owner change them, with the forms package's rules: contrast included), its logo (PNG, JPEG
// or a plain SVG, at most 1 MB), its branding by host without sign-in; platform operators (made by the CLI
// only) list, add, suspend and resume agencies; a suspended agency's users cannot sign in and their sessions
// end at once; every change is in the agency's audit log.

const m = messages.agencySettings;
const DEMO_HOST = { host: 'demo.portal.example.com' };
const ACME_HOST = { host: 'acme.portal.example.com' };

// The agency's look and time; its name, contact details and mailbox are Agency Profile's (update-agency).
const SETTINGS = {
  TimeZone: 'America/Denver',
  BrandPrimary: '#0F766E',
  BrandAccent: '#1d4ed8',
};

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PLAIN_SVG =
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#g"/></svg>';

/** A raw (file) body, as the portal sends the logo. */
async function sendFile(
  s: TestServer,
  method: string,
  path: string,
  bytes: Buffer,
  options: { token?: string; contentType?: string } = {},
): Promise<{ status: number; json: AgencySettings & ApiErrorBody }> {
  const response = await fetch(`${s.baseUrl}${path}`, {
    method,
    headers: {
      'x-forwarded-for': nextIp(),
      'content-type': options.contentType ?? 'application/octet-stream',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: bytes,
  });
  return { status: response.status, json: (await response.json()) as AgencySettings & ApiErrorBody };
}

/** The raw bytes of an anonymous GET (the logo). */
function getBytes(
  s: TestServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(`${s.baseUrl}${path}`), { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Runs the CLI in this process (runCli) against the test's database, capturing what it prints. */
async function cli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  let out = '';
  const code = await runCli(args, {
    stdout: { write: (text: string) => (out += text) },
    stderr: { write: (text: string) => (out += text) },
    env: { NODE_ENV: 'test', ARGON2_MEMORY_KIB: '64', ARGON2_ITERATIONS: '1', ...env },
  });
  return { code, out };
}

describe.each(DB_KINDS)('Management → Agencies on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let s: TestServer;
  const token = async (email: string, old?: string) => (await signIn(s, email, PASSWORD, old)).access_token;
  const auditOf = (agencySlug: string, action: string) =>
    s.app.services.db
      .selectFrom('audit_log as l')
      .innerJoin('agencies as a', 'a.id', 'l.agency_id')
      .select(['l.action', 'l.actor_name', 'l.detail', 'l.actor_user_id'])
      .where('a.slug', '=', agencySlug)
      .where('l.action', '=', action)
      .orderBy('l.id', 'desc')
      .execute();

  /** The CLI opens the database alone (PGlite: one process at a time): the server stops and starts again. */
  async function withServerStopped<T>(work: () => Promise<T>): Promise<T> {
    await s.stop();
    try {
      return await work();
    } finally {
      s = await startServer(kind, { database, seed: false });
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    env =
      kind === 'postgres'
        ? { DATABASE_URL: (database.database as { url: string }).url, DATA_DIR: database.dataDir }
        : { DATA_DIR: database.dataDir };
    s = await startServer(kind, { database, seed: true });
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it('every staff member reads the settings; only admins and the owner may change them', async () => {
    const recruiter = await http<AgencySettings>(s, 'GET', '/api/agency/settings', {
      token: await token('recruiter@demo.test'),
    });
    expect(recruiter.status).toBe(200);
    expect(recruiter.json).toMatchObject({
      Slug: 'demo',
      Name: 'Demo Healthcare Staffing',
      // The demo agency's zone is its state's (Illinois).
      TimeZone: 'America/Chicago',
      BrandPrimary: '',
      LogoUrl: null,
      CanEdit: false,
      Owner: false,
      Operator: false,
    });
    for (const email of ['recruiter@demo.test', 'administrator@demo.test']) {
      const refused = await http<ApiErrorBody>(s, 'PUT', '/api/agency/settings', {
        token: await token(email),
        body: SETTINGS,
      });
      expect([refused.status, refused.json.Message]).toEqual([
        403,
        "Only the agency owner or an admin can change the agency's settings.",
      ]);
    }
    const admin = await http<AgencySettings>(s, 'GET', '/api/agency/settings', {
      token: await token('admin@demo.test'),
    });
    expect(admin.json).toMatchObject({ CanEdit: true, Owner: false });
    const owner = await http<AgencySettings>(s, 'GET', '/api/agency/settings', {
      token: await token('owner@demo.test'),
    });
    expect(owner.json).toMatchObject({ CanEdit: true, Owner: true });
    const applicant = await http(s, 'GET', '/api/agency/settings', { token: await token('applicant@demo.test') });
    expect(applicant.status).toBe(403);
    expect((await http(s, 'GET', '/api/agency/settings')).status).toBe(401);
  });

  it("refuses invalid settings with the forms' messages, and colors below 4.5:1 contrast", async () => {
    const admin = await token('admin@demo.test');
    const invalid = await http<ApiErrorBody>(s, 'PUT', '/api/agency/settings', {
      token: admin,
      body: { ...SETTINGS, TimeZone: 'Mars/Olympus', BrandAccent: 'blue' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.Errors).toEqual({
      TimeZone: m.timeZoneInvalid,
      BrandAccent: m.accentInvalid,
    });
    const light = await http<ApiErrorBody>(s, 'PUT', '/api/agency/settings', {
      token: admin,
      body: { ...SETTINGS, BrandPrimary: '#60a5fa', BrandAccent: '#facc15' },
    });
    expect(light.status).toBe(400);
    expect(light.json.Errors).toEqual({ BrandPrimary: m.primaryContrast, BrandAccent: m.accentContrast });
    expect(light.json.Message).toBe(m.primaryContrast);
    const notText = await http<ApiErrorBody>(s, 'PUT', '/api/agency/settings', {
      token: admin,
      body: { ...SETTINGS, BrandPrimary: { r: 1 } },
    });
    expect(notText.status).toBe(400);
    // Nothing was saved.
    const after = await http<AgencySettings>(s, 'GET', '/api/agency/settings', { token: admin });
    expect(after.json.BrandPrimary).toBe('');
  });

  it('saves valid settings (colors as #rrggbb) with an audit row naming what changed', async () => {
    const saved = await http<AgencySettings>(s, 'PUT', '/api/agency/settings', {
      token: await token('admin@demo.test'),
      body: SETTINGS,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ ...SETTINGS, BrandPrimary: '#0f766e', CanEdit: true });
    const [row] = await auditOf('demo', 'agency-updated');
    expect(row).toMatchObject({
      actor_name: 'Adam Admin',
      detail: { Changed: 'Time Zone, Primary Color, Accent Color' },
    });
    // The same values again change nothing and write no row.
    const before = (await auditOf('demo', 'agency-updated')).length;
    await http(s, 'PUT', '/api/agency/settings', { token: await token('owner@demo.test'), body: SETTINGS });
    expect(await auditOf('demo', 'agency-updated')).toHaveLength(before);
  });

  it("leaves the profile's fields to Agency Profile: one screen edits each (issue 28, item 11)", async () => {
    const admin = await token('admin@demo.test');
    const owner = await token('owner@demo.test');
    // The settings do not take the name or the contact details, even from an admin who sends them.
    const ignored = await http<AgencySettings>(s, 'PUT', '/api/agency/settings', {
      token: admin,
      body: { ...SETTINGS, Name: 'Renamed by an admin', Phone: '+1 555 010 9999' },
    });
    expect(ignored.status).toBe(200);
    expect(ignored.json).toMatchObject({ Name: 'Demo Healthcare Staffing', Phone: '+1 555 010 2000' });
    // Agency Profile (the owner's update-agency) changes them, in one transaction with its audit row.
    const profile = (await http<Agency>(s, 'GET', '/api/agency/get-agency-by-userid', { token: owner })).json;
    const { AgencyId: _id, Slug: _slug, ...model } = profile;
    const saved = await http(s, 'PUT', '/api/agency/update-agency', {
      token: owner,
      body: { ...model, Phone: '+1 555 010 2001', City: 'Chicago' },
    });
    expect(saved.status).toBe(200);
    const [row] = await auditOf('demo', 'agency-updated');
    expect(row).toMatchObject({ actor_name: 'Olivia Owner', detail: { Changed: 'Phone, City' } });
    // Agencies shows what Agency Profile saved: one row, one source.
    const read = await http<AgencySettings>(s, 'GET', '/api/agency/settings', { token: admin });
    expect(read.json).toMatchObject({ Phone: '+1 555 010 2001', City: 'Chicago' });
    // The same values again write no row; the profile stays the owner's.
    const rows = (await auditOf('demo', 'agency-updated')).length;
    await http(s, 'PUT', '/api/agency/update-agency', {
      token: owner,
      body: { ...model, Phone: '+1 555 010 2001', City: 'Chicago' },
    });
    expect(await auditOf('demo', 'agency-updated')).toHaveLength(rows);
    expect(
      (await http(s, 'PUT', '/api/agency/update-agency', { token: admin, body: { ...model, Name: 'Admin Co' } }))
        .status,
    ).toBe(403);
    await http(s, 'PUT', '/api/agency/update-agency', { token: owner, body: model });
  });

  it('answers the branding of the agency of the host without sign-in', async () => {
    const demo = await http<AgencyBranding>(s, 'GET', '/api/agency/branding', { headers: DEMO_HOST });
    expect(demo.json).toEqual({
      Name: 'Demo Healthcare Staffing',
      LogoUrl: null,
      BrandPrimary: '#0f766e',
      BrandAccent: '#1d4ed8',
      RecruitmentEmail: 'careers@demo.test',
    });
    const acme = await http<AgencyBranding>(s, 'GET', '/api/agency/branding', { headers: ACME_HOST });
    expect(acme.json).toMatchObject({ Name: 'Acme Nursing', BrandPrimary: null, BrandAccent: null });
    expect((await http<AgencyBranding>(s, 'GET', '/api/agency/branding?old=acme')).json.Name).toBe('Acme Nursing');
    const unknown = await http<ApiErrorBody>(s, 'GET', '/api/agency/branding', {
      headers: { host: 'nobody.portal.example.com' },
    });
    // An unknown label falls back to the default agency (the tenant rule).
    expect(unknown.json).toMatchObject({ Name: 'Demo Healthcare Staffing' });
  });

  it("keeps agencies apart: another agency's token cannot change this one", async () => {
    const acmeOwner = await token('owner@acme.test', 'acme');
    const crossed = await http(s, 'PUT', '/api/agency/settings', {
      token: acmeOwner,
      body: SETTINGS,
      headers: DEMO_HOST,
    });
    expect(crossed.status).toBe(403);
    const own = await http<AgencySettings>(s, 'GET', '/api/agency/settings', { token: acmeOwner });
    expect(own.json).toMatchObject({ Slug: 'acme', Name: 'Acme Nursing', BrandPrimary: '', Owner: true });
    const changed = await http<AgencySettings>(s, 'PUT', '/api/agency/settings', {
      token: acmeOwner,
      body: { ...SETTINGS, BrandPrimary: '#7c2d12' },
    });
    expect(changed.json).toMatchObject({ Name: 'Acme Nursing', BrandPrimary: '#7c2d12' });
    const demo = await http<AgencyBranding>(s, 'GET', '/api/agency/branding', { headers: DEMO_HOST });
    expect(demo.json.BrandPrimary).toBe('#0f766e');
  });

  it('stores a PNG or plain SVG logo, serves it by host, and refuses other types, unsafe SVGs and large files', async () => {
    const admin = await token('admin@demo.test');
    const recruiter = await token('recruiter@demo.test');
    expect(
      (await sendFile(s, 'PUT', '/api/agency/logo', PNG, { token: recruiter, contentType: 'image/png' })).status,
    ).toBe(403);
    const stored = await sendFile(s, 'PUT', '/api/agency/logo', PNG, { token: admin, contentType: 'image/png' });
    expect(stored.status).toBe(200);
    expect(stored.json.LogoUrl).toMatch(/^\/api\/agency\/logo\?old=demo&v=[0-9a-f]{16}$/);
    const branding = await http<AgencyBranding>(s, 'GET', '/api/agency/branding', { headers: DEMO_HOST });
    expect(branding.json.LogoUrl).toBe(stored.json.LogoUrl);
    const served = await getBytes(s, stored.json.LogoUrl!, {});
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await getBytes(s, '/api/agency/logo', ACME_HOST)).status).toBe(404);

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const refusedGif = await sendFile(s, 'PUT', '/api/agency/logo', gif, { token: admin, contentType: 'image/png' });
    expect([refusedGif.status, refusedGif.json.Message]).toEqual([400, m.logoType]);
    for (const unsafe of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>',
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://x.example/a.css);</style></svg>',
    ]) {
      const refused = await sendFile(s, 'PUT', '/api/agency/logo', Buffer.from(unsafe), {
        token: admin,
        contentType: 'image/svg+xml',
      });
      expect([refused.status, refused.json.Message], unsafe).toEqual([400, m.logoSvgUnsafe]);
    }
    const large = Buffer.alloc(AGENCY_LOGO_MAX_BYTES + 1, 0);
    PNG.copy(large);
    const tooLarge = await sendFile(s, 'PUT', '/api/agency/logo', large, { token: admin, contentType: 'image/png' });
    expect([tooLarge.status, tooLarge.json.Message]).toEqual([413, m.logoTooLarge]);
    expect((await sendFile(s, 'PUT', '/api/agency/logo', Buffer.alloc(0), { token: admin })).json.Message).toBe(
      m.logoEmpty,
    );
    // The refusals left the PNG in place.
    expect((await getBytes(s, '/api/agency/logo', DEMO_HOST)).bytes.equals(PNG)).toBe(true);

    const svg = await sendFile(s, 'PUT', '/api/agency/logo', Buffer.from(PLAIN_SVG), {
      token: admin,
      contentType: 'image/svg+xml',
    });
    expect(svg.status).toBe(200);
    const servedSvg = await getBytes(s, '/api/agency/logo', DEMO_HOST);
    expect([servedSvg.headers['content-type'], servedSvg.bytes.toString('utf8')]).toEqual(['image/svg+xml', PLAIN_SVG]);
    // The PNG's blob is gone; the SVG's is the only logo blob of the agency.
    const blobs = await s.app.services.db
      .selectFrom('blobs')
      .select('key')
      .where('key', 'like', 'agencies/%/branding/%')
      .execute();
    expect(blobs).toHaveLength(1);

    const removed = await http<AgencySettings>(s, 'DELETE', '/api/agency/logo', { token: admin });
    expect(removed.json.LogoUrl).toBeNull();
    expect((await getBytes(s, '/api/agency/logo', DEMO_HOST)).status).toBe(404);
    const rows = await auditOf('demo', 'agency-updated');
    expect(rows.slice(0, 3).map((row) => (row.detail as { Changed: string }).Changed)).toEqual([
      'Logo removed',
      'Logo',
      'Logo',
    ]);
  });

  it('refuses /api/platform to everyone who is not an operator, and makes operators by the CLI only', async () => {
    const owner = await token('owner@demo.test');
    for (const [method, path] of [
      ['GET', '/api/platform/agencies'],
      ['POST', '/api/platform/agencies'],
      ['POST', '/api/platform/agencies/1/suspend'],
      ['POST', '/api/platform/agencies/1/resume'],
    ] as const) {
      const refused = await http<ApiErrorBody>(s, method, path, {
        token: owner,
        body: method === 'POST' ? {} : undefined,
      });
      expect([refused.status, refused.json.Message], path).toEqual([403, OPERATORS_ONLY_MESSAGE]);
    }
    const valid = { Name: 'Nobody', Slug: 'nobody', OwnerFirstName: 'N', OwnerLastName: 'B', OwnerEmail: 'n@b.test' };
    const created = await http<ApiErrorBody>(s, 'POST', '/api/platform/agencies', { token: owner, body: valid });
    expect([created.status, created.json.Message]).toEqual([403, OPERATORS_ONLY_MESSAGE]);
    expect(await s.app.services.db.selectFrom('agencies').select('id').where('slug', '=', 'nobody').execute()).toEqual(
      [],
    );

    const results = await withServerStopped(async () => [
      await cli(['operator', 'add', 'Owner@Demo.test'], env),
      await cli(['operator', 'add', 'owner@demo.test'], env),
      await cli(['operator', 'add', 'nobody@demo.test'], env),
      await cli(['operator', 'add', 'applicant@demo.test'], env),
      await cli(['operator', 'add', 'owner@acme.test', '--agency', 'demo'], env),
      await cli(['operator', 'list'], env),
      await cli(['operator'], env),
    ]);
    expect(results.map((result) => result.code)).toEqual([0, 0, 1, 1, 1, 0, 1]);
    expect(results[0]!.out).toContain('owner@demo.test (agency "demo") is now a platform operator.');
    expect(results[1]!.out).toContain('already is a platform operator');
    expect(results[2]!.out).toContain('No staff account nobody@demo.test');
    expect(results[5]!.out.trim()).toBe('owner@demo.test (agency "demo")');

    const operator = await token('owner@demo.test');
    const settings = await http<AgencySettings>(s, 'GET', '/api/agency/settings', { token: operator });
    expect(settings.json.Operator).toBe(true);
    const list = await http<PlatformAgency[]>(s, 'GET', '/api/platform/agencies', { token: operator });
    expect(list.status).toBe(200);
    expect(list.json.map((agency) => agency.Slug)).toEqual(['acme', 'demo']);
    expect(list.json.find((agency) => agency.Slug === 'acme')).toMatchObject({
      Name: 'Acme Nursing',
      OwnerName: 'Ann Acme',
      OwnerEmail: 'owner@acme.test',
      Users: 2,
      Status: 'active',
      SuspendedAt: null,
      Own: false,
    });
    expect(list.json.find((agency) => agency.Slug === 'demo')).toMatchObject({ Own: true, Status: 'active' });
    // Another agency's admin is still no operator.
    const acme = await http(s, 'GET', '/api/platform/agencies', { token: await token('owner@acme.test', 'acme') });
    expect(acme.status).toBe(403);
  });

  it('adds an agency with its owner, who is e-mailed a one-time password and signs in with it', async () => {
    const operator = await token('owner@demo.test');
    const body = {
      Name: 'Bayside Nurses',
      Slug: 'Bayside',
      OwnerFirstName: 'Bea',
      OwnerLastName: 'Bay',
      OwnerEmail: 'bea@bayside.test',
    };
    const invalid = await http<ApiErrorBody>(s, 'POST', '/api/platform/agencies', {
      token: operator,
      body: { ...body, Slug: 'bay.side', OwnerEmail: 'Bea@Bayside' },
    });
    expect([invalid.status, invalid.json.Errors]).toEqual([
      400,
      { Slug: m.hostLabelInvalid, OwnerEmail: m.ownerEmailInvalid },
    ]);
    const taken = await http<ApiErrorBody>(s, 'POST', '/api/platform/agencies', {
      token: operator,
      body: { ...body, Slug: 'acme' },
    });
    expect([taken.status, taken.json.Errors]).toEqual([
      409,
      { Slug: 'An agency with host label "acme" already exists.' },
    ]);

    const created = await http<CreatedPlatformAgency>(s, 'POST', '/api/platform/agencies', { token: operator, body });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      Invited: true,
      Agency: {
        Name: 'Bayside Nurses',
        Slug: 'bayside',
        OwnerName: 'Bea Bay',
        OwnerEmail: 'bea@bayside.test',
        Users: 1,
      },
    });
    const mail = (await outbox(s, { host: 'bayside.localhost' })).find((entry) => entry.To === 'bea@bayside.test');
    expect(mail).toMatchObject({ Kind: 'agency-welcome', Subject: 'Welcome to Bayside Nurses: your account is ready' });
    expect(mail!.Text).toMatch(/an account was created for you as the owner of Bayside Nurses/);
    const temporary = /one-time password: (\S+)/.exec(mail!.Text)![1]!;
    const first = await passwordGrant(s, 'bea@bayside.test', temporary, { old: 'bayside' });
    expect(first.status).toBe(200);
    // The one-time password works once.
    expect((await passwordGrant(s, 'bea@bayside.test', temporary, { old: 'bayside' })).status).toBe(400);
    const [row] = await auditOf('bayside', 'agency-updated');
    expect(row).toMatchObject({
      actor_name: 'Olivia Owner',
      detail: { Changed: 'Agency created', HostLabel: 'bayside', Owner: 'bea@bayside.test' },
    });
    const owner = await s.app.services.db
      .selectFrom('agencies as a')
      .innerJoin('recruiters as r', 'r.user_id', 'a.owner_user_id')
      .select(['r.roles'])
      .where('a.slug', '=', 'bayside')
      .executeTakeFirstOrThrow();
    expect(owner.roles).toEqual(['admin']);
  });

  it('suspends an agency: sign-in refused, sessions end at once, nothing deleted; resuming restores them', async () => {
    const operator = await token('owner@demo.test');
    const list = await http<PlatformAgency[]>(s, 'GET', '/api/platform/agencies', { token: operator });
    const acmeId = list.json.find((agency) => agency.Slug === 'acme')!.AgencyId;
    const demoId = list.json.find((agency) => agency.Slug === 'demo')!.AgencyId;
    const session = await signIn(s, 'recruiter@acme.test', PASSWORD, 'acme');
    expect((await http(s, 'GET', '/api/staff', { token: session.access_token })).status).toBe(200);

    const own = await http<ApiErrorBody>(s, 'POST', `/api/platform/agencies/${demoId}/suspend`, { token: operator });
    expect([own.status, own.json.Message]).toEqual([409, 'You cannot suspend your own agency.']);
    expect((await http(s, 'POST', '/api/platform/agencies/999999/suspend', { token: operator })).status).toBe(404);
    expect((await http(s, 'POST', '/api/platform/agencies/abc/suspend', { token: operator })).status).toBe(404);

    const suspended = await http<PlatformAgency>(s, 'POST', `/api/platform/agencies/${acmeId}/suspend`, {
      token: operator,
    });
    expect(suspended.json).toMatchObject({ Slug: 'acme', Status: 'suspended', SuspendedAt: expect.any(String) });
    const refusedToken = await http<ApiErrorBody>(s, 'GET', '/api/staff', { token: session.access_token });
    expect([refusedToken.status, refusedToken.json.Message]).toEqual([401, AGENCY_SUSPENDED_MESSAGE]);
    const refusedSignIn = await passwordGrant(s, 'owner@acme.test', PASSWORD, { old: 'acme' });
    expect([refusedSignIn.status, refusedSignIn.json.error, refusedSignIn.json.error_description]).toEqual([
      400,
      'invalid_grant',
      AGENCY_SUSPENDED_MESSAGE,
    ]);
    // The wrong password is told nothing more.
    expect((await passwordGrant(s, 'owner@acme.test', 'Wrong#123', { old: 'acme' })).json.error_description).toBe(
      'The user name or password is incorrect.',
    );
    const refusedRenewal = await refreshGrant(s, session.refresh_token!);
    expect([refusedRenewal.status, refusedRenewal.json.error_description]).toEqual([400, AGENCY_SUSPENDED_MESSAGE]);
    // Its people and data are all there; another agency is untouched.
    const users = await s.app.services.db.selectFrom('users').select('id').where('agency_id', '=', acmeId).execute();
    expect(users).toHaveLength(2);
    expect((await http(s, 'GET', '/api/staff', { token: await token('recruiter@demo.test') })).status).toBe(200);
    // Suspending again changes nothing.
    await http(s, 'POST', `/api/platform/agencies/${acmeId}/suspend`, { token: operator });
    expect(await auditOf('acme', 'agency-suspended')).toEqual([
      expect.objectContaining({ actor_name: 'Olivia Owner', detail: { Agency: 'Acme Nursing', HostLabel: 'acme' } }),
    ]);

    const resumed = await http<PlatformAgency>(s, 'POST', `/api/platform/agencies/${acmeId}/resume`, {
      token: operator,
    });
    expect(resumed.json).toMatchObject({ Status: 'active', SuspendedAt: null });
    expect((await http(s, 'GET', '/api/staff', { token: session.access_token })).status).toBe(200);
    expect((await refreshGrant(s, session.refresh_token!)).status).toBe(200);
    expect((await passwordGrant(s, 'owner@acme.test', PASSWORD, { old: 'acme' })).status).toBe(200);
    expect(await auditOf('acme', 'agency-resumed')).toHaveLength(1);
  });

  it('removes an operator by the CLI: from then on /api/platform is refused', async () => {
    const removed = await withServerStopped(() => cli(['operator', 'remove', 'owner@demo.test'], env));
    expect([removed.code, removed.out.trim()]).toEqual([
      0,
      'owner@demo.test (agency "demo") is no longer a platform operator.',
    ]);
    const owner = await token('owner@demo.test');
    expect((await http(s, 'GET', '/api/platform/agencies', { token: owner })).status).toBe(403);
  });
});
