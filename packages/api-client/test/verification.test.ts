import { http, HttpResponse } from 'msw';
import { isHttpError, LOCAL_KEYS } from '@agency/api-client';
import { API_PATHS } from '@agency/api-client/contract';
import { createTestClient, fixtures, handlers, TEST_URLS } from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { server } = setupMswServer();

async function loggedIn() {
  const test = createTestClient();
  await test.client.auth.login(fixtures.applicantCredentials);
  return test;
}

describe('verification status', () => {
  it('is absent until something stores it', () => {
    const { client, storage } = createTestClient();
    expect(client.registration.getVerificationStatus()).toBeNull();
    expect(storage.local.getItem(LOCAL_KEYS.verificationStatus)).toBeNull();
  });

  it("a registration stores the text 'false' under the one local storage key", async () => {
    const { client, storage } = createTestClient();
    await client.registration.register({
      First_Name: 'Sam',
      Last_Name: 'Lee',
      Email: 'sam.lee@mail.test',
      Password: 'Applic4nt!',
    });
    expect(LOCAL_KEYS.verificationStatus).toBe('isVerified');
    expect(storage.local.getItem('isVerified')).toBe('false');
    expect(client.registration.getVerificationStatus()).toBe(false);
  });

  it('a failed registration stores nothing', async () => {
    server.use(handlers.register.emailTaken);
    const { client, storage } = createTestClient();
    await expect(
      client.registration.register({
        First_Name: 'Sam',
        Last_Name: 'Lee',
        Email: 'sam.lee@mail.test',
        Password: 'Applic4nt!',
      }),
    ).rejects.toMatchObject({ status: 409, message: 'Email already exist' });
    expect(storage.local.getItem(LOCAL_KEYS.verificationStatus)).toBeNull();
  });

  it.each([
    [handlers.verify.success, 'true', true],
    [handlers.verify.invalidCode, 'false', false],
  ] as const)('a verify answered with HTTP 200 stores the server answer as text (%#)', async (handler, text, data) => {
    const { client, storage } = await loggedIn();
    storage.local.setItem(LOCAL_KEYS.verificationStatus, text === 'true' ? 'false' : 'true');
    server.use(handler);

    const response = await client.registration.verify(fixtures.verificationCode);

    expect(response).toMatchObject({ status: 200, data });
    expect(storage.local.getItem(LOCAL_KEYS.verificationStatus)).toBe(text);
    expect(client.registration.getVerificationStatus()).toBe(data);
  });

  it('a verify HTTP error leaves the stored status alone', async () => {
    const { client, storage } = await loggedIn();
    storage.local.setItem(LOCAL_KEYS.verificationStatus, 'false');
    server.use(handlers.verify.incorrectCode);

    const error = await client.registration.verify('000000').catch((e: unknown) => e);

    expect(isHttpError(error) && error.status).toBe(400);
    expect(storage.local.getItem(LOCAL_KEYS.verificationStatus)).toBe('false');
  });

  it('a verify answered with another 2xx status does not replace the status', async () => {
    const { client, storage } = await loggedIn();
    storage.local.setItem(LOCAL_KEYS.verificationStatus, 'false');
    server.use(http.post(TEST_URLS.apiUrl + API_PATHS.verify, () => HttpResponse.json(true, { status: 202 })));

    await expect(client.registration.verify(fixtures.verificationCode)).resolves.toMatchObject({ status: 202 });
    expect(storage.local.getItem(LOCAL_KEYS.verificationStatus)).toBe('false');
  });
});
