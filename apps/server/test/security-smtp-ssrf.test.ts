import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailConfiguration, SmtpTestResult } from '@agency/api-client/contract';
import { loadConfig } from '../src/app/config';
import { agencyIdOf } from '../src/features/agency';
import {
  isPublicSmtpAddress,
  resolveSmtpDestination,
  SMTP_HOST_NOT_PUBLIC,
  SMTP_NOT_SMTP_SERVER,
  SMTP_PORT_NOT_MAIL,
} from '../src/platform/mail';
import { DB_KINDS, http, PRODUCTION_ENV, signIn, startServer, type TestServer } from './helpers';
import { SmtpSink } from './smtp-sink';

// Security review, issue 27 item 4: "Send test e-mail" (and every delivery through a server a staff member or
// an agency owner names) must not reach this machine, the private network or a cloud metadata service.
// Addresses are checked after name resolution, when connecting, and the connection goes to the checked
// address; only mail ports; a service that is not an SMTP server never has its greeting shown.

/** A TCP listener on 127.0.0.1 that counts connections and greets each with `banner` (or never, when null). */
async function listener(
  banner: string | null,
): Promise<{ port: number; connections: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const state = { port: 0, connections: 0, close: async () => undefined as void };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    if (banner !== null) socket.write(banner);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  state.port = typeof address === 'object' && address ? address.port : 0;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}

describe('SMTP destinations', () => {
  it('allows only public unicast addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '169.254.0.1',
      '100.64.0.1',
      '100.100.100.200',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.0.170',
      '198.18.0.1',
      '::',
      '::1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '2001:db8::1',
    ])
      expect([address, isPublicSmtpAddress(address)]).toEqual([address, false]);
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:81c::201b'])
      expect([address, isPublicSmtpAddress(address)]).toEqual([address, true]);
  });

  it('checks every address a name resolves to, and answers the checked addresses to connect to', async () => {
    const lookups: string[] = [];
    const lookup = async (host: string) => {
      lookups.push(host);
      return host === 'mixed.example' ? ['93.184.216.34', '10.0.0.7'] : ['93.184.216.34'];
    };
    // One private address among public ones is enough to refuse (no connection is made to any of them).
    await expect(
      resolveSmtpDestination('mixed.example', 587, { allowPrivateHosts: false, lookup }, 1000),
    ).rejects.toMatchObject({ field: 'Host', message: SMTP_HOST_NOT_PUBLIC });
    await expect(
      resolveSmtpDestination('smtp.example', 8080, { allowPrivateHosts: false, lookup }, 1000),
    ).rejects.toMatchObject({ field: 'Port', message: SMTP_PORT_NOT_MAIL });
    expect(await resolveSmtpDestination('smtp.example', 587, { allowPrivateHosts: false, lookup }, 1000)).toEqual([
      '93.184.216.34',
    ]);
    // The numeric spellings of loopback resolve to it, and are refused as it is.
    await expect(resolveSmtpDestination('2130706433', 25, { allowPrivateHosts: false }, 5000)).rejects.toMatchObject({
      field: 'Host',
    });
    await expect(resolveSmtpDestination('localhost', 25, { allowPrivateHosts: false }, 5000)).rejects.toMatchObject({
      field: 'Host',
    });
    expect(lookups).toEqual(['mixed.example', 'smtp.example', 'smtp.example']);
  });

  it('SMTP_ALLOW_PRIVATE_HOSTS is off unless set, in every environment', () => {
    for (const env of [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }, PRODUCTION_ENV])
      expect(loadConfig(env).smtpAllowPrivateHosts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_ALLOW_PRIVATE_HOSTS: 'true' }).smtpAllowPrivateHosts).toBe(true);
    expect(() => loadConfig({ SMTP_ALLOW_PRIVATE_HOSTS: 'maybe' })).toThrow(/SMTP_ALLOW_PRIVATE_HOSTS/);
  });
});

