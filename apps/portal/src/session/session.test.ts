import type { LogoutEvent } from '@agency/api-client';
import { DEFAULT_INACTIVITY_MS, readPortalConfig } from '../app/config';
import { createLogoutEvents } from './logoutEvents';
import { createMemoryRedirectStore } from './redirect';

const expired: LogoutEvent = {
  reason: 'session-expired',
  message: 'Your session has expired. Please login again',
  redirectTo: '/login',
};

describe('logout events', () => {
  it('delivers to listeners, and keeps a report made before anyone listened for the first listener', () => {
    const events = createLogoutEvents();
    events.emit(expired);
    const first = vi.fn();
    const unsubscribe = events.subscribe(first);
    expect(first).toHaveBeenCalledWith(expired);
    events.emit({ reason: 'logout', redirectTo: '/login' });
    expect(first).toHaveBeenCalledTimes(2);
    unsubscribe();
    events.emit(expired);
    expect(first).toHaveBeenCalledTimes(2);
  });
});

describe('saved redirect', () => {
  it('is read once', () => {
    const store = createMemoryRedirectStore();
    store.save('/lead?page=2');
    expect(store.take()).toBe('/lead?page=2');
    expect(store.take()).toBeNull();
  });

  it('refuses addresses outside the portal and the login screen', () => {
    const store = createMemoryRedirectStore();
    for (const path of ['https://evil.example/', '//evil.example/x', 'dashboard', '/login']) {
      store.save(path);
      expect(store.take()).toBeNull();
    }
  });
});

describe('portal config', () => {
  it('defaults to the same-origin reference server and the demo agency', () => {
    const config = readPortalConfig({});
    expect(config).toMatchObject({
      apiUrl: '',
      clientId: 'agency-portal',
      defaultTenant: 'demo',
      inactivityMs: DEFAULT_INACTIVITY_MS,
    });
    expect(config.identityUrl).toBe(location.origin);
  });

  it('reads the VITE_ variables and ignores an invalid inactivity time', () => {
    const config = readPortalConfig({
      VITE_IDENTITY_URL: 'https://id.example.com',
      VITE_RECRUITMENT_EMAIL: 'jobs@example.com',
      VITE_INACTIVITY_MS: 'soon',
    });
    expect(config.identityUrl).toBe('https://id.example.com');
    expect(config.recruitmentEmail).toBe('jobs@example.com');
    expect(config.inactivityMs).toBe(DEFAULT_INACTIVITY_MS);
    expect(readPortalConfig({ VITE_INACTIVITY_MS: '2000' }).inactivityMs).toBe(2000);
  });
});
