import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@agency/api-client/contract';
import { agencyIdOf } from '../src/features/agency';
import { SMS_INBOUND_PATH, SMS_STATUS_PATH, twilioSignature } from '../src/features/messaging';
import { DB_KINDS, http, PRODUCTION_ENV, startServer, type TestServer } from './helpers';

// Security review, issue 27 item 6: without an SMS provider the inbound and status webhooks trusted any
// loopback peer, which is every request a reverse proxy on the same machine forwards: anyone could opt any
// number out (STOP) or put a fake reply into an applicant's thread. Now, without a provider, they exist only
// beside the dev outbox (development and test), for a client on this machine using a local host name;
// otherwise they answer 404. With a provider, only its signature counts (unchanged).

const AUTH_TOKEN = 'webhook-test-auth-token';
const SMS_OFF = 'The SMS webhooks are off: no SMS provider is configured (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM).';

let counter = 0;
/** A number nobody else in the run uses, and a STOP from it. */
function stopFrom(kind: string) {
  counter += 1;
  const digits = `555${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(3, '0')}`;
  return {
    phone: `+1${digits}`,
    form: { From: `+1${digits}`, To: '+15550001111', Body: 'STOP', MessageSid: `SMsec${kind}${counter}${Date.now()}` },
  };
}

describe.each(DB_KINDS)('SMS webhooks on %s', (kind) => {
  const servers: TestServer[] = [];
  let production: TestServer;
  let development: TestServer;
  let withProvider: TestServer;

  beforeAll(async () => {
    const productionConfig = {
      nodeEnv: 'production',
      production: true,
      devOutbox: false,
      issuer: PRODUCTION_ENV.ISSUER,
    } as const;
    production = await startServer(kind, { config: productionConfig });
    servers.push(production);
    development = await startServer(kind);
    servers.push(development);
    withProvider = await startServer(kind, {
      config: {
        ...productionConfig,
        sms: {
          apiUrl: 'http://127.0.0.1:9',
          accountSid: 'AC123',
          authToken: AUTH_TOKEN,
          from: '+15550001111',
          callbackUrl: null,
        },
      },
    });
    servers.push(withProvider);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  const optedOut = async (s: TestServer, phone: string) =>
    (
      await s.app.services.db
        .selectFrom('sms_opt_outs')
        .select('phone')
        .where('agency_id', '=', await agencyIdOf(s.app.services.db, 'demo'))
        .where('phone', '=', phone)
        .execute()
    ).length > 0;
  const inbound = async (s: TestServer, phone: string) =>
    (
      await s.app.services.db
        .selectFrom('messages')
        .select('id')
        .where('direction', '=', 'inbound')
        .where('recipient', '=', phone)
        .execute()
    ).length;

  it('in production without a provider: off (404) for a peer on this machine, whatever its Host; nothing recorded', async () => {
    const { phone, form } = stopFrom(kind);
    // What a same-host nginx forwards: the TCP peer is 127.0.0.1, the Host the public name.
    for (const host of ['demo.portal.example.com', 'localhost', '127.0.0.1']) {
      const stop = await http<ApiErrorBody>(production, 'POST', SMS_INBOUND_PATH, { form, headers: { host } });
      expect([stop.status, stop.json.Code, stop.json.Message], host).toEqual([404, 'not_found', SMS_OFF]);
    }
    const status = await http<ApiErrorBody>(production, 'POST', SMS_STATUS_PATH, {
      form: { MessageSid: form.MessageSid, MessageStatus: 'delivered' },
    });
    expect([status.status, status.json.Message]).toEqual([404, SMS_OFF]);
    expect(await optedOut(production, phone)).toBe(false);
    expect(await inbound(production, phone)).toBe(0);
  });

  it('in development (dev outbox) only a local client using a local host name; a proxied public Host gets 403', async () => {
    const { phone, form } = stopFrom(kind);
    const proxied = await http<ApiErrorBody>(development, 'POST', SMS_INBOUND_PATH, {
      form,
      headers: { host: 'demo.portal.example.com' },
    });
    expect([proxied.status, proxied.json.Code]).toEqual([403, 'forbidden']);
    expect(proxied.json.Message).toMatch(/only on this machine/);
    expect(await optedOut(development, phone)).toBe(false);
    // A developer's own request (the TCP peer and the Host are this machine's) still works.
    const local = await http(development, 'POST', SMS_INBOUND_PATH, { form, headers: { host: 'localhost' } });
    expect(local.status, local.text).toBe(200);
    expect(await optedOut(development, phone)).toBe(true);
  });

  it("with a provider (production): only the provider's signature counts, a loopback peer proves nothing", async () => {
    const { phone, form } = stopFrom(kind);
    const url = `${PRODUCTION_ENV.ISSUER}${SMS_INBOUND_PATH}`;
    const unsigned = await http(withProvider, 'POST', SMS_INBOUND_PATH, { form, headers: { host: 'localhost' } });
    expect(unsigned.status).toBe(403);
    expect(await optedOut(withProvider, phone)).toBe(false);
    const signed = await http(withProvider, 'POST', SMS_INBOUND_PATH, {
      form,
      headers: { 'x-twilio-signature': twilioSignature(AUTH_TOKEN, url, form) },
    });
    expect(signed.status, signed.text).toBe(200);
    expect(await optedOut(withProvider, phone)).toBe(true);
  });
});
