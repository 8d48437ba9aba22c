import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryStorage, type ApiClient } from '@agency/api-client';
import { createTestClient, createTestTokenResponse } from '@agency/api-client/testing';

/** A request the local server got (preflights left out). */
export interface LocalRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Reads the whole body. Until it is called, the body is not read: a large upload stays unfinished. */
  read(): Promise<Buffer>;
  /**
   * Once the exchange is over: whether the body arrived whole, and whether the server finished its answer.
   * Reads what is left of the body (a connection not read from never tells it was closed).
   */
  ended(): Promise<{ complete: boolean; answered: boolean }>;
}

export interface LocalServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  requests: LocalRequest[];
  /** The `count`-th request (1-based), once it has arrived. */
  arrived(count: number): Promise<LocalRequest>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port of 127.0.0.1: `handler` answers each request (CORS preflights are answered
 * here, and every answer allows any origin, as jsdom's XMLHttpRequest checks them).
 */
export async function startLocalServer(
  handler: (request: LocalRequest, response: ServerResponse) => void | Promise<void>,
): Promise<LocalServer> {
  const requests: LocalRequest[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'authorization, content-type, accept',
      });
      res.end();
      return;
    }
    const ended = new Promise<{ complete: boolean; answered: boolean }>((resolve) =>
      res.on('close', () => resolve({ complete: req.complete, answered: res.writableFinished })),
    );
    const request: LocalRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      read: () =>
        new Promise((resolve, reject) => {
          const chunks: Buffer[] = [];
          req.on('data', (chunk: Buffer) => chunks.push(chunk));
          req.on('end', () => resolve(Buffer.concat(chunks)));
          req.on('error', reject);
        }),
      ended: () => {
        req.resume();
        return ended;
      },
    };
    requests.push(request);
    for (const wake of waiting) wake();
    void handler(request, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    arrived: (count) =>
      new Promise((resolve) => {
        const check = () => {
          const request = requests[count - 1];
          if (!request) return;
          waiting.delete(check);
          resolve(request);
        };
        waiting.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON. */
export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A client of the API and identity server at `url`, signed in with a known token pair. */
export function signedInClient(url: string): { client: ApiClient; accessToken: string } {
  const storage = createMemoryStorage();
  const tokens = createTestTokenResponse({ refreshToken: 'refresh-1' });
  storage.cookie.set(JSON.stringify({ access_token: tokens.access_token, refresh_token: 'refresh-1' }), 3600);
  const { client } = createTestClient({ storage, apiUrl: url, identityUrl: url });
  return { client, accessToken: tokens.access_token };
}
