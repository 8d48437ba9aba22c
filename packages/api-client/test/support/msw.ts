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
 * The most requests one test may make. The mocked answers always answer, so a client that loops (retrying a
 * 401 again and again, renewing forever) would otherwise spin until the test's timeout: past this, every
 * request fails at once with an error that says so, and the test fails by name.
 */
export const REQUEST_LIMIT = 100;

/**
 * One MSW server per test file with the success handlers of every call, unhandled requests failing the
 * test, every request recorded in `requests` (emptied after each test), and at most REQUEST_LIMIT requests
 * per test.
 */
export function setupMswServer() {
  const server = setupServer(...defaultHandlers);
  const requests: RecordedRequest[] = [];
  let made = 0;
  server.events.on('request:start', ({ request }) => {
    requests.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: request.clone().text(),
    });
  });
  let mocked: typeof fetch | undefined;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // Wraps MSW's fetch: counts each test's requests and refuses those past the limit.
    mocked = globalThis.fetch;
    const limited = mocked;
    globalThis.fetch = (input, init) =>
      ++made > REQUEST_LIMIT
        ? Promise.reject(new Error(`More than ${REQUEST_LIMIT} requests in one test: the client is looping`))
        : limited(input, init);
  });
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    made = 0;
  });
  afterAll(() => {
    if (mocked) globalThis.fetch = mocked;
    server.close();
  });
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
