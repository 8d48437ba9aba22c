import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ONBOARDING_FORM_KEYS,
  type I9Section2Document,
  type OnboardingAuditEntry,
  type OnboardingFormDocument,
  type OnboardingFormKey,
  type OnboardingOverview,
} from '@agency/api-client/contract';
import { DEMO_APPLICANT_EMAIL, seedDemo } from '../src/seed/demo';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import { rawRequest } from './onboarding-helpers';

/** The demo's onboarding (features/onboarding/seed.ts), read through the staff's and the applicant's calls. */
describe.each(DB_KINDS)('the demo onboarding seed on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'admin' | 'applicant', string>;

  beforeAll(async () => {
    s = await startServer(kind, { seed: false });
    db = s.app.services.db;
    await seedDemo(db, s.app.services.hasher, s.config);
    token.recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    token.admin = (await signIn(s, 'admin@demo.test')).access_token;
    token.applicant = (await signIn(s, DEMO_APPLICANT_EMAIL)).access_token;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const staff = <T>(path: string, who: 'recruiter' | 'admin' = 'recruiter') =>
    http<T>(s, 'GET', path, { token: token[who] });

  /** The current version of each seeded form: applicant, status, form. */
  const current = async () =>
    (
      await sql<{ applicant_id: number; form: string; status: string; app_status: string; reason: string | null }>`
        SELECT DISTINCT ON (d.applicant_id, d.form) d.applicant_id, d.form, d.status, a.status AS app_status,
          d.changes_reason AS reason
        FROM onboarding_documents d JOIN applicants a ON a.id = d.applicant_id
        WHERE a.user_id IS NULL
        ORDER BY d.applicant_id, d.form, d.version DESC`.execute(db)
    ).rows;

  it('spreads the forms over the pipeline: further along, more forms; every state present', async () => {
    const rows = await current();
    const applicants = new Set(rows.map((row) => row.applicant_id));
    expect(applicants.size).toBeGreaterThanOrEqual(50);
    expect(applicants.size).toBeLessThanOrEqual(100);
    for (const status of ['in-progress', 'submitted', 'approved', 'changes-requested'])
      expect(rows.filter((row) => row.status === status).length, status).toBeGreaterThan(0);
    for (const row of rows.filter((r) => r.status === 'changes-requested')) expect(row.reason).toBeTruthy();
    // Every Accepted applicant: Personal approved, Identification, Emergency, W-9 and the I-9; CHRC Form Info approved.
    const accepted = await db
      .selectFrom('applicants')
      .select('id')
      .where('status', '=', 'accepted')
      .where('user_id', 'is', null)
      .execute();
    expect(accepted.length).toBeGreaterThan(0);
    for (const { id } of accepted) {
      const forms = new Map(rows.filter((row) => row.applicant_id === id).map((row) => [row.form, row.status]));
      expect(forms.get('personal-info')).toBe('approved');
      expect(forms.get('cbc-form-info'), `${id} cbc-form-info`).toBe('approved');
      for (const form of ['identification-info', 'emergency-info', 'w9-form-info', 'uscis-info'])
        expect(forms.has(form), `${id} ${form}`).toBe(true);
    }
    // The I-9 only after an accepted offer (it is locked before).
    expect(rows.filter((row) => row.form === 'uscis-info' && row.app_status !== 'accepted')).toEqual([]);
    // The Nurse Form: submitted by Accepted nurses, its license and two certifications reported as expiries.
    const nurseForms = rows.filter((row) => row.form === 'nurse-form');
    expect(nurseForms.length).toBeGreaterThan(0);
    expect(nurseForms.filter((row) => row.app_status !== 'accepted' || row.status !== 'submitted')).toEqual([]);
    const nurseExpiries = await db
      .selectFrom('credential_expiries')
      .select('applicant_id')
      .where('source', '=', 'nurse-form')
      .execute();
    expect(nurseExpiries.length).toBe(nurseForms.length * 3);
    // Some run out within the month, as in a working agency (the dashboard's card is not empty).
    const soon = await db
      .selectFrom('credential_expiries')
      .select('applicant_id')
      .where('source', '=', 'nurse-form')
      .where(sql<boolean>`expires_on <= current_date + 30`)
      .execute();
    expect(soon.length).toBeGreaterThan(0);
    // Physical Info (a health form): submitted by Accepted nurses, stored apart, its TB and fit test expiries reported.
    const physical = rows.filter((row) => row.form === 'nurse-physical-info');
    expect(physical.length).toBe(nurseForms.length);
    expect(physical.filter((row) => row.app_status !== 'accepted' || row.status !== 'submitted')).toEqual([]);
    const physicalExpiries = await db
      .selectFrom('credential_expiries')
      .select('key')
      .where('source', '=', 'nurse-physical-info')
      .execute();
    expect(physicalExpiries.length).toBe(physical.length * 2);
    const perApplicant = (status: string) => {
      const of = rows.filter((row) => row.app_status === status);
      return of.length / Math.max(1, new Set(of.map((row) => row.applicant_id)).size);
    };
    expect(perApplicant('accepted')).toBeGreaterThan(perApplicant('final-interview'));
    const section2 = await db.selectFrom('onboarding_i9_section2').select('status').execute();
    expect(section2.some((row) => row.status === 'completed')).toBe(true);
    // Identifiers are sealed: no W-9 TIN or I-9 SSN in plain digits.
    const plain = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM onboarding_documents
      WHERE data->>'Tin' ~ '^[0-9]{9}$' OR data->>'Ssn' ~ '^[0-9]{9}$'`.execute(db);
    expect(plain.rows[0]!.n).toBe(0);
    // CHRC Form Info's license numbers too (TEST… in the seed).
    const licenses = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM onboarding_documents
      WHERE form = 'cbc-form-info' AND data->>'DriversLicenseNumber' LIKE 'TEST%'`.execute(db);
    expect(licenses.rows[0]!.n).toBe(0);
  });

  it('an approved seeded W-9 reads masked, reveals a never-issued SSN, and its signed PDF renders with its hash', async () => {
    const row = await db
      .selectFrom('onboarding_documents')
      .select(['applicant_id', 'document_hash'])
      .where('form', '=', 'w9-form-info')
      .where('status', '=', 'approved')
      .where(sql<boolean>`data->>'TinType' = 'ssn'`)
      .orderBy('applicant_id')
      .executeTakeFirstOrThrow();
    const base = `/api/applicants/${row.applicant_id}/onboarding`;
    const form = await staff<OnboardingFormDocument>(`${base}/forms/w9-form-info`);
    expect(form.status).toBe(200);
    expect(form.json).toMatchObject({
      Status: 'approved',
      Edition: 'Rev. March 2024',
      DocumentHash: row.document_hash,
    });
    expect((form.json.Data as { Tin: string }).Tin).toMatch(/^\*\*\*-\*\*-\d{4}$/);
    expect(form.json.Signatures).toHaveLength(1);
    expect(form.json.ReviewedBy).toBeTruthy();
    const revealed = await http<{ Value: string }>(s, 'POST', `${base}/forms/w9-form-info/reveal`, {
      token: token.admin,
      body: { Field: 'Tin' },
    });
    expect(revealed.status).toBe(200);
    expect(revealed.json.Value).toMatch(/^9\d{8}$/);

    const pdf = await rawRequest(s, 'GET', `${base}/forms/w9-form-info/pdf`, token.recruiter);
    expect(pdf.status).toBe(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })).text;
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('W9 Form Info (Rev. March 2024)');
    expect(flat).toContain(row.document_hash!);
    expect(flat).toContain(form.json.Signatures[0]!.TypedName);
    // The staff's PDF shows the SSN masked (the full original is a revealed read: security-pdf-masking.test.ts).
    expect(flat).toContain(`***-**-${revealed.json.Value.slice(-4)}`);
    expect(flat).not.toContain(revealed.json.Value);
    // Its history: the draft's start, the consent, the submission, the signature and the approval, in the past.
    const audit = await staff<OnboardingAuditEntry[]>(`${base}/audit`);
    const w9 = audit.json.filter((entry) => entry.Form === 'w9-form-info' && entry.Version === 1).reverse();
    expect(w9.map((entry) => entry.Action)).toEqual([
      'draft-started',
      'submitted',
      'signed',
      'approved',
      'revealed',
      'pdf-downloaded',
    ]);
    expect(audit.json.some((entry) => entry.Action === 'consent-given')).toBe(true);
    expect(Date.parse(w9[3]!.At)).toBeLessThan(Date.now() - 60_000);
  });

  it('a completed seeded Section 2 is signed by the employer over the Section 1 it completes', async () => {
    const row = await db
      .selectFrom('onboarding_i9_section2')
      .select('applicant_id')
      .where('status', '=', 'completed')
      .orderBy('applicant_id')
      .executeTakeFirstOrThrow();
    const section2 = await staff<I9Section2Document>(`/api/applicants/${row.applicant_id}/onboarding/i9/section-2`);
    expect(section2.status).toBe(200);
    expect(section2.json).toMatchObject({ Status: 'completed', Overdue: false });
    expect(section2.json.Signature).toMatchObject({ Signer: 'employer' });
    const pdf = await rawRequest(
      s,
      'GET',
      `/api/applicants/${row.applicant_id}/onboarding/forms/uscis-info/pdf`,
      token.recruiter,
    );
    expect(pdf.status).toBe(200);
  });

  it('gives the demo applicant account Personal Info approved and Identification in progress, W-9 and Emergency not started', async () => {
    const overview = await http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: token.applicant });
    expect(overview.status).toBe(200);
    // Every other form of the contract (issue 12's included) is not started.
    const started: Partial<Record<OnboardingFormKey, string>> = {
      'personal-info': 'approved',
      'identification-info': 'in-progress',
      // The account is an RN: its Nurse Form started (a license entered).
      'nurse-form': 'in-progress',
    };
    expect(overview.json.Forms.map((form) => [form.Form, form.Status])).toEqual(
      ONBOARDING_FORM_KEYS.map((key) => [key, started[key] ?? 'not-started']),
    );
    expect(overview.json.Progress.Submitted).toBe(1);
    const identification = await http<OnboardingFormDocument>(s, 'GET', '/api/onboarding/forms/identification-info', {
      token: token.applicant,
    });
    expect((identification.json.Data as { Documents: { Number: string }[] }).Documents[0]!.Number).toBe('****2913');
  });
});
