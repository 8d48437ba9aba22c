import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_REQUIREMENTS,
  isoDay,
  UPLOAD_REQUIREMENT_MESSAGES,
  type OnboardingAuditEntry,
  type UploadRequirementsOverview,
} from '@agency/api-client/contract';
import type { Db } from '../src/platform/db';
import { DB_KINDS, decodeJwt, http, outbox, signIn, startServer, type TestServer } from './helpers';
import { newApplicant, rawRequest } from './onboarding-helpers';

// Upload Requirements (issue 12): the agency's required documents, the applicant's files (type by content,
// reused from the onboarding uploads), expiry dates feeding the credential expiries, the staff's review
// with e-mails, agency scoping, roles and the health items.

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(200, 0x90)]);
const DAY = 86_400_000;
const inDays = (days: number) => isoDay(new Date(Date.now() + days * DAY));

describe.each(DB_KINDS)('upload requirements on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'administrator' | 'admin', string>;
  let recruiterId = 0;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of ['recruiter', 'administrator', 'admin'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    recruiterId = (decodeJwt(token.recruiter).payload.recruiter as { RecruiterId: number }).RecruiterId;
  });
  afterAll(async () => {
    await s?.close();
  });

  const upload = async (applicantToken: string, bytes: Buffer, fileName: string) => {
    const stored = await rawRequest(
      s,
      'POST',
      `/api/onboarding/uploads?fileName=${encodeURIComponent(fileName)}`,
      applicantToken,
      bytes,
    );
    return stored;
  };
  const attach = (applicantToken: string, item: string, body: unknown) =>
    http<UploadRequirementsOverview & { Errors?: Record<string, string> }>(
      s,
      'POST',
      `/api/onboarding/upload-requirements/${item}/files`,
      { token: applicantToken, body },
    );
  const own = (applicantToken: string) =>
    http<UploadRequirementsOverview>(s, 'GET', '/api/onboarding/upload-requirements', { token: applicantToken });
  const staffView = (staffToken: string, id: number) =>
    http<UploadRequirementsOverview>(s, 'GET', `/api/applicants/${id}/upload-requirements`, { token: staffToken });
  const item = (overview: UploadRequirementsOverview, key: string) =>
    overview.Requirements.find((entry) => entry.Key === key)!;
  const expiries = (applicantId: number) =>
    db
      .selectFrom('credential_expiries')
      .select(['source', 'key', 'label'])
      .select((eb) => eb.fn<string>('to_char', [eb.ref('expires_on'), eb.val('YYYY-MM-DD')]).as('expires_on'))
      .where('applicant_id', '=', applicantId)
      .orderBy('id')
      .execute();

  it('lists the default set, every item missing, "0 of 7"', async () => {
    const applicant = await newApplicant(s);
    const result = await own(applicant.token);
    expect(result.status, result.text).toBe(200);
    expect(result.json.Requirements.map((entry) => [entry.Key, entry.Label, entry.HasExpiry, entry.State])).toEqual(
      DEFAULT_UPLOAD_REQUIREMENTS.map((entry) => [entry.key, entry.label, entry.hasExpiry, 'missing']),
    );
    expect([result.json.Approved, result.json.Total, result.json.Complete]).toEqual([0, 7, false]);
  });

  it('attaches uploads (type by content: a renamed .exe is refused), with expiry dates, several per item', async () => {
    const applicant = await newApplicant(s);
    const exe = await upload(applicant.token, EXE, 'licence.pdf');
    expect(exe.status).toBe(415);

    const front = await upload(applicant.token, PDF, 'licence-front.pdf');
    expect(front.status).toBe(201);
    const back = await upload(applicant.token, PDF, 'licence-back.pdf');
    const expiresOn = inDays(400);
    const first = await attach(applicant.token, 'licence', { UploadId: front.json!.UploadId, ExpiresOn: expiresOn });
    expect(first.status, first.text).toBe(201);
    const second = await attach(applicant.token, 'licence', { UploadId: back.json!.UploadId, ExpiresOn: expiresOn });
    expect(second.status, second.text).toBe(201);
    const license = item(second.json, 'licence');
    expect(license.State).toBe('uploaded');
    expect(license.Files.map((file) => [file.FileName, file.Status, file.ExpiresOn])).toEqual([
      ['licence-front.pdf', 'uploaded', expiresOn],
      ['licence-back.pdf', 'uploaded', expiresOn],
    ]);
    // One credential per requirement: its latest dated file, labelled with the requirement.
    expect(await expiries(applicant.id)).toEqual([
      {
        source: 'upload-requirements',
        key: `file:${license.Files[1]!.FileId}`,
        label: 'Professional license',
        expires_on: expiresOn,
      },
    ]);

    // The same upload twice: 409.
    const again = await attach(applicant.token, 'bls-card', { UploadId: front.json!.UploadId, ExpiresOn: expiresOn });
    expect(again.status).toBe(409);
  });

  it('answers bad input with 400 and field messages; unknown items 404', async () => {
    const applicant = await newApplicant(s);
    const other = await newApplicant(s);
    const file = await upload(applicant.token, PDF, 'doc.pdf');
    const othersFile = await upload(other.token, PDF, 'theirs.pdf');
    const id = file.json!.UploadId as string;

    const cases: [string, unknown, Record<string, string>][] = [
      ['licence', { UploadId: id, ExpiresOn: null }, { ExpiresOn: UPLOAD_REQUIREMENT_MESSAGES.expiryRequired }],
      ['licence', { UploadId: id, ExpiresOn: '2030-02-30' }, { ExpiresOn: UPLOAD_REQUIREMENT_MESSAGES.expiryInvalid }],
      ['licence', { UploadId: id, ExpiresOn: inDays(-1) }, { ExpiresOn: UPLOAD_REQUIREMENT_MESSAGES.expiryPast }],
      ['resume', { UploadId: id, ExpiresOn: inDays(10) }, { ExpiresOn: UPLOAD_REQUIREMENT_MESSAGES.expiryNotAllowed }],
      ['resume', { ExpiresOn: null }, { UploadId: UPLOAD_REQUIREMENT_MESSAGES.uploadRequired }],
      ['resume', 'text', { UploadId: UPLOAD_REQUIREMENT_MESSAGES.uploadRequired }],
      [
        'resume',
        { UploadId: othersFile.json!.UploadId, ExpiresOn: null },
        { UploadId: 'The upload was not found: upload the file again.' },
      ],
    ];
    for (const [key, body, errors] of cases) {
      const result = await attach(applicant.token, key, body);
      expect({ key, body, status: result.status, errors: result.json.Errors }).toEqual({
        key,
        body,
        status: 400,
        errors,
      });
    }
    expect((await attach(applicant.token, 'passport', { UploadId: id, ExpiresOn: null })).status).toBe(404);
    expect((await expiries(applicant.id)).length).toBe(0);
  });

  it('lets staff approve or reject each file with a reason, e-mailing the applicant; the applicant removes only files not approved', async () => {
    const applicant = await newApplicant(s);
    const a = await upload(applicant.token, PDF, 'bls-front.pdf');
    const b = await upload(applicant.token, PDF, 'bls-blurry.pdf');
    await attach(applicant.token, 'bls-card', { UploadId: a.json!.UploadId, ExpiresOn: inDays(20) });
    const attached = await attach(applicant.token, 'bls-card', { UploadId: b.json!.UploadId, ExpiresOn: inDays(700) });
    const [good, blurry] = item(attached.json, 'bls-card').Files;

    // An applicant is not staff; staff of another agency do not find the applicant.
    expect((await staffView(applicant.token, applicant.id)).status).toBe(403);
    const acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    expect((await staffView(acme, applicant.id)).status).toBe(404);
    expect(
      (
        await http(s, 'POST', `/api/applicants/${applicant.id}/upload-requirements/files/${good!.FileId}/approve`, {
          token: acme,
        })
      ).status,
    ).toBe(404);

    const approved = await http<UploadRequirementsOverview>(
      s,
      'POST',
      `/api/applicants/${applicant.id}/upload-requirements/files/${good!.FileId}/approve`,
      { token: token.recruiter },
    );
    expect(approved.status, approved.text).toBe(200);
    expect(item(approved.json, 'bls-card')).toMatchObject({ State: 'expiring', ExpiresOn: inDays(20) });
    expect(approved.json.Approved).toBe(1);
    expect(
      (
        await http(s, 'POST', `/api/applicants/${applicant.id}/upload-requirements/files/${good!.FileId}/approve`, {
          token: token.recruiter,
        })
      ).status,
    ).toBe(409);

    const noReason = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      `/api/applicants/${applicant.id}/upload-requirements/files/${blurry!.FileId}/reject`,
      { token: token.recruiter, body: { Reason: '   ' } },
    );
    expect([noReason.status, noReason.json.Errors]).toEqual([
      400,
      { Reason: UPLOAD_REQUIREMENT_MESSAGES.reasonRequired },
    ]);
    const tooLong = await http<{ Errors: Record<string, string> }>(
      s,
      'POST',
      `/api/applicants/${applicant.id}/upload-requirements/files/${blurry!.FileId}/reject`,
      { token: token.recruiter, body: { Reason: 'x'.repeat(1001) } },
    );
    expect(tooLong.json.Errors).toEqual({ Reason: UPLOAD_REQUIREMENT_MESSAGES.reasonTooLong });
    const rejected = await http<UploadRequirementsOverview>(
      s,
      'POST',
      `/api/applicants/${applicant.id}/upload-requirements/files/${blurry!.FileId}/reject`,
      { token: token.recruiter, body: { Reason: 'The card is blurry: take the photo again.' } },
    );
    expect(rejected.status, rejected.text).toBe(200);
    const files = item(rejected.json, 'bls-card').Files;
    expect(files.map((file) => [file.Status, file.Reason, file.ReviewedBy])).toEqual([
      ['approved', null, 'Rita Recruiter'],
      ['rejected', 'The card is blurry: take the photo again.', 'Rita Recruiter'],
    ]);
    // The approved one counts (expiring: within 30 days), the rejected one is no credential.
    expect(item(rejected.json, 'bls-card').State).toBe('expiring');
    expect((await expiries(applicant.id)).map((row) => [row.key, row.expires_on])).toEqual([
      [`file:${good!.FileId}`, inDays(20)],
    ]);

    const mails = (await outbox(s)).filter((mail) => mail.To === applicant.email);
    expect(mails.map((mail) => mail.Subject)).toEqual(
      expect.arrayContaining(['Approved: BLS card', 'Please upload again: BLS card']),
    );
    expect(mails.find((mail) => mail.Kind === 'upload-rejected')!.Text).toContain(
      'The card is blurry: take the photo again.',
    );

    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${applicant.id}/onboarding/audit`, {
      token: token.admin,
    });
    expect(audit.json.map((row) => [row.Action, row.Detail])).toEqual(
      expect.arrayContaining([
        ['approved', 'Upload Requirements, BLS card: "bls-front.pdf" approved'],
        [
          'changes-requested',
          'Upload Requirements, BLS card: "bls-blurry.pdf" rejected: The card is blurry: take the photo again.',
        ],
      ]),
    );

    // Removing: an approved file 409, a rejected one goes; another applicant's file is not found.
    const base = '/api/onboarding/upload-requirements/files';
    expect((await http(s, 'DELETE', `${base}/${good!.FileId}`, { token: applicant.token })).status).toBe(409);
    const other = await newApplicant(s);
    expect((await http(s, 'DELETE', `${base}/${blurry!.FileId}`, { token: other.token })).status).toBe(404);
    const removed = await http<UploadRequirementsOverview>(s, 'DELETE', `${base}/${blurry!.FileId}`, {
      token: applicant.token,
    });
    expect(removed.status).toBe(200);
    expect(item(removed.json, 'bls-card').Files.map((file) => file.FileId)).toEqual([good!.FileId]);
    expect((await http(s, 'DELETE', `${base}/abc`, { token: applicant.token })).status).toBe(404);
  });

  it('shows health items (TB test, physical, immunizations) to health roles and the owner only, each read audited', async () => {
    const applicant = await newApplicant(s);
    const tb = await upload(applicant.token, PDF, 'tb-result.pdf');
    const attached = await attach(applicant.token, 'tb-test', { UploadId: tb.json!.UploadId, ExpiresOn: inDays(300) });
    const fileId = item(attached.json, 'tb-test').Files[0]!.FileId;

    const recruiterView = await staffView(token.recruiter, applicant.id);
    expect(item(recruiterView.json, 'tb-test')).toMatchObject({
      Health: true,
      Restricted: true,
      State: 'uploaded',
      Files: [],
    });
    const forbidden = await http(
      s,
      'POST',
      `/api/applicants/${applicant.id}/upload-requirements/files/${fileId}/approve`,
      {
        token: token.recruiter,
      },
    );
    expect(forbidden.status).toBe(403);

    const adminView = await staffView(token.administrator, applicant.id);
    expect(item(adminView.json, 'tb-test').Files.map((file) => file.FileName)).toEqual(['tb-result.pdf']);
    const audit = await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${applicant.id}/onboarding/audit`, {
      token: token.admin,
    });
    expect(audit.json.filter((row) => row.Action === 'health-read').map((row) => row.Detail)).toEqual([
      'Upload Requirements read (health information): TB test',
    ]);

    // The owner may: the recruiter becomes the owner.
    await db.updateTable('applicants').set({ owner_id: recruiterId }).where('id', '=', applicant.id).execute();
    const approved = await http<UploadRequirementsOverview>(
      s,
      'POST',
      `/api/applicants/${applicant.id}/upload-requirements/files/${fileId}/approve`,
      { token: token.recruiter },
    );
    expect(approved.status, approved.text).toBe(200);
    expect(item(approved.json, 'tb-test')).toMatchObject({ State: 'approved', Restricted: false });
  });

  it('is complete when every requirement is approved', async () => {
    const applicant = await newApplicant(s);
    for (const entry of DEFAULT_UPLOAD_REQUIREMENTS) {
      const stored = await upload(applicant.token, PDF, `${entry.key}.pdf`);
      const result = await attach(applicant.token, entry.key, {
        UploadId: stored.json!.UploadId,
        ExpiresOn: entry.hasExpiry ? inDays(365) : null,
      });
      expect(result.status, result.text).toBe(201);
    }
    const view = await staffView(token.admin, applicant.id);
    for (const entry of view.json.Requirements) {
      const done = await http<UploadRequirementsOverview>(
        s,
        'POST',
        `/api/applicants/${applicant.id}/upload-requirements/files/${entry.Files[0]!.FileId}/approve`,
        { token: token.admin },
      );
      expect(done.status, done.text).toBe(200);
    }
    const final = await own(applicant.token);
    expect([final.json.Approved, final.json.Total, final.json.Complete]).toEqual([7, 7, true]);
    expect((await expiries(applicant.id)).length).toBe(
      DEFAULT_UPLOAD_REQUIREMENTS.filter((entry) => entry.hasExpiry).length,
    );
  });
});
