import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailConfiguration, SmtpTestResult, UserMailSettings } from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { rotateDataKey } from '../src/cli/rotate-data-key';
import { createSenderResolver, smtpCipher } from '../src/features/mail-settings';
import { dataKey } from '../src/platform/crypto';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import { freePort, SmtpSink } from './smtp-sink';

// User Mail Settings, User Mail Configuration and the agency's mail server (issue 14): per user and per
// agency; the SMTP password sealed, never answered; "Send test e-mail" reports the server's own answer.

const m = messages.mailSettings;

describe.each(DB_KINDS)('mail settings and servers on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let sink: SmtpSink;
  let sinkPort: number;
  const token = {} as Record<'owner' | 'recruiter' | 'manager' | 'acme', string>;

  beforeAll(async () => {
    // The test SMTP sink listens on 127.0.0.1 (an ephemeral port): allowed only with SMTP_ALLOW_PRIVATE_HOSTS.
    s = await startServer(kind, { config: { smtpAllowPrivateHosts: true } });
    db = s.app.services.db;
    for (const who of ['owner', 'recruiter', 'manager'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    sink = new SmtpSink();
    sinkPort = await sink.listen();
  });
  afterAll(async () => {
    await sink?.close();
    await s?.close();
  });

  const call = <T>(method: string, path: string, who: keyof typeof token, body?: unknown) =>
    http<T>(s, method, path, { token: token[who], body });

  it('answers the defaults before anything is saved, then saves and normalises the settings', async () => {
    // acme's owner has saved nothing: their name is the sender, nothing else is set.
    const before = await call<UserMailSettings>('GET', '/api/user-mail-settings', 'acme');
    expect(before.status).toBe(200);
    expect(before.json).toEqual({
      SenderName: 'Ann Acme',
      ReplyTo: '',
      Signature: '',
      Cc: '',
      Bcc: '',
      AccountEmail: 'owner@acme.test',
    });
    // The demo's staff have the seeded signatures.
    const seeded = await call<UserMailSettings>('GET', '/api/user-mail-settings', 'recruiter');
    expect(seeded.json.Signature).toContain(seeded.json.SenderName);

    const saved = await call<UserMailSettings>('PUT', '/api/user-mail-settings', 'recruiter', {
      SenderName: ' Rita Recruiter ',
      ReplyTo: 'rita@demo.test',
      Signature: '**Rita**\nRecruiter',
      Cc: 'a@demo.test ;b@demo.test,',
      Bcc: '',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ SenderName: 'Rita Recruiter', Cc: 'a@demo.test, b@demo.test' });
    expect((await call<UserMailSettings>('GET', '/api/user-mail-settings', 'recruiter')).json.SenderName).toBe(
      'Rita Recruiter',
    );
    // Someone else's settings are their own.
    expect((await call<UserMailSettings>('GET', '/api/user-mail-settings', 'manager')).json.SenderName).not.toBe(
      'Rita Recruiter',
    );
  });

  it('refuses bad settings with the form messages', async () => {
    const bad = await call<{ Errors: Record<string, string> }>('PUT', '/api/user-mail-settings', 'recruiter', {
      SenderName: '',
      ReplyTo: 'nobody',
      Signature: '',
      Cc: 'x@demo.test, not-an-address',
      Bcc: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.Errors).toMatchObject({
      SenderName: m.senderNameRequired,
      ReplyTo: m.replyToInvalid,
      Cc: m.ccInvalid,
    });
    const badServer = await call<{ Errors: Record<string, string> }>(
      'PUT',
      '/api/user-mail-configuration',
      'recruiter',
      {
        Host: 'smtp acme',
        Port: 0,
        Security: 'ssl',
        Username: '',
        Password: '',
        FromAddress: 'x',
      },
    );
    expect(badServer.status).toBe(400);
    expect(badServer.json.Errors).toMatchObject({
      Host: m.hostInvalid,
      Port: m.portInvalid,
      Security: m.securityInvalid,
      FromAddress: m.fromAddressInvalid,
    });
  });

  it('seals the SMTP password, never answers it, and keeps it when the field is left empty', async () => {
    const secret = 'S3cret-app-password';
    const saved = await call<MailConfiguration>('PUT', '/api/user-mail-configuration', 'manager', {
      Host: 'smtp.office365.com',
      Port: 587,
      Security: 'starttls',
      Username: 'manager@demo.test',
      Password: secret,
      FromAddress: 'manager@demo.test',
    });
    expect(saved.status).toBe(200);
    expect(saved.json.Server).toMatchObject({ Host: 'smtp.office365.com', HasPassword: true, LastTest: null });
    expect(saved.text).not.toContain(secret);
    const read = await call<MailConfiguration>('GET', '/api/user-mail-configuration', 'manager');
    expect(read.text).not.toContain(secret);
    const row = await db
      .selectFrom('smtp_servers')
      .selectAll()
      .where('host', '=', 'smtp.office365.com')
      .executeTakeFirstOrThrow();
    expect(row.password_sealed).not.toContain(secret);
    expect(row.password_sealed).toMatch(/^v1\./);

    // Saved again without a password: the sealed one stays.
    const again = await call<MailConfiguration>('PUT', '/api/user-mail-configuration', 'manager', {
      Host: 'smtp.office365.com',
      Port: 587,
      Security: 'starttls',
      Username: 'manager@demo.test',
      Password: '',
      FromAddress: 'manager@demo.test',
    });
    expect(again.json.Server?.HasPassword).toBe(true);
    const kept = await db
      .selectFrom('smtp_servers')
      .select('password_sealed')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(kept.password_sealed).toBe(row.password_sealed);
    // And the resolver opens it for delivery.
    const resolve = createSenderResolver({
      cipher: smtpCipher(dataKey(s.config)),
      mailFrom: s.config.mailFrom,
    });
    const sender = await resolve(db, row.agency_id, row.user_id!);
    expect(sender.via).toBe('user');
    expect(sender.smtp).toMatchObject({
      host: 'smtp.office365.com',
      port: 587,
      requireTLS: true,
      auth: { user: 'manager@demo.test', pass: secret },
    });
    expect(s.logs.join('\n')).not.toContain(secret);
  });

  it('sends a test e-mail through the saved server and reports its answer, or why it failed', async () => {
    await call('PUT', '/api/user-mail-configuration', 'recruiter', {
      Host: '127.0.0.1',
      Port: sinkPort,
      Security: 'none',
      Username: '',
      Password: '',
      FromAddress: 'rita@demo.test',
    });
    const ok = await call<SmtpTestResult>('POST', '/api/user-mail-configuration/test', 'recruiter', {});
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ Ok: true, To: 'recruiter@demo.test' });
    expect(ok.json.Message).toContain('250 2.0.0 queued');
    const received = sink.messages.at(-1)!;
    expect(received.to.join()).toContain('recruiter@demo.test');
    expect(received.data).toContain('rita@demo.test');
    const config = await call<MailConfiguration>('GET', '/api/user-mail-configuration', 'recruiter');
    expect(config.json.Server?.LastTest).toMatchObject({ Ok: true, To: 'recruiter@demo.test' });

    const closed = await freePort();
    await call('PUT', '/api/user-mail-configuration', 'recruiter', {
      Host: '127.0.0.1',
      Port: closed,
      Security: 'none',
      Username: '',
      Password: '',
      FromAddress: 'rita@demo.test',
    });
    const failed = await call<SmtpTestResult>('POST', '/api/user-mail-configuration/test', 'recruiter', {
      To: 'someone@demo.test',
    });
    expect(failed.status).toBe(200);
    expect(failed.json).toMatchObject({ Ok: false, To: 'someone@demo.test' });
    expect(failed.json.Message).toMatch(/ECONNREFUSED|connect/i);

    const invalid = await call<{ Message: string }>('POST', '/api/user-mail-configuration/test', 'recruiter', {
      To: 'x',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.Message).toBe(m.testToInvalid);
  });

  it("lets only the owner set the agency's server, which users without their own fall back to", async () => {
    const payload = {
      Host: 'smtp.demo-agency.test',
      Port: 465,
      Security: 'tls',
      Username: 'portal@demo.test',
      Password: 'agency-secret',
      FromAddress: 'recruiting@demo.test',
    };
    expect((await call('PUT', '/api/agency/mail-server', 'recruiter', payload)).status).toBe(403);
    expect((await call('GET', '/api/agency/mail-server', 'manager')).status).toBe(403);
    const saved = await call<MailConfiguration>('PUT', '/api/agency/mail-server', 'owner', payload);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      Server: { Host: 'smtp.demo-agency.test', HasPassword: true },
      Fallback: 'platform',
    });
    expect(saved.text).not.toContain('agency-secret');

    // The owner has no server of their own: theirs falls back to the agency's.
    const own = await call<MailConfiguration>('GET', '/api/user-mail-configuration', 'owner');
    expect(own.json).toMatchObject({
      Server: null,
      Fallback: 'agency',
      FallbackDescription: "The agency's server (smtp.demo-agency.test)",
    });
    const owner = await db
      .selectFrom('users')
      .select(['id', 'agency_id'])
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    const resolve = createSenderResolver({
      cipher: smtpCipher(dataKey(s.config)),
      mailFrom: s.config.mailFrom,
    });
    const sender = await resolve(db, owner.agency_id, owner.id);
    expect(sender).toMatchObject({ via: 'agency', fromAddress: 'recruiting@demo.test', replyTo: 'owner@demo.test' });
    expect(sender.smtp).toMatchObject({ secure: true, auth: { pass: 'agency-secret' } });

    // Another agency sees none of it.
    const acme = await call<MailConfiguration>('GET', '/api/agency/mail-server', 'acme');
    expect(acme.status).toBe(200);
    expect(acme.json.Server).toBeNull();
    expect((await call<MailConfiguration>('GET', '/api/user-mail-configuration', 'acme')).json.Fallback).toBe(
      'platform',
    );

    // Removing the user's own server falls back again.
    const removed = await call<MailConfiguration>('DELETE', '/api/user-mail-configuration', 'manager');
    expect(removed.json).toMatchObject({ Server: null, Fallback: 'agency' });
    const deleted = await call<MailConfiguration>('DELETE', '/api/agency/mail-server', 'owner');
    expect(deleted.json.Server).toBeNull();
  });

  it('rotate-data-key re-seals the SMTP passwords under the new key', async () => {
    await call('PUT', '/api/user-mail-configuration', 'owner', {
      Host: 'smtp.rotate.test',
      Port: 587,
      Security: 'starttls',
      Username: 'owner@demo.test',
      Password: 'rotate-me',
      FromAddress: 'owner@demo.test',
    });
    const oldKey = dataKey(s.config);
    const newKey = Buffer.from('cd'.repeat(32), 'hex');
    const summary = await rotateDataKey(
      db,
      { ...s.config, dataEncryptionKey: newKey },
      {
        OLD_DATA_ENCRYPTION_KEY: oldKey.toString('hex'),
      },
    );
    expect(summary).toMatch(/[1-9]\d* SMTP password\(s\)\./);
    const row = await db
      .selectFrom('smtp_servers')
      .selectAll()
      .where('host', '=', 'smtp.rotate.test')
      .executeTakeFirstOrThrow();
    const resolve = createSenderResolver({ cipher: smtpCipher(newKey), mailFrom: s.config.mailFrom });
    expect((await resolve(db, row.agency_id, row.user_id!)).smtp?.auth?.pass).toBe('rotate-me');
    // And back, so the rest of this file's server (which holds the old key) is unaffected.
    await rotateDataKey(
      db,
      { ...s.config, dataEncryptionKey: oldKey },
      { OLD_DATA_ENCRYPTION_KEY: newKey.toString('hex') },
    );
  });

  it('refuses anonymous callers and applicants', async () => {
    expect((await http(s, 'GET', '/api/user-mail-settings')).status).toBe(401);
    const applicant = await signIn(s, 'applicant@demo.test');
    expect((await http(s, 'GET', '/api/user-mail-configuration', { token: applicant.access_token })).status).toBe(403);
  });
});
