import { afterEach, describe, expect, it } from 'vitest';
import { API_CALLS, pathOf } from '@agency/api-client/contract';
import { ConfigError, loadConfig } from '../src/app/config';
import { DB_KINDS, http, startServer, testConfig, type TestServer } from './helpers';

// Issue 9, item 9: TRUST_PROXY=true believed any X-Forwarded-For (60 of 60 spoofed requests passed the
// per-IP limit). Only configured proxy hops are trusted now: a hop count or the proxies' addresses.

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('TRUST_PROXY', () => {
  it('is off by default; takes a hop count or proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (any X-Forwarded-For) with what to write instead, and anything else it cannot use', () => {
    for (const value of ['true', 'TRUE', 'yes', 'on'])
      expect(problemsOf({ TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY=${value} would trust any X-Forwarded-For, so any client could choose its IP for the rate limits. ` +
          'Write the number of proxies in front of the server (TRUST_PROXY=1 for one reverse proxy) or their addresses ' +
          'and CIDR ranges, comma-separated (TRUST_PROXY=10.0.0.5,10.1.0.0/16), or false.',
      ]);
    expect(problemsOf({ TRUST_PROXY: '11' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY="11": a hop count must be from 1 to 10\./),
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.5,proxy.internal,10.0.0.0/33' })).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY="[^"]+": "proxy\.internal", "10\.0\.0\.0\/33" is not an IP address or CIDR range\./,
      ),
    ]);
  });
});

describe.each(DB_KINDS)('client address behind proxies on %s', (kind) => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  /** A server whose look-ups allow 2 per client address. */
  const start = async (trustProxy: false | number | string[]) => {
    const { rateLimits } = testConfig();
    s = await startServer(kind, {
      config: { trustProxy, rateLimits: { ...rateLimits, lookup: { max: 2, windowMs: 60_000 } } },
    });
    return s;
  };
  const lookup = (server: TestServer, forwardedFor: string) =>
    http(server, 'GET', pathOf(API_CALLS.registrationLookup, { email: 'applicant@demo.test' }), {
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const statuses = async (server: TestServer, forwardedFor: (i: number) => string) => {
    const result: number[] = [];
    for (let i = 0; i < 4; i += 1) result.push((await lookup(server, forwardedFor(i))).status);
    return result;
  };

  it('without TRUST_PROXY a spoofed X-Forwarded-For is ignored: the TCP peer is counted', async () => {
    const server = await start(false);
    expect(await statuses(server, (i) => `203.0.113.${i}`)).toEqual([200, 200, 429, 429]);
  });

  it('with one trusted hop, addresses the client wrote before the proxy’s own entry are ignored', async () => {
    const server = await start(1);
    // The proxy (the TCP peer here) appended the real client, 198.51.100.7; the rest came from the client.
    expect(await statuses(server, (i) => `203.0.113.${i}, 10.9.9.${i}, 198.51.100.7`)).toEqual([200, 200, 429, 429]);
    // Other clients behind the proxy are other addresses.
    expect((await lookup(server, '198.51.100.8')).status).toBe(200);
  });

  it('with two trusted hops, the client is the second address from the right', async () => {
    const server = await start(2);
    expect(await statuses(server, (i) => `203.0.113.${i}, 198.51.100.7, 10.0.0.2`)).toEqual([200, 200, 429, 429]);
    expect((await lookup(server, '203.0.113.1, 198.51.100.8, 10.0.0.2')).status).toBe(200);
  });

  it('with proxy addresses, only those hops are believed', async () => {
    // The TCP peer (127.0.0.1) is a listed proxy; 10.0.0.2 is one too; 192.0.2.50 is not.
    const server = await start(['127.0.0.1', '10.0.0.0/8']);
    expect(await statuses(server, (i) => `203.0.113.${i}, 198.51.100.7, 10.0.0.2`)).toEqual([200, 200, 429, 429]);
    // An address outside the list ends the chain: what it forwarded is not believed.
    expect(await statuses(server, (i) => `203.0.113.${i}, 192.0.2.50`)).toEqual([200, 200, 429, 429]);
    // Through the listed proxies, another client is another address.
    expect((await lookup(server, '198.51.100.8, 10.0.0.2')).status).toBe(200);
  });

  it('the dev outbox still reads the socket and the Host header, whatever a trusted proxy forwards', async () => {
    // The peer 203.0.113.7 is a trusted proxy: request.ip becomes the 127.0.0.1 it forwards, and
    // request.host the X-Forwarded-Host; the outbox looks at neither.
    const server = await start(['203.0.113.0/24', 'loopback']);
    const forwarded = await server.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost' },
    });
    expect(forwarded.statusCode).toBe(403);
    const rebound = await server.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      remoteAddress: '127.0.0.1',
      headers: { host: 'attacker.example', 'x-forwarded-host': 'localhost' },
    });
    expect(rebound.statusCode).toBe(403);
    const local = await server.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      remoteAddress: '127.0.0.1',
      headers: { host: 'localhost' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('a proxy list without the TCP peer trusts no header at all', async () => {
    const server = await start(['10.0.0.0/8']);
    expect(await statuses(server, (i) => `203.0.113.${i}`)).toEqual([200, 200, 429, 429]);
  });
});
