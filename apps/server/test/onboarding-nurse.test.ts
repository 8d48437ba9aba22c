import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NURSE_FORM_ATTESTATION_TEXT,
  ONBOARDING_FORM_KEYS,
  onboardingFormsFor,
  type ApplicantSummary,
  type OnboardingFormDocument,
  type OnboardingOverview,
  type Page,
} from '@agency/api-client/contract';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';
import {
  consent,
  EMERGENCY,
  newApplicant,
  NURSE_FORM,
  PERSONAL_INFO,
  rawRequest,
  SIGNATURE,
  submit,
} from './onboarding-helpers';

// The Nurse Form (issue 12): for the nursing disciplines only (checklist, progress, 423 for the others),
// validated by its schema (literal messages), its card uploads the applicant's own, its licenses and
// certifications reported as credential expiries, its PDF with the attestation.

const FORM = 'nurse-form';
const LOCKED = 'This form is for RN, LPN/LVN and CNA applicants only.';
const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe.each(DB_KINDS)('the Nurse Form on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let recruiter: string;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    recruiter = (await signIn(s, 'admin@demo.test')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const setDiscipline = (id: number, discipline: string | null) =>
    db.updateTable('applicants').set({ discipline }).where('id', '=', id).execute();
  const overviewOf = async (token: string) =>
    (await http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token })).json;
  const expiriesOf = async (applicantId: number) =>
    db
      .selectFrom('credential_expiries')
      .select(['source', 'key', 'label', sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on')])
      .where('applicant_id', '=', applicantId)
      .orderBy('key')
      .execute();

  it('is on the checklist of nurses (and of applicants whose discipline is not known yet), not of other disciplines', async () => {
    const a = await newApplicant(s);
    // No discipline yet: every form.
    let overview = await overviewOf(a.token);
    expect(overview.Forms.map((form) => form.Form)).toEqual([...ONBOARDING_FORM_KEYS]);
    expect(overview.Forms.length).toBe(ONBOARDING_FORM_KEYS.length);

    await setDiscipline(a.id, 'PT');
    overview = await overviewOf(a.token);
    expect(overview.Forms.map((form) => form.Form)).not.toContain(FORM);
    expect(overview.Forms.length).toBe(onboardingFormsFor('PT').length);
    // Its screen says why; saving and submitting are refused with the same reason.
    const document = await http<OnboardingFormDocument>(s, 'GET', `/api/onboarding/forms/${FORM}`, { token: a.token });
    expect(document.status).toBe(200);
    expect(document.json.Locked).toBe(LOCKED);
    const draft = await http<{ Message: string }>(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, {
      token: a.token,
      body: { Data: { Licenses: [] } },
    });
    expect(draft.status).toBe(423);
    expect(draft.json.Message).toBe(LOCKED);
    const submitted = await http(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: NURSE_FORM, Signature: SIGNATURE },
    });
    expect(submitted.status).toBe(423);
    // The staff's list counts the forms of the applicant's discipline.
    const list = await http<Page<ApplicantSummary>>(s, 'GET', `/api/applicants?q=${encodeURIComponent(a.email)}`, {
      token: recruiter,
    });
    expect(list.json.Items.find((item) => item.ApplicantId === a.id)?.Onboarding.Total).toBe(
      onboardingFormsFor('PT').length,
    );

    for (const discipline of ['RN', 'LPN/LVN', 'CNA']) {
      await setDiscipline(a.id, discipline);
      overview = await overviewOf(a.token);
      expect(
        overview.Forms.find((form) => form.Form === FORM),
        discipline,
      ).toMatchObject({
        Status: 'not-started',
        Locked: null,
      });
      expect(overview.Forms.length).toBe(ONBOARDING_FORM_KEYS.length);
    }
  });

  it('filters the list by the percent of the applicant’s own forms approved', async () => {
    // One form approved: 1 of 10 (PT, no Nurse Form nor Physical Info) is 10%; 1 of 12 (RN) is 8%.
    const [pt, rn] = [await newApplicant(s), await newApplicant(s)];
    await setDiscipline(pt.id, 'PT');
    await setDiscipline(rn.id, 'RN');
    for (const a of [pt, rn]) {
      await submit(s, a.token, 'emergency-info', EMERGENCY);
      const approved = await http(s, 'POST', `/api/applicants/${a.id}/onboarding/forms/emergency-info/approve`, {
        token: recruiter,
      });
      expect(approved.status).toBe(200);
    }
    const ids = async (query: string) =>
      (
        await http<Page<ApplicantSummary>>(s, 'GET', `/api/applicants?${query}&pageSize=100`, { token: recruiter })
      ).json.Items.map((item) => item.ApplicantId);
    const ptPercent = Math.floor(100 / onboardingFormsFor('PT').length);
    const rnPercent = Math.floor(100 / onboardingFormsFor('RN').length);
    expect(ptPercent).toBeGreaterThan(rnPercent);
    const atPt = await ids(`onboardingMin=${ptPercent}`);
    expect(atPt).toContain(pt.id);
    expect(atPt).not.toContain(rn.id);
    const atRn = await ids(`onboardingMin=${rnPercent}`);
    expect(atRn).toContain(pt.id);
    expect(atRn).toContain(rn.id);
  });

  it('refuses an incomplete form with the schema’s messages by field (400, never 500)', async () => {
    const a = await newApplicant(s);
    await submit(s, a.token, 'personal-info', PERSONAL_INFO);
    await consent(s, a.token);
    const refused = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: {
        Data: {
          ...NURSE_FORM,
          Employment: [NURSE_FORM.Employment[0], { ...NURSE_FORM.Employment[1], From: '2021-11-01' }],
          References: [NURSE_FORM.References[0], { ...NURSE_FORM.References[1], Relationship: 'colleague' }],
        },
        Signature: SIGNATURE,
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.Errors).toEqual({
      'Employment[1].GapExplanation': 'Explain the gap of more than 3 months before this job',
      References:
        'Add at least two supervisory references (a manager, an assistant manager, a supervisor or a charge nurse)',
    });
    // A value of the wrong kind is a 400 too.
    const wrong = await http(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: {
        Data: { ...NURSE_FORM, Licenses: [{ ...NURSE_FORM.Licenses[0], Number: { x: 1 } }] },
        Signature: SIGNATURE,
      },
    });
    expect(wrong.status).toBe(400);
    // Signed forms need the signature.
    const unsigned = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: NURSE_FORM, Signature: null },
    });
    expect(unsigned.status).toBe(400);
    expect(Object.keys(unsigned.json.Errors)).toEqual(['Signature']);
  });

  it('takes only the applicant’s own card uploads', async () => {
    const a = await newApplicant(s);
    const b = await newApplicant(s);
    await consent(s, a.token);
    const upload = await rawRequest(s, 'POST', '/api/onboarding/uploads?fileName=card.pdf', b.token, PDF_BYTES);
    expect(upload.status).toBe(201);
    const foreign = (upload.json as { UploadId: string }).UploadId;
    const refused = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: {
        Data: {
          ...NURSE_FORM,
          Licenses: [{ ...NURSE_FORM.Licenses[0], CardUploadId: foreign }],
          Certifications: [{ ...NURSE_FORM.Certifications[0], CardUploadId: 'not-an-upload' }],
        },
        Signature: SIGNATURE,
      },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.Errors).sort()).toEqual([
      'Certifications[0].CardUploadId',
      'Licenses[0].CardUploadId',
    ]);
    const own = await rawRequest(s, 'POST', '/api/onboarding/uploads?fileName=card.pdf', a.token, PDF_BYTES);
    const mine = (own.json as { UploadId: string }).UploadId;
    const document = await submit(
      s,
      a.token,
      FORM,
      {
        ...NURSE_FORM,
        Licenses: [{ ...NURSE_FORM.Licenses[0], CardUploadId: mine }],
      },
      SIGNATURE,
    );
    expect((document as { Data: { Licenses: { CardUploadId: string }[] } }).Data.Licenses[0]!.CardUploadId).toBe(mine);
  });

  it('saves drafts as typed, then on submit reports the licenses and certifications as credential expiries (replaced by the next version)', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    const draft = await http(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, {
      token: a.token,
      body: { Data: { Licenses: [{ ...NURSE_FORM.Licenses[0], ExpiryDate: '' }], References: [] } },
    });
    expect(draft.status).toBe(200);
    expect(await expiriesOf(a.id)).toEqual([]);

    const document = (await submit(s, a.token, FORM, NURSE_FORM, SIGNATURE)) as unknown as OnboardingFormDocument;
    expect(document).toMatchObject({ Status: 'submitted', Version: 1 });
    // License numbers are public record: stored and shown as typed.
    expect((document.Data as typeof NURSE_FORM).Licenses[0]!.Number).toBe('RN778812');
    expect(await expiriesOf(a.id)).toEqual([
      { source: FORM, key: 'cert:cert-1', label: 'BLS card', expires_on: '2029-03-31' },
      { source: FORM, key: 'license:license-1', label: 'RN license (TX)', expires_on: '2030-05-31' },
    ]);

    await submit(
      s,
      a.token,
      FORM,
      {
        ...NURSE_FORM,
        Licenses: [{ ...NURSE_FORM.Licenses[0], ExpiryDate: '2032-05-31' }],
        Certifications: [],
      },
      SIGNATURE,
    );
    expect(await expiriesOf(a.id)).toEqual([
      { source: FORM, key: 'license:license-1', label: 'RN license (TX)', expires_on: '2032-05-31' },
    ]);
  });

  it('gives staff the form and a PDF with every entry and the attestation; another agency gets 404', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, FORM, NURSE_FORM, SIGNATURE);
    const staffView = await http<OnboardingFormDocument>(s, 'GET', `/api/applicants/${a.id}/onboarding/forms/${FORM}`, {
      token: recruiter,
    });
    expect(staffView.status).toBe(200);
    expect(staffView.json.Data).toMatchObject({ References: [{ Id: 'reference-1' }, { Id: 'reference-2' }] });
    const pdf = await rawRequest(s, 'GET', `/api/applicants/${a.id}/onboarding/forms/${FORM}/pdf`, recruiter);
    expect(pdf.status).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain(NURSE_FORM_ATTESTATION_TEXT);
    for (const value of [
      'RN license (TX)',
      '2030-05-31',
      'BLS card',
      'Dell Seton Medical Center',
      'Unit manager or director',
      'BSN (Bachelor of Science in Nursing)',
    ])
      expect(text, value).toContain(value);
    expect(text).toContain('Maria L Rivera');

    const other = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;
    const foreign = await http(s, 'GET', `/api/applicants/${a.id}/onboarding/forms/${FORM}`, { token: other });
    expect(foreign.status).toBe(404);
  });
});
