import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ONBOARDING_HEALTH_ACCESS_TEXT,
  type OnboardingAuditEntry,
  type OnboardingFormDocument,
  type OnboardingOverview,
} from '@agency/api-client/contract';
import type { Db } from '../src/platform/db';
import { DB_KINDS, decodeJwt, http, signIn, startServer, type TestServer } from './helpers';
import { newApplicant, rawRequest, submit } from './onboarding-helpers';

// Physical Info (`nurse-physical-info`, ONBOARDING.md §6.7-6.8): a health form. Locked before an offer,
// stored apart and sealed whole, read by administrators, admins and the applicant's owner only (each read
// audited); its submission reports the TB test and N95 fit test expiries (one year after their dates).

const FORM = 'nurse-physical-info';
const HEALTH_LOCKED = 'This form opens once you have received a job offer.';
/** A value that must never be stored in plain text. */
const SECRET_MASK = 'MASKSECRET8812';

const PHYSICAL = {
  TbType: 'quantiferon',
  TbDate: '2026-03-02',
  TbResult: 'negative',
  TbProofUploadId: null,
  MmrEvidence: 'titer',
  MmrDate: '2019-05-14',
  MmrResult: 'immune',
  MmrProofUploadId: null,
  VaricellaEvidence: 'vaccination',
  VaricellaDate: '2001-08-20',
  VaricellaResult: null,
  VaricellaProofUploadId: null,
  TdapEvidence: 'vaccination',
  TdapDate: '2022-10-03',
  TdapResult: null,
  TdapProofUploadId: null,
  DrugScreenDate: '2026-03-01',
  DrugScreenResult: 'negative',
  DrugScreenProofUploadId: null,
  PhysicalExamDate: '2026-02-27',
  PhysicalExamCleared: 'yes',
  PhysicalExamProofUploadId: null,
  FitTestDate: '2026-02-27',
  FitTestMaskModel: SECRET_MASK,
  FitTestMaskSize: 'Regular',
  FitTestResult: 'pass',
  FitTestProofUploadId: null,
};

