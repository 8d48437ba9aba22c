// @vitest-environment node
// Node's own Blob, as browsers have one: the resume upload sends a Blob body and the downloads answer Blobs,
// and Node's fetch (which MSW intercepts) neither sends nor reads jsdom's Blob (it becomes "[object Blob]").
import { http, HttpResponse } from 'msw';
import {
  ANONYMOUS_API_PATHS,
  API_METHODS,
  API_PATHS,
  defineCall,
  getApplicantStatusCounts,
  registrationLookup,
  type ApiPathName,
} from '@agency/api-client/contract';
import { createTestClient, fixtures } from '@agency/api-client/testing';
import { CALLS } from './support/calls';
import { setupMswServer } from './support/msw';

const { requests, server } = setupMswServer();
const names = Object.keys(API_PATHS) as ApiPathName[];

describe('every call of the contract', () => {
  it('has a case in the table (and only those)', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...names].sort());
  });

  describe.each(names)('%s', (name) => {
    const call = CALLS[name];

    it('uses the contract method and path, the JSON body, and resolves to the documented shape', async () => {
      const { client } = createTestClient();
      await client.auth.login(fixtures.staffCredentials);
      requests.length = 0;

      await expect(call.invoke(client)).resolves.toEqual(call.result);

      expect(requests).toHaveLength(1);
      const [request] = requests;
      expect(request?.method).toBe(API_METHODS[name]);
      expect(request?.url.origin).toBe('https://api.agency.test');
      expect(request?.url.pathname).toBe(call.pathname);
      expect(request?.url.pathname).toMatch(new RegExp(`^${API_PATHS[name].replace(/:\w+/g, '[^/]+')}$`));
      // Anonymous calls name their agency with the tenant hint, as the token request does.
      const tenant = ANONYMOUS_API_PATHS.includes(name) ? { old: client.tenant } : {};
      expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ ...call.query, ...tenant });
      const body = await request?.body;
      if (call.body === undefined) {
        expect(body).toBe('');
      } else if (call.contentType) {
        expect(request?.headers.get('content-type')).toBe(call.contentType);
        expect(body).toBe(call.body);
      } else {
        expect(request?.headers.get('content-type')).toBe('application/json');
        expect(JSON.parse(body ?? '')).toEqual(call.body);
      }
    });

    const anonymous = ANONYMOUS_API_PATHS.includes(name);
    it(
      anonymous ? 'goes without Authorization, even when logged in' : 'carries Authorization: Bearer <access token>',
      async () => {
        const { client, storage } = createTestClient();
        await client.auth.login(fixtures.staffCredentials);
        const accessToken = (JSON.parse(storage.cookie.get() ?? '{}') as { access_token: string }).access_token;
        requests.length = 0;

        await call.invoke(client);

        expect(requests[0]?.headers.get('authorization')).toBe(anonymous ? null : `Bearer ${accessToken}`);
      },
    );
  });

  it('anonymous calls work without a session and log nobody out', async () => {
    const { client, logouts } = createTestClient();
    for (const name of ANONYMOUS_API_PATHS) await CALLS[name].invoke(client);
    expect(requests).toHaveLength(ANONYMOUS_API_PATHS.length);
    expect(logouts).toEqual([]);
  });
});

describe('client.call', () => {
  it('makes a call of the contract from its descriptor alone', async () => {
    const { client } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);
    requests.length = 0;
    await expect(client.call(getApplicantStatusCounts)).resolves.toMatchObject({
      status: 200,
      data: fixtures.applicantStatusCounts,
    });
    await expect(client.call(registrationLookup, { params: { email: 'a/b@c.test' } })).resolves.toMatchObject({
      data: false,
    });
    expect(requests.map((r) => r.url.pathname)).toEqual([
      '/api/applicants/status-counts',
      '/api/registration/a%2Fb%40c.test',
    ]);
  });

  it('makes a call no endpoint method knows: method, filled path, query, JSON body, Bearer, text answer', async () => {
    const renameNote = defineCall<{
      body: { Text: string };
      query: { page?: number; draft?: boolean };
      response: string;
    }>()({ method: 'PATCH', path: '/api/applicants/:id/notes/:noteId', responseType: 'text' });
    server.use(
      http.patch('https://api.agency.test/api/applicants/:id/notes/:noteId', ({ params }) =>
        HttpResponse.text(`note ${String(params.noteId)} of ${String(params.id)}`),
      ),
    );
    const { client, storage } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);
    const accessToken = (JSON.parse(storage.cookie.get() ?? '{}') as { access_token: string }).access_token;
    requests.length = 0;

    const response = await client.call(renameNote, {
      params: { id: 7, noteId: 'n 1' },
      query: { page: 2, draft: undefined },
      body: { Text: 'Called back' },
    });

    expect(response.data).toBe('note n 1 of 7');
    const [request] = requests;
    expect(request?.method).toBe('PATCH');
    expect(request?.url.pathname).toBe('/api/applicants/7/notes/n%201');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ page: '2' });
    expect(JSON.parse((await request?.body) ?? '')).toEqual({ Text: 'Called back' });
    expect(request?.headers.get('authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('refuses to send a call whose path parameter is missing', async () => {
    const { client } = createTestClient();
    await expect(
      // @ts-expect-error: `params.email` is required by the descriptor's path
      client.call(registrationLookup, {}),
    ).rejects.toThrow("Missing path parameter 'email' of /api/registration/:email");
    expect(requests).toHaveLength(0);
  });
});
