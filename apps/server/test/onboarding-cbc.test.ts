import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CBC_AUTHORIZATION_TEXT,
  CBC_DISCLOSURE_TITLE,
  NY_CHRC_TITLE,
  type OnboardingAuditEntry,
  type OnboardingFormDocument,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { CBC_NO_W9_SSN_MESSAGE } from '../src/features/onboarding/cbc';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';
import { CBC, consent, newApplicant, rawRequest, SECRETS, SIGNATURE, submit, W9 } from './onboarding-helpers';

const m = messages.cbc;
const FORM = '/api/onboarding/forms/cbc-form-info';
const collapse = (text: string) => text.replace(/\s+/g, ' ');

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return collapse(text);
}

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

const NY_ADDRESSES = [
  { ...CBC.Addresses[0]!, City: 'Albany', State: 'NY', Zip: '12207' },
  { ...CBC.Addresses[1]!, City: 'Oakland', State: 'CA', Zip: '94612' },
];

describe.each(DB_KINDS)('CHRC Form Info on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'admin' | 'acme', string>;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    token.recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    token.admin = (await signIn(s, 'admin@demo.test')).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const get = (who: string, path: string) => http<OnboardingFormDocument>(s, 'GET', path, { token: who });
  const send = (who: string, data: unknown, signature: unknown = SIGNATURE) =>
    http<{ Errors?: Record<string, string> }>(s, 'POST', `${FORM}/submit`, {
      token: who,
      body: { Data: data, Signature: signature },
    });
  const setDiscipline = (id: number, discipline: string) =>
    db.updateTable('applicants').set({ discipline }).where('id', '=', id).execute();

  it('saves a draft with the SSN and license sealed, answered masked', async () => {
    const a = await newApplicant(s);
    const saved = await http(s, 'PUT', `${FORM}/draft`, { token: a.token, body: { Data: { ...CBC, FirstName: '' } } });
    expect(saved.status, saved.text).toBe(200);
    const doc = await get(a.token, FORM);
    expect(doc.json).toMatchObject({ Status: 'in-progress', Version: 1, Locked: null });
    expect(doc.json.Data).toMatchObject({
      FirstName: '',
      Ssn: '***-**-4852',
      DriversLicenseNumber: '****2XQ7',
    });
    const row = await db
      .selectFrom('onboarding_documents')
      .select('data')
      .where('applicant_id', '=', a.id)
      .where('form', '=', 'cbc-form-info')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row.data)).not.toContain(SECRETS.ssn);
    expect(JSON.stringify(row.data)).not.toContain(SECRETS.license);
    // A draft of the wrong shape is refused.
    const bad = await http(s, 'PUT', `${FORM}/draft`, { token: a.token, body: { Data: { Addresses: 'here' } } });
    expect(bad.status).toBe(400);
  });

  it('refuses an invalid submission with the messages by field (400, never 500)', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    const result = await send(a.token, {
      ...CBC,
      DisclosureAcknowledged: false,
      Ssn: '12345',
      Addresses: [{ ...CBC.Addresses[0]!, City: '' }],
    });
    expect(result.status).toBe(400);
    expect(result.json.Errors).toEqual({
      DisclosureAcknowledged: m.disclosureRequired,
      Ssn: m.ssnInvalid,
      'Addresses[0].City': m.cityRequired,
      GapExplanation: m.gapExplanationRequired,
    });
    const unsigned = await send(a.token, CBC, null);
    expect(unsigned.status).toBe(400);
    expect(unsigned.json.Errors).toEqual({ Signature: 'Sign the form: type your full name.' });
    const notices = await send(a.token, { ...CBC, Addresses: NY_ADDRESSES });
    expect(notices.json.Errors).toEqual({ StateNoticesAcknowledged: m.noticesRequired });
  });

  it('submits and signs: the SSN and license encrypted at rest (a dump holds neither), masked in answers, in the PDF and the canonical text', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    const doc = (await submit(s, a.token, 'cbc-form-info', CBC, SIGNATURE)) as unknown as OnboardingFormDocument;
    expect(doc).toMatchObject({ Status: 'submitted', Version: 1, Data: { Ssn: '***-**-4852' } });
    expect(doc.Signatures).toHaveLength(1);
    const row = await db
      .selectFrom('onboarding_documents')
      .select(['canonical_text'])
      .where('applicant_id', '=', a.id)
      .where('form', '=', 'cbc-form-info')
      .executeTakeFirstOrThrow();
    expect(row.canonical_text).not.toContain(SECRETS.ssn);
    const dump = await dumpDatabase(s, db);
    expect(dump).toContain('Galveston');
    expect(dump).not.toContain(SECRETS.ssn);
    expect(dump).not.toContain(SECRETS.license);
    expect(s.logs.join('\n')).not.toContain(SECRETS.ssn);

    const pdf = await rawRequest(s, 'GET', `${FORM}/pdf`, a.token);
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(CBC_DISCLOSURE_TITLE);
    expect(text).toContain(collapse(CBC_AUTHORIZATION_TEXT));
    expect(text).toContain('***-**-4852');
    expect(text).not.toContain(SECRETS.ssn);
    expect(text).not.toContain(SECRETS.license);
    expect(text).not.toContain(NY_CHRC_TITLE);
  });

  it("takes the SSN from the applicant's own submitted W-9, never from the browser", async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    const fromW9 = { ...CBC, SsnSource: 'w9', Ssn: '' };
    // No W-9 yet: a draft keeps no SSN; a submission is refused on the choice.
    expect((await http(s, 'PUT', `${FORM}/draft`, { token: a.token, body: { Data: fromW9 } })).status).toBe(200);
    expect((await get(a.token, FORM)).json.Data).toMatchObject({ SsnSource: 'w9', Ssn: '' });
    const refused = await send(a.token, fromW9);
    expect(refused.status).toBe(400);
    expect(refused.json.Errors).toEqual({ SsnSource: CBC_NO_W9_SSN_MESSAGE });
    // A W-9 draft does not count; a submitted one does.
    await http(s, 'PUT', '/api/onboarding/forms/w9-form-info/draft', { token: a.token, body: { Data: W9 } });
    expect((await send(a.token, fromW9)).status).toBe(400);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);
    const doc = (await submit(s, a.token, 'cbc-form-info', fromW9, SIGNATURE)) as unknown as OnboardingFormDocument;
    expect(doc.Data).toMatchObject({ SsnSource: 'w9', Ssn: '***-**-4852' });
    const revealed = await http<{ Field: string; Value: string }>(
      s,
      'POST',
      `/api/applicants/${a.id}/onboarding/forms/cbc-form-info/reveal`,
      { token: token.admin, body: { Field: 'Ssn' } },
    );
    expect(revealed.json).toEqual({ Field: 'Ssn', Value: SECRETS.ssn });

    // Another applicant's W-9 is never used: this one has none.
    const b = await newApplicant(s);
    await consent(s, b.token);
    expect((await send(b.token, fromW9)).json.Errors).toEqual({ SsnSource: CBC_NO_W9_SSN_MESSAGE });
    // A W-9 with an EIN holds no SSN.
    await submit(s, b.token, 'w9-form-info', { ...W9, TinType: 'ein', Tin: SECRETS.ein }, SIGNATURE);
    expect((await send(b.token, fromW9)).json.Errors).toEqual({ SsnSource: CBC_NO_W9_SSN_MESSAGE });
  });

  it('asks the NY CHRC consent of an aide with a New York address only, and clears it for licensed staff', async () => {
    const aide = await newApplicant(s);
    await setDiscipline(aide.id, 'CNA');
    await consent(s, aide.token);
    const ny = { ...CBC, Addresses: NY_ADDRESSES, StateNoticesAcknowledged: true, CopyOfReport: true };
    const refused = await send(aide.token, ny);
    expect(refused.status).toBe(400);
    expect(refused.json.Errors).toEqual({ NyChrcConsent: m.chrcRequired });
    const doc = (await submit(
      s,
      aide.token,
      'cbc-form-info',
      { ...ny, NyChrcConsent: true },
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(doc.Data).toMatchObject({ NyChrcConsent: true, StateNoticesAcknowledged: true });
    const pdf = await pdfText((await rawRequest(s, 'GET', `${FORM}/pdf`, aide.token)).bytes);
    expect(pdf).toContain(NY_CHRC_TITLE);
    expect(pdf).toContain('State notice: California applicants');
    expect(pdf).toContain('State notice: New York applicants');

    // An aide without a New York address, and a nurse with one: no consent asked, none stored.
    const texan = await newApplicant(s);
    await setDiscipline(texan.id, 'CNA');
    await consent(s, texan.token);
    expect((await submit(s, texan.token, 'cbc-form-info', CBC, SIGNATURE)).Status).toBe('submitted');
    const nurse = await newApplicant(s);
    await setDiscipline(nurse.id, 'RN');
    await consent(s, nurse.token);
    const nurseDoc = (await submit(
      s,
      nurse.token,
      'cbc-form-info',
      { ...ny, NyChrcConsent: true },
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(nurseDoc.Data).toMatchObject({ NyChrcConsent: false });
  });

  it("lets the agency's staff review it masked (approve, request changes, audited reveal); another agency gets 404", async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'cbc-form-info', CBC, SIGNATURE);
    const path = `/api/applicants/${a.id}/onboarding/forms/cbc-form-info`;
    const staffView = await get(token.recruiter, path);
    expect(staffView.status).toBe(200);
    expect(staffView.json.Data).toMatchObject({ Ssn: '***-**-4852', FirstName: 'Maria' });
    expect(JSON.stringify(staffView.json)).not.toContain(SECRETS.ssn);
    expect(JSON.stringify(staffView.json)).not.toContain(SECRETS.license);
    expect((await get(token.acme, path)).status).toBe(404);
    // An applicant cannot read another applicant's form through the staff calls.
    const b = await newApplicant(s);
    expect((await get(b.token, path)).status).toBe(403);

    const recruiterReveal = await http(s, 'POST', `${path}/reveal`, {
      token: token.recruiter,
      body: { Field: 'DriversLicenseNumber' },
    });
    expect(recruiterReveal.status).toBe(403);
    const revealed = await http<{ Value: string }>(s, 'POST', `${path}/reveal`, {
      token: token.admin,
      body: { Field: 'DriversLicenseNumber' },
    });
    expect(revealed.json.Value).toBe(SECRETS.license);

    const changes = await http(s, 'POST', `${path}/request-changes`, {
      token: token.recruiter,
      body: { Reason: 'Add your address in Dallas from 2018' },
    });
    expect(changes.status, changes.text).toBe(200);
    expect((await get(a.token, FORM)).json).toMatchObject({
      Status: 'changes-requested',
      ChangesReason: 'Add your address in Dallas from 2018',
    });
    // Resubmitted with the masks sent back unchanged: the stored values are kept, then approved.
    const masked = (await get(a.token, FORM)).json.Data!;
    const again = (await submit(s, a.token, 'cbc-form-info', masked, SIGNATURE)) as unknown as OnboardingFormDocument;
    expect(again).toMatchObject({ Status: 'submitted', Version: 2 });
    const approved = await http(s, 'POST', `${path}/approve`, { token: token.recruiter });
    expect(approved.status, approved.text).toBe(200);
    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${a.id}/onboarding/audit`, {
      token: token.recruiter,
    });
    expect(audit.json.map((entry) => entry.Action)).toContain('revealed');
    expect(JSON.stringify(audit.json)).not.toContain(SECRETS.license);
    const reveal = await http(s, 'POST', `${path}/reveal`, { token: token.admin, body: { Field: 'Ssn' } });
    expect((reveal.json as { Value: string }).Value).toBe(SECRETS.ssn);
  });
});
