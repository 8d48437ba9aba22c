import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { I9_SECTION2_CERTIFICATION_TEXT, ONBOARDING_FORM_KEYS } from '@agency/api-client/contract';
import type {
  I9Section2Document,
  OnboardingAuditEntry,
  OnboardingFormDocument,
  OnboardingFormSummary,
  OnboardingOverview,
} from '@agency/api-client/contract';
import { rotateDataKey } from '../src/cli/rotate-data-key';
import { runCli } from '../src/cli/run';
import { section2DueDate } from '../src/features/onboarding/review';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, outbox, PASSWORD, signIn, startServer, type TestServer } from './helpers';
import {
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

const EMPLOYER_SIGNATURE = { TypedName: 'Linh Nguyen', Drawn: null };
const collapse = (text: string) => text.replace(/\s+/g, ' ');

describe('I-9 Section 2 due date', () => {
  it('is 3 business days after the first day (Monday → Thursday; Friday → Wednesday; no holidays)', () => {
    expect(section2DueDate('2026-12-07')).toBe('2026-12-10');
    expect(section2DueDate('2026-12-11')).toBe('2026-12-16');
    expect(section2DueDate('2026-12-12')).toBe('2026-12-16');
  });
});

describe.each(DB_KINDS)('onboarding review (staff side) on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'supervisor' | 'admin' | 'acme', string>;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    token.recruiter = (await signIn(s, 'recruiter@demo.test')).access_token;
    token.supervisor = (await signIn(s, 'supervisor@demo.test')).access_token;
    token.admin = (await signIn(s, 'admin@demo.test')).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const staff = (who: keyof typeof token, method: string, path: string, body?: unknown) =>
    http<Record<string, unknown>>(s, method, path, { token: token[who], body });

  it('shows an applicant’s onboarding to the agency’s staff only (another agency: 404)', async () => {
    const a = await newApplicant(s);
    await submit(s, a.token, 'emergency-info', EMERGENCY);
    const overview = await http<OnboardingOverview>(s, 'GET', `/api/applicants/${a.id}/onboarding`, {
      token: token.recruiter,
    });
    expect(overview.status).toBe(200);
    expect(overview.json).toMatchObject({
      ApplicantId: a.id,
      Progress: { Total: ONBOARDING_FORM_KEYS.length + 1, Submitted: 1, Approved: 0 },
    });
    const form = await http<OnboardingFormDocument>(
      s,
      'GET',
      `/api/applicants/${a.id}/onboarding/forms/emergency-info`,
      {
        token: token.recruiter,
      },
    );
    expect(form.json).toMatchObject({ Status: 'submitted', Data: { Primary: { Name: 'Jorge Rivera' } } });
    for (const path of [
      `/api/applicants/${a.id}/onboarding`,
      `/api/applicants/${a.id}/onboarding/forms/emergency-info`,
      `/api/applicants/${a.id}/onboarding/forms/emergency-info/pdf`,
      `/api/applicants/${a.id}/onboarding/audit`,
      `/api/applicants/${a.id}/onboarding/i9/section-2`,
    ])
      expect((await staff('acme', 'GET', path)).status, path).toBe(404);
    expect(
      (await staff('acme', 'POST', `/api/applicants/${a.id}/onboarding/forms/emergency-info/approve`)).status,
    ).toBe(404);
    expect((await staff('recruiter', 'GET', '/api/applicants/99999999/onboarding')).status).toBe(404);
    expect((await staff('recruiter', 'GET', '/api/applicants/abc/onboarding')).status).toBe(404);
    const pdf = await rawRequest(
      s,
      'GET',
      `/api/applicants/${a.id}/onboarding/forms/emergency-info/pdf`,
      token.recruiter,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="emergency-info-v1.pdf"');
    // Who downloaded which signed PDF is audited (staff only; another agency's 404 above left no row)…
    const downloads = (
      await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${a.id}/onboarding/audit`, {
        token: token.recruiter,
      })
    ).json.filter((row) => row.Action === 'pdf-downloaded');
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({
      Form: 'emergency-info',
      Version: 1,
      ActorName: 'Rita Recruiter',
      Detail: `Downloaded emergency-info-v1.pdf; SHA-256 ${form.json.DocumentHash}`,
    });
    expect(downloads[0]!.Ip).not.toBe('');
    // …but is not part of the signed record: the next PDF's audit page does not list it.
    const again = await rawRequest(
      s,
      'GET',
      `/api/applicants/${a.id}/onboarding/forms/emergency-info/pdf`,
      token.recruiter,
    );
    const text = (await extractText(await getDocumentProxy(new Uint8Array(again.bytes)), { mergePages: true })).text;
    expect(text).toContain('submitted - Maria Rivera');
    expect(text).not.toContain('pdf-downloaded');

    // An upload: the agency's staff may download it, another agency's may not.
    const upload = await rawRequest(
      s,
      'POST',
      '/api/onboarding/uploads?fileName=id.pdf',
      a.token,
      Buffer.from('%PDF-1.4\n%%EOF\n'),
    );
    const path = `/api/applicants/${a.id}/onboarding/uploads/${upload.json!.UploadId as string}`;
    expect((await rawRequest(s, 'GET', path, token.recruiter)).status).toBe(200);
    expect((await rawRequest(s, 'GET', path, token.acme)).status).toBe(404);
    const other = await newApplicant(s);
    expect(
      (
        await rawRequest(
          s,
          'GET',
          `/api/applicants/${other.id}/onboarding/uploads/${upload.json!.UploadId as string}`,
          token.recruiter,
        )
      ).status,
    ).toBe(404);
  });

  it('approves a submitted version only; asks for changes with a reason, mailed; the applicant resubmits', async () => {
    const a = await newApplicant(s);
    const base = `/api/applicants/${a.id}/onboarding/forms/w9-form-info`;
    expect((await staff('recruiter', 'POST', `${base}/approve`)).status).toBe(409);
    await consent(s, a.token);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);

    for (const body of [{}, { Reason: '   ' }, { Reason: 'x'.repeat(1001) }, { Reason: 5 }, null]) {
      const refused = await staff('recruiter', 'POST', `${base}/request-changes`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const reason = 'Line 5: please add your apartment number.';
    const changed = await http<OnboardingFormDocument>(s, 'POST', `${base}/request-changes`, {
      token: token.recruiter,
      body: { Reason: reason },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      Status: 'changes-requested',
      ChangesReason: reason,
      ReviewedBy: expect.any(String),
    });
    expect((await staff('recruiter', 'POST', `${base}/approve`)).status).toBe(409);
    const mail = (await outbox(s)).find(
      (message) => message.To === a.email && message.Kind === 'onboarding-changes-requested',
    );
    expect(mail?.Subject).toBe('Changes requested: W9 Form Info');
    expect(mail?.Text).toContain(reason);

    const mine = await http<OnboardingFormDocument>(s, 'GET', '/api/onboarding/forms/w9-form-info', { token: a.token });
    expect(mine.json).toMatchObject({ Status: 'changes-requested', ChangesReason: reason, Version: 1 });
    const again = (await submit(
      s,
      a.token,
      'w9-form-info',
      { ...W9, Tin: '***-**-4852', Address: '2400 Travis St, Apt 12' },
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(again).toMatchObject({ Version: 2, Status: 'submitted', ChangesReason: null });
    expect(again.History.map((entry) => [entry.Version, entry.Status])).toEqual([
      [2, 'submitted'],
      [1, 'changes-requested'],
    ]);
    const approved = await http<OnboardingFormDocument>(s, 'POST', `${base}/approve`, { token: token.recruiter });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ Status: 'approved', Version: 2, ReviewedAt: expect.any(String) });
    expect((await staff('recruiter', 'POST', `${base}/approve`)).status).toBe(409);

    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${a.id}/onboarding/audit`, {
      token: token.recruiter,
    });
    expect(audit.json.map((entry) => entry.Action)).toEqual([
      'approved',
      'signed',
      'submitted',
      'changes-requested',
      'signed',
      'submitted',
      'consent-given',
    ]);
    expect(audit.json[3]).toMatchObject({ Form: 'w9-form-info', Version: 1, Detail: reason });
  });

  it('reveals a sensitive value to administrators and admins only, writing an audit row without the value', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);
    const path = `/api/applicants/${a.id}/onboarding/forms/w9-form-info/reveal`;
    const recruiter = await staff('recruiter', 'POST', path, { Field: 'Tin' });
    expect(recruiter.status).toBe(403);
    expect(recruiter.json.Message).toBe('Only an administrator or admin can reveal a sensitive value.');
    const supervisor = await staff('supervisor', 'POST', path, { Field: 'Tin' });
    expect(supervisor.status).toBe(403);
    expect((await staff('admin', 'POST', path, { Field: 'Name' })).status).toBe(400);
    expect((await staff('admin', 'POST', path, {})).status).toBe(400);
    const revealed = await http<{ Field: string; Value: string }>(s, 'POST', path, {
      token: token.admin,
      body: { Field: 'Tin' },
    });
    expect(revealed.status).toBe(200);
    expect(revealed.json).toEqual({ Field: 'Tin', Value: SECRETS.ssn });
    expect(revealed.headers.get('cache-control')).toBe('no-store');
    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${a.id}/onboarding/audit`, {
      token: token.recruiter,
    });
    expect(audit.json[0]).toMatchObject({
      Action: 'revealed',
      Form: 'w9-form-info',
      Version: 1,
      Detail: 'Revealed Tin',
    });
    expect(JSON.stringify(audit.json)).not.toContain(SECRETS.ssn);
    expect((await staff('acme', 'POST', path, { Field: 'Tin' })).status).toBe(404);
  });

  it('lets supervisors unlock the I-9 with a reason (recruiters 403), recorded in the audit log', async () => {
    const a = await newApplicant(s);
    const path = `/api/applicants/${a.id}/onboarding/i9/unlock`;
    const draft = () =>
      http(s, 'PUT', '/api/onboarding/forms/uscis-info/draft', {
        token: a.token,
        body: { Data: { LastName: 'Rivera' } },
      });
    expect((await draft()).status).toBe(423);
    expect((await staff('recruiter', 'POST', path, { Reason: 'Start date moved up' })).status).toBe(403);
    expect((await staff('supervisor', 'POST', path, { Reason: '' })).status).toBe(400);
    const unlocked = await http<OnboardingFormSummary>(s, 'POST', path, {
      token: token.supervisor,
      body: { Reason: 'Start date moved up' },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.json).toMatchObject({ Form: 'uscis-info', Locked: null });
    expect((await draft()).status).toBe(200);
    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${a.id}/onboarding/audit`, {
      token: token.recruiter,
    });
    // Newest first: the draft the unlock allowed, then the unlock.
    expect(audit.json.slice(0, 2)).toMatchObject([
      { Action: 'draft-started', Form: 'uscis-info', Version: 1 },
      { Action: 'i9-unlocked', Detail: 'Start date moved up' },
    ]);
  });

  it('completes I-9 Section 2 after Section 1: drafts, due date and overdue, the employer’s signature, then immutable', async () => {
    const a = await newApplicant(s);
    const path = `/api/applicants/${a.id}/onboarding/i9/section-2`;
    const empty = await http<I9Section2Document>(s, 'GET', path, { token: token.recruiter });
    expect(empty.json).toMatchObject({ Status: 'not-started', Data: null, DueDate: null, Overdue: false });

    // A draft: the first day (a Monday in the past) sets the due date (Thursday), overdue.
    const draft = await http<I9Section2Document>(s, 'PUT', path, {
      token: token.recruiter,
      body: { Data: { ...SECTION2, EmployerTitle: '' }, Signature: null },
    });
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({
      Status: 'in-progress',
      FirstDay: '2020-01-06',
      DueDate: '2020-01-09',
      Overdue: true,
    });
    expect(draft.json.Data).toMatchObject({ ListA: [{ Number: '****9KW3' }] });
    const future = await http<I9Section2Document>(s, 'PUT', path, {
      token: token.recruiter,
      body: {
        Data: {
          ...SECTION2,
          ListA: [{ ...SECTION2.ListA[0], Number: '****9KW3' }],
          FirstDayOfEmployment: '2999-01-07',
        },
        Signature: null,
      },
    });
    expect(future.json).toMatchObject({ DueDate: '2999-01-10', Overdue: false });

    // Signing needs the applicant's Section 1.
    const early = await staff('recruiter', 'PUT', path, { Data: SECTION2, Signature: EMPLOYER_SIGNATURE });
    expect(early.status).toBe(409);
    expect(early.json.Code).toBe('section_1_not_submitted');
    await consent(s, a.token);
    await db.updateTable('applicants').set({ status: 'accepted' }).where('id', '=', a.id).execute();
    await submit(s, a.token, 'uscis-info', I9, SIGNATURE);

    const invalid = await http<{ Errors: Record<string, string> }>(s, 'PUT', path, {
      token: token.recruiter,
      body: { Data: { ...SECTION2, EmployerTitle: '' }, Signature: EMPLOYER_SIGNATURE },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.Errors)).toEqual(['EmployerTitle']);
    const signed = await http<I9Section2Document>(s, 'PUT', path, {
      token: token.recruiter,
      body: {
        Data: { ...SECTION2, ListA: [{ ...SECTION2.ListA[0], Number: '****9KW3' }] },
        Signature: EMPLOYER_SIGNATURE,
      },
    });
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);
    expect(signed.json).toMatchObject({
      Status: 'completed',
      FirstDay: '2020-01-06',
      DueDate: '2020-01-09',
      Overdue: false,
      Signature: { Signer: 'employer', TypedName: 'Linh Nguyen' },
    });
    const again = await staff('recruiter', 'PUT', path, { Data: SECTION2, Signature: null });
    expect(again.status).toBe(409);
    // The I-9's PDF carries Section 2: its values (numbers masked for staff), the employer's certification
    // and signature.
    const pdf = await rawRequest(s, 'GET', `/api/applicants/${a.id}/onboarding/forms/uscis-info/pdf`, token.recruiter);
    expect(pdf.status).toBe(200);
    const text = collapse(
      (await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })).text,
    );
    expect(text).toContain(collapse(I9_SECTION2_CERTIFICATION_TEXT));
    expect(text).toContain('****9KW3');
    expect(text).not.toContain(SECRETS.listA);
    expect(text).toContain('Linh Nguyen');
    expect(text).toContain('section-2-signed');
    // The document number kept through the mask, revealed in full by an admin.
    const revealed = await staff('admin', 'POST', `/api/applicants/${a.id}/onboarding/forms/uscis-info/reveal`, {
      Field: 'Section2.ListA[0].Number',
    });
    expect(revealed.json).toEqual({ Field: 'Section2.ListA[0].Number', Value: SECRETS.listA });
    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${a.id}/onboarding/audit`, {
      token: token.recruiter,
    });
    expect(audit.json.map((entry) => entry.Action).slice(0, 3)).toEqual([
      'revealed',
      'pdf-downloaded',
      'section-2-signed',
    ]);
    expect(audit.json[1]!.ActorName).not.toBe('');
    expect((await staff('acme', 'PUT', path, { Data: SECTION2, Signature: null })).status).toBe(404);
  });

  it('answers bad input on the staff calls with 4xx, never 500', async () => {
    const a = await newApplicant(s);
    const base = `/api/applicants/${a.id}/onboarding`;
    const bodies: unknown[] = [
      null,
      [],
      'x',
      5,
      { Data: [] },
      { Data: { ListA: 'x' } },
      { Data: { ListA: [{ Number: {} }] } },
      { Field: ['Tin'] },
      { Reason: {} },
      { Data: SECTION2, Signature: 'yes' },
      { Data: SECTION2, Signature: { TypedName: 5 } },
    ];
    for (const body of bodies)
      for (const [who, method, path] of [
        ['admin', 'POST', `${base}/forms/w9-form-info/reveal`],
        ['admin', 'POST', `${base}/forms/uscis-info/reveal`],
        ['supervisor', 'POST', `${base}/i9/unlock`],
        ['recruiter', 'PUT', `${base}/i9/section-2`],
        ['recruiter', 'POST', `${base}/forms/w9-form-info/request-changes`],
        ['recruiter', 'POST', `${base}/forms/not-a-form/approve`],
      ] as const) {
        const result = await staff(who, method, path, body);
        expect(result.status, `${method} ${path} ${JSON.stringify(body)}: ${result.text}`).toBeGreaterThanOrEqual(400);
        expect(result.status, `${method} ${path} ${JSON.stringify(body)}: ${result.text}`).toBeLessThan(500);
      }
    const reveal = await staff('admin', 'POST', `${base}/forms/w9-form-info/reveal`, { Field: 'Tin' });
    expect(reveal.status).toBe(404);
    // A first day that does not exist is kept in the draft but sets no due date.
    for (const day of ['2020-02-30', '0000-01-01', '2020-13-01', 'soon']) {
      const draft = await http<I9Section2Document>(s, 'PUT', `${base}/i9/section-2`, {
        token: token.recruiter,
        body: { Data: { ...SECTION2, FirstDayOfEmployment: day }, Signature: null },
      });
      expect(draft.status, day).toBe(200);
      expect(draft.json).toMatchObject({ FirstDay: null, DueDate: null, Overdue: false });
    }
  });

  it('re-seals every value under a new data key (rotate-data-key); a value under an unknown key is a clear error', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    await submit(s, a.token, 'w9-form-info', W9, SIGNATURE);
    const keyFile = join(s.config.dataDir, 'data-encryption-key');
    const current = readFileSync(keyFile, 'utf8').trim();
    const next = 'ab'.repeat(32);
    const toNext = await rotateDataKey(
      db,
      { ...s.config, dataEncryptionKey: Buffer.from(next, 'hex') },
      {
        OLD_DATA_ENCRYPTION_KEY: current,
      },
    );
    expect(toNext).toMatch(
      /Re-sealed under the current DATA_ENCRYPTION_KEY: [1-9]\d* onboarding value\(s\) in [1-9]\d* row\(s\), 1 signing key\(s\), \d+ SMTP password\(s\)\./,
    );
    // This server still has the old key: it says so instead of answering garbage.
    const read = await http<{ Code: string; Message: string }>(s, 'GET', '/api/onboarding/forms/w9-form-info', {
      token: a.token,
    });
    expect(read.status).toBe(500);
    expect(read.json.Code).toBe('data_key_unknown');
    expect(read.json.Message).toContain('rotate-data-key');
    expect(read.text).not.toContain(SECRETS.ssn);
    // A third key is refused with nothing changed; then back to the server's key.
    await expect(
      rotateDataKey(
        db,
        { ...s.config, dataEncryptionKey: Buffer.from('cd'.repeat(32), 'hex') },
        {
          OLD_DATA_ENCRYPTION_KEY: current,
        },
      ),
    ).rejects.toThrow(/neither OLD_DATA_ENCRYPTION_KEY/);
    await expect(rotateDataKey(db, s.config, {})).rejects.toThrow(/OLD_DATA_ENCRYPTION_KEY/);
    await rotateDataKey(
      db,
      { ...s.config, dataEncryptionKey: Buffer.from(current, 'hex') },
      { OLD_DATA_ENCRYPTION_KEY: next },
    );
    const back = await http<OnboardingFormDocument>(s, 'GET', '/api/onboarding/forms/w9-form-info', { token: a.token });
    expect(back.status).toBe(200);
    expect(back.json.Data).toMatchObject({ Tin: '***-**-4852' });
    // Signing in still works (the signing key was re-sealed back too).
    expect((await signIn(s, a.email)).access_token).toBeTruthy();

    // The command line: listed in the help; without OLD_DATA_ENCRYPTION_KEY it says what to set. (On
    // PostgreSQL only: a PGlite data directory is held by the running server.)
    const printed: string[] = [];
    const io = (env: Record<string, string>) => ({
      stdout: { write: (text: string) => printed.push(text) },
      stderr: { write: (text: string) => printed.push(text) },
      env: { NODE_ENV: 'test', ...env },
    });
    expect(await runCli(['--help'], io({}))).toBe(0);
    expect(printed.join('')).toContain('rotate-data-key');
    if (s.config.database.kind === 'postgres') {
      const env = { DATABASE_URL: s.config.database.url, DATA_DIR: s.config.dataDir, DATA_ENCRYPTION_KEY: current };
      printed.length = 0;
      expect(await runCli(['rotate-data-key'], io(env))).toBe(1);
      expect(printed.join('')).toContain('Set OLD_DATA_ENCRYPTION_KEY');
      printed.length = 0;
      expect(await runCli(['rotate-data-key'], io({ ...env, OLD_DATA_ENCRYPTION_KEY: current }))).toBe(1);
      expect(printed.join('')).toContain('the same key');
    }
  });
});
