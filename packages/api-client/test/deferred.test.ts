import {
  createMemoryStorage,
  isHttpError,
  type BroadcastChannelLike,
  type LogoutEvent,
  type StorageAdapters,
} from '@agency/api-client';
import { createDeferredApiClient, loadApiClient } from '@agency/api-client/deferred';
import { createTestClient, fixtures, handlers, TEST_URLS } from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { server, to } = setupMswServer();

/** BroadcastChannel between the "tabs" of one test: asynchronous, never to the sender itself. */
function fakeChannels() {
  const open: Array<{ name: string; listeners: Array<(event: { data: unknown }) => void> }> = [];
  return (name: string): BroadcastChannelLike => {
    const me = { name, listeners: [] as Array<(event: { data: unknown }) => void> };
    open.push(me);
    return {
      postMessage(message) {
        const data: unknown = structuredClone(message);
        for (const other of open) {
          if (other === me || other.name !== name) continue;
          setTimeout(() => other.listeners.forEach((listener) => listener({ data })), 0);
        }
      },
      addEventListener(_type, listener) {
        me.listeners.push(listener);
      },
    };
  };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two tabs of one browser (cookie and local storage shared, session storage each its own). */
function browser() {
  const shared = createMemoryStorage();
  const broadcastChannel = fakeChannels();
  const tabStorage = (): StorageAdapters => ({ ...shared, session: createMemoryStorage().session });
  const deferredTab = () => {
    const logouts: LogoutEvent[] = [];
    const storage = tabStorage();
    const client = createDeferredApiClient({
      ...TEST_URLS,
      clientId: 'agency-portal',
      clientSecret: 'test-secret',
      defaultTenant: 'acme',
      host: 'acme.agency.test',
      locks: null,
      broadcastChannel,
      storage,
      onLogout: (event) => logouts.push(event),
    });
    return { client, storage, logouts };
  };
  const fullTab = () => createTestClient({ storage: tabStorage(), broadcastChannel });
  return { deferredTab, fullTab };
}

describe('createDeferredApiClient (@agency/api-client/deferred)', () => {
  it('a guest: nothing loads until asked; the sync reads answer at once', () => {
    const { client } = browser().deferredTab();
    expect(client.loaded).toBeNull();
    expect(client.auth.isLoggedIn()).toBe(false);
    expect(client.auth.getCurrentUserInfo()).toBeNull();
    expect(client.auth.getApplicantId()).toBeNull();
    expect(client.registration.getVerificationStatus()).toBeNull();
    expect(client.tenant).toBe('acme');
    expect(client.loaded).toBeNull();
  });

  it('login loads the engine and signs in as createApiClient does; the reads follow', async () => {
    const { client } = browser().deferredTab();
    const result = await client.auth.login(fixtures.staffCredentials);
    expect(result).toEqual({ ok: true, userInfo: fixtures.recruiterClaim, applicantId: null });
    expect(client.loaded).not.toBeNull();
    expect(client.auth.isLoggedIn()).toBe(true);
    expect(client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
    expect(to('/connect/token')).toHaveLength(1);
  });

  it('errors are the client’s own (a refused login is an HTTP ApiError)', async () => {
    server.use(handlers.login.invalidGrant);
    const { client } = browser().deferredTab();
    const error: unknown = await client.auth.login(fixtures.staffCredentials).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(client.auth.isLoggedIn()).toBe(false);
  });

  it('load() and loadApiClient load once and give the full client', async () => {
    const { client } = browser().deferredTab();
    const [first, second] = await Promise.all([client.load(), loadApiClient(client)]);
    expect(first).toBe(second);
    expect(client.loaded).toBe(first);
    const full = createTestClient().client;
    expect(await loadApiClient(full)).toBe(full);
  });

  it('a page opened with a session loads the engine at once and takes the claims from the shared cookie', async () => {
    const { deferredTab, fullTab } = browser();
    await fullTab().client.auth.login(fixtures.staffCredentials);

    const b = deferredTab();
    expect(b.client.auth.isLoggedIn()).toBe(true);
    await vi.dynamicImportSettled(); // nobody asked: it loads because there is a session
    expect(b.client.loaded).not.toBeNull();
    expect(b.client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
  });

  it('a sign-in in another tab, before this tab loaded anything, is picked up with who signed in', async () => {
    const { deferredTab, fullTab } = browser();
    const b = deferredTab();
    const seen: unknown[] = [];
    b.client.auth.onOtherTabLogin((event) => seen.push(event));
    expect(b.client.loaded).toBeNull();

    const a = fullTab();
    await a.client.auth.login(fixtures.staffCredentials);
    await tick();

    expect(seen).toEqual([{ userInfo: fixtures.recruiterClaim, applicantId: null }]);
    expect(b.client.loaded).not.toBeNull();
    expect(b.client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);

    // Loaded now: the next sign-in reaches the listener once, through the engine.
    await a.client.auth.login(fixtures.staffCredentials);
    await tick();
    expect(seen).toHaveLength(2);

    // And a logout there ends the session here, as with createApiClient.
    await a.client.auth.logout();
    await tick();
    expect(b.logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    expect(b.client.auth.isLoggedIn()).toBe(false);
  });
});
