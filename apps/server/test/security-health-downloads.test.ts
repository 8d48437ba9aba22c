import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isoDay,
  ONBOARDING_HEALTH_ACCESS_TEXT,
  type OnboardingAuditEntry,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import type { Db } from '../src/platform/db';
import { DB_KINDS, decodeJwt, http, signIn, startServer, type TestServer } from './helpers';
import { newApplicant, rawRequest, submit } from './onboarding-helpers';

// Issue 27, item 2: a health file (a proof named by a health form, a file of a health upload requirement)
// is health information wherever it is served. The staff's download of an upload
// (`GET /api/applicants/:id/onboarding/uploads/:uploadId`) applies the health forms' rule (`onboarding.health`
// or the applicant's owner; 403 otherwise) and writes the same 'health-read' audit row as a read of the form.

/** A TB test result (a real PDF header: uploads are typed by content). */
const TB_PDF = Buffer.from('%PDF-1.7\n% TB test result SECRETTB\n%%EOF\n', 'latin1');
const ID_PDF = Buffer.from('%PDF-1.7\n% driving license\n%%EOF\n', 'latin1');

const PHYSICAL = {
  TbType: 'quantiferon',
  TbDate: '2026-03-02',
  TbResult: 'negative',
  TbProofUploadId: null as string | null,
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
  FitTestMaskModel: '3M 1860',
  FitTestMaskSize: 'Regular',
  FitTestResult: 'pass',
  FitTestProofUploadId: null,
};

describe.each(DB_KINDS)('health files through the staff download on %s', (kind) => {
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

  /** A nurse applicant with an offer (the health forms are open), owned by nobody. */
  async function nurse() {
    const a = await newApplicant(s);
    await db.updateTable('applicants').set({ status: 'offered', discipline: 'RN' }).where('id', '=', a.id).execute();
    return a;
  }
  const upload = async (applicantToken: string, bytes: Buffer, fileName: string) => {
    const stored = await rawRequest(
      s,
      'POST',
      `/api/onboarding/uploads?fileName=${encodeURIComponent(fileName)}`,
      applicantToken,
      bytes,
    );
    expect(stored.status).toBe(201);
    return stored.json!.UploadId as string;
  };
  const download = (who: keyof typeof token, applicantId: number, uploadId: string) =>
    rawRequest(s, 'GET', `/api/applicants/${applicantId}/onboarding/uploads/${uploadId}`, token[who]);
  const healthReads = async (applicantId: number) =>
    (
      await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${applicantId}/onboarding/audit`, {
        token: token.admin,
      })
    ).json.filter((row) => row.Action === 'health-read');

  /** Only administrators, admins and the owner get the file; the others a 403 without it, and no audit row. */
  async function expectHealthRule(applicantId: number, uploadId: string, bytes: Buffer) {
    for (const who of ['recruiter', 'supervisor', 'manager'] as const) {
      const refused = await download(who, applicantId, uploadId);
      expect(refused.status, who).toBe(403);
      expect(refused.json?.Message, who).toBe(ONBOARDING_HEALTH_ACCESS_TEXT);
      expect(refused.bytes.includes(Buffer.from('SECRETTB')), who).toBe(false);
    }
    expect(await healthReads(applicantId)).toEqual([]);
    for (const who of ['administrator', 'admin'] as const) {
      const allowed = await download(who, applicantId, uploadId);
      expect(allowed.status, who).toBe(200);
      expect(allowed.bytes.equals(bytes), who).toBe(true);
    }
    await db.updateTable('applicants').set({ owner_id: recruiterId }).where('id', '=', applicantId).execute();
    const owner = await download('recruiter', applicantId, uploadId);
    expect(owner.status).toBe(200);
    expect(owner.bytes.equals(bytes)).toBe(true);
    const reads = await healthReads(applicantId);
    expect(reads.map((row) => row.ActorName)).toEqual(['Rita Recruiter', 'Adam Admin', 'Ada Administrator']);
    return reads;
  }

  it("refuses a TB proof of a submitted Physical Info to a recruiter who does not own the applicant; each allowed read is audited as 'health-read'", async () => {
    const a = await nurse();
    const tb = await upload(a.token, TB_PDF, 'tb-test.pdf');
    await submit(s, a.token, 'nurse-physical-info', { ...PHYSICAL, TbProofUploadId: tb });
    const reads = await expectHealthRule(a.id, tb, TB_PDF);
    for (const row of reads) {
      expect(row).toMatchObject({ Form: 'nurse-physical-info', Version: 1 });
      expect(row.Detail).toContain('"tb-test.pdf"');
      expect(row.Detail).toContain('health information');
    }
  });

  it.each<[OnboardingFormKey, Record<string, unknown>]>([
    ['influenza-vaccination', { Choice: 'vaccinated', Place: 'elsewhere' }],
    ['hepab-hippa-info', { HepBChoice: 'vaccinated' }],
    ['nurse-physical-info', { TbType: 'tst' }],
  ])('treats a proof named only by a draft of %s as health information too', async (form, draft) => {
    const a = await nurse();
    const proof = await upload(a.token, TB_PDF, 'proof.pdf');
    const field = form === 'nurse-physical-info' ? 'TbProofUploadId' : 'ProofUploadId';
    const saved = await http(s, 'PUT', `/api/onboarding/forms/${form}/draft`, {
      token: a.token,
      body: { Data: { ...draft, [field]: proof } },
    });
    expect(saved.status, saved.text).toBe(200);
    const reads = await expectHealthRule(a.id, proof, TB_PDF);
    expect(reads[0]).toMatchObject({ Form: form, Version: 1 });
  });

  it('treats a file of a health upload requirement (TB test) as health information', async () => {
    const a = await nurse();
    const tb = await upload(a.token, TB_PDF, 'tb-card.pdf');
    const attached = await http(s, 'POST', '/api/onboarding/upload-requirements/tb-test/files', {
      token: a.token,
      body: { UploadId: tb, ExpiresOn: isoDay(new Date(Date.now() + 200 * 86_400_000)) },
    });
    expect(attached.status, attached.text).toBe(201);
    const reads = await expectHealthRule(a.id, tb, TB_PDF);
    expect(reads[0]).toMatchObject({ Form: null, Version: null });
    expect(reads[0]!.Detail).toContain('TB test');
  });

  it('still gives any reviewer a file that is not health information, without a health-read row', async () => {
    const a = await nurse();
    const license = await upload(a.token, ID_PDF, 'licence.pdf');
    const attached = await http(s, 'POST', '/api/onboarding/upload-requirements/licence/files', {
      token: a.token,
      body: { UploadId: license, ExpiresOn: isoDay(new Date(Date.now() + 200 * 86_400_000)) },
    });
    expect(attached.status, attached.text).toBe(201);
    const loose = await upload(a.token, ID_PDF, 'other.pdf');
    for (const id of [license, loose])
      for (const who of ['recruiter', 'supervisor', 'manager', 'admin'] as const) {
        const read = await download(who, a.id, id);
        expect(read.status, who).toBe(200);
        expect(read.bytes.equals(ID_PDF)).toBe(true);
      }
    expect(await healthReads(a.id)).toEqual([]);
    // The applicant's own download is theirs: no rule, no row.
    const tb = await upload(a.token, TB_PDF, 'tb.pdf');
    await submit(s, a.token, 'nurse-physical-info', { ...PHYSICAL, TbProofUploadId: tb });
    const own = await rawRequest(s, 'GET', `/api/onboarding/uploads/${tb}`, a.token);
    expect(own.status).toBe(200);
    expect(await healthReads(a.id)).toEqual([]);
  });
});
