import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  APPLICANT_SORTS,
  ONBOARDING_FORM_KEYS,
  onboardingFormsFor,
  type ApiErrorBody,
  type ApplicantSort,
  type ApplicantSummary,
  type Page,
} from '@agency/api-client/contract';
import { createAgency } from '../src/features/agency';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';

type Row = {
  first: string;
  last: string;
  preferred?: string;
  email: string;
  mobile?: string;
  other?: string;
  status: string;
  discipline?: string | null;
  specialties?: string[];
  licenses?: string[];
  source?: string;
  tags?: string[];
  owner: 'rec' | 'rec2' | null;
  state?: string | null;
  city?: string;
  updated: string;
  created?: string;
  stage?: string;
  archived?: boolean;
};

// The list agency's applicants: every filter and sort has rows that match and rows that do not.
const ROWS: Row[] = [
  {
    first: 'Maria',
    last: 'Rivera',
    email: 'maria.rivera@example.com',
    mobile: '+1 312 555 0101',
    status: 'lead',
    discipline: 'RN',
    specialties: ['ICU'],
    licenses: ['IL'],
    source: 'referral',
    tags: ['vip'],
    owner: 'rec',
    state: 'IL',
    updated: '2030-01-10T12:00:00Z',
    stage: '2029-12-01T00:00:00Z',
  },
  {
    first: 'Marianne',
    last: 'Smith',
    email: 'msmith@nurses.org',
    mobile: '+1 312 555 0102',
    status: 'paper-screened',
    discipline: 'LPN/LVN',
    specialties: ['ER'],
    licenses: ['WI'],
    source: 'job-board',
    owner: 'rec2',
    state: 'WI',
    updated: '2030-01-09T12:00:00Z',
    stage: '2029-12-05T00:00:00Z',
  },
  {
    first: 'John',
    last: 'Doe',
    email: 'jdoe@example.com',
    mobile: '773 555 0103',
    other: '+1 800 222 3333',
    status: 'phone-screened',
    discipline: 'RN',
    specialties: ['ICU', 'NICU'],
    licenses: ['IL', 'IN'],
    source: 'portal',
    owner: null,
    state: null,
    updated: '2030-01-08T12:00:00Z',
    stage: '2029-11-20T00:00:00Z',
  },
  {
    first: 'Ana',
    last: 'Rivas',
    email: 'arivas@example.com',
    status: 'final-interview',
    discipline: 'CNA',
    source: 'other',
    owner: 'rec',
    state: 'CA',
    updated: '2030-01-07T12:00:00Z',
    stage: '2029-12-20T00:00:00Z',
  },
  {
    first: 'Zed',
    last: 'Young',
    email: 'zy@zmail.com',
    mobile: '+44 20 7946 0958',
    status: 'offered',
    discipline: null,
    source: 'walk-in',
    tags: ['vip'],
    owner: 'rec2',
    state: null,
    updated: '2030-01-06T12:00:00Z',
    stage: '2029-12-24T00:00:00Z',
  },
  {
    first: 'Amy',
    last: 'Adams',
    email: 'amy@example.com',
    mobile: '312 555 0106',
    status: 'accepted',
    discipline: 'PT',
    specialties: ['Rehab'],
    licenses: ['TX'],
    source: 'referral',
    owner: 'rec',
    state: 'TX',
    updated: '2030-01-05T12:00:00Z',
    stage: '2029-12-26T00:00:00Z',
  },
  {
    first: 'Bob',
    last: 'Brown',
    email: 'bob.brown@example.com',
    status: 'refused',
    discipline: 'RN',
    specialties: ['ER'],
    licenses: ['IL'],
    source: 'referral',
    owner: null,
    state: 'IL',
    updated: '2030-01-04T12:00:00Z',
    stage: '2029-12-27T00:00:00Z',
  },
  {
    first: 'Cara',
    last: 'Clark',
    email: 'cara@example.com',
    status: 'rejected',
    discipline: 'OT',
    source: 'career-fair',
    owner: 'rec',
    state: 'NY',
    updated: '2030-01-03T12:00:00Z',
    stage: '2029-12-28T00:00:00Z',
  },
  {
    first: 'Dan',
    last: 'Dune',
    email: 'dan@example.com',
    status: 'lead',
    discipline: 'RN',
    source: 'social-media',
    owner: 'rec2',
    state: 'IL',
    updated: '2030-01-02T12:00:00Z',
    stage: '2029-12-29T00:00:00Z',
  },
  {
    first: 'Eve',
    last: 'Evans',
    email: 'eve_x@example.com',
    status: 'lead',
    discipline: null,
    source: 'other',
    owner: null,
    state: null,
    updated: '2030-01-01T12:00:00Z',
    stage: '2029-12-30T00:00:00Z',
  },
  {
    first: '=cmd|calc',
    last: 'Zulu, "Quoted"',
    preferred: '+Plus',
    email: 'formula@example.com',
    mobile: '',
    status: 'lead',
    discipline: 'Other',
    source: 'other',
    tags: ['@tag', '-x'],
    owner: null,
    state: null,
    city: 'North\r\nTown',
    updated: '2029-12-31T12:00:00Z',
    stage: '2029-12-31T00:00:00Z',
  },
  {
    first: 'Arch',
    last: 'Ived',
    email: 'arch.ived@example.com',
    status: 'lead',
    discipline: 'RN',
    source: 'other',
    owner: 'rec',
    state: 'IL',
    updated: '2030-01-11T12:00:00Z',
    archived: true,
  },
];
const byName = (first: string) => ROWS.findIndex((row) => row.first === first);
const VISIBLE = ROWS.filter((row) => !row.archived);

