import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type ApiErrorBody } from '@agency/api-client/contract';
import { CLIENT, DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// Issue 9, items 4, 8 and 11 (headers): slow request bodies are cut off and connections are capped; JSON
// nested 10,000 levels deep is a 400 (not a stack overflow and a 500); API answers are never cached and
// every answer carries a Permissions-Policy.

/** Opens a socket and resolves once it is connected. */
function open(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Resolves with what the server wrote before it closed the socket. */
function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
  });
}

/** Sends `body` as JSON text as it is (the test's own JSON.stringify could not nest 10,000 levels either). */
function sendJson(
  baseUrl: string,
  method: string,
  path: string,
  body: string,
  token?: string,
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request(new URL(`${baseUrl}${path}`), { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as Record<string, unknown> }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function deepJson(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

describe.each(DB_KINDS)('slow and deep requests on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, {
      config: {
        http: {
          requestTimeoutMs: 600,
          idleTimeoutMs: 5000,
          keepAliveTimeoutMs: 5000,
          maxConnections: 20,
          maxConnectionsPerIp: 100,
        },
      },
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a body trickled byte by byte is cut off with 408 within the request timeout', async () => {
    const socket = await open(s.baseUrl);
    const done = closed(socket);
    const started = Date.now();
    socket.write(
      `POST ${API_PATHS.forgotPassword} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    // One byte every 100 ms: never idle, so only the request timeout can end it.
    const trickle = setInterval(() => {
      if (!socket.destroyed && socket.writable) socket.write(' ');
    }, 100);
    const received = await done;
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsed).toBeGreaterThanOrEqual(500);
    expect(elapsed).toBeLessThan(3000);
  });

  it('connections above the cap are refused while the others stay open', async () => {
    const sockets = await Promise.all(Array.from({ length: 20 }, () => open(s.baseUrl)));
    const extra = await open(s.baseUrl);
    // The server closes the connection over the cap without reading it.
    const received = await closed(extra);
    expect(received).toBe('');
    expect(sockets.every((socket) => !socket.destroyed)).toBe(true);
    for (const socket of sockets) socket.destroy();
    // Room again once the server has seen them close (no fixed sleep).
    const openConnections = () =>
      new Promise<number>((resolve, reject) =>
        s.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    await vi.waitFor(async () => expect(await openConnections()).toBeLessThan(20), { timeout: 5000, interval: 20 });
    const health = await http(s, 'GET', '/health');
    expect(health.status).toBe(200);
  });

  it('JSON nested 10,000 levels deep: 400 with a clear message on an API route and on the token endpoint', async () => {
    const body = deepJson(10_000);
    const owner = (await signIn(s, 'owner@demo.test')).access_token;
    const send = (method: string, path: string, token?: string) => sendJson(s.baseUrl, method, path, body, token);
    for (const [method, path, token] of [
      ['PUT', API_PATHS.forgotPassword, undefined],
      ['POST', API_PATHS.register, undefined],
      ['PUT', API_PATHS.updateProfile, owner],
    ] as const) {
      const result = await send(method, path, token);
      expect([result.status, result.json.Code], path).toEqual([400, 'too_deep']);
      expect(result.json.Message).toBe('The request body nests deeper than 64 levels, which is not allowed.');
    }
    const token = await send('POST', '/connect/token');
    expect([token.status, token.json.error]).toEqual([400, 'invalid_request']);
    expect(token.json.error_description).toMatch(/deeper than 64 levels/);
    // 64 levels are still read (and then refused by the call's own rules, not by the depth cap).
    const shallow = await http<ApiErrorBody>(s, 'PUT', API_PATHS.forgotPassword, {
      body: { Email: JSON.parse(deepJson(63)) },
    });
    expect(shallow.status).toBe(400);
    expect(shallow.json.Code).not.toBe('too_deep');
    // A form body cannot nest: the token endpoint still answers a normal grant.
    const grant = await http(s, 'POST', '/connect/token', {
      form: {
        grant_type: 'password',
        username: 'owner@demo.test',
        password: 'Password123!',
        scope: 'openid',
        ...CLIENT,
      },
    });
    expect(grant.status).toBe(200);
    expect(s.logs.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('every API answer says no-store (signed in or not, success or error); every answer has a Permissions-Policy', async () => {
    const owner = (await signIn(s, 'owner@demo.test')).access_token;
    const answers = [
      await http(s, 'GET', API_PATHS.getCurrentRecruiter, { token: owner }),
      await http(s, 'GET', API_PATHS.getUserByUserId, { token: owner }),
      await http(s, 'GET', API_PATHS.getCurrentRecruiter),
      await http(s, 'GET', '/api/no-such-call'),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
    }
    expect(answers[0]!.status).toBe(200);
    const health = await http(s, 'GET', '/health');
    expect(health.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
  });
});
