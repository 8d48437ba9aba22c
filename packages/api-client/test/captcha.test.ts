import { CAPTCHA_HEADER } from '@agency/api-client/contract';
import { createTestClient, fixtures } from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { requests } = setupMswServer();

describe('the captcha option of register, resend and forgot password', () => {
  const calls = {
    register: (client: ReturnType<typeof createTestClient>['client'], captcha?: string | null) =>
      client.registration.register(
        { First_Name: 'Sam', Last_Name: 'Lee', Email: 'sam.lee@mail.test', Password: 'Applic4nt!' },
        { captcha },
      ),
    resend: (client: ReturnType<typeof createTestClient>['client'], captcha?: string | null) =>
      client.registration.resendVerificationCode({ captcha }),
    forgotPassword: (client: ReturnType<typeof createTestClient>['client'], captcha?: string | null) =>
      client.password.forgotPassword({ Email: 'sam.lee@mail.test' }, { captcha }),
  };

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s sends the solution in X-Captcha, and no such header without one',
    async (name) => {
      const { client } = createTestClient();
      await client.auth.login(fixtures.applicantCredentials);
      requests.length = 0;
      await calls[name](client, 'the-solution');
      await calls[name](client, null);
      await calls[name](client);
      expect(requests.map((request) => request.headers.get(CAPTCHA_HEADER))).toEqual(['the-solution', null, null]);
      // The header adds to the call's own headers; it replaces none of them.
      expect(requests[0]?.headers.get('accept')).toBeTruthy();
    },
  );

  it('the challenge: the provider the server names (off by default in the test handlers)', async () => {
    const { client } = createTestClient();
    await expect(client.captcha.getChallenge()).resolves.toEqual({ Provider: 'off' });
  });
});
