import {
  ApiClientConfigError,
  createApiClient,
  createMemoryStorage,
  DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS,
  type ApiClientConfig,
} from '@agency/api-client';
import { DEFAULT_SCOPES } from '@agency/api-client/contract';
import { createTestClient, fixtures } from '@agency/api-client/testing';
import { formOf, setupMswServer } from './support/msw';

const { to } = setupMswServer();

const valid = (): ApiClientConfig => ({
  identityUrl: 'https://identity.agency.test',
  apiUrl: 'https://api.agency.test',
  clientId: 'agency-portal',
  defaultTenant: 'acme',
  storage: createMemoryStorage(),
  onLogout: () => undefined,
});

function configError(change: Record<string, unknown>): ApiClientConfigError {
  try {
    createApiClient({ ...valid(), ...change } as ApiClientConfig);
  } catch (error) {
    if (error instanceof ApiClientConfigError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(change)}`);
}

describe('createApiClient config', () => {
  it('accepts a valid config', () => {
    expect(() => createApiClient(valid())).not.toThrow();
  });

  it.each([
    ['identityUrl', { identityUrl: '' }],
    ['identityUrl', { identityUrl: 'identity.agency.test' }],
    ['identityUrl', { identityUrl: 'ftp://identity.agency.test' }],
    ['identityUrl', { identityUrl: 'https://identity.agency.test/?x=1' }],
    ['identityUrl', { identityUrl: undefined }],
    ['apiUrl', { apiUrl: 'not a url' }],
    ['apiUrl', { apiUrl: '//api.agency.test' }],
    ['revocationPath', { revocationPath: 'identity' }],
    ['revocationPath', { revocationPath: '/ident ity' }],
    ['clientId', { clientId: ' ' }],
    ['clientSecret', { clientSecret: 42 }],
    ['scopes', { scopes: ['openid', 'api'] }],
    ['scopes', { scopes: ['offline_access', 'api'] }],
    ['scopes', { scopes: ['openid offline_access'] }],
    ['scopes', { scopes: 'openid offline_access' }],
    ['defaultTenant', { defaultTenant: '' }],
    ['defaultTenant', { defaultTenant: 'Acme Inc' }],
    ['host', { host: 42 }],
    ['refreshTokenLifetime', { refreshTokenLifetime: 0 }],
    ['refreshTokenLifetime', { refreshTokenLifetime: 1.5 }],
    ['onLogout', { onLogout: undefined }],
    ['storage.cookie', { storage: { ...createMemoryStorage(), cookie: { get: (): null => null } } }],
    ['storage.local', { storage: { ...createMemoryStorage(), local: {} } }],
  ])('throws naming `%s` for %j', (field, change) => {
    const error = configError(change);
    expect(error.field).toBe(field);
    expect(error.message).toContain(`\`${field}\``);
  });

  it('requires storage adapters outside a browser', () => {
    const documentDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'document');
    Object.defineProperty(globalThis, 'document', { value: undefined, configurable: true });
    try {
      expect(configError({ storage: undefined }).field).toBe('storage.cookie');
      const { session: _session, ...partial } = createMemoryStorage();
      expect(configError({ storage: partial }).field).toBe('storage.session');
    } finally {
      if (documentDescriptor) Object.defineProperty(globalThis, 'document', documentDescriptor);
    }
  });

  it('accepts same-origin paths as base URLs and normalises trailing slashes', async () => {
    const { client } = createTestClient({ identityUrl: 'https://identity.agency.test/', revocationPath: '/' });
    await client.auth.login(fixtures.staffCredentials);
    await client.auth.logout();
    expect(to('/connect/token')).toHaveLength(1);
    expect(to('/connect/revocation')).toHaveLength(1);
    expect(() => createApiClient({ ...valid(), apiUrl: '', identityUrl: '/identity' })).not.toThrow();
  });

  it('defaults scopes to DEFAULT_SCOPES and uses configured ones', async () => {
    const { client } = createTestClient();
    const custom = createTestClient({ scopes: ['openid', 'offline_access', 'api', 'profile'] });
    await client.auth.login(fixtures.staffCredentials);
    await custom.client.auth.login(fixtures.staffCredentials);
    const [first, second] = to('/connect/token');
    expect((await formOf(first)).get('scope')).toBe(DEFAULT_SCOPES.join(' '));
    expect((await formOf(second)).get('scope')).toBe('openid offline_access api profile');
  });

  it('writes the auth cookie for the refresh token lifetime (30 days by default)', async () => {
    const lifetimes: number[] = [];
    const spy = () => {
      const storage = createMemoryStorage();
      const set = storage.cookie.set.bind(storage.cookie);
      storage.cookie.set = (value, maxAge) => {
        lifetimes.push(maxAge);
        set(value, maxAge);
      };
      return storage;
    };
    await createTestClient({ storage: spy() }).client.auth.login(fixtures.staffCredentials);
    await createTestClient({ storage: spy(), refreshTokenLifetime: 7200 }).client.auth.login(fixtures.staffCredentials);
    expect(DEFAULT_REFRESH_TOKEN_LIFETIME_SECONDS).toBe(2_592_000);
    expect(lifetimes).toEqual([2_592_000, 7200]);
  });
});
