// The mocked transport's call limit (issue 30, item 4): a client that loops against answers that always
// come fails its test by name at the limit, instead of spinning until the test's timeout.
import { createTestClient, createTestTokenResponse, fixtures, handlers } from '@agency/api-client/testing';
import { REQUEST_LIMIT, setupMswServer } from './support/msw';

const { server, requests } = setupMswServer();

describe('the mocked transport', () => {
  it(`refuses the requests of one test past ${REQUEST_LIMIT}, saying why`, async () => {
    server.use(handlers.login.with(createTestTokenResponse()));
    const { client } = createTestClient();
    await client.auth.login(fixtures.staffCredentials);
    let failure: unknown;
    for (let made = 1; made <= REQUEST_LIMIT + 1 && !failure; made++)
      await client.recruiter.getCurrentRecruiter().catch((error: unknown) => (failure = error));
    expect(requests).toHaveLength(REQUEST_LIMIT);
    expect(String((failure as { cause?: unknown })?.cause ?? failure)).toContain(
      `More than ${REQUEST_LIMIT} requests in one test`,
    );
  });

  it('counts each test on its own', async () => {
    const { client } = createTestClient();
    server.use(handlers.login.with(createTestTokenResponse()));
    await client.auth.login(fixtures.staffCredentials);
    expect(requests).toHaveLength(1);
  });
});
