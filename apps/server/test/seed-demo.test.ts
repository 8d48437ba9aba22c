import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_REQUIREMENTS,
  type OnboardingAuditEntry,
  type UploadRequirementsOverview,
} from '@agency/api-client/contract';
import { detectUploadType } from '../src/features/onboarding/uploads';
import { DEMO_APPLICANT_EMAIL, seedDemo } from '../src/seed/demo';
import type { Db } from '../src/platform/db';
import { DB_KINDS, http, signIn, startServer, type TestServer } from './helpers';
import { rawRequest } from './onboarding-helpers';

/** The demo's Upload Requirements files (features/upload-requirements/seed.ts), read through the staff's calls. */
describe.each(DB_KINDS)('the demo Upload Requirements seed on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  let admin: string;

  beforeAll(async () => {
    s = await startServer(kind, { seed: false });
    db = s.app.services.db;
    await seedDemo(db, s.app.services.hasher, s.config);
    admin = (await signIn(s, 'admin@demo.test')).access_token;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const overview = (applicantId: number) =>
    http<UploadRequirementsOverview>(s, 'GET', `/api/applicants/${applicantId}/upload-requirements`, {
      token: admin,
    });

  /** The seeded files with their applicant's status and their requirement. */
  const seeded = async () =>
    db
      .selectFrom('upload_requirement_files as f')
      .innerJoin('applicants as a', 'a.id', 'f.applicant_id')
      .innerJoin('upload_requirement_items as i', 'i.id', 'f.item_id')
      .select(['f.applicant_id', 'f.status', 'f.reason', 'a.status as app_status', 'i.key', 'f.upload_id'])
      .select(sql<string | null>`to_char(f.expires_on, 'YYYY-MM-DD')`.as('expires_on'))
      .orderBy('f.id')
      .execute();

  it('gives the applicants further along files in every state: most Accepted on nearly every requirement, earlier ones on some', async () => {
    const files = await seeded();
    for (const status of ['uploaded', 'approved', 'rejected'])
      expect(files.filter((file) => file.status === status).length, status).toBeGreaterThan(0);
    for (const file of files.filter((f) => f.status === 'rejected')) expect(file.reason).toBeTruthy();
    expect(files.every((file) => ['accepted', 'offered', 'final-interview'].includes(file.app_status))).toBe(true);
    // The demo applicant account is left to try it.
    const account = await db
      .selectFrom('applicants')
      .select('id')
      .where('email', '=', DEMO_APPLICANT_EMAIL)
      .executeTakeFirstOrThrow();
    expect(files.some((file) => file.applicant_id === account.id)).toBe(false);

    // Most Accepted applicants have files on nearly every requirement.
    const accepted = new Map<number, Set<string>>();
    for (const file of files.filter((f) => f.app_status === 'accepted'))
      accepted.set(file.applicant_id, (accepted.get(file.applicant_id) ?? new Set()).add(file.key));
    const acceptedTotal = await db
      .selectFrom('applicants')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'accepted')
      .where('user_id', 'is', null)
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(accepted.size).toBeGreaterThan(acceptedTotal.n / 2);
    const keys = [...accepted.values()].map((set) => set.size);
    expect(keys.reduce((sum, n) => sum + n, 0) / keys.length).toBeGreaterThan(DEFAULT_UPLOAD_REQUIREMENTS.length / 2);
    const offered = new Set(files.filter((file) => file.app_status === 'offered').map((file) => file.applicant_id));
    expect(offered.size).toBeGreaterThan(0);
    // Further along, more files (per applicant with any).
    const perApplicant = (status: string) => {
      const of = files.filter((file) => file.app_status === status);
      return of.length / Math.max(1, new Set(of.map((file) => file.applicant_id)).size);
    };
    expect(perApplicant('accepted')).toBeGreaterThan(perApplicant('offered'));
  });

  it('an approved file reads on the record with its reviewer and downloads as a real PDF; the cards carry the Nurse Form dates', async () => {
    const files = await seeded();
    const approved = files.find((file) => file.status === 'approved' && file.key === 'resume')!;
    expect(approved).toBeDefined();
    const read = await overview(approved.applicant_id);
    expect(read.status).toBe(200);
    const resume = read.json.Requirements.find((item) => item.Key === 'resume')!;
    expect(resume.State).toBe('approved');
    const file = resume.Files.find((entry) => entry.UploadId === approved.upload_id)!;
    expect(file).toMatchObject({ Status: 'approved', ContentType: 'application/pdf', FileName: 'Resume.pdf' });
    expect(file.ReviewedBy).toBeTruthy();
    expect(Date.parse(file.ReviewedAt!)).toBeGreaterThan(Date.parse(file.UploadedAt));

    const download = await rawRequest(
      s,
      'GET',
      `/api/applicants/${approved.applicant_id}/onboarding/uploads/${approved.upload_id}`,
      admin,
    );
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(download.bytes);
    expect(bytes.byteLength).toBe(file.Size);
    expect(detectUploadType(bytes)).toBe('application/pdf');
    const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
    expect(text).toContain('Resume');
    expect(text).toContain('SAMPLE DOCUMENT');

    // A card's photo is a PNG.
    const card = files.find((entry) => entry.key === 'bls-card')!;
    const photo = await rawRequest(
      s,
      'GET',
      `/api/applicants/${card.applicant_id}/onboarding/uploads/${card.upload_id}`,
      admin,
    );
    expect(detectUploadType(new Uint8Array(photo.bytes))).toBe('image/png');

    // The BLS card's date is the one the applicant's Nurse Form reported; the feature reported its own expiries.
    const nurse = await db
      .selectFrom('credential_expiries')
      .select(['applicant_id', sql<string>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires_on')])
      .where('source', '=', 'nurse-form')
      .where('key', 'like', 'cert:seed-bls-%')
      .execute();
    expect(nurse.length).toBeGreaterThan(0);
    for (const row of nurse) {
      const bls = files.filter((entry) => entry.applicant_id === row.applicant_id && entry.key === 'bls-card');
      for (const entry of bls) expect(entry.expires_on).toBe(row.expires_on);
    }
    const own = await db
      .selectFrom('credential_expiries')
      .select(['applicant_id', 'key', 'label'])
      .where('source', '=', 'upload-requirements')
      .execute();
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => /^file:\d+$/.test(row.key))).toBe(true);
  });

  it('a rejected file shows its reason on the record; its upload and review are in the audit log', async () => {
    const files = await seeded();
    // Rejected and not uploaded again: the requirement is rejected.
    const rejected = files.find(
      (file) =>
        file.status === 'rejected' &&
        !files.some((other) => other.applicant_id === file.applicant_id && other.key === file.key && other !== file),
    )!;
    expect(rejected).toBeDefined();
    const read = await overview(rejected.applicant_id);
    const item = read.json.Requirements.find((entry) => entry.Files.some((f) => f.UploadId === rejected.upload_id))!;
    expect(item.State).toBe('rejected');
    expect(item.Reason).toBe(rejected.reason);

    const audit = await http<OnboardingAuditEntry[]>(
      s,
      'GET',
      `/api/applicants/${rejected.applicant_id}/onboarding/audit`,
      {
        token: admin,
      },
    );
    expect(audit.status).toBe(200);
    const actions = audit.json.map((entry) => [entry.Action, entry.Detail]);
    expect(actions).toContainEqual(['changes-requested', expect.stringContaining(`rejected: ${rejected.reason}`)]);
    expect(actions.some(([action]) => action === 'uploaded')).toBe(true);
  });
});
