import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Institution, InstitutionPayload, InstitutionSummary, Page } from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

// The Institution List (issue 13): facilities read by every staff member, added and edited by managers
// and above, scoped to the agency, searched and filtered, with the duplicate check by name and city.

const m = messages.institution;

const payload = (overrides: Partial<InstitutionPayload> = {}): InstitutionPayload => ({
  Name: 'Riverbend Community Hospital',
  Type: 'hospital',
  Address1: '100 River Road',
  Address2: '',
  City: 'El Paso',
  State: 'TX',
  Zip: '79901',
  Phone: '+1 915 555 0100',
  Units: ['ICU', '5 North Med-Surg'],
  Contacts: [{ Name: 'Ines Barrera', Title: 'CNO', Phone: '+1 915 555 0101', Email: 'ines@riverbend.test' }],
  VmsName: 'Medefis',
  VmsExternalId: 'RCH-77',
  Notes: 'Parking in garage B.',
  Active: true,
  ...overrides,
});

describe.each(DB_KINDS)('institutions on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'manager' | 'recruiter' | 'supervisor' | 'applicant' | 'acme', string>;

  beforeAll(async () => {
    s = await startServer(kind);
    for (const who of ['manager', 'recruiter', 'supervisor', 'applicant'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const list = (query: string, who: keyof typeof token = 'recruiter') =>
    http<Page<InstitutionSummary>>(s, 'GET', `/api/institutions${query}`, { token: token[who] });

  it('a manager adds a facility; every staff member reads it; a recruiter or supervisor may not add or edit', async () => {
    const created = await http<Institution>(s, 'POST', '/api/institutions', {
      token: token.manager,
      body: payload({ Name: '  Riverbend Community Hospital ' }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...payload(), UpdatedBy: 'Mona Manager' });
    const read = await http<Institution>(s, 'GET', `/api/institutions/${created.json.Id}`, { token: token.recruiter });
    expect([read.status, read.json]).toEqual([200, created.json]);

    for (const who of ['recruiter', 'supervisor'] as const) {
      const refused = await http<{ Message: string }>(s, 'POST', '/api/institutions', {
        token: token[who],
        body: payload({ Name: 'Not Allowed Clinic' }),
      });
      expect([refused.status, refused.json.Message]).toEqual([
        403,
        'Only a manager, administrator or admin can add facilities.',
      ]);
      const edit = await http(s, 'PUT', `/api/institutions/${created.json.Id}`, {
        token: token[who],
        body: payload({ Notes: 'changed' }),
      });
      expect(edit.status).toBe(403);
    }
    expect((await list('?q=not%20allowed&active=all')).json.Total).toBe(0);
    // An applicant, and no one signed in, are not staff.
    expect((await http(s, 'GET', '/api/institutions', { token: token.applicant })).status).toBe(403);
    expect((await http(s, 'GET', '/api/institutions')).status).toBe(401);
  });

  it('refuses bad input with the form messages, field by field', async () => {
    const cases: [Partial<InstitutionPayload> | Record<string, unknown>, string, string][] = [
      [{ Name: ' ' }, 'Name', m.nameRequired],
      [{ Type: 'spa' }, 'Type', m.typeRequired],
      [{ City: '' }, 'City', m.cityRequired],
      [{ State: 'ON' }, 'State', m.stateRequired],
      [{ Zip: '123' }, 'Zip', m.zipInvalid],
      [{ Units: ['ICU', ' icu'] }, 'Units', m.unitsDistinct],
      [{ Contacts: [{ Name: 'Bo', Title: '', Phone: '', Email: 'bo@' }] }, 'Contacts[0].Email', m.contactEmailInvalid],
      [{ Name: { text: 'x' } }, 'Name', 'Name must be text.'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await http<{ Code: string; Errors: Record<string, string> }>(s, 'POST', '/api/institutions', {
        token: token.manager,
        body: { ...payload(), ...change },
      });
      expect([answer.status, answer.json.Code, answer.json.Errors[field]], field).toEqual([
        400,
        'validation_failed',
        message,
      ]);
    }
    const notObject = await http(s, 'POST', '/api/institutions', { token: token.manager, body: [] });
    expect(notObject.status).toBe(400);
  });

  it('lists the agency’s facilities: search, type and state filters, active by default, sorted and paged', async () => {
    const all = await list('?pageSize=100');
    expect(all.status).toBe(200);
    // The demo's 25 (two inactive) and this file's.
    expect(all.json.Items.every((item) => item.Active)).toBe(true);
    const names = all.json.Items.map((item) => item.Name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toContain('Bayou City Medical Center');
    expect(names).not.toContain('Valley Oaks Dialysis Clinic');

    const inactive = await list('?active=false');
    expect(inactive.json.Items.map((item) => item.Name).sort()).toEqual([
      'Lone Star Occupational Health',
      'Valley Oaks Dialysis Clinic',
    ]);
    const everyone = await list('?active=all&pageSize=1');
    expect(everyone.json.Total).toBe(all.json.Total + 2);
    expect(everyone.json.Items).toHaveLength(1);

    // Every word somewhere in the name, city, units or VMS id.
    const search = await list('?q=houston%20icu');
    expect(search.json.Items.map((item) => item.Name)).toEqual(['Bayou City Medical Center']);
    expect((await list('?q=RCH-77')).json.Items.map((item) => item.Name)).toEqual(['Riverbend Community Hospital']);
    expect((await list('?q=100%25')).json.Total).toBe(0);

    const az = await list('?state=AZ&type=hospital,clinic');
    expect(az.json.Items.map((item) => item.Name)).toEqual([
      'Cactus Valley Surgery Center',
      'Desert Sun Medical Center',
    ]);
    const byState = await list('?sort=state&order=desc&pageSize=3');
    expect(byState.json.Items.map((item) => item.State)).toEqual(['WA', 'TX', 'TX']);
    const page2 = await list('?pageSize=10&page=2');
    expect(page2.json.Items.map((item) => item.Name)).toEqual(names.slice(10, 20));

    const bad = await http<{ Code: string; Errors: Record<string, string> }>(
      s,
      'GET',
      '/api/institutions?state=ZZ&type=spa&active=maybe&sort=size&page=0',
      { token: token.recruiter },
    );
    expect([bad.status, bad.json.Code]).toEqual([400, 'validation_failed']);
    expect(bad.json.Errors).toEqual({
      page: 'page must be a whole number from 1 to 1000000.',
      sort: 'sort must be one of name, city, state, updated.',
      type: 'Unknown type: spa.',
      state: 'Unknown state: ZZ.',
      active: 'active must be true, false or all.',
    });
  });

  it('finds duplicates by name and city whatever the case, spaces and punctuation; not the one being edited', async () => {
    const found = await http<InstitutionSummary[]>(
      s,
      'GET',
      `/api/institutions/duplicates?name=${encodeURIComponent('bayou city  medical-center')}&city=HOUSTON`,
      { token: token.recruiter },
    );
    expect(found.status).toBe(200);
    expect(found.json.map((item) => [item.Name, item.City])).toEqual([['Bayou City Medical Center', 'Houston']]);
    const id = found.json[0]!.Id;
    const excluded = await http<InstitutionSummary[]>(
      s,
      'GET',
      `/api/institutions/duplicates?name=Bayou%20City%20Medical%20Center&city=Houston&excludeId=${id}`,
      { token: token.recruiter },
    );
    expect(excluded.json).toEqual([]);
    const elsewhere = await http<InstitutionSummary[]>(
      s,
      'GET',
      '/api/institutions/duplicates?name=Bayou%20City%20Medical%20Center&city=Austin',
      { token: token.recruiter },
    );
    expect(elsewhere.json).toEqual([]);
    const missing = await http<{ Errors: Record<string, string> }>(s, 'GET', '/api/institutions/duplicates?name=X', {
      token: token.recruiter,
    });
    expect([missing.status, missing.json.Errors]).toEqual([400, { city: 'city is required.' }]);
    // A duplicate is a warning, not a refusal: two campuses may share a name.
    const twin = await http<Institution>(s, 'POST', '/api/institutions', {
      token: token.manager,
      body: payload({ Name: 'Bayou City Medical Center', City: 'Houston', VmsExternalId: '' }),
    });
    expect(twin.status).toBe(201);
  });

  it('saves an edit (made inactive, units changed); 404 for an id that is not the agency’s', async () => {
    const created = await http<Institution>(s, 'POST', '/api/institutions', {
      token: token.manager,
      body: payload({ Name: 'Mesa Verde Clinic', Type: 'clinic', City: 'Durango', State: 'CO' }),
    });
    const saved = await http<Institution>(s, 'PUT', `/api/institutions/${created.json.Id}`, {
      token: token.manager,
      body: payload({
        Name: 'Mesa Verde Clinic',
        Type: 'clinic',
        City: 'Durango',
        State: 'CO',
        Units: [],
        Active: false,
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      Id: created.json.Id,
      Units: [],
      Active: false,
      CreatedAt: created.json.CreatedAt,
    });
    expect(Date.parse(saved.json.UpdatedAt)).toBeGreaterThanOrEqual(Date.parse(created.json.UpdatedAt));
    expect((await list('?q=mesa')).json.Total).toBe(0);
    expect((await list('?q=mesa&active=false')).json.Total).toBe(1);

    for (const path of ['/api/institutions/999999', '/api/institutions/abc', '/api/institutions/0']) {
      const answer = await http<{ Message: string }>(s, 'GET', path, { token: token.recruiter });
      expect([answer.status, answer.json.Message], path).toEqual([404, 'Facility not found.']);
    }
  });

  it('keeps each agency to its own facilities', async () => {
    const demoId = (await list('?q=bayou')).json.Items[0]!.Id;
    const acmeList = await http<Page<InstitutionSummary>>(s, 'GET', '/api/institutions?active=all', {
      token: token.acme,
      headers: { host: 'acme.localhost' },
    });
    expect([acmeList.status, acmeList.json.Total]).toEqual([200, 0]);
    const read = await http(s, 'GET', `/api/institutions/${demoId}`, {
      token: token.acme,
      headers: { host: 'acme.localhost' },
    });
    expect(read.status).toBe(404);
    const write = await http(s, 'PUT', `/api/institutions/${demoId}`, {
      token: token.acme,
      headers: { host: 'acme.localhost' },
      body: payload(),
    });
    expect(write.status).toBe(404);
    const duplicates = await http<InstitutionSummary[]>(
      s,
      'GET',
      '/api/institutions/duplicates?name=Bayou%20City%20Medical%20Center&city=Houston',
      { token: token.acme, headers: { host: 'acme.localhost' } },
    );
    expect(duplicates.json).toEqual([]);
    const mine = await http<Institution>(s, 'POST', '/api/institutions', {
      token: token.acme,
      headers: { host: 'acme.localhost' },
      body: payload({ Name: 'Acme Partner Hospital' }),
    });
    expect(mine.status).toBe(201);
    expect((await list('?q=acme%20partner&active=all')).json.Total).toBe(0);
  });
});
