import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, isoDay } from '@agency/api-client/contract';
import { loadConfig } from '../src/app/config';
import { agencyIdOf } from '../src/features/agency';
import { replaceCredentialExpiries } from '../src/features/credentials';
import { newApplicant } from './onboarding-helpers';
import { DB_KINDS, http, outbox, PRODUCTION_ENV, startServer, type TestServer } from './helpers';

// The dev outbox shows codes and temporary passwords: opt-in, development and test only, to clients on
// this machine only, and only the mail of the agency the request's host names.
describe.each(DB_KINDS)('dev outbox (%s)', (kind) => {
  let s: TestServer;
  const ACME = { host: 'acme.localhost:3000' };
  const DEMO = { host: 'demo.localhost:3000' };
  beforeAll(async () => {
    s = await startServer(kind);
  });
  afterAll(async () => {
    await s?.close();
  });

  it("lists the host's agency only: another agency's codes and temporary passwords are not there", async () => {
    const email = `outbox.${kind}@example.com`;
    const registered = await http(s, 'POST', API_PATHS.register, {
      headers: ACME,
      body: {
        First_Name: 'Ann',
        Last_Name: 'Acme',
        Email: email,
        Password: 'Nurse#2024',
        IsVerified: false,
        Middle_Name: '',
      },
    });
    expect(registered.status).toBe(201);
    await http(s, 'PUT', API_PATHS.forgotPassword, { headers: ACME, body: { Email: 'owner@acme.test' } });

    const atAcme = await outbox(s, ACME);
    expect(atAcme.map((m) => [m.To, m.Kind])).toEqual(
      expect.arrayContaining([
        [email, 'verification-code'],
        ['owner@acme.test', 'temporary-password'],
      ]),
    );
    expect(new Set(atAcme.map((m) => m.Agency))).toEqual(new Set(['acme']));
    // The demo agency's host, and a host that names no agency (the default agency, demo), see none of it.
    for (const headers of [DEMO, {}, { host: 'localhost:3000' }]) {
      const listed = await outbox(s, headers);
      expect(
        listed.filter((m) => m.Agency !== 'demo'),
        JSON.stringify(headers),
      ).toEqual([]);
      expect(listed.some((m) => m.To === email || m.To === 'owner@acme.test')).toBe(false);
    }
    const page = await http(s, 'GET', '/dev/outbox', { headers: DEMO });
    expect(page.status).toBe(200);
    expect(page.text).toContain('agency demo');
    expect(page.text).not.toContain('owner@acme.test');
  });

  it('refuses a client that is not on this machine (whatever X-Forwarded-For says) or uses a host name not local', async () => {
    for (const url of ['/dev/outbox.json', '/dev/outbox']) {
      const remote = await s.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect([remote.statusCode, remote.json()], url).toEqual([
        403,
        { Message: 'The dev outbox answers only on this machine (127.0.0.1 or ::1).', Code: 'forbidden' },
      ]);
      // TRUST_PROXY is on in the tests: request.ip would be 127.0.0.1 here; the socket's peer is not.
      const spoofed = await s.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(spoofed.statusCode, url).toBe(403);
      const mapped = await s.app.inject({ method: 'GET', url, remoteAddress: '::ffff:10.1.2.3' });
      expect(mapped.statusCode, url).toBe(403);
      // A web page rebound to 127.0.0.1 (DNS rebinding) comes from this machine, under its own host name.
      for (const host of ['demo.attacker.example:3000', 'attacker.example', '127.0.0.1.nip.io']) {
        const rebound = await s.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(rebound.statusCode, `${url} ${host}`).toBe(403);
      }
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
        expect((await s.app.inject({ method: 'GET', url, remoteAddress: local })).statusCode, local).toBe(200);
    }
  });

  it("runs the day's credential expiry notices on request (once per threshold), to this machine only", async () => {
    const path = '/dev/jobs/credentials.expiry';
    const expiryMail = async () =>
      (await outbox(s, DEMO)).filter((m) => m.Kind === 'credential-expiry' || m.Kind === 'credential-expiry-owner');
    expect(await expiryMail()).toEqual([]);
    const applicant = await newApplicant(s);
    const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
    await s.app.services.db.transaction().execute(async (trx) =>
      replaceCredentialExpiries(trx, {
        agencyId: await agencyIdOf(trx, 'demo'),
        applicantId: applicant.id,
        source: 'nurse-form',
        items: [
          { key: 'cert:1', label: 'BLS card', expiresOn: inDays(30) },
          { key: 'cert:2', label: 'ACLS', expiresOn: inDays(200) },
        ],
      }),
    );
    const run = await http<{ Kind: string; Attempts: number }>(s, 'POST', path, { headers: DEMO });
    expect([run.status, run.json.Kind]).toEqual([200, 'credentials.expiry']);
    expect(run.json.Attempts).toBeGreaterThanOrEqual(1);
    // The card running out in 30 days is e-mailed about (the one good for 200 days is not).
    const sent = await expiryMail();
    expect(sent.map((m) => [m.To, m.Subject])).toEqual([[applicant.email, 'Your BLS card expires in 30 days']]);
    // Once per threshold: a second run sends nothing again.
    expect((await http(s, 'POST', path, { headers: DEMO })).status).toBe(200);
    expect((await expiryMail()).length).toBe(sent.length);

    const unknown = await http<{ Code: string }>(s, 'POST', '/dev/jobs/mail.deliver', { headers: DEMO });
    expect([unknown.status, unknown.json.Code]).toEqual([404, 'not_found']);
    const remote = await s.app.inject({ method: 'POST', url: path, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
  });

  it('answers 404 where no agency is served, and is off unless asked for and in production', async () => {
    const noDefault = await startServer(kind, { config: { defaultAgency: null }, seed: false });
    try {
      const unknown = await http<{ Code: string }>(noDefault, 'GET', '/dev/outbox.json', {
        headers: { host: 'localhost:3000' },
      });
      expect([unknown.status, unknown.json.Code]).toEqual([404, 'unknown_agency']);
    } finally {
      await noDefault.close();
    }
    for (const env of [{ NODE_ENV: 'development' }, PRODUCTION_ENV]) {
      const config = loadConfig(env);
      const off = await startServer(kind, {
        config: { devOutbox: config.devOutbox, production: config.production, nodeEnv: config.nodeEnv },
        seed: false,
      });
      try {
        for (const url of ['/dev/outbox.json', '/dev/outbox'])
          expect((await http(off, 'GET', url)).status, `${env.NODE_ENV} ${url}`).toBe(404);
        expect((await http(off, 'POST', '/dev/jobs/credentials.expiry')).status, env.NODE_ENV).toBe(404);
      } finally {
        await off.close();
      }
    }
  });
});
