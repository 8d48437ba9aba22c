import { setupServer } from 'msw/node';
import { defaultHandlers } from '@agency/api-client/testing';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The request body as text. */
  body: Promise<string>;
}

/**
 * One MSW server per test file with the success handlers of every call, unhandled requests failing the
 * test, and every request recorded in `requests` (emptied after each test).
 */
export function setupMswServer() {
  const server = setupServer(...defaultHandlers);
  const requests: RecordedRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.clone().text(),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    requests,
    /** Recorded requests to a path (pathname), in order. */
    to: (pathname: string, method?: string) =>
      requests.filter((r) => r.url.pathname === pathname && (method === undefined || r.method === method)),
  };
}

/** The form-encoded body of a recorded request. */
export async function formOf(request: RecordedRequest | undefined): Promise<URLSearchParams> {
  if (!request) throw new Error('no such request was recorded');
  return new URLSearchParams(await request.body);
}
