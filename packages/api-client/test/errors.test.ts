import { http, HttpResponse } from 'msw';
import { ApiError, isApiError, isHttpError, isNetworkError, isSessionEndedError } from '@agency/api-client';
import { API_PATHS } from '@agency/api-client/contract';
import { createTestClient, fixtures, handlers, TEST_URLS } from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { server, to } = setupMswServer();
const agencyUrl = TEST_URLS.apiUrl + API_PATHS.getAgencyByUserId;

async function loggedIn() {
  const test = createTestClient();
  await test.client.auth.login(fixtures.staffCredentials);
  return test;
}

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('typed errors', () => {
  it("uses the server's Message and Code, and keeps the body and the field errors", async () => {
    server.use(handlers.register.invalid);
    const { client } = createTestClient();

    const error = await failure(
      client.registration.register({ First_Name: 'Sam', Last_Name: 'Lee', Email: 'bad', Password: 'Applic4nt!' }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'validation_failed',
      message: 'The registration is invalid.',
    });
    expect(error.errors).toEqual({ Email: 'Email must be a valid email address' });
    expect(error.body).toEqual({
      Message: 'The registration is invalid.',
      Code: 'validation_failed',
      Errors: { Email: 'Email must be a valid email address' },
    });
  });

  it('reads Retry-After of a 429 as seconds', async () => {
    server.use(handlers.forgotPassword.rateLimited);
    const { client } = createTestClient();
    const error = await failure(client.password.forgotPassword({ Email: 'jane@acme.test' }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 30 });
  });

  it('reads a Retry-After date too', async () => {
    const at = new Date(Date.now() + 120_000).toUTCString();
    server.use(
      http.put(TEST_URLS.apiUrl + API_PATHS.forgotPassword, () =>
        HttpResponse.json(
          { Message: 'Slow down', Code: 'rate_limited' },
          { status: 429, headers: { 'retry-after': at } },
        ),
      ),
    );
    const { client } = createTestClient();
    const error = await failure(client.password.forgotPassword({ Email: 'jane@acme.test' }));
    expect(error.retryAfter).toBeGreaterThan(100);
    expect(error.retryAfter).toBeLessThanOrEqual(120);
  });

  it('uses error_description of token errors as the message and error as the code', async () => {
    server.use(handlers.login.invalidClient);
    const { client } = createTestClient();
    const error = await failure(client.auth.login(fixtures.staffCredentials));
    expect(error).toMatchObject({ status: 400, code: 'invalid_client', message: 'unknown client' });
  });

  it('describes an error without a known body by its status, keeping the text', async () => {
    const { client } = await loggedIn();
    server.use(
      http.get(
        agencyUrl,
        () =>
          new HttpResponse('<h1>Bad gateway</h1>', {
            status: 502,
            statusText: 'Bad Gateway',
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );

    const error = await failure(client.agency.getAgencyByUserId());

    expect(error).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'HTTP 502 Bad Gateway',
      body: '<h1>Bad gateway</h1>',
    });
    expect(isHttpError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });

  it('reports a 2xx body that is not JSON as a non-HTTP error', async () => {
    const { client } = await loggedIn();
    server.use(http.get(agencyUrl, () => HttpResponse.text('<html>', { status: 200 })));

    const error = await failure(client.agency.getAgencyByUserId());

    expect(error.code).toBe('invalid_response');
    expect(isHttpError(error)).toBe(false);
  });

  it('reports a request without a response as a network error, not an HTTP error', async () => {
    const { client } = await loggedIn();
    server.use(handlers.getAgencyByUserId.networkError);

    const error = await failure(client.agency.getAgencyByUserId());

    expect(error.code).toBe('network_error');
    expect(error.status).toBeUndefined();
    expect(isNetworkError(error)).toBe(true);
    expect(isHttpError(error)).toBe(false);
    expect(isSessionEndedError(error)).toBe(false);
  });

  it('never retries by itself (a failed GET goes out once)', async () => {
    const { client } = await loggedIn();
    server.use(handlers.getAgencyByUserId.serverError);
    await failure(client.agency.getAgencyByUserId());
    expect(to(API_PATHS.getAgencyByUserId)).toHaveLength(1);
  });

  it('the guards reject anything that is not an ApiError', () => {
    for (const value of [new Error('x'), { status: 500, code: 'x' }, null, undefined, 'error']) {
      expect(isApiError(value)).toBe(false);
      expect(isHttpError(value)).toBe(false);
      expect(isNetworkError(value)).toBe(false);
      expect(isSessionEndedError(value)).toBe(false);
    }
    const error = new ApiError({ code: 'x', message: 'm', status: 404, cause: new Error('inner') });
    expect(isHttpError(error)).toBe(true);
    expect(error.cause).toBeInstanceOf(Error);
  });
});

describe('response shapes', () => {
  it('full responses give status, headers and the parsed body', async () => {
    const { client } = await loggedIn();
    server.use(http.get(agencyUrl, () => HttpResponse.json(fixtures.agency, { headers: { 'x-request-id': 'abc' } })));

    const response = await client.agency.getAgencyByUserId();

    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('abc');
    expect(response.data).toEqual(fixtures.agency);
  });

  it('text responses give the raw text', async () => {
    const { client } = await loggedIn();
    server.use(http.put(TEST_URLS.apiUrl + API_PATHS.updateAgency, () => HttpResponse.text('true')));
    await expect(client.agency.updateAgency(fixtures.agency)).resolves.toBe('true');
  });

  it('a JSON call with an empty body resolves to undefined', async () => {
    const { client } = await loggedIn();
    server.use(http.get(TEST_URLS.apiUrl + API_PATHS.isAgencyOwner, () => new HttpResponse(null, { status: 204 })));
    await expect(client.agency.isAgencyOwner()).resolves.toBeUndefined();
  });
});
