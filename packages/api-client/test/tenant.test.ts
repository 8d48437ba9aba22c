import { tenantFromHost } from '@agency/api-client';
import { createTestClient, fixtures } from '@agency/api-client/testing';
import { setupMswServer } from './support/msw';

const { to } = setupMswServer();

describe('tenant hint `old` from the host name', () => {
  it.each([
    ['mercy.agency.com', 'mercy'],
    ['Mercy.Agency.com', 'mercy'],
    ['mercy-west.portal.agency.com', 'mercy-west'],
    ['mercy.agency.com.', 'mercy'],
    ['mercy.agency.com:8443', 'mercy'],
  ])('takes the first label: %s → %s', (host, tenant) => {
    expect(tenantFromHost(host, 'fallback')).toBe(tenant);
  });

  it.each([
    ['www.mercy.agency.com', 'mercy'],
    ['WWW.mercy.agency.com', 'mercy'],
  ])('falls back to the second label after www: %s → %s', (host, tenant) => {
    expect(tenantFromHost(host, 'fallback')).toBe(tenant);
  });

  it.each([
    ['', 'no host'],
    ['localhost', 'a one-label host'],
    ['www', 'www alone'],
    ['www.www.agency.com', 'www twice'],
    ['127.0.0.1', 'an IPv4 address'],
    ['127.0.0.1:5173', 'an IPv4 address with a port'],
    ['localhost:5173', 'a one-label host with a port'],
    ['[::1]', 'an IPv6 address'],
    ['::1', 'a bare IPv6 address'],
    ['_dmarc.agency.com', 'a label that is not a DNS label'],
    ['-bad.agency.com', 'a label starting with a hyphen'],
  ])('falls back to the default for %s (%s)', (host) => {
    expect(tenantFromHost(host, 'fallback')).toBe('fallback');
  });

  it('falls back to the default without a host', () => {
    expect(tenantFromHost(undefined, 'fallback')).toBe('fallback');
    expect(tenantFromHost(null, 'fallback')).toBe('fallback');
  });

  it('the client sends it as `old` on the token call, from config.host or the default tenant', async () => {
    const www = createTestClient({ host: 'www.mercy.agency.com' });
    const bare = createTestClient({ host: 'localhost', defaultTenant: 'acme' });
    expect(www.client.tenant).toBe('mercy');
    expect(bare.client.tenant).toBe('acme');
    await www.client.auth.login(fixtures.staffCredentials);
    await bare.client.auth.login(fixtures.staffCredentials);
    expect(to('/connect/token').map((r) => r.url.searchParams.get('old'))).toEqual(['mercy', 'acme']);
  });

  it("defaults the host to the page's location.hostname", () => {
    const { client } = createTestClient({ host: undefined, defaultTenant: 'acme' });
    expect(location.hostname).toBe('localhost');
    expect(client.tenant).toBe('acme');
  });
});
