import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  APPLICANT_STATUS_KEYS,
  pathOf,
  type ApiErrorBody,
  type ApplicantDashboard,
  type ApplicantStatus,
} from '@agency/api-client/contract';
import { createAgency } from '../src/features/agency';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, decodeJwt, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the current week (the agencies table has no time zone: the week is UTC's). */
function mondayUtc(now = new Date()): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const weekday = new Date(midnight).getUTCDay(); // 0 Sunday … 6 Saturday
  return new Date(midnight - ((weekday + 6) % 7) * DAY);
}

describe.each(DB_KINDS)('applicant dashboard on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let agencyId: number;
  let otherAgencyId: number;
  let ownerToken: string;
  let recruiterToken: string;
  let recruiterId: number;
  let colleagueId: number;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    const { hasher } = s.app.services;
    const slug = `dash-${kind}`;
    const created = await createAgency(
      { db, hasher, events: s.app.services.events },
      { slug, name: 'Dash Health' },
      { email: 'owner@dash.test', password: PASSWORD, firstName: 'Dee', lastName: 'Dash', roles: ['admin'] },
    );
    agencyId = created.agencyId;
    await addStaff(s.app, slug, { email: 'rec@dash.test', firstName: 'Remy', lastName: 'Dash', roles: ['recruiter'] });
    colleagueId = (
      await addStaff(s.app, slug, { email: 'col@dash.test', firstName: 'Cole', lastName: 'Dash', roles: ['recruiter'] })
    ).recruiterId;
    ownerToken = (await signIn(s, 'owner@dash.test', PASSWORD, slug)).access_token;
    recruiterToken = (await signIn(s, 'rec@dash.test', PASSWORD, slug)).access_token;
    recruiterId = (decodeJwt(recruiterToken).payload.recruiter as { RecruiterId: number }).RecruiterId;
    otherAgencyId = (await db.selectFrom('agencies').select('id').where('slug', '=', 'acme').executeTakeFirstOrThrow())
      .id;
  });
  afterAll(async () => {
    await s?.close();
  });

  const dashboard = (token?: string) =>
    http<ApplicantDashboard & ApiErrorBody>(s, 'GET', pathOf(API_CALLS.getApplicantDashboard), { token });

  let serial = 0;
  async function insert(row: {
    status: ApplicantStatus;
    owner?: number | null;
    archived?: boolean;
    stageSince?: Date;
    created?: Date;
    agency?: number;
  }): Promise<number> {
    serial += 1;
    const inserted = await db
      .insertInto('applicants')
      .values({
        agency_id: row.agency ?? agencyId,
        user_id: null,
        first_name: 'Dana',
        last_name: `Board${serial}`,
        email: `dana.${serial}@dash.test`,
        status: row.status,
        owner_id: row.owner ?? null,
        archived_at: row.archived ? new Date() : null,
        ...(row.stageSince ? { status_changed_at: row.stageSince } : {}),
        ...(row.created ? { created_at: row.created } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  it('an empty agency: zeros for every status, empty lists', async () => {
    const result = await dashboard(ownerToken);
    expect(result.status).toBe(200);
    const zeros = APPLICANT_STATUS_KEYS.map((status) => ({ Status: status, Count: 0 }));
    expect(result.json).toEqual({
      Counts: zeros,
      WaitingLongest: ['lead', 'paper-screened', 'phone-screened', 'final-interview', 'offered'].map((status) => ({
        Status: status,
        Applicants: [],
      })),
      MyCounts: zeros,
      RecentActivity: [],
      NewLeadsThisWeek: 0,
    });
  });

  it('counts, waiting longest, my counts, recent activity and new leads of the agency only', async () => {
    const monday = mondayUtc();
    const longAgo = new Date(monday.getTime() - 60 * DAY);
    // Seven New Leads waiting since different days (one archived, older than all): the five oldest show.
    const leads: number[] = [];
    for (const days of [30, 10, 50, 20, 40, 5, 1])
      leads.push(
        await insert({
          status: 'lead',
          owner: days === 30 || days === 10 ? recruiterId : colleagueId,
          stageSince: new Date(Date.now() - days * DAY),
          created: longAgo,
        }),
      );
    await insert({ status: 'lead', archived: true, stageSince: new Date(Date.now() - 90 * DAY), created: longAgo });
    const offered = await insert({ status: 'offered', owner: recruiterId, stageSince: longAgo, created: longAgo });
    await insert({ status: 'rejected', owner: recruiterId, created: longAgo });
    await insert({ status: 'accepted', created: longAgo });
    // This week's leads: one at Monday 00:00 exactly, one now; one a second before Monday, one archived.
    const thisWeek = [await insert({ status: 'lead', created: monday }), await insert({ status: 'paper-screened' })];
    await insert({ status: 'lead', created: new Date(monday.getTime() - 1000) });
    await insert({ status: 'lead', archived: true });
    // Another agency's applicants count nowhere.
    for (const status of ['lead', 'offered'] as const)
      await insert({ status, agency: otherAgencyId, stageSince: longAgo });

    const result = await dashboard(recruiterToken);
    expect(result.status).toBe(200);
    const counts = { lead: 9, 'paper-screened': 1, offered: 1, accepted: 1, rejected: 1 } as Record<string, number>;
    expect(result.json.Counts).toEqual(
      APPLICANT_STATUS_KEYS.map((status) => ({ Status: status, Count: counts[status] ?? 0 })),
    );
    const mine = { lead: 2, offered: 1, rejected: 1 } as Record<string, number>;
    expect(result.json.MyCounts).toEqual(
      APPLICANT_STATUS_KEYS.map((status) => ({ Status: status, Count: mine[status] ?? 0 })),
    );

    const waiting = Object.fromEntries(
      result.json.WaitingLongest.map((entry) => [entry.Status, entry.Applicants.map((a) => a.ApplicantId)]),
    );
    expect(result.json.WaitingLongest.map((entry) => entry.Status)).toEqual([
      'lead',
      'paper-screened',
      'phone-screened',
      'final-interview',
      'offered',
    ]);
    // New Lead: the leads created long ago waited since 50, 40, 30, 20, 10 days; this week's lead created on
    // Monday entered its stage at insert time (now), so it waits less.
    expect(waiting.lead).toEqual([leads[2], leads[4], leads[0], leads[3], leads[1]]);
    expect(waiting['paper-screened']).toEqual([thisWeek[1]]);
    expect(waiting['phone-screened']).toEqual([]);
    expect(waiting.offered).toEqual([offered]);
    const oldest = result.json.WaitingLongest[0]!.Applicants[0]!;
    expect(oldest).toMatchObject({ Status: 'lead', Owner: { RecruiterId: colleagueId, Name: 'Cole Dash' } });
    expect(new Date(oldest.StatusChangedAt).getTime()).toBeLessThan(Date.now() - 49 * DAY);

    expect(result.json.NewLeadsThisWeek).toBe(2);

    // The owner's own counts are their own (nothing is theirs).
    expect((await dashboard(ownerToken)).json.MyCounts.every((entry) => entry.Count === 0)).toBe(true);
  });

  it('recent activity: the latest ten of the agency, newest first, with names; archived and other agencies left out', async () => {
    const a = await insert({ status: 'lead' });
    const archived = await insert({ status: 'lead' });
    const foreign = await insert({ status: 'lead', agency: otherAgencyId });
    const base = Date.parse('2030-06-01T12:00:00Z'); // later than anything the other tests wrote
    const rows = Array.from({ length: 12 }, (_, i) => ({
      agency_id: agencyId,
      applicant_id: a,
      kind: 'note' as const,
      text: `note ${i}`,
      actor_name: 'Remy Dash',
      created_at: new Date(base + i * 60_000),
    }));
    await db.insertInto('applicant_activity').values(rows).execute();
    await db
      .insertInto('applicant_activity')
      .values([
        {
          agency_id: agencyId,
          applicant_id: archived,
          kind: 'note',
          text: 'archived',
          created_at: new Date(base + DAY),
        },
        {
          agency_id: otherAgencyId,
          applicant_id: foreign,
          kind: 'note',
          text: 'foreign',
          created_at: new Date(base + DAY),
        },
      ])
      .execute();
    await db.updateTable('applicants').set({ archived_at: new Date() }).where('id', '=', archived).execute();

    const recent = (await dashboard(ownerToken)).json.RecentActivity;
    expect(recent.map((entry) => entry.Text)).toEqual(Array.from({ length: 10 }, (_, i) => `note ${11 - i}`));
    expect(recent[0]).toMatchObject({
      ApplicantId: a,
      ApplicantName: `Dana Board${serial - 2}`,
      Kind: 'note',
      ActorName: 'Remy Dash',
      At: new Date(base + 11 * 60_000).toISOString(),
    });
  });

  it('moves through the API show up at once (counts, recent activity)', async () => {
    const id = await insert({ status: 'final-interview', owner: recruiterId });
    const before = (await dashboard(recruiterToken)).json;
    const moved = await http(s, 'POST', pathOf(API_CALLS.changeApplicantStatus, { id }), {
      token: recruiterToken,
      body: { To: 'offered' },
    });
    expect(moved.status).toBe(200);
    const after = (await dashboard(recruiterToken)).json;
    const count = (d: ApplicantDashboard, status: ApplicantStatus) => d.Counts.find((c) => c.Status === status)!.Count;
    expect(count(after, 'final-interview')).toBe(count(before, 'final-interview') - 1);
    expect(count(after, 'offered')).toBe(count(before, 'offered') + 1);
    // The activity rows of the earlier test are dated 2030; this move is older, so look it up among all.
    const history = await http<{ Kind: string; To: string }[]>(
      s,
      'GET',
      pathOf(API_CALLS.listApplicantActivity, { id }),
      {
        token: recruiterToken,
      },
    );
    expect(history.json.map((entry) => [entry.Kind, entry.To])).toEqual([['status', 'offered']]);
  });

  it('staff only: an applicant token gets 403, no token 401', async () => {
    const applicant = (await signIn(s, 'applicant@demo.test')).access_token;
    expect((await dashboard(applicant)).status).toBe(403);
    expect((await dashboard()).status).toBe(401);
  });
});
