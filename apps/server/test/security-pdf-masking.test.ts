import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingAuditEntry } from '@agency/api-client/contract';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import {
  CBC,
  consent,
  EMERGENCY,
  I9,
  newApplicant,
  rawRequest,
  SECRETS,
  SECTION2,
  SIGNATURE,
  submit,
  W9,
} from './onboarding-helpers';

// Issue 27, item 3: the signed PDFs the staff download show the sensitive identifiers (SSN, TIN, document
// numbers) masked, as every other answer does; the full signed original is a revealed read
// (`?reveal=true`, `onboarding.reveal` only), audited as a reveal is. The applicant's own PDF keeps their
// own values in full.

const IDENTIFICATION = {
  Documents: [
    {
      Id: 'doc-1',
      Type: 'drivers-license',
      OtherType: '',
      IssuingState: 'TX',
      IssuingCountry: '',
      Number: SECRETS.license,
      IssueDate: '2022-05-01',
      ExpiryDate: '2030-04-12',
      FrontUploadId: null,
      BackUploadId: null,
    },
    {
      Id: 'doc-2',
      Type: 'passport',
      OtherType: '',
      IssuingState: null,
      IssuingCountry: 'United States',
      Number: SECRETS.passport,
      IssueDate: '2020-01-15',
      ExpiryDate: '2030-01-14',
      FrontUploadId: null,
      BackUploadId: null,
    },
  ],
};

const MASKED = {
  ssn: '***-**-4852',
  license: '****2XQ7',
  passport: '****QZ94',
  listA: '****9KW3',
};

const STAFF = ['recruiter', 'supervisor', 'manager', 'administrator', 'admin'] as const;
type Staff = (typeof STAFF)[number];