describe.each(DB_KINDS)('applicant lists on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'rec' | 'mgr' | 'admin' | 'page' | 'cap', string>;
  const agencies = {} as Record<'listco' | 'pageco' | 'capco', number>;
  const rid = {} as Record<'rec' | 'rec2', number>;
  const ids: number[] = [];

  const list = (who: keyof typeof token, query: string) =>
    http<Page<ApplicantSummary> & ApiErrorBody>(s, 'GET', `${API_CALLS.listApplicants.path}?${query}`, {
      token: token[who],
    });
  /** The first names of the list's items. */
  const names = async (query: string, who: keyof typeof token = 'rec') => {
    const result = await list(who, query);
    expect(result.status, result.text).toBe(200);
    return result.json.Items.map((item) => item.FirstName);
  };
  const csv = async (who: keyof typeof token, query: string) => {
    // fetch streams the body as the server writes it; the token carries the agency.
    const response = await fetch(`${s.baseUrl}${API_CALLS.exportApplicants.path}?${query}`, {
      headers: { authorization: `Bearer ${token[who]}` },
    });
    // Decoded keeping the byte order mark (response.text() would drop it).
    return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    const { hasher } = s.app.services;
    for (const slug of ['listco', 'pageco', 'capco'] as const)
      agencies[slug] = (
        await createAgency(
          { db, hasher, events: s.app.services.events },
          { slug, name: `${slug} staffing` },
          { email: `owner@${slug}.test`, password: PASSWORD, firstName: 'Olga', lastName: 'Owner', roles: ['admin'] },
        )
      ).agencyId;
    rid.rec = (
      await addStaff(s.app, 'listco', {
        email: 'rec@listco.test',
        firstName: 'Lee',
        lastName: 'Recruiter',
        roles: ['recruiter'],
      })
    ).recruiterId;
    rid.rec2 = (
      await addStaff(s.app, 'listco', {
        email: 'rec2@listco.test',
        firstName: 'Kim',
        lastName: 'Second',
        roles: ['recruiter'],
      })
    ).recruiterId;
    // The export is a manager's (applicants.export): applicants-export.test.ts.
    await addStaff(s.app, 'listco', {
      email: 'mgr@listco.test',
      firstName: 'Max',
      lastName: 'Manager',
      roles: ['manager'],
    });
    token.rec = (await signIn(s, 'rec@listco.test', PASSWORD, 'listco')).access_token;
    token.mgr = (await signIn(s, 'mgr@listco.test', PASSWORD, 'listco')).access_token;
    token.admin = (await signIn(s, 'owner@listco.test', PASSWORD, 'listco')).access_token;
    token.page = (await signIn(s, 'owner@pageco.test', PASSWORD, 'pageco')).access_token;
    token.cap = (await signIn(s, 'owner@capco.test', PASSWORD, 'capco')).access_token;
    for (const row of ROWS) {
      const inserted = await db
        .insertInto('applicants')
        .values({
          agency_id: agencies.listco!,
          user_id: null,
          first_name: row.first,
          last_name: row.last,
          preferred_name: row.preferred ?? '',
          email: row.email,
          mobile_phone: row.mobile ?? '',
          other_phone: row.other ?? '',
          status: row.status as never,
          discipline: row.discipline ?? null,
          specialties: row.specialties ?? [],
          license_states: row.licenses ?? [],
          source: (row.source ?? 'other') as never,
          tags: row.tags ?? [],
          owner_id: row.owner === null ? null : rid[row.owner],
          state: row.state ?? null,
          city: row.city ?? '',
          updated_at: row.updated,
          created_at: row.created ?? row.updated,
          status_changed_at: row.stage ?? row.updated,
          archived_at: row.archived ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
    // pageco: 1,100 applicants with many equal sort values (ties broken by id), for paging and the export.
    const many = Array.from({ length: 1100 }, (_, i) => ({
      agency_id: agencies.pageco!,
      user_id: null,
      first_name: ['Ann', 'Ben', 'Cy'][i % 3]!,
      last_name: ['Lane', 'Moss'][i % 2]!,
      email: `p${i}@example.com`,
      status: (['lead', 'offered', 'rejected'] as const)[i % 3]!,
      discipline: ([null, 'RN', 'PT'] as const)[i % 3] ?? null,
      state: ([null, 'IL'] as const)[i % 2] ?? null,
      updated_at: `2030-0${1 + (i % 5)}-01T00:00:00Z`,
      created_at: `2030-01-0${1 + (i % 7)}T00:00:00Z`,
      status_changed_at: `2029-12-0${1 + (i % 4)}T00:00:00Z`,
    }));
    await db.insertInto('applicants').values(many).execute();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('answers the first page by default: updated, newest first, 50 a page, archived left out, this agency only', async () => {
    const result = await list('rec', '');
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ Page: 1, PageSize: 50, Total: VISIBLE.length });
    expect(result.json.Items.map((item) => item.FirstName)).toEqual(VISIBLE.map((row) => row.first));
    const maria = result.json.Items[0]!;
    expect(maria).toEqual({
      ApplicantId: ids[0],
      // The first applicant added to the agency.
      Number: 1,
      FirstName: 'Maria',
      MiddleName: '',
      LastName: 'Rivera',
      PreferredName: '',
      Email: 'maria.rivera@example.com',
      MobilePhone: '+1 312 555 0101',
      City: '',
      State: 'IL',
      Discipline: 'RN',
      Specialties: ['ICU'],
      Status: 'lead',
      StatusChangedAt: '2029-12-01T00:00:00.000Z',
      Owner: { RecruiterId: rid.rec, Name: 'Lee Recruiter' },
      Source: 'referral',
      Tags: ['vip'],
      CreatedAt: '2030-01-10T12:00:00.000Z',
      UpdatedAt: '2030-01-10T12:00:00.000Z',
      Onboarding: { Approved: 0, WaitingReview: 0, ChangesRequested: 0, Total: ONBOARDING_FORM_KEYS.length },
    });
  });

  it('pages: every applicant once over the pages, in one order; past the end an empty page with the total', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const result = await list('rec', `pageSize=3&page=${page}&sort=name`);
      expect(result.json).toMatchObject({ Page: page, PageSize: 3, Total: VISIBLE.length });
      seen.push(...result.json.Items.map((item) => item.ApplicantId));
    }
    expect(seen).toHaveLength(VISIBLE.length);
    expect(new Set(seen).size).toBe(VISIBLE.length);
    const past = await list('rec', 'pageSize=3&page=40');
    expect(past.json).toEqual({ Items: [], Page: 40, PageSize: 3, Total: VISIBLE.length, TotalCapped: false });
    const big = await list('page', 'pageSize=100&page=11');
    expect([big.json.Items.length, big.json.Total]).toEqual([100, 1100]);
  });

  it('sorts by each column both ways, empty values last, ties by id', async () => {
    expect(await names('sort=name')).toEqual([
      'Amy',
      'Bob',
      'Cara',
      'John',
      'Dan',
      'Eve',
      'Ana',
      'Maria',
      'Marianne',
      'Zed',
      '=cmd|calc',
    ]);
    expect(await names('sort=name&order=desc')).toEqual([
      '=cmd|calc',
      'Zed',
      'Marianne',
      'Maria',
      'Ana',
      'Eve',
      'Dan',
      'John',
      'Cara',
      'Bob',
      'Amy',
    ]);
    expect(await names('sort=discipline')).toEqual([
      'Ana',
      'Marianne',
      'Cara',
      '=cmd|calc',
      'Amy',
      'Maria',
      'John',
      'Bob',
      'Dan',
      'Zed',
      'Eve',
    ]);
    expect(await names('sort=discipline&order=desc')).toEqual([
      'Dan',
      'Bob',
      'John',
      'Maria',
      'Amy',
      '=cmd|calc',
      'Cara',
      'Marianne',
      'Ana',
      'Eve',
      'Zed',
    ]);
    expect(await names('sort=owner')).toEqual([
      'Marianne',
      'Zed',
      'Dan',
      'Maria',
      'Ana',
      'Amy',
      'Cara',
      'John',
      'Bob',
      'Eve',
      '=cmd|calc',
    ]);
    expect(await names('sort=owner&order=desc')).toEqual([
      'Cara',
      'Amy',
      'Ana',
      'Maria',
      'Dan',
      'Zed',
      'Marianne',
      '=cmd|calc',
      'Eve',
      'Bob',
      'John',
    ]);
    expect(await names('sort=state')).toEqual([
      'Ana',
      'Maria',
      'Bob',
      'Dan',
      'Cara',
      'Amy',
      'Marianne',
      'John',
      'Zed',
      'Eve',
      '=cmd|calc',
    ]);
    expect(await names('sort=updated&order=asc')).toEqual(VISIBLE.map((row) => row.first).reverse());
    expect(await names('sort=created')).toEqual(VISIBLE.map((row) => row.first));
    expect(await names('sort=stage')).toEqual([
      'John',
      'Maria',
      'Marianne',
      'Ana',
      'Zed',
      'Amy',
      'Bob',
      'Cara',
      'Dan',
      'Eve',
      '=cmd|calc',
    ]);
    // Equal values keep one order (the id): page by page they never repeat or vanish.
    for (const sort of APPLICANT_SORTS) {
      const pages = await Promise.all([1, 2, 3].map((page) => list('page', `sort=${sort}&pageSize=100&page=${page}`)));
      const seen = pages.flatMap((page) => page.json.Items.map((item) => item.ApplicantId));
      expect({ sort, distinct: new Set(seen).size }).toEqual({ sort, distinct: 300 });
    }
  });

  it('filters by status, owner, discipline, specialty, license state, source, tag and updated range', async () => {
    expect(await names('status=lead')).toEqual(['Maria', 'Dan', 'Eve', '=cmd|calc']);
    expect(await names('status=accepted,refused&sort=name')).toEqual(['Amy', 'Bob']);
    expect(await names('status=offered&status=rejected&sort=name')).toEqual(['Cara', 'Zed']);
    expect(await names('owner=mine&sort=name')).toEqual(['Amy', 'Cara', 'Ana', 'Maria']);
    expect(await names('owner=unassigned&sort=name')).toEqual(['Bob', 'John', 'Eve', '=cmd|calc']);
    expect(await names(`owner=${rid.rec2}&sort=name`)).toEqual(['Dan', 'Marianne', 'Zed']);
    expect(await names(`owner=unassigned,${rid.rec2}&status=lead`)).toEqual(['Dan', 'Eve', '=cmd|calc']);
    expect(await names('owner=mine', 'admin')).toEqual([]);
    expect(await names('discipline=RN&sort=name')).toEqual(['Bob', 'John', 'Dan', 'Maria']);
    expect(await names('discipline=LPN%2FLVN,PT&sort=name')).toEqual(['Amy', 'Marianne']);
    expect(await names('specialty=ICU&sort=name')).toEqual(['John', 'Maria']);
    expect(await names('specialty=NICU,Rehab&sort=name')).toEqual(['Amy', 'John']);
    expect(await names('licenseState=IN,WI&sort=name')).toEqual(['John', 'Marianne']);
    expect(await names('source=referral&sort=name')).toEqual(['Amy', 'Bob', 'Maria']);
    expect(await names('source=portal,walk-in&sort=name')).toEqual(['John', 'Zed']);
    expect(await names('tag=vip&sort=name')).toEqual(['Maria', 'Zed']);
    expect(await names('tag=%40tag')).toEqual(['=cmd|calc']);
    expect(await names('updatedFrom=2030-01-08&sort=updated')).toEqual(['Maria', 'Marianne', 'John']);
    expect(await names('updatedTo=2030-01-01')).toEqual(['Eve', '=cmd|calc']);
    expect(await names('updatedFrom=2030-01-03&updatedTo=2030-01-04')).toEqual(['Bob', 'Cara']);
    // Archived applicants: only for administrators and admins, and only on asking.
    expect(await names('archived=true', 'admin')).toEqual(['Arch']);
    expect(await names('archived=false', 'admin')).toEqual(VISIBLE.map((row) => row.first));
    const refused = await list('rec', 'archived=true');
    expect([refused.status, refused.json.Message]).toEqual([
      403,
      'Only an administrator or admin can see archived applicants.',
    ]);
  });

  it('searches any part of the name, the e-mail, and (3+ digits) the phone digits', async () => {
    expect(await names('q=riv&sort=name')).toEqual(['Ana', 'Maria']);
    expect(await names('q=RIVERA')).toEqual(['Maria']);
    expect(await names('q=mari&sort=name')).toEqual(['Maria', 'Marianne']);
    expect(await names('q=maria%20rivera')).toEqual(['Maria']);
    expect(await names('q=rivera%20maria')).toEqual(['Maria']);
    expect(await names('q=nurses.org')).toEqual(['Marianne']);
    expect(await names('q=msmith%40')).toEqual(['Marianne']);
    expect(await names('q=5550102')).toEqual(['Marianne']);
    expect(await names('q=555%200102')).toEqual(['Marianne']);
    expect(await names(`q=${encodeURIComponent('(312) 555-0101')}`)).toEqual(['Maria']);
    expect(await names('q=2223333')).toEqual(['John']);
    expect(await names('q=555&sort=name')).toEqual(['Amy', 'John', 'Maria', 'Marianne']);
    // Two digits are no phone search; LIKE's wildcards are plain characters; archived ones are not found.
    expect(await names('q=01')).toEqual([]);
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=eve_')).toEqual(['Eve']);
    expect(await names('q=_x')).toEqual(['Eve']);
    expect(await names('q=ived')).toEqual([]);
    expect(await names('q=ived&archived=true', 'admin')).toEqual(['Arch']);
    expect(await names('q=riv&status=final-interview')).toEqual(['Ana']);
    expect((await list('rec', 'q=riv')).json.Total).toBe(2);
  });

  it('keeps the status counts in step with every insert, move, archive, restore and delete (the menu and status totals)', async () => {
    const counts = async () => {
      const result = await http<Array<{ Status: string; Count: number }>>(
        s,
        'GET',
        API_CALLS.getApplicantStatusCounts.path,
        { token: token.page },
      );
      expect(result.status).toBe(200);
      return Object.fromEntries(result.json.map((row) => [row.Status, row.Count]));
    };
    const counted = async () => {
      const rows = await db
        .selectFrom('applicants')
        .select(['status', db.fn.countAll<string>().as('count')])
        .where('agency_id', '=', agencies.pageco)
        .where('archived_at', 'is', null)
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    };
    const before = await counts();
    expect(before).toMatchObject({ lead: 367, offered: 367, rejected: 366, accepted: 0 });
    const added = await db
      .insertInto('applicants')
      .values(
        [1, 2, 3].map((i) => ({
          agency_id: agencies.pageco,
          first_name: 'New',
          last_name: `N${i}`,
          email: `n${i}@example.com`,
          status: 'lead' as const,
        })),
      )
      .returning('id')
      .execute();
    const [a, b, c] = added.map((row) => row.id);
    await db.updateTable('applicants').set({ status: 'accepted' }).where('id', '=', a!).execute();
    await db.updateTable('applicants').set({ archived_at: new Date() }).where('id', '=', b!).execute();
    await db.updateTable('applicants').set({ first_name: 'Renamed' }).where('id', '=', c!).execute();
    expect(await counts()).toMatchObject({ lead: 368, accepted: 1, offered: 367, rejected: 366 });
    // Archived and moved: it stays out; restored, it counts in its new status.
    await db.updateTable('applicants').set({ status: 'offered' }).where('id', '=', b!).execute();
    expect(await counts()).toMatchObject({ lead: 368, offered: 367 });
    await db.updateTable('applicants').set({ archived_at: null }).where('id', '=', b!).execute();
    expect(await counts()).toMatchObject({ lead: 368, offered: 368 });
    await db.deleteFrom('applicants').where('id', 'in', [a!, b!, c!]).execute();
    expect(await counts()).toEqual({ ...before });
    expect(Object.fromEntries(Object.entries(await counts()).filter(([, n]) => n > 0))).toEqual(await counted());
    // A status list's total is the count; the whole list's too.
    expect((await list('page', 'status=lead,offered')).json).toMatchObject({ Total: 734, TotalCapped: false });
    expect((await list('page', '')).json).toMatchObject({ Total: 1100, TotalCapped: false });
  });

  it('counts a large filtered list up to 10,000 past the page start, then says the total is capped', async () => {
    const big = Array.from({ length: 10_060 }, (_, i) => ({
      agency_id: agencies.capco,
      first_name: 'Cap',
      last_name: `C${i}`,
      email: `c${i}@example.com`,
      status: 'lead' as const,
      discipline: 'RN',
    }));
    for (let i = 0; i < big.length; i += 2000)
      await db
        .insertInto('applicants')
        .values(big.slice(i, i + 2000))
        .execute();
    const capped = await list('cap', 'discipline=RN');
    expect(capped.json).toMatchObject({ Page: 1, Total: 10_000, TotalCapped: true });
    expect(capped.json.Items).toHaveLength(50);
    // Further in, the count reaches further: from page 2 it is 10,050 and capped; page 3 sees all 10,060.
    expect((await list('cap', 'discipline=RN&page=2')).json).toMatchObject({ Total: 10_050, TotalCapped: true });
    expect((await list('cap', 'discipline=RN&page=3')).json).toMatchObject({ Total: 10_060, TotalCapped: false });
    // A status filter alone, or none, is counted exactly whatever the size.
    expect((await list('cap', 'status=lead')).json).toMatchObject({ Total: 10_060, TotalCapped: false });
    expect((await list('cap', 'q=cap')).json).toMatchObject({ Total: 10_000, TotalCapped: true });
  });

  it('refuses bad parameters with 400 naming each, never 500', async () => {
    const result = await list(
      'rec',
      'page=0&pageSize=101&sort=age&order=up&status=lead,hired&owner=bob&discipline=Wizard&specialty=Magic&licenseState=ZZ&source=tv&updatedFrom=2030-13-01&updatedTo=yesterday&archived=maybe',
    );
    expect([result.status, result.json.Code]).toEqual([400, 'validation_failed']);
    expect(result.json.Errors).toEqual({
      page: 'page must be a whole number from 1 to 1000000.',
      pageSize: 'pageSize must be a whole number from 1 to 100.',
      sort: `sort must be one of ${APPLICANT_SORTS.join(', ')}.`,
      order: 'order must be asc or desc.',
      status: 'Unknown status: hired.',
      owner: 'owner must be mine, unassigned or a recruiter id.',
      discipline: 'Unknown discipline: Wizard.',
      specialty: 'Unknown specialty: Magic.',
      licenseState: 'Unknown state: ZZ.',
      source: 'Unknown source: tv.',
      updatedFrom: 'updatedFrom must be a date written YYYY-MM-DD.',
      updatedTo: 'updatedTo must be a date written YYYY-MM-DD.',
      archived: 'archived must be true or false.',
    });
    for (const query of [
      'q=' + 'x'.repeat(201),
      'page=1&page=2',
      'pageSize=1.5',
      'updatedFrom=0000-01-01',
      'updatedTo=2030-02-30',
      'updatedFrom=2030-02-01&updatedTo=2030-01-01',
    ])
      expect((await list('rec', query)).status).toBe(400);
    expect((await list('rec', 'pageSize=100&page=1000000')).json.Items).toEqual([]);
  });

  it('exports the filtered list as CSV: header, RFC 4180 quoting, formulas neutralised, an attachment', async () => {
    const { response, text } = await csv('mgr', 'status=lead&sort=name');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Applicant ID,First Name,Middle Name,Last Name,Preferred Name,Email,Mobile Phone,Other Phone,Address Line 1,Address Line 2,City,State,ZIP,Discipline,Specialties,Years of Experience,License States,Compact License,Desired Locations,Desired Shift,Employment Types,Available From,Status,In Status Since,Owner,Source,Tags,Onboarding,Created,Updated',
    );
    expect(lines[1]).toBe(
      `${ids[byName('Dan')]},Dan,,Dune,,dan@example.com,,,,,,IL,,RN,,,,No,,,,,New Lead,2029-12-29T00:00:00.000Z,Kim Second,Social media,,0 of ${ONBOARDING_FORM_KEYS.length} forms approved,2030-01-02T12:00:00.000Z,2030-01-02T12:00:00.000Z`,
    );
    expect(lines[2]).toMatch(new RegExp(`^${ids[byName('Eve')]},Eve,,Evans,`));
    expect(lines[3]).toMatch(
      new RegExp(`^${ids[byName('Maria')]},Maria,,Rivera,,maria.rivera@example.com,'\\+1 312 555 0101,,`),
    );
    // The formula row: each cell starting with = + - @ gets a leading apostrophe; quotes doubled; the
    // city's line break kept inside its quotes (so the record spans two lines here).
    expect(lines.slice(4)).toEqual([
      `${ids[byName('=cmd|calc')]},'=cmd|calc,,"Zulu, ""Quoted""",'+Plus,formula@example.com,,,,,"North`,
      // Discipline Other: the Nurse Form is not one of its forms.
      `Town",,,Other,,,,No,,,,,New Lead,2029-12-31T00:00:00.000Z,,Other,'@tag; -x,0 of ${onboardingFormsFor('Other').length} forms approved,2029-12-31T12:00:00.000Z,2029-12-31T12:00:00.000Z`,
      '',
    ]);
    // Archived ones stay out unless asked for by an administrator; the filters are the list's.
    expect((await csv('mgr', 'q=ived')).text.split('\r\n')).toHaveLength(2);
    expect((await csv('mgr', 'archived=true')).response.status).toBe(403);
    expect((await csv('mgr', 'sort=bogus')).response.status).toBe(400);
  });

  it('exports every matching row in the list order, over several batches, whatever the sort', async () => {
    for (const sort of [
      'updated',
      'name',
      'discipline',
      'state',
      'owner',
      'status',
      'created',
      'stage',
    ] as ApplicantSort[])
      for (const order of ['asc', 'desc']) {
        const listed: number[] = [];
        for (let page = 1; page <= 11; page += 1) {
          const result = await list('page', `sort=${sort}&order=${order}&pageSize=100&page=${page}`);
          listed.push(...result.json.Items.map((item) => item.ApplicantId));
        }
        const { text } = await csv('page', `sort=${sort}&order=${order}`);
        const exported = text
          .slice(1)
          .split('\r\n')
          .slice(1, -1)
          .map((line) => Number(line.split(',')[0]));
        expect({ sort, order, count: exported.length, same: exported.join() === listed.join() }).toEqual({
          sort,
          order,
          count: 1100,
          same: true,
        });
      }
  });
});