describe.each(DB_KINDS)('SMTP servers named by staff, on %s', (kind) => {
  let s: TestServer;
  let token: Record<'owner' | 'recruiter', string>;

  beforeAll(async () => {
    s = await startServer(kind);
    token = {
      owner: (await signIn(s, 'owner@demo.test')).access_token,
      recruiter: (await signIn(s, 'recruiter@demo.test')).access_token,
    };
  });
  afterAll(async () => {
    await s?.close();
  });

  const server = (Host: string, Port = 587) => ({
    Host,
    Port,
    Security: 'starttls',
    Username: '',
    Password: '',
    FromAddress: 'rita@demo.test',
  });

  it('refuses to save a server on this machine, a private, link-local, CGNAT or metadata address, or off the mail ports', async () => {
    for (const host of [
      '127.0.0.1',
      '10.0.0.5',
      '172.16.4.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      'localhost',
      'mail.localhost',
      'metadata.google.internal',
      '2130706433',
      '127.1',
    ]) {
      for (const [path, who] of [
        ['/api/user-mail-configuration', 'recruiter'],
        ['/api/agency/mail-server', 'owner'],
      ] as const) {
        const refused = await http<{ Code: string; Errors: Record<string, string> }>(s, 'PUT', path, {
          token: token[who],
          body: server(host),
        });
        expect([host, path, refused.status, refused.json.Code, refused.json.Errors]).toEqual([
          host,
          path,
          400,
          'validation_failed',
          { Host: SMTP_HOST_NOT_PUBLIC },
        ]);
      }
    }
    for (const port of [22, 80, 443, 3306, 5432, 6379, 8080, 11211]) {
      const refused = await http<{ Errors: Record<string, string> }>(s, 'PUT', '/api/user-mail-configuration', {
        token: token.recruiter,
        body: server('smtp.example.com', port),
      });
      expect([port, refused.status, refused.json.Errors]).toEqual([port, 400, { Port: SMTP_PORT_NOT_MAIL }]);
    }
    for (const port of [25, 465, 587, 2525]) {
      const saved = await http<MailConfiguration>(s, 'PUT', '/api/user-mail-configuration', {
        token: token.recruiter,
        body: server('smtp.example.com', port),
      });
      expect([port, saved.status]).toEqual([port, 200]);
    }
    expect(await s.app.services.db.selectFrom('smtp_servers').select('host').execute()).toEqual([
      { host: 'smtp.example.com' },
    ]);
  });

  it('refuses a name that resolves to this machine when connecting: no connection, 400 in the Host field', async () => {
    const target = await listener('220 internal ESMTP\r\n');
    try {
      await http(s, 'PUT', '/api/user-mail-configuration', {
        token: token.recruiter,
        body: server('smtp.example.com'),
      });
      // The name now resolves to loopback (as a DNS answer may change after the save): the test e-mail refuses.
      await s.app.services.db
        .updateTable('smtp_servers')
        .set({ host: 'localhost', port: target.port })
        .where('host', '=', 'smtp.example.com')
        .execute();
      const refused = await http<{ Code: string; Errors: Record<string, string> }>(
        s,
        'POST',
        '/api/user-mail-configuration/test',
        { token: token.recruiter, body: {} },
      );
      expect([refused.status, refused.json.Code, refused.json.Errors]).toEqual([
        400,
        'validation_failed',
        { Host: SMTP_HOST_NOT_PUBLIC },
      ]);
      expect(target.connections).toBe(0);
    } finally {
      await target.close();
    }
  });

  it("sends no message through a staff member's server that resolves to a private address", async () => {
    const target = await listener('220 internal ESMTP\r\n');
    const db = s.app.services.db;
    try {
      await db
        .updateTable('smtp_servers')
        .set({ host: 'localhost', port: target.port })
        .where('agency_id', '=', await agencyIdOf(db, 'demo'))
        .execute();
      const applicant = await db
        .insertInto('applicants')
        .values({
          agency_id: await agencyIdOf(db, 'demo'),
          first_name: 'Sam',
          last_name: 'Ssrf',
          email: `sam.ssrf.${kind}@mail.test`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const sent = await http<{ Results: { MessageId: number | null }[] }>(s, 'POST', '/api/messages', {
        token: token.recruiter,
        body: { Channel: 'email', TemplateId: null, Subject: 'Hi', Body: 'Hello', ApplicantIds: [applicant.id] },
      });
      expect(sent.status).toBe(200);
      const id = sent.json.Results[0]!.MessageId!;
      let row: { attempts: number; last_error: string | null; state: string } | undefined;
      for (let wait = 0; wait < 100; wait += 1) {
        row = await db
          .selectFrom('messages')
          .select(['attempts', 'last_error', 'state'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (row.attempts > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(row).toMatchObject({ attempts: 1, state: 'queued', last_error: SMTP_HOST_NOT_PUBLIC });
      expect(target.connections).toBe(0);
    } finally {
      await target.close();
    }
  });

  describe('with SMTP_ALLOW_PRIVATE_HOSTS (development, tests)', () => {
    let open: TestServer;
    let recruiter: string;
    beforeAll(async () => {
      open = await startServer(kind, { config: { smtpAllowPrivateHosts: true } });
      recruiter = (await signIn(open, 'recruiter@demo.test')).access_token;
    });
    afterAll(async () => {
      await open?.close();
    });

    it('reaches an SMTP sink on this machine, on any port', async () => {
      const sink = new SmtpSink();
      const port = await sink.listen();
      try {
        const saved = await http(open, 'PUT', '/api/user-mail-configuration', {
          token: recruiter,
          body: { ...server('localhost', port), Security: 'none' },
        });
        expect(saved.status).toBe(200);
        const ok = await http<SmtpTestResult>(open, 'POST', '/api/user-mail-configuration/test', {
          token: recruiter,
          body: {},
        });
        expect(ok.json).toMatchObject({ Ok: true, Message: expect.stringContaining('250 2.0.0 queued') });
        expect(sink.messages).toHaveLength(1);
      } finally {
        await sink.close();
      }
    });

    it('never shows the greeting of a service that is not an SMTP server', async () => {
      for (const banner of [
        '+OK redis-internal-7.2 secret-banner\r\n',
        'SSH-2.0-OpenSSH_9.6 secret-banner\r\n',
        'HTTP/1.1 400 Bad Request\r\nX-Internal: secret-banner\r\n\r\n',
      ]) {
        const service = await listener(banner);
        try {
          await http(open, 'PUT', '/api/user-mail-configuration', {
            token: recruiter,
            body: { ...server('127.0.0.1', service.port), Security: 'none' },
          });
          const answer = await http<SmtpTestResult>(open, 'POST', '/api/user-mail-configuration/test', {
            token: recruiter,
            body: {},
          });
          expect(answer.status).toBe(200);
          expect(answer.json).toMatchObject({ Ok: false, Message: SMTP_NOT_SMTP_SERVER });
          expect(answer.text).not.toContain('secret-banner');
          const kept = await http<MailConfiguration>(open, 'GET', '/api/user-mail-configuration', { token: recruiter });
          expect(kept.json.Server?.LastTest?.Message).toBe(SMTP_NOT_SMTP_SERVER);
        } finally {
          await service.close();
        }
      }
    });
  });
});
