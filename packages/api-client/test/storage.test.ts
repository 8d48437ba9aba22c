import {
  AUTH_COOKIE_NAME,
  SESSION_KEYS,
  createApiClient,
  createBrowserCookieStorage,
  createBrowserStorage,
  createMemoryStorage,
  type KeyValueStorage,
  type StorageAdapters,
} from '@agency/api-client';
import { createTestClient, createTestTokenResponse, fixtures, handlers, TEST_URLS } from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { server } = setupMswServer();

/** A document whose cookie writes are recorded. */
function recordingDocument() {
  const writes: string[] = [];
  return {
    writes,
    doc: {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    },
  };
}

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

describe('browser cookie storage', () => {
  afterEach(clearCookies);

  it('writes Path=/, SameSite=Strict, the lifetime as Max-Age, and Secure on HTTPS', () => {
    const { writes, doc } = recordingDocument();
    createBrowserCookieStorage({ document: doc, secure: true }).set('{"access_token":"a b;c"}', 2_592_000);
    expect(writes).toEqual([
      `${AUTH_COOKIE_NAME}=${encodeURIComponent('{"access_token":"a b;c"}')}; Path=/; Max-Age=2592000; SameSite=Strict; Secure`,
    ]);
  });

  it('leaves Secure out over plain HTTP', () => {
    const { writes, doc } = recordingDocument();
    createBrowserCookieStorage({ document: doc, secure: false }).set('v', 60);
    expect(writes).toEqual([`${AUTH_COOKIE_NAME}=v; Path=/; Max-Age=60; SameSite=Strict`]);
  });

  it("decides Secure from the page's protocol by default", () => {
    const { writes, doc } = recordingDocument();
    const cookie = createBrowserCookieStorage({ document: doc });
    cookie.set('v', 60);
    vi.stubGlobal('location', { protocol: 'https:', hostname: 'mercy.agency.com' });
    try {
      cookie.set('v', 60);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(writes.map((w) => w.endsWith('; Secure'))).toEqual([false, true]);
  });

  it('removes the cookie with Max-Age=0 on the same path', () => {
    const { writes, doc } = recordingDocument();
    createBrowserCookieStorage({ document: doc, name: 'auth' }).remove();
    expect(writes).toEqual(['auth=; Path=/; Max-Age=0; SameSite=Strict']);
  });

  it('round-trips through the real document.cookie', () => {
    document.cookie = 'other=1; Path=/';
    const cookie = createBrowserCookieStorage();
    expect(cookie.get()).toBeNull();
    cookie.set('{"access_token":"x=y; z"}', 60);
    expect(cookie.get()).toBe('{"access_token":"x=y; z"}');
    cookie.remove();
    expect(cookie.get()).toBeNull();
    expect(document.cookie).toBe('other=1');
  });

  it('rejects a cookie name that cannot be a cookie name', () => {
    expect(() => createBrowserCookieStorage({ name: 'a b' })).toThrow(/Invalid cookie name/);
  });

  it('createBrowserStorage uses document.cookie, sessionStorage and localStorage', () => {
    const storage = createBrowserStorage();
    storage.session.setItem('k', 'v');
    storage.local.setItem('k', 'w');
    expect(sessionStorage.getItem('k')).toBe('v');
    expect(localStorage.getItem('k')).toBe('w');
    sessionStorage.clear();
    localStorage.clear();
  });
});

describe('the client with browser defaults', () => {
  afterEach(() => {
    clearCookies();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps the tokens in the auth cookie and the user info in sessionStorage', async () => {
    const tokens = createTestTokenResponse({ refreshToken: 'refresh-1' });
    server.use(handlers.login.with(tokens));
    const client = createApiClient({
      ...TEST_URLS,
      clientId: 'agency-portal',
      defaultTenant: 'acme',
      onLogout: () => undefined,
    });

    await client.auth.login(fixtures.staffCredentials);

    const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${AUTH_COOKIE_NAME}=`)) ?? '';
    expect(JSON.parse(decodeURIComponent(cookie.slice(AUTH_COOKIE_NAME.length + 1)))).toEqual({
      access_token: tokens.access_token,
      refresh_token: 'refresh-1',
    });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.userInfo) ?? 'null')).toEqual(fixtures.recruiterClaim);
    expect(client.auth.isLoggedIn()).toBe(true);

    await client.auth.logout();
    expect(document.cookie).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('nothing but the auth cookie stores tokens', () => {
  it('session and local storage never see a token', async () => {
    const written: string[] = [];
    const recording = (inner: KeyValueStorage): KeyValueStorage => ({
      ...inner,
      setItem: (key, value) => {
        written.push(`${key}=${value}`);
        inner.setItem(key, value);
      },
    });
    const memory = createMemoryStorage();
    const storage: StorageAdapters = {
      cookie: memory.cookie,
      session: recording(memory.session),
      local: recording(memory.local),
    };
    const tokens = createTestTokenResponse({ refreshToken: 'refresh-secret' });
    const renewed = createTestTokenResponse({ refreshToken: 'refresh-secret-2' });
    server.use(handlers.login.with(tokens), handlers.refreshToken.with(renewed));
    const { client } = createTestClient({ storage });

    await client.auth.login(fixtures.staffCredentials);
    await client.auth.refreshToken();
    await client.registration.verify(fixtures.verificationCode);

    expect(written.length).toBeGreaterThan(0);
    for (const secret of [tokens.access_token, 'refresh-secret', renewed.access_token, 'refresh-secret-2']) {
      expect(written.some((entry) => entry.includes(secret))).toBe(false);
    }
  });
});

describe('memory storage', () => {
  it('expires the cookie after its lifetime', () => {
    let now = 1_000_000;
    const { cookie } = createMemoryStorage({ now: () => now });
    cookie.set('v', 10);
    now += 9_999;
    expect(cookie.get()).toBe('v');
    now += 1;
    expect(cookie.get()).toBeNull();
  });

  it('refuses cookies when cookies are disabled', () => {
    const { cookie } = createMemoryStorage({ cookiesEnabled: false });
    cookie.set('v', 10);
    expect(cookie.get()).toBeNull();
  });

  it('keeps session and local storage apart and clears each on its own', () => {
    const { session, local } = createMemoryStorage();
    session.setItem('k', 's');
    local.setItem('k', 'l');
    session.clear();
    expect(session.getItem('k')).toBeNull();
    expect(local.getItem('k')).toBe('l');
    local.removeItem('k');
    expect(local.getItem('k')).toBeNull();
  });
});
