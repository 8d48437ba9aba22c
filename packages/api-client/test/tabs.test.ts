import { http, HttpResponse } from 'msw';
import {
  createApiClient,
  createMemoryStorage,
  type BroadcastChannelLike,
  type LockManagerLike,
  type StorageAdapters,
} from '@agency/api-client';
import { API_PATHS } from '@agency/api-client/contract';
import {
  apiErrorBody,
  createTestClient,
  createTestTokenResponse,
  fixtures,
  handlers,
  TEST_URLS,
  type TestClientOptions,
} from '@agency/api-client/testing';
import { formOf, setupMswServer } from './support/msw';

const { server, to } = setupMswServer();
const recruiterUrl = TEST_URLS.apiUrl + API_PATHS.getCurrentRecruiter;

/** Web Locks as a browser has them (jsdom has none): exclusive per name, waiting until the signal aborts. */
function fakeLocks() {
  const queues = new Map<string, Promise<void>>();
  const requested: string[] = [];
  const locks: LockManagerLike = {
    async request(name, { signal }, callback) {
      requested.push(name);
      const before = queues.get(name) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      queues.set(
        name,
        before.then(() => mine),
      );
      try {
        await new Promise<void>((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('lock wait aborted', 'AbortError')));
          void before.then(resolve);
        });
      } catch (error) {
        release();
        throw error;
      }
      try {
        return await callback({ name, mode: 'exclusive' });
      } finally {
        release();
      }
    },
  };
  /** Resolves once every lock asked for so far has been released (each holder's callback is over). */
  const settled = () => Promise.all([...queues.values()]);
  return { locks, requested, settled };
}

