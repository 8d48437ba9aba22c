import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, type Recruiter } from '@agency/api-client/contract';
import {
  createTestDatabase,
  DB_KINDS,
  http,
  outbox,
  refreshGrant,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

describe.each(DB_KINDS)('restart on the same data (%s)', (kind) => {
  const servers: TestServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    await drop?.();
  });

  it('keeps every account, token family, signing key and message', async () => {
    const database = await createTestDatabase(kind);
    drop = database.drop;
    const first = await startServer(kind, { database, seed: true });
    servers.push(first);
    const email = `restart.${kind}@example.com`;
    const registered = await http(first, 'POST', API_PATHS.register, {
      body: {
        First_Name: 'Re',
        Last_Name: 'Start',
        Email: email,
        Password: 'Nurse#2024',
        IsVerified: false,
        Middle_Name: '',
      },
    });
    expect(registered.status).toBe(201);
    const applicant = await signIn(first, email, 'Nurse#2024');
    const staff = await signIn(first, 'owner@demo.test');
    const messagesBefore = await outbox(first);
    expect(messagesBefore.some((m) => m.To === email)).toBe(true);
    await first.stop();

    const again = await startServer(kind, { database });
    servers.push(again);
    // Accounts: the registered applicant and the seeded staff sign in; nothing was seeded twice.
    expect((await signIn(again, email, 'Nurse#2024')).access_token).toBeTruthy();
    expect(await again.app.services.db.selectFrom('agencies').select('slug').orderBy('id').execute()).toEqual([
      { slug: 'demo' },
      { slug: 'acme' },
    ]);
    // Token families: the refresh token issued before the restart still works (and rotates).
    const refreshed = await refreshGrant(again, applicant.refresh_token!);
    expect(refreshed.status).toBe(200);
    expect(refreshed.json.refresh_token).not.toBe(applicant.refresh_token);
    // Used now: presented again within the rotation's grace window it gets the same pair, not a new one.
    expect((await refreshGrant(again, applicant.refresh_token!)).json.refresh_token).toBe(refreshed.json.refresh_token);
    // Signing key: the access token issued before the restart is still accepted.
    const me = await http<Recruiter>(again, 'GET', API_PATHS.getCurrentRecruiter, { token: staff.access_token });
    expect([me.status, me.json.Email]).toEqual([200, 'owner@demo.test']);
    // Messages: the outbox is unchanged.
    expect((await outbox(again)).map((m) => m.Id)).toEqual(messagesBefore.map((m) => m.Id));
  });
});