/** The text of a PDF, whitespace collapsed. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.each(DB_KINDS)('masked identifiers in the staff PDFs on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<Staff, string>;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of STAFF) token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  /** An applicant with a signed W-9 (an SSN) and Identification Info (a license and a passport number). */
  async function applicantWithIds() {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);
    await submit(s, a.token, 'identification-info', IDENTIFICATION);
    return a;
  }
  const staffPdf = (who: Staff, applicantId: number, form: string, query = '') =>
    rawRequest(s, 'GET', `/api/applicants/${applicantId}/onboarding/forms/${form}/pdf${query}`, token[who]);
  const auditOf = async (applicantId: number) =>
    (
      await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${applicantId}/onboarding/audit`, {
        token: token.admin,
      })
    ).json;
  const securityReveals = async (applicantId: number) =>
    (
      await db
        .selectFrom('audit_log')
        .select(['actor_name', 'detail'])
        .where('action', '=', 'sensitive-revealed')
        .orderBy('id')
        .execute()
    )
      .map((row) => ({
        ActorName: row.actor_name,
        Detail: (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<string, unknown>,
      }))
      .filter((row) => row.Detail.ApplicantId === applicantId);

  it('masks the W-9 TIN and the identification numbers in the PDF for every staff role by default', async () => {
    const a = await applicantWithIds();
    for (const who of STAFF) {
      const w9 = await staffPdf(who, a.id, 'w9-form-info');
      expect(w9.status, who).toBe(200);
      const w9Text = await pdfText(w9.bytes);
      expect(w9Text, who).toContain(MASKED.ssn);
      expect(w9Text, who).not.toContain(SECRETS.ssn);
      const ids = await staffPdf(who, a.id, 'identification-info');
      expect(ids.status, who).toBe(200);
      const idText = await pdfText(ids.bytes);
      expect(idText, who).toContain(MASKED.license);
      expect(idText, who).toContain(MASKED.passport);
      expect(idText, who).not.toContain(SECRETS.license);
      expect(idText, who).not.toContain(SECRETS.passport);
    }
    // A masked download is no reveal.
    expect((await auditOf(a.id)).filter((row) => row.Action === 'revealed')).toEqual([]);
    expect(await securityReveals(a.id)).toEqual([]);
  });

  it("masks the I-9's SSN and its Section 2 document numbers in the staff PDF", async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await db.updateTable('applicants').set({ status: 'accepted' }).where('id', '=', a.id).execute();
    await submit(s, a.token, 'uscis-info', I9, SIGNATURE);
    const signed = await http(s, 'PUT', `/api/applicants/${a.id}/onboarding/i9/section-2`, {
      token: token.recruiter,
      body: { Data: SECTION2, Signature: { TypedName: 'Linh Nguyen', Drawn: null } },
    });
    expect(signed.status, signed.text).toBe(200);
    const text = await pdfText((await staffPdf('recruiter', a.id, 'uscis-info')).bytes);
    expect(text).toContain(MASKED.ssn);
    expect(text).toContain(MASKED.listA);
    expect(text).toContain('Linh Nguyen');
    expect(text).not.toContain(SECRETS.ssn);
    expect(text).not.toContain(SECRETS.listA);
    const full = await pdfText((await staffPdf('admin', a.id, 'uscis-info', '?reveal=true')).bytes);
    expect(full).toContain(SECRETS.ssn);
    expect(full).toContain(SECRETS.listA);
  });

  it('gives the full signed original only on ?reveal=true to the reveal permission, audited as a reveal', async () => {
    const a = await applicantWithIds();
    for (const who of ['recruiter', 'supervisor', 'manager'] as const) {
      const refused = await staffPdf(who, a.id, 'w9-form-info', '?reveal=true');
      expect(refused.status, who).toBe(403);
      expect(refused.json?.Message, who).toBe(
        'Only an administrator or admin can download a PDF with the identifiers in full.',
      );
    }
    expect((await staffPdf('admin', a.id, 'w9-form-info', '?reveal=yes')).status).toBe(400);
    await submit(s, a.token, 'emergency-info', EMERGENCY);
    expect((await staffPdf('admin', a.id, 'emergency-info', '?reveal=true')).status).toBe(400);
    // A refused request leaves no row.
    expect((await auditOf(a.id)).filter((row) => ['revealed', 'pdf-downloaded'].includes(row.Action))).toEqual([]);
    expect(await securityReveals(a.id)).toEqual([]);

    const full = await staffPdf('administrator', a.id, 'w9-form-info', '?reveal=true');
    expect(full.status).toBe(200);
    expect(full.headers.get('cache-control')).toBe('no-store');
    expect(await pdfText(full.bytes)).toContain(SECRETS.ssn);
    const ids = await staffPdf('admin', a.id, 'identification-info', '?version=1&reveal=true');
    expect(ids.status).toBe(200);
    const idText = await pdfText(ids.bytes);
    expect(idText).toContain(SECRETS.license);
    expect(idText).toContain(SECRETS.passport);

    const audit = await auditOf(a.id);
    expect(audit.slice(0, 4).map((row) => [row.Action, row.Form, row.Version, row.ActorName])).toEqual([
      ['pdf-downloaded', 'identification-info', 1, 'Adam Admin'],
      ['revealed', 'identification-info', 1, 'Adam Admin'],
      ['pdf-downloaded', 'w9-form-info', 1, 'Ada Administrator'],
      ['revealed', 'w9-form-info', 1, 'Ada Administrator'],
    ]);
    expect(audit[3]!.Detail).toBe('Revealed in full: w9-form-info-v1.pdf (Tin)');
    expect(audit[1]!.Detail).toBe('Revealed in full: identification-info-v1.pdf (Documents[].Number)');
    expect(JSON.stringify(audit)).not.toContain(SECRETS.ssn);
    expect(await securityReveals(a.id)).toEqual([
      {
        ActorName: 'Ada Administrator',
        Detail: { ApplicantId: a.id, Form: 'w9-form-info', Field: 'PDF', Version: 1 },
      },
      {
        ActorName: 'Adam Admin',
        Detail: { ApplicantId: a.id, Form: 'identification-info', Field: 'PDF', Version: 1 },
      },
    ]);
  });

  it('reveals the CHRC Form Info PDF in full to the reveal permission only', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'cbc-form-info', CBC, SIGNATURE);
    const masked = await pdfText((await staffPdf('recruiter', a.id, 'cbc-form-info')).bytes);
    expect(masked).toContain(MASKED.ssn);
    expect(masked).not.toContain(SECRETS.ssn);
    const full = await pdfText((await staffPdf('admin', a.id, 'cbc-form-info', '?reveal=true')).bytes);
    expect(full).toContain(SECRETS.ssn);
    expect(full).toContain(SECRETS.license);
  });

  it("keeps the applicant's own values in full in their own PDF", async () => {
    const a = await applicantWithIds();
    const w9 = await rawRequest(s, 'GET', '/api/onboarding/forms/w9-form-info/pdf', a.token);
    expect(w9.status).toBe(200);
    expect(await pdfText(w9.bytes)).toContain(SECRETS.ssn);
    const ids = await rawRequest(s, 'GET', '/api/onboarding/forms/identification-info/pdf', a.token);
    const idText = await pdfText(ids.bytes);
    expect(idText).toContain(SECRETS.license);
    expect(idText).toContain(SECRETS.passport);
    // Their own download writes no reveal.
    expect((await auditOf(a.id)).filter((row) => row.Action === 'revealed')).toEqual([]);
  });
});
