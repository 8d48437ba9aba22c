import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  pathOf,
  type ApiErrorBody,
  type CareerApplicationPayload,
  type InstitutionSummary,
  type JobOrder,
  type JobOrderPayload,
  type Page,
  type PublicReferenceForm,
  type RecruiterRegistrationResponse,
} from '@agency/api-client/contract';
import { ConfigError, loadConfig } from '../src/app/config';
import { agencyIdOf } from '../src/features/agency';
import { agencyLinkOrigin } from '../src/platform/tenant';
import { DB_KINDS, http, outbox, PASSWORD, signIn, startServer, type TestServer } from './helpers';
import { newApplicant } from './onboarding-helpers';

// Security review, issue 27 item 8 (and 10a): the anonymous recruiter self-registration put the request's
// `Origin` into the link of the owner's notification, even with ISSUER set in production, so anyone could mail
// an agency's owner a link to a site of their choosing from the agency's own address. Links in e-mails to
// anyone but the requester now come from the agency's configured origin (AGENCY_ORIGIN, `{agency}` standing
// for its slug), else ISSUER, and only outside production without either from the request's own origin: never
// from the Origin header. Reference links (10a) work only at their own agency's address.

const EVIL = 'https://evil.example';
const AGENCY_ORIGIN = 'https://{agency}.portal.example.com';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('AGENCY_ORIGIN and the origin of links', () => {
  it('takes an origin whose first host label is {agency}; refuses anything else', () => {
    expect(loadConfig({}).agencyOrigin).toBeNull();
    expect(loadConfig({ AGENCY_ORIGIN }).agencyOrigin).toBe(AGENCY_ORIGIN);
    expect(loadConfig({ AGENCY_ORIGIN: 'http://{agency}.localhost:3000/' }).agencyOrigin).toBe(
      'http://{agency}.localhost:3000',
    );
    for (const bad of [
      'https://portal.example.com',
      'https://portal.{agency}.example.com',
      'https://{agency}.portal.example.com/path',
      'https://{agency}.portal.example.com?x=1',
      'ftp://{agency}.portal.example.com',
      'https://user@{agency}.portal.example.com',
      '{agency}.portal.example.com',
    ])
      expect(problemsOf({ AGENCY_ORIGIN: bad }), bad).toEqual([expect.stringMatching(/^AGENCY_ORIGIN=/)]);
  });

  it("is the agency origin, else ISSUER, else (outside production) the request's own origin; never Origin", () => {
    const request = {
      protocol: 'https',
      host: 'acme.localhost:3000',
      headers: { origin: EVIL, host: 'acme.localhost:3000' },
    } as unknown as FastifyRequest;
    const settings = { agencyOrigin: null, issuer: null, production: false };
    expect(agencyLinkOrigin({ ...settings, agencyOrigin: AGENCY_ORIGIN }, 'acme', request)).toBe(
      'https://acme.portal.example.com',
    );
    expect(agencyLinkOrigin({ ...settings, issuer: 'https://portal.example.com' }, 'acme', request)).toBe(
      'https://portal.example.com',
    );
    expect(agencyLinkOrigin(settings, 'acme', request)).toBe('https://acme.localhost:3000');
    expect(() => agencyLinkOrigin({ ...settings, production: true }, 'acme', request)).toThrow(/ISSUER/);
  });
});

