import { fixtures, TEST_URLS } from '@agency/api-client/testing';
import { DEFAULT_INACTIVITY_MS, type PortalConfig } from '../app/config';

/** The portal's configuration in stories and tests: the api client's test URLs (where the MSW handlers answer). */
export const TEST_PORTAL_CONFIG: PortalConfig = {
  identityUrl: TEST_URLS.identityUrl,
  apiUrl: TEST_URLS.apiUrl,
  clientId: 'agency-portal',
  clientSecret: 'test-secret',
  defaultTenant: 'acme',
  recruitmentEmail: fixtures.agency.RecruitmentEmail,
  inactivityMs: DEFAULT_INACTIVITY_MS,
};
