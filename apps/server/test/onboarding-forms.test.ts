import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ESIGN_CONSENT_VERSION,
  I9_SECTION1_ATTESTATION_TEXT,
  I9_SUPPLEMENT_A_TEXT,
  ONBOARDING_FORM_KEYS,
  ONBOARDING_FORMS,
  W9_CERTIFICATION,
  type OnboardingAuditEntry,
  type OnboardingDraftSaved,
  type OnboardingFormDocument,
  type OnboardingOverview,
  type OnboardingUpload,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import {
  consent,
  EMERGENCY,
  I9,
  newApplicant,
  PERSONAL_INFO,
  pngDataUrl,
  PREPARER,
  rawRequest,
  SECRETS,
  SIGNATURE,
  submit,
  W9,
} from './onboarding-helpers';

const I9_LOCKED = 'The I-9 opens once you have accepted a job offer.';
const HEALTH_LOCKED = 'This form opens once you have received a job offer.';
const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const HEIC_BYTES = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(40, 0)]);
const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);

/** The text of a PDF, whitespace collapsed (wrapped lines join with a space). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** Every row of every table as text (PGlite), or pg_dump's output (PostgreSQL, when pg_dump is there). */
async function dumpDatabase(s: TestServer, db: Db): Promise<string> {
  if (s.config.database.kind === 'postgres') {
    try {
      return execFileSync('pg_dump', ['--data-only', s.config.database.url], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(
    db,
  );
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{ row: string }>`SELECT t::text AS row FROM ${sql.table(table_name)} t`.execute(db);
    parts.push(...rows.rows.map((row) => row.row));
  }
  return parts.join('\n');
}

describe.each(DB_KINDS)('onboarding forms (applicant side) on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let recruiterToken: string;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    recruiterToken = (await signIn(s, 'recruiter@demo.test')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const get = <T>(token: string, path: string) => http<T>(s, 'GET', path, { token });

  it('lists every form not started, the I-9 locked before an accepted offer and health forms before an offer; staff get 403 on the applicant calls', async () => {
    const a = await newApplicant(s);
    const result = await get<OnboardingOverview>(a.token, '/api/onboarding');
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({
      ApplicantId: a.id,
      // Every form, and Upload Requirements as one more step (7 documents, none uploaded).
      Uploads: { Total: 7, Submitted: 0, Approved: 0, Missing: 7 },
      Progress: {
        Total: ONBOARDING_FORM_KEYS.length + 1,
        Submitted: 0,
        Approved: 0,
        Missing: ONBOARDING_FORM_KEYS.length + 1,
      },
      Consent: null,
    });
    expect(result.json.Forms.map((form) => [form.Form, form.Status, form.Version, form.Locked])).toEqual(
      ONBOARDING_FORMS.map(({ key, opensAt }) => [
        key,
        'not-started',
        0,
        opensAt === 'accepted-offer' ? I9_LOCKED : opensAt === 'offer' ? HEALTH_LOCKED : null,
      ]),
    );
    expect(result.json.Forms.slice(0, 5).map((form) => form.Form)).toEqual([
      'personal-info',
      'identification-info',
      'emergency-info',
      'w9-form-info',
      'uscis-info',
    ]);
    expect(result.json.Forms.find((form) => form.Form === 'uscis-info')!.Locked).toBe(I9_LOCKED);
    expect(result.json.Forms[3]!.Edition).toBe('Rev. March 2024');
    const staff = await get(recruiterToken, '/api/onboarding');
    expect(staff.status).toBe(403);
    expect((await get(a.token, '/api/onboarding/forms/not-a-form')).status).toBe(404);
    // The locked I-9 refuses drafts and submissions with 423 and the message.
    const draft = await http<{ Message: string }>(s, 'PUT', '/api/onboarding/forms/uscis-info/draft', {
      token: a.token,
      body: { Data: { LastName: 'Rivera' } },
    });
    expect(draft.status).toBe(423);
    expect(draft.json.Message).toBe(I9_LOCKED);
  });

  it('Personal Info starts from the applicant record, saves drafts and resumes them, and submits into the record', async () => {
    const a = await newApplicant(s);
    const first = await get<OnboardingFormDocument>(a.token, '/api/onboarding/forms/personal-info');
    expect(first.json).toMatchObject({ Status: 'not-started', Version: 0 });
    expect(first.json.Data).toMatchObject({ FirstName: 'Maria', LastName: 'Rivera', Email: a.email });

    const draft = await http<OnboardingDraftSaved>(s, 'PUT', '/api/onboarding/forms/personal-info/draft', {
      token: a.token,
      body: { Data: { FirstName: 'Marie', City: 'Hous' } },
    });
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({ Form: 'personal-info', Status: 'in-progress', Version: 1 });
    await http(s, 'PUT', '/api/onboarding/forms/personal-info/draft', {
      token: a.token,
      body: { Data: { FirstName: 'Marie', City: 'Houston' } },
    });
    const resumed = await get<OnboardingFormDocument>(a.token, '/api/onboarding/forms/personal-info');
    // The draft over the record: what was not typed yet still comes from the record.
    expect(resumed.json).toMatchObject({
      Status: 'in-progress',
      Version: 1,
      Data: { FirstName: 'Marie', City: 'Houston', LastName: 'Rivera', Email: a.email },
    });

    const submitted = await submit(s, a.token, 'personal-info', { ...PERSONAL_INFO, FirstName: 'Marie' });
    expect(submitted).toMatchObject({ Status: 'submitted', Version: 1, Signatures: [] });
    expect(submitted.DocumentHash).toMatch(/^[0-9a-f]{64}$/);
    const record = await db
      .selectFrom('applicants')
      .select(['first_name', 'city', 'zip', 'discipline', 'specialties'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({
      first_name: 'Marie',
      city: 'Houston',
      zip: '77006',
      discipline: 'RN',
      specialties: ['ICU'],
    });
    const activity = await db
      .selectFrom('applicant_activity')
      .select(['kind', 'text'])
      .where('applicant_id', '=', a.id)
      .where('kind', '=', 'updated')
      .execute();
    expect(activity).toHaveLength(1);
    expect(activity[0]!.text).toContain('First Name');
    const overview = await get<OnboardingOverview>(a.token, '/api/onboarding');
    expect(overview.json.Progress.Submitted).toBe(1);
  });

  it('refuses a submission with field errors (400, the schema messages) and bad input, never 500', async () => {
    const a = await newApplicant(s);
    const bad = await http<{ Code: string; Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/onboarding/forms/w9-form-info/submit',
      { token: a.token, body: { Data: { ...W9, Name: ' ', Zip: '770', Tin: '12' }, Signature: SIGNATURE } },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.Code).toBe('validation_failed');
    expect(bad.json.Errors).toMatchObject({
      Name: messages.w9.nameRequired,
      Zip: messages.w9.zipInvalid,
      Tin: messages.w9.ssnInvalid,
    });
    const nested = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/onboarding/forms/emergency-info/submit',
      {
        token: a.token,
        body: { Data: { ...EMERGENCY, Primary: { ...EMERGENCY.Primary, Phone: '' } }, Signature: null },
      },
    );
    expect(nested.status).toBe(400);
    expect(nested.json.Errors).toEqual({ 'Primary.Phone': messages.emergency.phoneRequired });
    const signature = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/onboarding/forms/w9-form-info/submit',
      {
        token: a.token,
        body: { Data: W9, Signature: { TypedName: ' ', Drawn: 'data:image/png;base64,AAAA' } },
      },
    );
    expect(signature.status).toBe(400);
    expect(signature.json.Errors).toMatchObject({ 'Signature.TypedName': messages.signature.typedNameRequired });

    const garbage: unknown[] = [
      null,
      [],
      'text',
      { Data: [] },
      { Data: { Primary: 'x' } },
      { Data: { Primary: { Phone: { $gt: 1 } } } },
      { Data: { Unknown: 1 } },
      { Data: { ...EMERGENCY, Secondary: [1, 2] }, Signature: 5 },
      { Data: { Primary: { Name: 'x'.repeat(100_000) } } },
    ];
    for (const body of garbage) {
      for (const [method, path] of [
        ['POST', '/api/onboarding/forms/emergency-info/submit'],
        ['PUT', '/api/onboarding/forms/emergency-info/draft'],
        ['POST', '/api/onboarding/forms/w9-form-info/submit'],
      ] as const) {
        const result = await http(s, method, path, { token: a.token, body });
        expect([400, 413], `${method} ${path} ${JSON.stringify(body).slice(0, 80)}: ${result.text}`).toContain(
          result.status,
        );
      }
    }
    const malformed = await fetch(`${s.baseUrl}/api/onboarding/forms/w9-form-info/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: '{"Data": {',
    });
    expect(malformed.status).toBe(400);
  });

  it('signs only with the e-sign consent (none or withdrawn: 409), and records signer, name, time, IP, agent, hash', async () => {
    const a = await newApplicant(s);
    const none = await http<{ Code: string }>(s, 'POST', '/api/onboarding/forms/w9-form-info/submit', {
      token: a.token,
      body: { Data: W9, Signature: SIGNATURE },
    });
    expect(none.status).toBe(409);
    expect(none.json.Code).toBe('consent_required');
    const wrongVersion = await http(s, 'POST', '/api/onboarding/consent', {
      token: a.token,
      body: { Version: '1999-01' },
    });
    expect(wrongVersion.status).toBe(400);
    const given = await http(s, 'POST', '/api/onboarding/consent', {
      token: a.token,
      body: { Version: ESIGN_CONSENT_VERSION },
    });
    expect(given.status).toBe(201);
    expect(given.json).toMatchObject({ Version: ESIGN_CONSENT_VERSION, WithdrawnAt: null });
    const again = await http(s, 'POST', '/api/onboarding/consent', {
      token: a.token,
      body: { Version: ESIGN_CONSENT_VERSION },
    });
    expect(again.status).toBe(200);
    const withdrawn = await http<{ WithdrawnAt: string | null }>(s, 'DELETE', '/api/onboarding/consent', {
      token: a.token,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.WithdrawnAt).not.toBeNull();
    const refused = await http<{ Code: string }>(s, 'POST', '/api/onboarding/forms/w9-form-info/submit', {
      token: a.token,
      body: { Data: W9, Signature: SIGNATURE },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.Code).toBe('consent_required');
    const missing = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/onboarding/forms/w9-form-info/submit',
      {
        token: a.token,
        body: { Data: W9, Signature: null },
      },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.Errors)).toEqual(['Signature']);

    await consent(s, a.token);
    const signed = (await submit(s, a.token, 'w9-form-info', W9, {
      TypedName: 'Maria L Rivera',
      Drawn: pngDataUrl(),
    })) as unknown as OnboardingFormDocument;
    expect(signed).toMatchObject({ Form: 'w9-form-info', Status: 'submitted', Version: 1, Edition: 'Rev. March 2024' });
    expect(signed.Signatures).toEqual([
      {
        Signer: 'applicant',
        TypedName: 'Maria L Rivera',
        Drawn: true,
        SignedAt: expect.any(String),
        Ip: expect.any(String),
        UserAgent: 'OnboardingTest/1.0',
        DocumentHash: signed.DocumentHash,
        Edition: 'Rev. March 2024',
      },
    ]);
    // The hash is the SHA-256 of the stored canonical text; the text holds an HMAC, never the TIN.
    const row = await db
      .selectFrom('onboarding_documents')
      .select(['canonical_text', 'document_hash'])
      .where('applicant_id', '=', a.id)
      .where('form', '=', 'w9-form-info')
      .executeTakeFirstOrThrow();
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(row.canonical_text!).digest('hex')).toBe(row.document_hash);
    const canonical = JSON.parse(row.canonical_text!) as {
      form: string;
      version: number;
      applicantId: number;
      data: { Tin: string };
    };
    expect(canonical).toMatchObject({
      form: 'w9-form-info',
      version: 1,
      applicantId: a.id,
      edition: 'Rev. March 2024',
    });
    expect(canonical.data.Tin).toMatch(/^hmac-sha256:[0-9a-f]{64}$/);
    expect(row.canonical_text).not.toContain(SECRETS.ssn);
    // The answer masks the TIN.
    expect(signed.Data).toMatchObject({ Tin: '***-**-4852' });
  });

  it('never changes a signed version: a draft starts version 2; re-signing keeps the history and the v1 PDF', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    const v1 = (await submit(s, a.token, 'w9-form-info', W9, SIGNATURE)) as unknown as OnboardingFormDocument;
    const before = await db
      .selectFrom('onboarding_documents')
      .selectAll()
      .where('applicant_id', '=', a.id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();

    // A draft with the masked TIN sent back keeps the stored TIN; it is version 2.
    const draft = await http<OnboardingDraftSaved>(s, 'PUT', '/api/onboarding/forms/w9-form-info/draft', {
      token: a.token,
      body: { Data: { ...W9, Tin: '***-**-4852', City: 'Austin' } },
    });
    expect(draft.json).toMatchObject({ Version: 2, Status: 'in-progress' });
    const after = await db
      .selectFrom('onboarding_documents')
      .selectAll()
      .where('applicant_id', '=', a.id)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // The database refuses to change what a signature covers.
    await expect(
      db
        .updateTable('onboarding_documents')
        .set({ document_hash: '0'.repeat(64) })
        .where('id', '=', before.id)
        .execute(),
    ).rejects.toThrow(/signed and cannot change/);

    const v2 = (await submit(
      s,
      a.token,
      'w9-form-info',
      { ...W9, Tin: '***-**-4852', City: 'Austin' },
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(v2).toMatchObject({ Version: 2, Status: 'submitted', Data: { City: 'Austin', Tin: '***-**-4852' } });
    expect(v2.DocumentHash).not.toBe(v1.DocumentHash);
    expect(v2.History.map((entry) => [entry.Version, entry.Status, entry.DocumentHash])).toEqual([
      [2, 'submitted', v2.DocumentHash],
      [1, 'submitted', v1.DocumentHash],
    ]);
    // The TIN kept through the mask: the canonical texts' HMACs are equal.
    const texts = await db
      .selectFrom('onboarding_documents')
      .select(['version', 'canonical_text'])
      .where('applicant_id', '=', a.id)
      .orderBy('version')
      .execute();
    const tins = texts.map((row) => (JSON.parse(row.canonical_text!) as { data: { Tin: string } }).data.Tin);
    expect(tins[0]).toBe(tins[1]);

    const old = await rawRequest(s, 'GET', '/api/onboarding/forms/w9-form-info/pdf?version=1', a.token);
    expect(old.status).toBe(200);
    expect(await pdfText(old.bytes)).toContain(v1.DocumentHash!);
    expect((await rawRequest(s, 'GET', '/api/onboarding/forms/w9-form-info/pdf?version=9', a.token)).status).toBe(404);
    expect((await rawRequest(s, 'GET', '/api/onboarding/forms/w9-form-info/pdf?version=x', a.token)).status).toBe(400);
  });

  it('takes a mask sent back (as typed or as the schema casts it) for the stored value, and refuses one it holds no value for', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);
    // The form casts '***-**-4852' to '*****4852' (separators dropped): still the stored TIN.
    const v2 = (await submit(
      s,
      a.token,
      'w9-form-info',
      { ...W9, Tin: '*****4852', City: 'Austin' },
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(v2).toMatchObject({ Version: 2, Data: { Tin: '***-**-4852' } });
    const texts = await db
      .selectFrom('onboarding_documents')
      .select('canonical_text')
      .where('applicant_id', '=', a.id)
      .orderBy('version')
      .execute();
    const tins = texts.map((row) => (JSON.parse(row.canonical_text!) as { data: { Tin: string } }).data.Tin);
    expect(tins).toHaveLength(2);
    expect(tins[1]).toBe(tins[0]);

    // A new applicant has no stored TIN: a mask is refused on its field, and a draft keeps '' instead.
    const b = await newApplicant(s);
    await consent(s, b.token);
    const refused = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/onboarding/forms/w9-form-info/submit',
      { token: b.token, body: { Data: { ...W9, Tin: '***-**-4852' }, Signature: SIGNATURE } },
    );
    expect(refused.status).toBe(400);
    expect(refused.json.Errors).toEqual({ Tin: messages.onboarding.maskedIdentifier });
    const draft = await http<OnboardingDraftSaved>(s, 'PUT', '/api/onboarding/forms/w9-form-info/draft', {
      token: b.token,
      body: { Data: { ...W9, Tin: '***-**-4852' } },
    });
    expect(draft.status).toBe(200);
    const saved = await get<OnboardingFormDocument>(b.token, '/api/onboarding/forms/w9-form-info');
    expect(saved.json.Data).toMatchObject({ Tin: '' });
  });

  it('renders the PDF: field values in full, the certification text, the signature and the stored hash', async () => {
    const a = await newApplicant(s);
    expect((await rawRequest(s, 'GET', '/api/onboarding/forms/w9-form-info/pdf', a.token)).status).toBe(404);
    await consent(s, a.token);
    const signed = (await submit(s, a.token, 'w9-form-info', W9, {
      TypedName: 'Maria L Rivera',
      Drawn: pngDataUrl(),
    })) as unknown as OnboardingFormDocument;
    const pdf = await rawRequest(s, 'GET', '/api/onboarding/forms/w9-form-info/pdf', a.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="w9-form-info-v1.pdf"');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('W9 Form Info (Rev. March 2024)');
    expect(text).toContain('Maria L Rivera');
    expect(text).toContain('2400 Travis Street, Apt 12');
    expect(text).toContain(SECRETS.ssn);
    expect(text).toContain('Individual/sole proprietor');
    expect(text).toContain(collapse(W9_CERTIFICATION.leadIn));
    for (const item of W9_CERTIFICATION.items) expect(text).toContain(collapse(item));
    expect(text).toContain('Audit trail');
    expect(text).toContain(signed.DocumentHash!);
    expect(text).toContain('OnboardingTest/1.0');
    expect(text).toContain('consent-given');

    // Characters the standard fonts cannot encode are replaced, never a failure; long text wraps onto pages.
    await submit(s, a.token, 'emergency-info', {
      ...EMERGENCY,
      Primary: { ...EMERGENCY.Primary, Name: 'Zoë Ångström 李 ✓ Ž', AddressLine1: 'Long street '.repeat(15).trim() },
    });
    const unicode = await rawRequest(s, 'GET', '/api/onboarding/forms/emergency-info/pdf', a.token);
    expect(unicode.status).toBe(200);
    const unicodeText = await pdfText(unicode.bytes);
    expect(unicodeText).toContain('Zoë Ångström ? ? Ž');
    expect(unicodeText).toContain('Long street Long street');
    expect((await getDocumentProxy(new Uint8Array(unicode.bytes))).numPages).toBeGreaterThanOrEqual(2);
  });

  it('keeps sensitive values encrypted at rest (a dump of the database holds none of them)', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);
    await submit(s, a.token, 'identification-info', {
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
    });
    await http(s, 'PUT', '/api/onboarding/forms/w9-form-info/draft', {
      token: a.token,
      body: { Data: { ...W9, TinType: 'ein', Tin: SECRETS.ein } },
    });
    const form = await get<OnboardingFormDocument>(a.token, '/api/onboarding/forms/identification-info');
    expect((form.json.Data as { Documents: { Number: string }[] }).Documents.map((d) => d.Number)).toEqual([
      '****2XQ7',
      '****QZ94',
    ]);
    const w9 = await get<OnboardingFormDocument>(a.token, '/api/onboarding/forms/w9-form-info');
    expect(w9.json.Data).toMatchObject({ Tin: '**-***1936' });
    const dump = await dumpDatabase(s, db);
    expect(dump).toContain('Maria L Rivera');
    for (const secret of [SECRETS.ssn, SECRETS.ein, SECRETS.license, SECRETS.passport])
      expect(dump).not.toContain(secret);
    // Nor did any log line get one.
    for (const secret of Object.values(SECRETS)) expect(s.logs.join('\n')).not.toContain(secret);
  });

  it('accepts uploads by content (PDF, JPEG, PNG, HEIC), refuses a renamed .exe (415) and files over 10 MB (413)', async () => {
    const a = await newApplicant(s);
    const b = await newApplicant(s);
    const uploaded: OnboardingUpload[] = [];
    for (const [bytes, name, type] of [
      [PDF_BYTES, 'scan.pdf', 'application/pdf'],
      [JPEG_BYTES, 'front.png', 'image/jpeg'],
      [Buffer.from(pngDataUrl().split(',')[1]!, 'base64'), 'back', 'image/png'],
      [HEIC_BYTES, 'photo.heic', 'image/heic'],
    ] as const) {
      const result = await rawRequest(
        s,
        'POST',
        `/api/onboarding/uploads?fileName=${encodeURIComponent(name)}`,
        a.token,
        bytes,
      );
      expect(result.status, result.bytes.toString()).toBe(201);
      expect(result.json).toMatchObject({ ContentType: type, Size: bytes.length });
      uploaded.push(result.json as unknown as OnboardingUpload);
    }
    expect(uploaded[1]!.FileName).toBe('front.jpg');
    const exe = await rawRequest(
      s,
      'POST',
      '/api/onboarding/uploads?fileName=invoice.pdf',
      a.token,
      EXE_BYTES,
      'application/pdf',
    );
    expect(exe.status).toBe(415);
    expect(exe.json!.Message).toMatch(/PDF, JPEG, PNG or HEIC/);
    const big = await rawRequest(
      s,
      'POST',
      '/api/onboarding/uploads?fileName=big.pdf',
      a.token,
      Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.status).toBe(413);
    expect(
      (await rawRequest(s, 'POST', '/api/onboarding/uploads?fileName=empty.pdf', a.token, Buffer.alloc(0))).status,
    ).toBe(400);
    expect(
      (await rawRequest(s, 'POST', '/api/onboarding/uploads?fileName=x.pdf', recruiterToken, PDF_BYTES)).status,
    ).toBe(403);

    // Downloads: the owner only.
    const own = await rawRequest(s, 'GET', `/api/onboarding/uploads/${uploaded[0]!.UploadId}`, a.token);
    expect(own.status).toBe(200);
    expect(own.bytes.equals(PDF_BYTES)).toBe(true);
    expect((await rawRequest(s, 'GET', `/api/onboarding/uploads/${uploaded[0]!.UploadId}`, b.token)).status).toBe(404);
    expect((await rawRequest(s, 'GET', '/api/onboarding/uploads/not-a-uuid', a.token)).status).toBe(404);

    // Identification documents may reference the applicant's own uploads only.
    const document = (front: string | null) => ({
      Documents: [
        {
          Id: 'doc-1',
          Type: 'drivers-license',
          OtherType: '',
          IssuingState: 'TX',
          IssuingCountry: '',
          Number: SECRETS.license,
          IssueDate: null,
          ExpiryDate: null,
          FrontUploadId: front,
          BackUploadId: null,
        },
      ],
    });
    const foreign = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/onboarding/forms/identification-info/submit',
      {
        token: b.token,
        body: { Data: document(uploaded[1]!.UploadId), Signature: null },
      },
    );
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.json.Errors)).toEqual(['Documents[0].FrontUploadId']);
    const invented = await http(s, 'POST', '/api/onboarding/forms/identification-info/submit', {
      token: a.token,
      body: { Data: document('upload-front-1'), Signature: null },
    });
    expect(invented.status).toBe(400);
    await submit(s, a.token, 'identification-info', document(uploaded[1]!.UploadId));
  });

  it('audits the first save of each draft version (not each autosave) and each upload (name, type, size)', async () => {
    const a = await newApplicant(s);
    const saveDraft = async (name: string) => {
      const saved = await http(s, 'PUT', '/api/onboarding/forms/emergency-info/draft', {
        token: a.token,
        body: { Data: { ...EMERGENCY, Primary: { ...EMERGENCY.Primary, Name: name } } },
        headers: { 'user-agent': 'AutosaveTest/1.0' },
        ip: '203.0.113.7',
      });
      expect(saved.status).toBe(200);
    };
    // Version 1: three autosaves, then the submission; version 2: two more autosaves.
    for (const name of ['J', 'Jorge', 'Jorge Rivera']) await saveDraft(name);
    await submit(s, a.token, 'emergency-info', EMERGENCY);
    for (const name of ['Jorge R', 'Jorge Rivera Jr']) await saveDraft(name);
    // Uploads: one row each, with the file's name, type and size (never its content).
    for (const [bytes, name] of [
      [JPEG_BYTES, 'license front.jpg'],
      [PDF_BYTES, 'passport.pdf'],
    ] as const)
      expect(
        (await rawRequest(s, 'POST', `/api/onboarding/uploads?fileName=${encodeURIComponent(name)}`, a.token, bytes))
          .status,
      ).toBe(201);
    // A refused upload leaves no row.
    await rawRequest(s, 'POST', '/api/onboarding/uploads?fileName=x.pdf', a.token, EXE_BYTES);

    const audit = await get<OnboardingAuditEntry[]>(recruiterToken, `/api/applicants/${a.id}/onboarding/audit`);
    expect(audit.status).toBe(200);
    const rows = audit.json.filter((row) => row.Action === 'draft-started' || row.Action === 'uploaded').reverse();
    expect(
      rows.map(({ Action, Form, Version, ActorName, Detail }) => ({ Action, Form, Version, ActorName, Detail })),
    ).toEqual([
      {
        Action: 'draft-started',
        Form: 'emergency-info',
        Version: 1,
        ActorName: 'Maria Rivera',
        Detail: 'Draft of version 1 started',
      },
      {
        Action: 'draft-started',
        Form: 'emergency-info',
        Version: 2,
        ActorName: 'Maria Rivera',
        Detail: 'Draft of version 2 started (version 1 is submitted)',
      },
      {
        Action: 'uploaded',
        Form: null,
        Version: null,
        ActorName: 'Maria Rivera',
        Detail: `"license front.jpg", JPEG, ${JPEG_BYTES.length} bytes`,
      },
      {
        Action: 'uploaded',
        Form: null,
        Version: null,
        ActorName: 'Maria Rivera',
        Detail: `"passport.pdf", PDF, ${PDF_BYTES.length} bytes`,
      },
    ]);
    expect(rows[0]).toMatchObject({ Ip: '203.0.113.7', UserAgent: 'AutosaveTest/1.0' });
    expect(rows[2]!.Ip).not.toBe('');
    // The draft's start is part of the version's history on the PDF's audit page.
    const pdf = await rawRequest(s, 'GET', '/api/onboarding/forms/emergency-info/pdf?version=1', a.token);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain('draft-started - Maria Rivera - IP 203.0.113.7 - AutosaveTest/1.0');
  });

  it('never lets an applicant read another applicant’s forms (each call acts on the caller’s own forms)', async () => {
    const a = await newApplicant(s);
    const b = await newApplicant(s);
    await submit(s, a.token, 'emergency-info', EMERGENCY);
    const theirs = await get<OnboardingFormDocument>(b.token, '/api/onboarding/forms/emergency-info');
    expect(theirs.json).toMatchObject({ Status: 'not-started', Data: null });
    // Staff routes are closed to applicants.
    for (const path of [
      `/api/applicants/${a.id}/onboarding`,
      `/api/applicants/${a.id}/onboarding/forms/emergency-info`,
      `/api/applicants/${a.id}/onboarding/audit`,
      `/api/applicants/${a.id}/onboarding/i9/section-2`,
    ])
      expect((await get(b.token, path)).status, path).toBe(403);
  });

  it('opens the I-9 once the applicant has accepted an offer; Supplement A needs one signature per preparer', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await db.updateTable('applicants').set({ status: 'accepted' }).where('id', '=', a.id).execute();
    const overview = await get<OnboardingOverview>(a.token, '/api/onboarding');
    expect(overview.json.Forms[4]).toMatchObject({ Form: 'uscis-info', Locked: null });
    const data = { ...I9, UsedPreparer: true, Preparers: [PREPARER] };
    const missing = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/onboarding/forms/uscis-info/submit',
      {
        token: a.token,
        body: { Data: data, Signature: SIGNATURE },
      },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.Errors)).toEqual(['PreparerSignatures']);
    const signed = (await submit(s, a.token, 'uscis-info', data, SIGNATURE, {
      PreparerSignatures: [{ TypedName: 'Jose Santos', Drawn: null }],
    })) as unknown as OnboardingFormDocument;
    expect(signed.Signatures.map((each) => [each.Signer, each.TypedName])).toEqual([
      ['applicant', 'Maria L Rivera'],
      ['preparer', 'Jose Santos'],
    ]);
    expect(signed.Data).toMatchObject({ Ssn: '***-**-4852' });
    const pdf = await rawRequest(s, 'GET', '/api/onboarding/forms/uscis-info/pdf', a.token);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(collapse(I9_SECTION1_ATTESTATION_TEXT));
    expect(text).toContain(collapse(I9_SUPPLEMENT_A_TEXT));
    expect(text).toContain('Jose Santos');
    expect(text).toContain('A citizen of the United States');
    expect(text).toContain(signed.DocumentHash!);
    expect(ESIGN_CONSENT_VERSION).toBeTruthy();
  });
});
