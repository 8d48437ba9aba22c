import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  API_PATHS,
  pathOf,
  type ApiErrorBody,
  type RegistrationResponse,
} from '@agency/api-client/contract';
import { loadConfig } from '../src/app/config';
import { decodeJwt, http, PASSWORD, passwordGrant, POSTGRES_SERVER_URL, startServer, type TestServer } from './helpers';

// One tenant rule on every endpoint (platform/tenant): the agency a request names (SPEC §7's `old`, else
// the first label of its host name), else DEFAULT_AGENCY. With DATABASE_URL there is no default agency.
// The portal on http://localhost sends `old=<its default tenant>` to the token endpoint; the token
// endpoint used to read `old` while the API read only the Host header, so sign-in landed in `demo` and
// registration on the same page answered 404 unknown_agency.
describe('tenant resolution on PostgreSQL without a default agency (DATABASE_URL on localhost)', () => {
  let s: TestServer;
  const LOCALHOST = { host: 'localhost:3000' };
  beforeAll(async () => {
    const { defaultAgency } = loadConfig({ DATABASE_URL: POSTGRES_SERVER_URL });
    expect(defaultAgency).toBeNull();
    s = await startServer('postgres', { config: { defaultAgency } });
  });
  afterAll(async () => {
    await s?.close();
  });

  const register = (email: string, query = '') =>
    http<RegistrationResponse & ApiErrorBody>(s, 'POST', `${API_PATHS.register}${query}`, {
      headers: LOCALHOST,
      body: {
        First_Name: 'Lo',
        Last_Name: 'Cal',
        Email: email,
        Password: 'Nurse#2024',
        IsVerified: false,
        Middle_Name: '',
      },
    });

  it('sign-in and registration naming the same agency land in the same agency', async () => {
    const signedIn = await http<{ access_token: string }>(s, 'POST', `${'/connect/token'}?old=demo`, {
      headers: LOCALHOST,
      form: {
        grant_type: 'password',
        username: 'owner@demo.test',
        password: PASSWORD,
        scope: 'openid api',
        client_id: 'agency-portal',
        client_secret: 'agency-portal-secret',
      },
    });
    expect(signedIn.status).toBe(200);
    expect(decodeJwt(signedIn.json.access_token).payload.agency).toBe('demo');

    const registered = await register('local.user@example.com', '?old=demo');
    expect(registered.status).toBe(201);
    const lookup = await http(
      s,
      'GET',
      `${pathOf(API_CALLS.registrationLookup, { email: 'local.user@example.com' })}?old=demo`,
      {
        headers: LOCALHOST,
      },
    );
    expect(lookup.json).toBe(true);
    const row = await s.app.services.db
      .selectFrom('users')
      .innerJoin('agencies', 'agencies.id', 'users.agency_id')
      .select('agencies.slug')
      .where('users.email', '=', 'local.user@example.com')
      .executeTakeFirstOrThrow();
    expect(row.slug).toBe('demo');
    // The account signs in where it registered.
    expect((await passwordGrant(s, 'local.user@example.com', 'Nurse#2024', { old: 'demo' })).status).toBe(200);
  });

  it('naming no agency: sign-in and registration both find none', async () => {
    const signIn = await http<{ error: string }>(s, 'POST', '/connect/token', {
      headers: LOCALHOST,
      form: {
        grant_type: 'password',
        username: 'owner@demo.test',
        password: PASSWORD,
        client_id: 'agency-portal',
        client_secret: 'agency-portal-secret',
      },
    });
    expect([signIn.status, signIn.json.error]).toEqual([400, 'invalid_grant']);
    const registered = await register('nowhere@example.com');
    expect([registered.status, registered.json.Code]).toEqual([404, 'unknown_agency']);
  });

  it("a signed-in call naming another agency is refused; its own agency's name is fine", async () => {
    const acme = await passwordGrant(s, 'owner@acme.test', PASSWORD, { old: 'acme' });
    const token = acme.json.access_token;
    const at = (query: string) =>
      http<ApiErrorBody>(s, 'GET', `${API_PATHS.getAgencyByUserId}${query}`, { token, headers: LOCALHOST });
    expect((await at('')).status).toBe(200);
    expect((await at('?old=acme')).status).toBe(200);
    expect([(await at('?old=demo')).status, (await at('?old=demo')).json.Code]).toEqual([403, 'forbidden']);
  });
});