describe.each(DB_KINDS)('Physical Info on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'supervisor' | 'manager' | 'administrator' | 'admin', string>;
  let recruiterId = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of ['recruiter', 'supervisor', 'manager', 'administrator', 'admin'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    recruiterId = (decodeJwt(token.recruiter).payload.recruiter as { RecruiterId: number }).RecruiterId;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** A nurse applicant (the form is for the nursing disciplines) at a pipeline status. */
  async function nurse(status: 'lead' | 'offered' | 'accepted') {
    const a = await newApplicant(s);
    await db.updateTable('applicants').set({ status, discipline: 'RN' }).where('id', '=', a.id).execute();
    return a;
  }
  const healthReads = async (id: number) =>
    (
      await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${id}/onboarding/audit`, { token: token.admin })
    ).json.filter((row) => row.Action === 'health-read');

  it('is locked before an offer (423 with the reason) and opens at Offered', async () => {
    const a = await nurse('lead');
    const overview = await http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: a.token });
    expect(overview.json.Forms.find((form) => form.Form === FORM)?.Locked).toBe(HEALTH_LOCKED);
    const draft = await http<{ Message: string }>(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, {
      token: a.token,
      body: { Data: { TbType: 'tst' } },
    });
    expect(draft.status).toBe(423);
    expect(draft.json.Message).toBe(HEALTH_LOCKED);
    const submitted = await http(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: PHYSICAL },
    });
    expect(submitted.status).toBe(423);

    await db.updateTable('applicants').set({ status: 'offered' }).where('id', '=', a.id).execute();
    const open = await http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: a.token });
    expect(open.json.Forms.find((form) => form.Form === FORM)?.Locked).toBeNull();
    expect(
      (
        await http(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, {
          token: a.token,
          body: { Data: { TbType: 'tst', FitTestMaskModel: SECRET_MASK } },
        })
      ).status,
    ).toBe(200);
  });

  it('validates by field, refuses a proof that is not the applicant’s upload, and needs no signature', async () => {
    const a = await nurse('offered');
    const invalid = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: { ...PHYSICAL, TbDate: '2999-01-01', MmrResult: null } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.Errors).toEqual({
      TbDate: 'The date cannot be in the future',
      MmrResult: 'Choose the titer result',
    });
    const shape = await http(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: { ...PHYSICAL, Unknown: 'x' } },
    });
    expect(shape.status).toBe(400);
    const foreign = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: { ...PHYSICAL, FitTestProofUploadId: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.json.Errors)).toEqual(['FitTestProofUploadId']);
    // The applicant's own upload is accepted as a proof.
    const upload = await rawRequest(
      s,
      'POST',
      '/api/onboarding/uploads?fileName=tb.pdf',
      a.token,
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      'application/pdf',
    );
    expect(upload.status).toBe(201);
    const uploadId = (upload.json as { UploadId: string }).UploadId;
    const withProof = (await submit(s, a.token, FORM, {
      ...PHYSICAL,
      TbProofUploadId: uploadId,
    })) as unknown as OnboardingFormDocument;
    expect(withProof).toMatchObject({ Status: 'submitted', Version: 1, Signatures: [] });
    expect(withProof.Data).toMatchObject({ TbProofUploadId: uploadId });
  });

  it('stores the data apart and sealed, and reports the TB and fit test expiries', async () => {
    const a = await nurse('accepted');
    const submitted = (await submit(s, a.token, FORM, PHYSICAL)) as unknown as OnboardingFormDocument;
    expect(submitted).toMatchObject({ Status: 'submitted', Version: 1, Data: PHYSICAL });
    const row = await db
      .selectFrom('onboarding_documents as d')
      .innerJoin('onboarding_health_data as h', 'h.document_id', 'd.id')
      .select([sql<string>`d.data::text`.as('document'), 'h.data as health', 'd.canonical_text'])
      .where('d.applicant_id', '=', a.id)
      .where('d.form', '=', FORM)
      .executeTakeFirstOrThrow();
    expect(row.document).toBe('{}');
    for (const secret of [SECRET_MASK, 'quantiferon', '2026-03-02'])
      expect(`${row.health} ${row.canonical_text}`, secret).not.toContain(secret);

    const expiries = await db
      .selectFrom('credential_expiries')
      .select(['source', 'key', 'label', sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on')])
      .where('applicant_id', '=', a.id)
      .orderBy('key')
      .execute();
    expect(expiries).toEqual([
      { source: FORM, key: 'fit-test', label: 'N95 fit test', expires_on: '2027-02-27' },
      { source: FORM, key: 'tb', label: 'TB test', expires_on: '2027-03-02' },
    ]);
    // A new version replaces them.
    await submit(s, a.token, FORM, { ...PHYSICAL, TbDate: '2026-04-01' });
    const replaced = await db
      .selectFrom('credential_expiries')
      .select(['key', sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on')])
      .where('applicant_id', '=', a.id)
      .where('key', '=', 'tb')
      .execute();
    expect(replaced).toEqual([{ key: 'tb', expires_on: '2027-04-01' }]);
  });

  it('lets administrators, admins and the owner read it (each read audited); other staff get 403', async () => {
    const a = await nurse('offered');
    await submit(s, a.token, FORM, PHYSICAL);
    const base = `/api/applicants/${a.id}/onboarding/forms/${FORM}`;
    for (const who of ['recruiter', 'supervisor', 'manager'] as const) {
      const read = await http<{ Message: string }>(s, 'GET', base, { token: token[who] });
      expect(read.status, who).toBe(403);
      expect(read.json.Message).toBe(ONBOARDING_HEALTH_ACCESS_TEXT);
      expect(read.text).not.toContain(SECRET_MASK);
      expect((await rawRequest(s, 'GET', `${base}/pdf`, token[who])).status, who).toBe(403);
    }
    expect(await healthReads(a.id)).toEqual([]);
    for (const who of ['administrator', 'admin'] as const) {
      const read = await http<OnboardingFormDocument>(s, 'GET', base, { token: token[who] });
      expect(read.status, who).toBe(200);
      expect(read.json.Data).toMatchObject({ FitTestMaskModel: SECRET_MASK });
    }
    expect((await healthReads(a.id)).map((row) => [row.ActorName, row.Form, row.Detail])).toEqual([
      ['Adam Admin', FORM, 'Version 1 read (health information)'],
      ['Ada Administrator', FORM, 'Version 1 read (health information)'],
    ]);
    await db.updateTable('applicants').set({ owner_id: recruiterId }).where('id', '=', a.id).execute();
    expect((await http(s, 'GET', base, { token: token.recruiter })).status).toBe(200);
    const pdf = await rawRequest(s, 'GET', `${base}/pdf`, token.recruiter);
    expect(pdf.status).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain('Physical Info');
    expect(text).toContain('QuantiFERON (IGRA blood test)');
    expect(text).toContain('Yes: cleared for duty');
    expect(text).toContain(SECRET_MASK);
    expect((await healthReads(a.id)).slice(0, 2).map((row) => [row.ActorName, row.Detail])).toEqual([
      ['Rita Recruiter', 'PDF of version 1 read (health information)'],
      ['Rita Recruiter', 'Version 1 read (health information)'],
    ]);
  });
});