/** BroadcastChannel between the "tabs" of one test: asynchronous, never to the sender itself. */
function fakeChannels() {
  const open: Array<{ name: string; listeners: Array<(event: { data: unknown }) => void> }> = [];
  const sent: unknown[] = [];
  const broadcastChannel = (name: string): BroadcastChannelLike => {
    const me = { name, listeners: [] as Array<(event: { data: unknown }) => void> };
    open.push(me);
    return {
      postMessage(message) {
        sent.push(message);
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
  return { broadcastChannel, sent, names: () => open.map((c) => c.name) };
}

/** Two tabs of one browser: the cookie and local storage shared, session storage each its own. */
function browser() {
  const shared = createMemoryStorage();
  const { locks, requested, settled } = fakeLocks();
  const channels = fakeChannels();
  const tab = (options: TestClientOptions = {}) => {
    const storage: StorageAdapters = { ...shared, session: createMemoryStorage().session };
    return createTestClient({ storage, locks, broadcastChannel: channels.broadcastChannel, ...options });
  };
  return { shared, tab, requested, settled, channels };
}

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
const refreshCalls = async () => {
  const grants = await Promise.all(to('/connect/token').map(async (r) => (await formOf(r)).get('grant_type')));
  return grants.filter((grant) => grant === 'refresh_token').length;
};
const bearers = () => to(API_PATHS.getCurrentRecruiter).map((r) => r.headers.get('authorization'));

/** The API accepts only the renewed access token; the identity server renews to it. */
function serverRenewingTo(options: { expiresIn?: number } = {}) {
  const renewed = createTestTokenResponse({ refreshToken: 'refresh-2', ...options });
  server.use(
    handlers.refreshToken.with(renewed),
    http.get(recruiterUrl, ({ request }) =>
      request.headers.get('authorization') === `Bearer ${renewed.access_token}`
        ? HttpResponse.json(fixtures.recruiter)
        : HttpResponse.json(apiErrorBody('unauthorized', 'Token expired'), { status: 401 }),
    ),
  );
  return renewed;
}

describe('sessions across tabs', () => {
  it('two tabs getting 401 at the same moment renew once: the second tab uses what the first stored', async () => {
    const { tab, requested } = browser();
    const first = createTestTokenResponse({ refreshToken: 'refresh-1' });
    server.use(handlers.login.with(first));
    const a = tab();
    await a.client.auth.login(fixtures.staffCredentials);
    const b = tab();
    const renewed = serverRenewingTo();

    const results = await Promise.all([
      a.client.recruiter.getCurrentRecruiter(),
      b.client.recruiter.getCurrentRecruiter(),
      a.client.recruiter.getCurrentRecruiter(),
      b.client.recruiter.getCurrentRecruiter(),
    ]);

    expect(results.map((r) => r.data)).toEqual(Array(4).fill(fixtures.recruiter));
    expect(await refreshCalls()).toBe(1);
    expect(bearers().filter((bearer) => bearer === `Bearer ${renewed.access_token}`)).toHaveLength(4);
    // One renewal per tab asked for the lock (the tab's own callers share it); one went to the server.
    expect(requested).toEqual(['@agency/api-client:acme:renewal', '@agency/api-client:acme:renewal']);
    expect([a.logouts, b.logouts]).toEqual([[], []]);
    expect(a.client.auth.isLoggedIn() && b.client.auth.isLoggedIn()).toBe(true);
  });

  it('without Web Locks (insecure context) each tab renews on its own: the lock is what makes it one', async () => {
    const { tab } = browser();
    server.use(handlers.login.with(createTestTokenResponse({ refreshToken: 'refresh-1' })));
    const a = tab({ locks: null });
    await a.client.auth.login(fixtures.staffCredentials);
    const b = tab({ locks: null });
    serverRenewingTo();

    await Promise.all([a.client.recruiter.getCurrentRecruiter(), b.client.recruiter.getCurrentRecruiter()]);

    // Both used refresh-1: the server's grace window answers both with the same pair.
    expect(await refreshCalls()).toBe(2);
  });

  it('a tab whose lock wait times out renews without the lock, never stealing it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const stuck: LockManagerLike = {
        request: (_name, { signal }) =>
          new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      };
      server.use(handlers.login.with(createTestTokenResponse({ refreshToken: 'refresh-1' })));
      const { client } = createTestClient({ locks: stuck, refreshAheadSeconds: 0 });
      await client.auth.login(fixtures.staffCredentials);
      serverRenewingTo();

      const call = client.recruiter.getCurrentRecruiter();
      await vi.advanceTimersByTimeAsync(9_999);
      expect(await refreshCalls()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      await expect(call).resolves.toMatchObject({ data: fixtures.recruiter });
      expect(await refreshCalls()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a new tab shows who is signed in: the claims come from the shared cookie, not the other tab’s session storage', async () => {
    const { tab } = browser();
    const a = tab();
    await a.client.auth.login(fixtures.staffCredentials);

    const b = tab();

    expect(b.client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
    expect(b.client.auth.getRoleFlags()).toEqual(a.client.auth.getRoleFlags());
    expect(b.storage.session.getItem('currentUserInfo')).toBe(JSON.stringify(fixtures.recruiterClaim));
  });

  it('logout in one tab logs out every tab: each is told to go to /login and forgets the user', async () => {
    const { tab, channels } = browser();
    const a = tab();
    await a.client.auth.login(fixtures.staffCredentials);
    const b = tab();
    const c = tab();
    expect(b.client.auth.getCurrentUserInfo()).not.toBeNull();

    await a.client.auth.logout();
    await tick();

    expect(a.logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    expect(b.logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    expect(c.logouts).toEqual([{ reason: 'logout', redirectTo: '/login' }]);
    expect(b.client.auth.isLoggedIn()).toBe(false);
    expect(b.client.auth.getCurrentUserInfo()).toBeNull();
    expect(b.storage.session.getItem('currentUserInfo')).toBeNull();
    // The message names no token: the tokens stay in the cookie (now removed).
    expect(channels.sent.at(-1)).toEqual({ type: 'logout', reason: 'logout' });
    expect(JSON.stringify(channels.sent)).not.toMatch(/refresh-|eyJ/);
  });

  it('a forced logout (refused renewal) reaches the other tabs with its message', async () => {
    const { tab } = browser();
    const a = tab();
    await a.client.auth.login(fixtures.staffCredentials);
    const b = tab();
    server.use(
      handlers.refreshToken.invalidGrant,
      http.get(recruiterUrl, () => HttpResponse.json(apiErrorBody('unauthorized', 'x'), { status: 401 })),
    );

    await expect(a.client.recruiter.getCurrentRecruiter()).rejects.toMatchObject({ code: 'session_expired' });
    await tick();

    const expired = {
      reason: 'session-expired',
      message: 'Your session has expired. Please login again',
      redirectTo: '/login',
    };
    expect([a.logouts, b.logouts]).toEqual([[expired], [expired]]);
  });

  it('a tab that was never signed in tells nobody when a guard logs it out', async () => {
    const { tab, channels } = browser();
    const a = tab();
    const b = tab();
    await a.client.auth.logout();
    await tick();
    expect(a.logouts).toHaveLength(1);
    expect(b.logouts).toEqual([]);
    expect(channels.sent).toEqual([]);
  });

  it('a login in one tab is picked up by the others, with who signed in', async () => {
    const { tab } = browser();
    const a = tab();
    const b = tab();
    const seen: unknown[] = [];
    const unsubscribe = b.client.auth.onOtherTabLogin((event) => seen.push(event));

    await a.client.auth.login(fixtures.staffCredentials);
    await tick();

    expect(seen).toEqual([{ userInfo: fixtures.recruiterClaim, applicantId: null }]);
    expect(b.client.auth.isLoggedIn()).toBe(true);
    expect(b.client.auth.getCurrentUserInfo()).toEqual(fixtures.recruiterClaim);
    unsubscribe();
    await a.client.auth.login(fixtures.staffCredentials);
    await tick();
    expect(seen).toHaveLength(1);
  });

  it('renews shortly before exp, once for all tabs, and the other tabs take the new tokens', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { tab, shared, settled } = browser();
      // A 2 s token: renewed 1 s before exp (at most half its lifetime, so it never renews in a loop).
      server.use(handlers.login.with(createTestTokenResponse({ refreshToken: 'refresh-1', expiresIn: 2 })));
      const a = tab();
      await a.client.auth.login(fixtures.staffCredentials);
      const b = tab();
      const renewed = serverRenewingTo();
      expect(await refreshCalls()).toBe(0);

      // Both tabs' timers (1 s before exp, on the real clock's exp) come due; no real waiting.
      await vi.advanceTimersByTimeAsync(1_000);
      vi.useRealTimers();
      await vi.waitFor(() => expect(JSON.parse(shared.cookie.get() ?? '{}').refresh_token).toBe('refresh-2'));
      // Every renewal that asked for the lock (the tab that renewed, the one that found it done) is over.
      await settled();

      expect(await refreshCalls()).toBe(1);
      expect(JSON.parse(shared.cookie.get() ?? '{}')).toEqual({
        access_token: renewed.access_token,
        refresh_token: 'refresh-2',
      });
      await expect(b.client.recruiter.getCurrentRecruiter()).resolves.toMatchObject({ data: fixtures.recruiter });
      expect(bearers()).toEqual([`Bearer ${renewed.access_token}`]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('one channel per tenant', () => {
    const { tab, channels } = browser();
    tab();
    tab({ host: 'other.agency.test' });
    expect(channels.names()).toEqual(['@agency/api-client:acme', '@agency/api-client:other']);
  });

  it('checks the cross-tab options', () => {
    expect(() => createTestClient({ refreshAheadSeconds: -1 })).toThrow(
      'Invalid api-client config: `refreshAheadSeconds` must be a whole number of seconds, 0 or more',
    );
    expect(() => createTestClient({ locks: {} as LockManagerLike })).toThrow('`locks` must have a request() method');
    expect(() => createTestClient({ broadcastChannel: 'x' as never })).toThrow('`broadcastChannel` must be a function');
  });

  it('in a browser, defaults to navigator.locks and BroadcastChannel for the browser cookie only', () => {
    const opened: string[] = [];
    const request = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        constructor(name: string) {
          opened.push(name);
        }
        postMessage() {}
        addEventListener() {}
      },
    );
    try {
      createApiClient({ ...TEST_URLS, clientId: 'c', defaultTenant: 'acme', host: 'acme.x.test', onLogout() {} });
      expect(opened).toEqual(['@agency/api-client:acme']);
      createApiClient({
        ...TEST_URLS,
        clientId: 'c',
        defaultTenant: 'acme',
        storage: createMemoryStorage(),
        onLogout() {},
      });
      expect(opened).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
