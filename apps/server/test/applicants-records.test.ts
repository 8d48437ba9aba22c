import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  API_PATHS,
  pathOf,
  type ApiErrorBody,
  type Applicant,
  type ApplicantOwner,
  type DuplicateMatch,
  type RegistrationResponse,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { agencyIdOf } from '../src/features/agency';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';

type Who = 'recruiter' | 'recruiter2' | 'supervisor' | 'manager' | 'administrator' | 'admin';
const SUPERVISORS = 'a supervisor, manager, administrator or admin';
const m = messages.applicant;

/** A valid create body; each test makes its e-mail, phone and name its own (no accidental duplicates). */
let serial = 0;
function newApplicant(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    FirstName: `Quinn${serial}`,
    LastName: `Records${serial}`,
    Email: `quinn.records.${serial}@example.com`,
    MobilePhone: `+1 312 555 ${String(1000 + serial).slice(-4)}`,
    ...overrides,
  };
}

describe.each(DB_KINDS)('applicant records on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let demo: number;
  const token = {} as Record<Who | 'applicant' | 'acme', string>;
  const rid = {} as Record<Who | 'inactive' | 'acme', number>;

  const call = <T = Applicant>(who: keyof typeof token, method: string, path: string, body?: unknown) =>
    http<T & ApiErrorBody>(s, method, path, { token: token[who], body });
  const path = (descriptor: { path: string }, id: number) => pathOf(descriptor, { id });
  const activity = async (id: number) =>
    (
      await db
        .selectFrom('applicant_activity')
        .select(['kind', 'text', 'actor_id', 'actor_name', 'to_status'])
        .where('applicant_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row }));

  beforeAll(async () => {
    s = await startServer(kind, { config: { corsOrigins: ['https://portal.example.com'] } });
    db = s.app.services.db;
    demo = await agencyIdOf(db, 'demo');
    await addStaff(s.app, 'demo', {
      email: 'rec2@demo.test',
      firstName: 'Reese',
      lastName: 'Second',
      roles: ['recruiter'],
    });
    const inactive = await addStaff(s.app, 'demo', {
      email: 'gone@demo.test',
      firstName: 'Gale',
      lastName: 'Gone',
      roles: ['recruiter'],
    });
    rid.inactive = inactive.recruiterId;
    await db.updateTable('users').set({ is_active: false }).where('email', '=', 'gone@demo.test').execute();
    const emails: Record<Who, string> = {
      recruiter: 'recruiter@demo.test',
      recruiter2: 'rec2@demo.test',
      supervisor: 'supervisor@demo.test',
      manager: 'manager@demo.test',
      administrator: 'administrator@demo.test',
      admin: 'admin@demo.test',
    };
    for (const [who, email] of Object.entries(emails) as [Who, string][]) {
      const signedIn = await signIn(s, email);
      token[who] = signedIn.access_token;
      const row = await db
        .selectFrom('recruiters as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select('r.id')
        .where('u.email', '=', email)
        .executeTakeFirstOrThrow();
      rid[who] = row.id;
    }
    token.applicant = (await signIn(s, 'applicant@demo.test')).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    rid.acme = (
      await db
        .selectFrom('recruiters as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select('r.id')
        .where('u.email', '=', 'owner@acme.test')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await s?.close();
  });

  describe('create', () => {
    it('adds a New Lead owned by the caller (201) with the whole record and a created activity row', async () => {
      const body = newApplicant({
        MiddleName: ' Ann ',
        PreferredName: 'Q',
        Email: ' Quinn.Upper@Example.com ',
        OtherPhone: '+1 312 555 9999',
        AddressLine1: '1 Main St',
        City: 'Chicago',
        State: 'IL',
        Zip: '60601-1234',
        DateOfBirth: '1990-05-17',
        Discipline: 'RN',
        Specialties: ['ICU', 'ER', 'ICU'],
        YearsOfExperience: 7,
        LicenseStates: ['IL', 'WI'],
        CompactLicense: true,
        DesiredLocations: ['CA'],
        DesiredShift: 'nights',
        EmploymentTypes: ['travel', 'per-diem'],
        AvailableFrom: '2030-02-01',
        Source: 'referral',
        Tags: [' night owl ', 'night owl', 'bilingual'],
      });
      const result = await call('recruiter', 'POST', API_CALLS.createApplicant.path, body);
      expect(result.status).toBe(201);
      const created = result.json;
      expect(created).toMatchObject({
        FirstName: body.FirstName,
        MiddleName: 'Ann',
        Email: 'quinn.upper@example.com',
        Status: 'lead',
        Owner: { RecruiterId: rid.recruiter, Name: 'Rita Recruiter' },
        State: 'IL',
        Zip: '60601-1234',
        DateOfBirth: '1990-05-17',
        Specialties: ['ICU', 'ER'],
        YearsOfExperience: 7,
        LicenseStates: ['IL', 'WI'],
        CompactLicense: true,
        DesiredShift: 'nights',
        EmploymentTypes: ['travel', 'per-diem'],
        AvailableFrom: '2030-02-01',
        Source: 'referral',
        Tags: ['night owl', 'bilingual'],
        UserId: null,
        ArchivedAt: null,
        Resume: null,
      });
      expect(Date.parse(created.StatusChangedAt)).not.toBeNaN();
      // The same record through getApplicant.
      const read = await call('supervisor', 'GET', path(API_CALLS.getApplicant, created.ApplicantId));
      expect(read.json).toEqual(created);
      expect(await activity(created.ApplicantId)).toEqual([
        {
          kind: 'created',
          text: 'Added as a New Lead, owner Rita Recruiter',
          actor_id: rid.recruiter,
          actor_name: 'Rita Recruiter',
          to_status: null,
        },
      ]);
    });

    it('refuses bad fields with 400 and the schema messages, never 500', async () => {
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{}, { FirstName: m.firstNameRequired, LastName: m.lastNameRequired, Email: m.emailRequired }],
        [
          newApplicant({ FirstName: 'x'.repeat(101), Email: 'not an e-mail', Zip: '123' }),
          { FirstName: m.firstNameMax, Email: m.emailInvalid, Zip: m.zipInvalid },
        ],
        [
          newApplicant({ FirstName: 42, LastName: ['a'], MiddleName: { a: 1 } }),
          {
            FirstName: 'FirstName must be text.',
            LastName: 'LastName must be text.',
            MiddleName: 'MiddleName must be text.',
          },
        ],
        [
          newApplicant({ Discipline: 'Wizard', DesiredShift: 'mornings', Source: 'billboard', State: 'XX' }),
          {
            Discipline: m.disciplineInvalid,
            DesiredShift: m.shiftInvalid,
            Source: m.sourceInvalid,
            State: m.stateInvalid,
          },
        ],
        [
          newApplicant({ State: {}, Discipline: ['RN'], Specialties: 'ICU', LicenseStates: ['ZZ'], Tags: [1, {}] }),
          {
            State: m.stateInvalid,
            Discipline: m.disciplineInvalid,
            Specialties: m.specialtyInvalid,
            LicenseStates: m.stateInvalid,
            Tags: 'Tags must be a list of text.',
          },
        ],
        [
          newApplicant({ DateOfBirth: '2020-02-30', AvailableFrom: 'tomorrow', YearsOfExperience: 'ten' }),
          { DateOfBirth: m.dateInvalid, AvailableFrom: m.dateInvalid, YearsOfExperience: m.yearsOfExperienceInvalid },
        ],
        [
          newApplicant({ DateOfBirth: '0000-06-15', AvailableFrom: '0000-01-01' }),
          { DateOfBirth: m.dateInvalid, AvailableFrom: m.dateInvalid },
        ],
        [
          newApplicant({ DateOfBirth: '2020-02-30', AvailableFrom: 'tomorrow', YearsOfExperience: 'ten' }),
          { DateOfBirth: m.dateInvalid, AvailableFrom: m.dateInvalid, YearsOfExperience: m.yearsOfExperienceInvalid },
        ],
        [
          newApplicant({ DateOfBirth: '2999-01-01', YearsOfExperience: 71, CompactLicense: 'yes' }),
          {
            DateOfBirth: m.dateOfBirthPast,
            YearsOfExperience: m.yearsOfExperienceInvalid,
            CompactLicense: 'Compact License must be true or false.',
          },
        ],
        [
          newApplicant({ MobilePhone: 'call me', Tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
          { MobilePhone: m.mobilePhoneInvalid, Tags: m.tagsMax },
        ],
        [
          newApplicant({ Tags: ['x'.repeat(41)], EmploymentTypes: ['gig'], OwnerId: 'me', DuplicatesSeen: 'all' }),
          {
            Tags: m.tagMax,
            EmploymentTypes: m.employmentTypeInvalid,
            OwnerId: 'Choose an owner from the list of active staff.',
            DuplicatesSeen: 'DuplicatesSeen must be a list of applicant ids.',
          },
        ],
      ];
      for (const [body, errors] of cases) {
        const result = await call('recruiter', 'POST', API_CALLS.createApplicant.path, body);
        expect({ body, status: result.status, code: result.json.Code, errors: result.json.Errors }).toEqual({
          body,
          status: 400,
          code: 'validation_failed',
          errors,
        });
      }
      for (const body of [[1, 2], 'text', null]) {
        const result = await call('recruiter', 'POST', API_CALLS.createApplicant.path, body);
        expect([result.status, result.json.Code]).toEqual([400, 'invalid_body']);
      }
      // A body far beyond any field's length is refused whole (the server's body limit), not a 500.
      const huge = await call(
        'recruiter',
        'POST',
        API_CALLS.createApplicant.path,
        newApplicant({ City: 'x'.repeat(2_000_000) }),
      );
      expect(huge.status).toBe(413);
    });

    it('owner: the caller by default, null for unassigned; a recruiter only themself; supervisors any active staff', async () => {
      const unassigned = await call(
        'recruiter',
        'POST',
        API_CALLS.createApplicant.path,
        newApplicant({ OwnerId: null }),
      );
      expect([unassigned.status, unassigned.json.Owner]).toEqual([201, null]);
      expect((await activity(unassigned.json.ApplicantId))[0]!.text).toBe('Added as a New Lead, unassigned');
      const self = await call(
        'recruiter',
        'POST',
        API_CALLS.createApplicant.path,
        newApplicant({ OwnerId: rid.recruiter }),
      );
      expect(self.json.Owner?.RecruiterId).toBe(rid.recruiter);

      const other = await call(
        'recruiter',
        'POST',
        API_CALLS.createApplicant.path,
        newApplicant({ OwnerId: rid.recruiter2 }),
      );
      expect([other.status, other.json.Code, other.json.Message]).toEqual([
        403,
        'forbidden',
        `A recruiter can only take an applicant for themself; ${SUPERVISORS} can give it to someone else.`,
      ]);
      const bySupervisor = await call(
        'supervisor',
        'POST',
        API_CALLS.createApplicant.path,
        newApplicant({ OwnerId: rid.recruiter2 }),
      );
      expect([bySupervisor.status, bySupervisor.json.Owner]).toEqual([
        201,
        { RecruiterId: rid.recruiter2, Name: 'Reese Second' },
      ]);
      for (const ownerId of [rid.inactive, rid.acme, 999_999]) {
        const refused = await call(
          'supervisor',
          'POST',
          API_CALLS.createApplicant.path,
          newApplicant({ OwnerId: ownerId }),
        );
        expect([refused.status, refused.json.Errors]).toEqual([
          400,
          { OwnerId: 'Choose an owner from the list of active staff.' },
        ]);
      }
    });
  });

  describe('duplicates', () => {
    let original: Applicant;
    beforeAll(async () => {
      original = (
        await call(
          'recruiter',
          'POST',
          API_CALLS.createApplicant.path,
          newApplicant({
            FirstName: 'Dorothea',
            LastName: 'Dupont',
            Email: 'dorothea.dupont@example.com',
            MobilePhone: '+1 (773) 555-0142'.replace(/[()-]/g, ' ').replace(/\s+/g, ' '),
            Zip: '60614',
          }),
        )
      ).json;
    });
    const find = (body: Record<string, unknown>) =>
      call<DuplicateMatch[]>('recruiter', 'POST', API_CALLS.findApplicantDuplicates.path, body);

    it('finds the same e-mail (any case), the same mobile digits, the same last name + first two letters + ZIP', async () => {
      const byEmail = await find({ Email: 'DOROTHEA.Dupont@example.com' });
      expect(byEmail.json.map((match) => [match.Applicant.ApplicantId, match.MatchedOn])).toEqual([
        [original.ApplicantId, ['email']],
      ]);
      const byMobile = await find({ MobilePhone: '+17735550142' });
      expect(byMobile.json.map((match) => [match.Applicant.ApplicantId, match.MatchedOn])).toEqual([
        [original.ApplicantId, ['mobile']],
      ]);
      const byName = await find({ FirstName: 'Dot', LastName: 'DUPONT', Zip: '60614-0001' });
      expect(byName.json.map((match) => [match.Applicant.ApplicantId, match.MatchedOn])).toEqual([
        [original.ApplicantId, ['name-zip']],
      ]);
      const all = await find({
        Email: 'dorothea.dupont@example.com',
        MobilePhone: '1 773 555 0142',
        FirstName: 'Do',
        LastName: 'Dupont',
        Zip: '60614',
      });
      expect(all.json).toEqual([
        {
          Applicant: expect.objectContaining({ ApplicantId: original.ApplicantId }),
          MatchedOn: ['email', 'mobile', 'name-zip'],
        },
      ]);
      // Near misses match nothing: another ZIP, other first letters, a mobile sharing only a part, ExcludeId.
      for (const body of [
        { FirstName: 'Dorothea', LastName: 'Dupont', Zip: '60615' },
        { FirstName: 'Anna', LastName: 'Dupont', Zip: '60614' },
        { MobilePhone: '773 555 0142' },
        { Email: 'dorothea.dupont@example.com', ExcludeId: original.ApplicantId },
        {},
      ])
        expect({ body, found: (await find(body)).json }).toEqual({ body, found: [] });
      // Another agency's applicants are never found.
      const acme = await call<DuplicateMatch[]>('acme', 'POST', API_CALLS.findApplicantDuplicates.path, {
        Email: 'dorothea.dupont@example.com',
      });
      expect([acme.status, acme.json]).toEqual([200, []]);
      expect((await find({ Email: 5, ExcludeId: 'x' })).json.Errors).toEqual({
        Email: 'Email must be text of at most 200 characters.',
        ExcludeId: 'ExcludeId must be an applicant id.',
      });
    });

    it('refuses to create a duplicate the user has not seen (409), saves it when seen and records that', async () => {
      const body = newApplicant({ FirstName: 'Dora', LastName: 'Dupont', Zip: '60614', Email: 'dora.d@example.com' });
      const refused = await call('recruiter', 'POST', API_CALLS.createApplicant.path, body);
      expect([refused.status, refused.json.Code]).toEqual([409, 'duplicate_applicant']);
      expect(refused.json.Message).toBe(
        `A possible duplicate exists: Dorothea Dupont (#${original.Number}) has the same last name, first name start and ZIP. Review the possible duplicates, then save anyway if this is a different person.`,
      );
      // Seeing another applicant is not seeing this one.
      const wrongSeen = await call('recruiter', 'POST', API_CALLS.createApplicant.path, {
        ...body,
        DuplicatesSeen: [1],
      });
      expect(wrongSeen.status).toBe(409);
      const saved = await call('recruiter', 'POST', API_CALLS.createApplicant.path, {
        ...body,
        DuplicatesSeen: [original.ApplicantId],
      });
      expect(saved.status).toBe(201);
      expect((await activity(saved.json.ApplicantId)).map((row) => [row.kind, row.text])).toEqual([
        ['created', 'Added as a New Lead, owner Rita Recruiter'],
        ['duplicates-ignored', `Saved despite possible duplicates: Dorothea Dupont (#${original.Number})`],
      ]);
    });
  });

  describe('update', () => {
    it('lets the owner edit and writes an updated row naming the changed fields', async () => {
      const created = (await call('recruiter', 'POST', API_CALLS.createApplicant.path, newApplicant())).json;
      const body = {
        ...newApplicant(),
        FirstName: created.FirstName,
        LastName: created.LastName,
        Email: created.Email,
      };
      const updated = await call('recruiter', 'PUT', path(API_CALLS.updateApplicant, created.ApplicantId), {
        ...body,
        MobilePhone: created.MobilePhone,
        City: 'Evanston',
        Specialties: ['NICU'],
      });
      expect(updated.status).toBe(200);
      expect(updated.json).toMatchObject({ City: 'Evanston', Specialties: ['NICU'], Status: 'lead' });
      expect(Date.parse(updated.json.UpdatedAt)).toBeGreaterThanOrEqual(Date.parse(created.UpdatedAt));
      expect((await activity(created.ApplicantId)).at(-1)).toMatchObject({
        kind: 'updated',
        text: 'Changed City, Specialties',
        actor_name: 'Rita Recruiter',
      });
      // Saving the same values changes nothing and writes no row.
      const before = (await activity(created.ApplicantId)).length;
      await call('recruiter', 'PUT', path(API_CALLS.updateApplicant, created.ApplicantId), {
        ...body,
        MobilePhone: created.MobilePhone,
        City: 'Evanston',
        Specialties: ['NICU'],
      });
      expect(await activity(created.ApplicantId)).toHaveLength(before);
      // 400 with the schema's messages, as on create.
      const bad = await call('recruiter', 'PUT', path(API_CALLS.updateApplicant, created.ApplicantId), {
        ...body,
        Email: '',
        State: 'Illinois',
      });
      expect([bad.status, bad.json.Errors]).toEqual([400, { Email: m.emailRequired, State: m.stateInvalid }]);
    });

    it("refuses a recruiter another recruiter's applicant (403); supervisors edit any; an unassigned one is taken", async () => {
      const owned = (await call('recruiter2', 'POST', API_CALLS.createApplicant.path, newApplicant())).json;
      const edit = { FirstName: owned.FirstName, LastName: 'Changed', Email: owned.Email };
      const refused = await call('recruiter', 'PUT', path(API_CALLS.updateApplicant, owned.ApplicantId), edit);
      expect([refused.status, refused.json.Message]).toEqual([
        403,
        `Only the recruiter who owns this applicant, or ${SUPERVISORS}, can change it.`,
      ]);
      const bySupervisor = await call('supervisor', 'PUT', path(API_CALLS.updateApplicant, owned.ApplicantId), edit);
      expect([bySupervisor.status, bySupervisor.json.LastName, bySupervisor.json.Owner?.RecruiterId]).toEqual([
        200,
        'Changed',
        rid.recruiter2,
      ]);

      const free = (await call('supervisor', 'POST', API_CALLS.createApplicant.path, newApplicant({ OwnerId: null })))
        .json;
      const taken = await call('recruiter', 'PUT', path(API_CALLS.updateApplicant, free.ApplicantId), {
        FirstName: free.FirstName,
        LastName: free.LastName,
        Email: free.Email,
        MobilePhone: free.MobilePhone,
        City: 'Oak Park',
      });
      expect([taken.status, taken.json.Owner]).toEqual([200, { RecruiterId: rid.recruiter, Name: 'Rita Recruiter' }]);
      expect((await activity(free.ApplicantId)).map((row) => [row.kind, row.text])).toEqual([
        ['created', 'Added as a New Lead, unassigned'],
        ['assigned', 'Assigned to Rita Recruiter (took the unassigned applicant)'],
        ['updated', 'Changed City'],
      ]);
    });
  });

  describe('assign', () => {
    it('supervisors reassign and unassign; a recruiter only takes an unassigned applicant for themself', async () => {
      const a = (await call('recruiter', 'POST', API_CALLS.createApplicant.path, newApplicant())).json;
      const assign = (who: Who, ownerId: unknown) =>
        call(who, 'PUT', path(API_CALLS.assignApplicant, a.ApplicantId), { OwnerId: ownerId });

      const give = await assign('recruiter', rid.recruiter2);
      expect([give.status, give.json.Message]).toEqual([
        403,
        `Only ${SUPERVISORS} can reassign an applicant that has an owner.`,
      ]);
      expect((await assign('supervisor', rid.recruiter2)).json.Owner).toEqual({
        RecruiterId: rid.recruiter2,
        Name: 'Reese Second',
      });
      expect((await assign('manager', null)).json.Owner).toBeNull();
      const toOther = await assign('recruiter', rid.recruiter2);
      expect([toOther.status, toOther.json.Message]).toEqual([
        403,
        `A recruiter can only take an applicant for themself; ${SUPERVISORS} can give it to someone else.`,
      ]);
      const take = await assign('recruiter', rid.recruiter);
      expect([take.status, take.json.Owner?.RecruiterId]).toEqual([200, rid.recruiter]);
      expect((await activity(a.ApplicantId)).slice(1).map((row) => [row.kind, row.text, row.actor_name])).toEqual([
        ['assigned', 'Assigned to Reese Second', 'Sam Supervisor'],
        ['assigned', 'Unassigned', 'Mona Manager'],
        ['assigned', 'Assigned to Rita Recruiter', 'Rita Recruiter'],
      ]);
      for (const bad of ['1', 1.5, -1, undefined])
        expect((await assign('supervisor', bad)).json.Errors).toEqual({
          OwnerId: 'OwnerId must be a recruiter id, or null for unassigned.',
        });
      for (const gone of [rid.inactive, rid.acme])
        expect((await assign('supervisor', gone)).json.Errors).toEqual({
          OwnerId: 'Choose an owner from the list of active staff.',
        });
    });

    it('lists the active staff of the agency as owners', async () => {
      const owners = await call<ApplicantOwner[]>('recruiter', 'GET', API_CALLS.listApplicantOwners.path);
      const ids = owners.json.map((owner) => owner.RecruiterId);
      expect(ids).toEqual(expect.arrayContaining([rid.recruiter, rid.recruiter2, rid.supervisor, rid.admin]));
      expect(ids).not.toContain(rid.inactive);
      expect(ids).not.toContain(rid.acme);
      expect(owners.json.find((owner) => owner.RecruiterId === rid.recruiter)!.Name).toBe('Rita Recruiter');
    });
  });

  describe('archive and restore', () => {
    it('administrators and admins archive; archived ones leave the lists and counts and are restorable for 30 days', async () => {
      const a = (await call('recruiter', 'POST', API_CALLS.createApplicant.path, newApplicant())).json;
      for (const who of ['recruiter', 'supervisor', 'manager'] as const) {
        const refused = await call(who, 'DELETE', path(API_CALLS.archiveApplicant, a.ApplicantId));
        expect([refused.status, refused.json.Message]).toEqual([
          403,
          'Only an administrator or admin can archive or restore applicants.',
        ]);
      }
      const countsBefore = await call<{ Status: string; Count: number }[]>(
        'recruiter',
        'GET',
        API_CALLS.getApplicantStatusCounts.path,
      );
      const archived = await call('administrator', 'DELETE', path(API_CALLS.archiveApplicant, a.ApplicantId));
      expect(archived.status).toBe(200);
      expect(Date.parse(archived.json.ArchivedAt!)).not.toBeNaN();
      expect((await call('admin', 'DELETE', path(API_CALLS.archiveApplicant, a.ApplicantId))).json.Code).toBe(
        'already_archived',
      );
      const counts = await call<{ Status: string; Count: number }[]>(
        'recruiter',
        'GET',
        API_CALLS.getApplicantStatusCounts.path,
      );
      expect(counts.json.find((c) => c.Status === 'lead')!.Count).toBe(
        countsBefore.json.find((c) => c.Status === 'lead')!.Count - 1,
      );
      // Hidden from those who cannot archive (404); visible to those who can; changes wait for a restore.
      expect((await call('recruiter', 'GET', path(API_CALLS.getApplicant, a.ApplicantId))).status).toBe(404);
      expect((await call('manager', 'GET', path(API_CALLS.getApplicant, a.ApplicantId))).status).toBe(404);
      expect((await call('admin', 'GET', path(API_CALLS.getApplicant, a.ApplicantId))).json.ArchivedAt).toBe(
        archived.json.ArchivedAt,
      );
      const edit = { FirstName: 'X', LastName: 'Y', Email: 'x.y@example.com' };
      expect((await call('recruiter', 'PUT', path(API_CALLS.updateApplicant, a.ApplicantId), edit)).status).toBe(404);
      const archivedEdit = await call('admin', 'PUT', path(API_CALLS.updateApplicant, a.ApplicantId), edit);
      expect([archivedEdit.status, archivedEdit.json.Code]).toEqual([409, 'applicant_archived']);
      const list = await call<{ Items: { ApplicantId: number }[] }>(
        'admin',
        'GET',
        `${API_CALLS.listApplicants.path}?q=${encodeURIComponent(a.Email)}`,
      );
      expect(list.json.Items).toEqual([]);

      const restored = await call('admin', 'POST', path(API_CALLS.restoreApplicant, a.ApplicantId));
      expect([restored.status, restored.json.ArchivedAt]).toEqual([200, null]);
      expect((await call('admin', 'POST', path(API_CALLS.restoreApplicant, a.ApplicantId))).json.Code).toBe(
        'not_archived',
      );
      expect((await call('recruiter', 'POST', path(API_CALLS.restoreApplicant, a.ApplicantId))).status).toBe(403);
      expect((await call('recruiter', 'GET', path(API_CALLS.getApplicant, a.ApplicantId))).status).toBe(200);

      // Archived 31 days ago: too late.
      await call('admin', 'DELETE', path(API_CALLS.archiveApplicant, a.ApplicantId));
      await db
        .updateTable('applicants')
        .set({ archived_at: sql<Date>`now() - interval '31 days'` })
        .where('id', '=', a.ApplicantId)
        .execute();
      const late = await call('admin', 'POST', path(API_CALLS.restoreApplicant, a.ApplicantId));
      expect([late.status, late.json.Code]).toEqual([409, 'restore_expired']);
      expect(late.json.Message).toMatch(
        /^This applicant was archived on \d{4}-\d{2}-\d{2}, more than 30 days ago, and can no longer be restored\.$/,
      );
      expect((await activity(a.ApplicantId)).map((row) => row.kind)).toEqual([
        'created',
        'archived',
        'restored',
        'archived',
      ]);
    });
  });

  describe('who may call', () => {
    it("answers 404 for another agency's applicant and for ids that name none", async () => {
      const a = (await call('recruiter', 'POST', API_CALLS.createApplicant.path, newApplicant())).json;
      const edit = { FirstName: 'Acme', LastName: 'Takeover', Email: 'acme@example.com' };
      for (const [method, descriptor, body] of [
        ['GET', API_CALLS.getApplicant, undefined],
        ['PUT', API_CALLS.updateApplicant, edit],
        ['PUT', API_CALLS.assignApplicant, { OwnerId: null }],
        ['DELETE', API_CALLS.archiveApplicant, undefined],
        ['POST', API_CALLS.restoreApplicant, undefined],
        ['GET', API_CALLS.listApplicantDocuments, undefined],
      ] as const) {
        const result = await call('acme', method, path(descriptor, a.ApplicantId), body);
        expect({ call: descriptor.path, status: result.status, body: result.json }).toEqual({
          call: descriptor.path,
          status: 404,
          body: { Code: 'not_found', Message: 'Applicant not found.' },
        });
      }
      for (const id of ['0', '-1', 'abc', '99999999999', '1.5'])
        expect((await call('admin', 'GET', `/api/applicants/${id}`)).status).toBe(404);
      // Untouched.
      expect((await call('recruiter', 'GET', path(API_CALLS.getApplicant, a.ApplicantId))).json).toEqual(a);
    });

    it('lets a configured portal origin archive across origins (DELETE in the CORS methods)', async () => {
      const preflight = await http(s, 'OPTIONS', path(API_CALLS.archiveApplicant, 1), {
        headers: {
          origin: 'https://portal.example.com',
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'authorization',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
      expect(preflight.headers.get('access-control-allow-methods')?.split(/,\s*/)).toContain('DELETE');
    });

    it('refuses applicant accounts (403) on every record call', async () => {
      const id = (await call('recruiter', 'POST', API_CALLS.createApplicant.path, newApplicant())).json.ApplicantId;
      for (const descriptor of [
        API_CALLS.listApplicants,
        API_CALLS.exportApplicants,
        API_CALLS.getApplicantStatusCounts,
        API_CALLS.listApplicantOwners,
        API_CALLS.getApplicant,
        API_CALLS.findApplicantDuplicates,
        API_CALLS.createApplicant,
        API_CALLS.updateApplicant,
        API_CALLS.assignApplicant,
        API_CALLS.archiveApplicant,
        API_CALLS.restoreApplicant,
        API_CALLS.listApplicantDocuments,
        API_CALLS.uploadApplicantResume,
        API_CALLS.downloadApplicantDocument,
      ]) {
        const url = pathOf(descriptor, { id, documentId: 1 } as never);
        const result = await call('applicant', descriptor.method, url, descriptor.method === 'GET' ? undefined : {});
        expect({ url, status: result.status, code: result.json.Code }).toEqual({ url, status: 403, code: 'forbidden' });
      }
    });
  });

  it('a self-registered applicant becomes a New Lead from the portal with a created row by no one', async () => {
    const email = 'self.registered@example.com';
    const registered = await http<RegistrationResponse & ApiErrorBody>(s, 'POST', API_PATHS.register, {
      body: {
        IsVerified: false,
        Middle_Name: '',
        First_Name: 'Selma',
        Last_Name: 'Self',
        Email: email,
        Password: 'Nurse#2024',
      },
    });
    expect(registered.status).toBe(201);
    const row = await db
      .selectFrom('applicants')
      .select(['id', 'user_id'])
      .where('agency_id', '=', demo)
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const applicant = await call('recruiter', 'GET', path(API_CALLS.getApplicant, row.id));
    expect(applicant.json).toMatchObject({
      FirstName: 'Selma',
      LastName: 'Self',
      Status: 'lead',
      Source: 'portal',
      Owner: null,
      UserId: row.user_id,
    });
    expect(await activity(row.id)).toEqual([
      { kind: 'created', text: 'Registered on the portal', actor_id: null, actor_name: '', to_status: 'lead' },
    ]);
  });
});