describe.each(DB_KINDS)('links in e-mails on %s', (kind) => {
  let configured: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    configured = await startServer(kind, {
      config: { issuer: 'https://portal.example.com', agencyOrigin: AGENCY_ORIGIN },
    });
    plain = await startServer(kind);
  });
  afterAll(async () => {
    await configured?.close();
    await plain?.close();
  });

  const register = (s: TestServer, email: string, host?: string) =>
    http<RecruiterRegistrationResponse & ApiErrorBody>(s, 'POST', '/api/staff/registrations', {
      body: {
        First_Name: 'Eve',
        Last_Name: 'Lure',
        Email: email,
        Password: PASSWORD,
        IsVerified: false,
        Middle_Name: '',
      },
      headers: { origin: EVIL, ...(host ? { host } : {}) },
    });
  const mailOf = async (s: TestServer, kindOf: string, to: string, host?: string) => {
    const found = (await outbox(s, host ? { host } : {})).find((entry) => entry.Kind === kindOf && entry.To === to);
    expect(found, `${kindOf} to ${to}`).toBeDefined();
    return found!.Text;
  };

  it("the owner's notice of a self-registration links to the agency's origin, not the request's Origin", async () => {
    const email = `eve.${kind}.${randomUUID().slice(0, 8)}@acme.test`;
    const created = await register(configured, email, 'acme.localhost');
    expect(created.status, created.text).toBe(201);
    const notice = await mailOf(configured, 'recruiter-registration', 'owner@acme.test', 'acme.localhost');
    expect(notice).toContain('https://acme.portal.example.com/recruiter');
    expect(notice).not.toContain('evil');

    // Without AGENCY_ORIGIN and ISSUER (development): the request's own origin, still never its Origin header.
    const other = `eve.${kind}.${randomUUID().slice(0, 8)}@demo.test`;
    expect((await register(plain, other)).status).toBe(201);
    const local = await mailOf(plain, 'recruiter-registration', 'owner@demo.test');
    expect(local).toContain(`${plain.baseUrl}/recruiter`);
    expect(local).not.toContain('evil');
  });

  it('invitations and approvals link to the agency origin whatever Origin the staff request carries', async () => {
    const owner = (await signIn(configured, 'owner@acme.test', PASSWORD, 'acme')).access_token;
    const acme = { origin: EVIL, host: 'acme.localhost' };
    const invitee = `ivy.${kind}.${randomUUID().slice(0, 8)}@acme.test`;
    const invited = await http<ApiErrorBody>(configured, 'POST', '/api/staff/invitations', {
      token: owner,
      headers: acme,
      body: { FirstName: 'Ivy', LastName: 'Invite', Email: invitee, Title: '', Roles: ['recruiter'] },
    });
    expect(invited.status, invited.text).toBe(200);
    const invitation = await mailOf(configured, 'staff-invitation', invitee, 'acme.localhost');
    expect(invitation).toMatch(/https:\/\/acme\.portal\.example\.com\/accept-invitation\/[A-Za-z0-9_-]{43}/);
    expect(invitation).not.toContain('evil');

    const joiner = `jo.${kind}.${randomUUID().slice(0, 8)}@acme.test`;
    const registered = await register(configured, joiner, 'acme.localhost');
    expect(registered.status, registered.text).toBe(201);
    await configured.app.services.db
      .updateTable('users')
      .set({ is_verified: true })
      .where('id', '=', registered.json.UserId)
      .execute();
    const approved = await http<ApiErrorBody>(configured, 'POST', `/api/staff/${registered.json.RecruiterId}/approve`, {
      token: owner,
      headers: acme,
      body: { Roles: ['recruiter'] },
    });
    expect(approved.status, approved.text).toBe(200);
    const welcome = await mailOf(configured, 'recruiter-approved', joiner, 'acme.localhost');
    expect(welcome).toContain('https://acme.portal.example.com/login');
    expect(welcome).not.toContain('evil');
  });

  it("a reference link is on its agency's origin and works only at its agency's address (10a)", async () => {
    const db = configured.app.services.db;
    const applicant = await newApplicant(configured, 'acme');
    const referenceId = randomUUID();
    const email = `ref.${kind}.${randomUUID().slice(0, 8)}@hospital.test`;
    await db
      .insertInto('onboarding_documents')
      .values({
        agency_id: await agencyIdOf(db, 'acme'),
        applicant_id: applicant.id,
        form: 'nurse-form',
        version: 1,
        status: 'in-progress',
        data: JSON.stringify({
          References: [{ Id: referenceId, Name: 'Dana Ref', Facility: 'ICU', Email: email, Supervisory: true }],
        }),
      })
      .execute();
    const sent = await http(configured, 'POST', `/api/onboarding/references/${referenceId}/request`, {
      token: applicant.token,
      headers: { origin: EVIL, host: 'acme.localhost' },
    });
    expect(sent.status, sent.text).toBe(200);
    const text = await mailOf(configured, 'reference-request', email, 'acme.localhost');
    const link = /(https:\/\/[^\s/]+)\/reference\/([A-Za-z0-9_-]+)/.exec(text);
    expect(link?.[1]).toBe('https://acme.portal.example.com');
    const token = link![2]!;

    // Another agency's address (or the default agency's) does not know the link; its own does.
    for (const host of ['demo.localhost', 'localhost']) {
      const elsewhere = await http<ApiErrorBody>(configured, 'GET', `/api/reference-requests/${token}`, {
        headers: { host },
      });
      expect(elsewhere.status, host).toBe(404);
      const answered = await http<ApiErrorBody>(configured, 'POST', `/api/reference-requests/${token}`, {
        headers: { host },
        body: {},
      });
      expect(answered.status, host).toBe(404);
    }
    const own = await http<PublicReferenceForm>(configured, 'GET', `/api/reference-requests/${token}`, {
      headers: { host: 'acme.localhost' },
    });
    expect(own.status, own.text).toBe(200);
    expect(own.json.ReferenceName).toBe('Dana Ref');
  });

  it("a careers application's e-mail links to its agency's portal, not the API address the careers site called (issue 28)", async () => {
    const manager = (await signIn(configured, 'manager@demo.test')).access_token;
    const facilities = await http<Page<InstitutionSummary>>(configured, 'GET', '/api/institutions?pageSize=1', {
      token: manager,
    });
    const job = await http<JobOrder>(configured, 'POST', API_CALLS.createJobOrder.path, {
      token: manager,
      body: {
        Title: 'RN ICU, nights',
        InstitutionId: facilities.json.Items[0]!.Id,
        Unit: '',
        Discipline: 'RN',
        Specialty: 'ICU',
        Shift: 'nights',
        ShiftHours: 12,
        HoursPerWeek: 36,
        GuaranteedHours: null,
        StartDate: '2031-03-10',
        DurationWeeks: 13,
        Openings: 1,
        EmploymentType: 'travel',
        PayHourlyCents: 5100,
        HousingStipendWeeklyCents: 0,
        MealsStipendWeeklyCents: 0,
        OvertimeHourlyCents: null,
        BillRateCents: null,
        LicenseStates: ['TX'],
        CompactLicenseAccepted: true,
        Certifications: [],
        YearsExperience: 0,
        Emr: '',
        InterviewRequired: false,
        Description: '',
        Status: 'open',
        StatusReason: '',
        OwnerId: null,
        Public: true,
      } satisfies JobOrderPayload,
    });
    expect(job.status, job.text).toBe(201);
    // As the careers site passes the calls on: to the API's own address, the agency named by `old`, the
    // visitor's Origin being the careers site's.
    const resume = await fetch(`${configured.baseUrl}${API_CALLS.uploadCareerResume.path}?fileName=cv.pdf&old=demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', origin: EVIL },
      body: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    expect(resume.status).toBe(201);
    const email = `rosa.${kind}.${randomUUID().slice(0, 8)}@mail.test`;
    const applied = await http<ApiErrorBody>(
      configured,
      'POST',
      `${pathOf(API_CALLS.applyToJob, { id: job.json.Id })}?old=demo`,
      {
        headers: { origin: EVIL },
        body: {
          FirstName: 'Rosa',
          LastName: 'Diaz',
          Email: email,
          MobilePhone: '+1 713 555 0199',
          Discipline: 'RN',
          LicenseStates: ['TX'],
          ResumeToken: ((await resume.json()) as { ResumeToken: string }).ResumeToken,
        } satisfies CareerApplicationPayload,
      },
    );
    expect(applied.status, applied.text).toBe(201);
    const text = await mailOf(configured, 'careers-application', email);
    expect(text).toContain('https://demo.portal.example.com/registration');
    expect(text).not.toContain(configured.baseUrl);
    expect(text).not.toContain('https://portal.example.com/');
    expect(text).not.toContain('evil');
  });
});
