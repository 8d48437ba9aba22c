// @vitest-environment node
// Node's own Blob, as browsers have one: the default answers of the CSV export and the document download
// are Blobs, and Node's Response (which MSW answers with) cannot read jsdom's Blob.
import { http, HttpResponse } from 'msw';
import {
  API_CALLS,
  getApplicantStatusCounts,
  pathOf,
  registrationLookup,
  updateProfile,
  type AnyCall,
  type ApiCallName,
  type ApplicantStatusCount,
} from '@agency/api-client/contract';
import {
  createTestAccessToken,
  createTestClient,
  DEFAULT_ANSWERS,
  fixtures,
  handle,
  handlers,
  TEST_URLS,
} from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { server, requests } = setupMswServer();

/**
 * A value for every path parameter of the contract (`:email`, the applicant's `:id`, `:noteId`, `:documentId`,
 * `:form`, `:uploadId`, the agency document's `:kind` and `:version`, a reference's `:referenceId` and
 * `:token`, an upload requirement's `:item` and `:fileId`).
 */
const PARAMS = {
  email: 'someone@example.com',
  id: 1001,
  noteId: 71,
  documentId: 501,
  form: 'w9-form-info',
  uploadId: 'u-1',
  kind: 'agreement',
  version: 1,
  referenceId: 'ref-1',
  token: 'tok-1',
  item: 'bls-card',
  fileId: 'f-1',
  recruiterId: 7,
  number: 1234,
};

/** A raw request of a call to the test API, as a client would send it (Bearer for protected calls). */
const send = (call: AnyCall, init: { bearer?: boolean; path?: string; apiUrl?: string } = {}) =>
  fetch((init.apiUrl ?? TEST_URLS.apiUrl) + (init.path ?? pathOf(call, PARAMS)), {
    method: call.method,
    headers: {
      ...((init.bearer ?? !call.anonymous) ? { authorization: `Bearer ${createTestAccessToken()}` } : {}),
      ...(call.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(call.method === 'GET' ? {} : { body: '{}' }),
  });

describe('the default handlers, derived from API_CALLS', () => {
  it('every descriptor has a default answer (and only descriptors do)', () => {
    expect(Object.keys(DEFAULT_ANSWERS).sort()).toEqual(Object.keys(API_CALLS).sort());
  });

  it.each(Object.keys(API_CALLS) as ApiCallName[])(
    '%s: its default handler answers its method and path with the default answer, read as its descriptor says',
    async (name) => {
      const call: AnyCall = API_CALLS[name];
      const { data, status = 200 } = DEFAULT_ANSWERS[name];
      const response = await send(call);
      expect(response.status).toBe(status);
      if (call.responseType === 'text') {
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(await response.text()).toBe(data);
      } else if (call.responseType === 'blob') {
        // A file: its type and bytes as the default answer's Blob has them.
        const blob = data as Blob;
        expect(response.headers.get('content-type')).toBe(blob.type);
        expect(await response.text()).toBe(await blob.text());
      } else {
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual(data);
      }
    },
  );

  it('each call has a handler group (the e-mail lookup under its old name emailExists)', () => {
    const groups = Object.keys(handlers);
    for (const name of Object.keys(API_CALLS)) {
      expect(groups).toContain(name === 'registrationLookup' ? 'emailExists' : name);
    }
  });
});

describe('handle(descriptor, resolver)', () => {
  it('answers the descriptor with the resolver, giving it the path parameters and the typed body', async () => {
    const seen: unknown[] = [];
    server.use(
      handle(registrationLookup, ({ params }) => {
        seen.push(params.email);
        return HttpResponse.json(true);
      }),
      handle(updateProfile, async ({ request }) => {
        const body = await request.json();
        seen.push(body.FirstName);
        return HttpResponse.json({ ...fixtures.recruiter, ...body });
      }),
    );
    const { client } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);
    await expect(client.registration.emailExists('ann@b.test')).resolves.toMatchObject({ data: true });
    await expect(client.recruiter.updateProfile({ FirstName: 'Ann', LastName: 'Lee' })).resolves.toMatchObject({
      data: { FirstName: 'Ann', LastName: 'Lee', Email: fixtures.recruiter.Email },
    });
    expect(seen).toEqual(['ann@b.test', 'Ann']);
  });

  it('answers a protected call 401 without a Bearer token, like the server, without running the resolver', async () => {
    const resolver = vi.fn(() => HttpResponse.json<ApplicantStatusCount[]>([]));
    server.use(handle(getApplicantStatusCounts, resolver));
    const response = await send(getApplicantStatusCounts, { bearer: false });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ Code: 'unauthorized' });
    expect(resolver).not.toHaveBeenCalled();
    expect((await send(getApplicantStatusCounts)).status).toBe(200);
    expect(resolver).toHaveBeenCalledTimes(1);
  });

  it('a path with parameters leaves the fixed paths of other calls alone', async () => {
    const resolver = vi.fn(() => HttpResponse.json<boolean>(true));
    server.use(handle(registrationLookup, resolver));
    const response = await send(API_CALLS.resendVerificationCode);
    expect(await response.text()).toBe(DEFAULT_ANSWERS.resendVerificationCode.data);
    expect(resolver).not.toHaveBeenCalled();
  });

  it('answers under another API base URL, including one with a path', async () => {
    const apiUrl = 'https://mercy.example/v2/';
    server.use(
      handle(registrationLookup, () => HttpResponse.json(true), { apiUrl }),
      http.get('https://mercy.example/*', () => HttpResponse.text('next handler', { status: 418 })),
    );
    const taken = await send(registrationLookup, { apiUrl: 'https://mercy.example/v2' });
    expect(await taken.json()).toBe(true);
    expect(requests.at(-1)?.url.pathname).toBe('/v2/api/registration/someone%40example.com');
    const resend = await send(API_CALLS.resendVerificationCode, { apiUrl: 'https://mercy.example/v2' });
    expect(resend.status).toBe(418);
  });
});
