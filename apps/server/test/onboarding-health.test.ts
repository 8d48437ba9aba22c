import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEPB_DECLINATION_TEXT,
  HIPAA_ACKNOWLEDGEMENT_ITEMS,
  INFLUENZA_DECLINATION_TEXT,
  INFLUENZA_MASKING_TEXT,
  influenzaSeason,
  influenzaSeasonDates,
  ONBOARDING_HEALTH_ACCESS_TEXT,
  type OnboardingAuditEntry,
  type OnboardingFormDocument,
  type OnboardingOverview,
} from '@agency/api-client/contract';
import { rotateDataKey } from '../src/cli/rotate-data-key';
import type { Db } from '../src/platform/db';
import { DB_KINDS, decodeJwt, http, signIn, startServer, type TestServer } from './helpers';
import { consent, newApplicant, rawRequest, SIGNATURE, submit } from './onboarding-helpers';

// The health forms (ONBOARDING.md §6.8) on the influenza form: open only after an offer, stored apart and
// sealed whole, read by administrators, admins and the applicant's owner only, each staff read audited.

const FORM = 'influenza-vaccination';
const HEALTH_LOCKED = 'This form opens once you have received a job offer.';
const season = influenzaSeason();
/** A value that must never be stored in plain text. */
const SECRET_LOT = 'LOTSECRET4471';

const VACCINATED = {
  Season: season,
  Choice: 'vaccinated',
  DateGiven: influenzaSeasonDates(season)!.from,
  Place: 'this-facility',
  Product: 'Flucelvax',
  LotNumber: SECRET_LOT,
  ProofUploadId: null,
  DeclineReason: null,
  Contraindication: null,
  ReasonDetails: '',
  MaskingAcknowledged: false,
};

const DECLINED = {
  ...VACCINATED,
  Choice: 'declined',
  DateGiven: null,
  Place: null,
  Product: '',
  LotNumber: '',
  DeclineReason: 'religious',
  Contraindication: null,
  ReasonDetails: 'Religious belief (SECRETFAITH)',
  MaskingAcknowledged: true,
};

describe.each(DB_KINDS)('health forms on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<'recruiter' | 'supervisor' | 'manager' | 'administrator' | 'admin', string>;
  const recruiterId = { value: 0 };

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of Object.keys({
      recruiter: 0,
      supervisor: 0,
      manager: 0,
      administrator: 0,
      admin: 0,
    }) as (keyof typeof token)[])
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    const claim = decodeJwt(token.recruiter).payload.recruiter as { RecruiterId: number };
    recruiterId.value = claim.RecruiterId;
  });
  afterAll(async () => {
    await s?.close();
  });

  const setStatus = (id: number, status: 'lead' | 'final-interview' | 'offered' | 'accepted' | 'refused') =>
    db.updateTable('applicants').set({ status }).where('id', '=', id).execute();
  const audit = async (id: number) =>
    (
      await http<OnboardingAuditEntry[]>(s, 'GET', `/api/applicants/${id}/onboarding/audit`, { token: token.admin })
    ).json.filter((row) => row.Action === 'health-read');

  it('is locked before an offer (423 with the reason, shown on the checklist) and opens at Offered and Accepted', async () => {
    const a = await newApplicant(s);
    await consent(s, a.token);
    for (const status of ['lead', 'final-interview', 'refused'] as const) {
      await setStatus(a.id, status);
      const overview = await http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: a.token });
      expect(overview.json.Forms.find((form) => form.Form === FORM)?.Locked, status).toBe(HEALTH_LOCKED);
      const draft = await http<{ Message: string }>(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, {
        token: a.token,
        body: { Data: { Season: season } },
      });
      expect(draft.status, status).toBe(423);
      expect(draft.json.Message).toBe(HEALTH_LOCKED);
      const submitted = await http<{ Message: string }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
        token: a.token,
        body: { Data: VACCINATED, Signature: SIGNATURE },
      });
      expect(submitted.status, status).toBe(423);
      const document = await http<OnboardingFormDocument>(s, 'GET', `/api/onboarding/forms/${FORM}`, {
        token: a.token,
      });
      expect(document.json).toMatchObject({ Status: 'not-started', Locked: HEALTH_LOCKED, Data: null });
    }
    // Unlocking the I-9 early opens the I-9 only, never a health form.
    expect(
      (
        await http(s, 'POST', `/api/applicants/${a.id}/onboarding/i9/unlock`, {
          token: token.supervisor,
          body: { Reason: 'Early start' },
        })
      ).status,
    ).toBe(200);
    const unlocked = await http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: a.token });
    expect(unlocked.json.Forms.find((form) => form.Form === FORM)?.Locked).toBe(HEALTH_LOCKED);
    expect(unlocked.json.Forms.find((form) => form.Form === 'uscis-info')?.Locked).toBeNull();

    for (const status of ['offered', 'accepted'] as const) {
      await setStatus(a.id, status);
      const overview = await http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: a.token });
      expect(overview.json.Forms.find((form) => form.Form === FORM)?.Locked, status).toBeNull();
    }
    const draft = await http(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, {
      token: a.token,
      body: { Data: { Season: season, Choice: 'vaccinated', LotNumber: SECRET_LOT } },
    });
    expect(draft.status).toBe(200);
  });

  it('stores the data apart, sealed whole: the document row holds {} and no plain value is at rest', async () => {
    const a = await newApplicant(s);
    await setStatus(a.id, 'offered');
    await consent(s, a.token);
    // A draft, then the submission (the declination, signed).
    expect(
      (await http(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, { token: a.token, body: { Data: VACCINATED } }))
        .status,
    ).toBe(200);
    const submitted = (await submit(s, a.token, FORM, DECLINED, SIGNATURE)) as unknown as OnboardingFormDocument;
    expect(submitted).toMatchObject({ Status: 'submitted', Version: 1, Data: DECLINED });
    expect(submitted.Signatures).toHaveLength(1);
    // The applicant reads their own form back.
    const own = await http<OnboardingFormDocument>(s, 'GET', `/api/onboarding/forms/${FORM}`, { token: a.token });
    expect(own.json.Data).toEqual(DECLINED);

    const rows = await db
      .selectFrom('onboarding_documents as d')
      .leftJoin('onboarding_health_data as h', 'h.document_id', 'd.id')
      .select(['d.id', sql<string>`d.data::text`.as('document'), 'h.data as health', 'h.agency_id'])
      .where('d.applicant_id', '=', a.id)
      .where('d.form', '=', FORM)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.document).toBe('{}');
    expect(rows[0]!.health).toMatch(/^v1\.[0-9a-f]{8}\./);
    for (const secret of ['SECRETFAITH', 'religious', 'declined', season])
      expect(rows[0]!.health, secret).not.toContain(secret);
    // Nothing of it in the documents table, the audit log or the canonical text in plain form either.
    const everything = await sql<{ text: string }>`
      SELECT coalesce(string_agg(d::text, ' '), '') AS text FROM onboarding_documents d WHERE d.applicant_id = ${a.id}`.execute(
      db,
    );
    expect(everything.rows[0]!.text).not.toContain('SECRETFAITH');
    const audits = await sql<{ text: string }>`
      SELECT coalesce(string_agg(o::text, ' '), '') AS text FROM onboarding_audit o WHERE o.applicant_id = ${a.id}`.execute(
      db,
    );
    expect(audits.rows[0]!.text).not.toContain('SECRETFAITH');

    // The draft of the next version is stored apart too; the submitted version stays as it was.
    expect(
      (await http(s, 'PUT', `/api/onboarding/forms/${FORM}/draft`, { token: a.token, body: { Data: VACCINATED } }))
        .status,
    ).toBe(200);
    const health = await db
      .selectFrom('onboarding_health_data as h')
      .innerJoin('onboarding_documents as d', 'd.id', 'h.document_id')
      .select(['d.version', 'h.data'])
      .where('d.applicant_id', '=', a.id)
      .orderBy('d.version')
      .execute();
    expect(health.map((row) => row.version)).toEqual([1, 2]);
    expect(health[1]!.data).not.toContain(SECRET_LOT);

    // rotate-data-key re-seals the health data; the old key then cannot open it (a clear 500), the new one can.
    const current = readFileSync(join(s.config.dataDir, 'data-encryption-key'), 'utf8').trim();
    const next = 'ef'.repeat(32);
    await rotateDataKey(
      db,
      { ...s.config, dataEncryptionKey: Buffer.from(next, 'hex') },
      { OLD_DATA_ENCRYPTION_KEY: current },
    );
    const rotated = await db
      .selectFrom('onboarding_health_data')
      .select('data')
      .where('document_id', '=', rows[0]!.id)
      .executeTakeFirstOrThrow();
    expect(rotated.data).not.toBe(rows[0]!.health);
    const stale = await http<{ Code: string }>(s, 'GET', `/api/onboarding/forms/${FORM}`, { token: a.token });
    expect(stale.status).toBe(500);
    expect(stale.json.Code).toBe('data_key_unknown');
    expect(stale.text).not.toContain(SECRET_LOT);
    await rotateDataKey(
      db,
      { ...s.config, dataEncryptionKey: Buffer.from(current, 'hex') },
      { OLD_DATA_ENCRYPTION_KEY: next },
    );
    const back = await http<OnboardingFormDocument>(s, 'GET', `/api/onboarding/forms/${FORM}`, { token: a.token });
    expect(back.status).toBe(200);
    expect(back.json.Data).toMatchObject({ LotNumber: SECRET_LOT });
  });

  it('lets administrators, admins and the owner read it (each read audited); other staff get 403', async () => {
    const a = await newApplicant(s);
    await setStatus(a.id, 'offered');
    await consent(s, a.token);
    await submit(s, a.token, FORM, VACCINATED, SIGNATURE);
    const base = `/api/applicants/${a.id}/onboarding/forms/${FORM}`;

    // Without the permission and not the owner: 403 on the document, the PDF, approve and request changes.
    for (const who of ['recruiter', 'supervisor', 'manager'] as const) {
      const read = await http<{ Message: string; Code: string }>(s, 'GET', base, { token: token[who] });
      expect(read.status, who).toBe(403);
      expect(read.json.Message).toBe(ONBOARDING_HEALTH_ACCESS_TEXT);
      expect(read.text).not.toContain(SECRET_LOT);
      expect((await rawRequest(s, 'GET', `${base}/pdf`, token[who])).status, who).toBe(403);
      expect((await http(s, 'POST', `${base}/approve`, { token: token[who] })).status, who).toBe(403);
      expect(
        (await http(s, 'POST', `${base}/request-changes`, { token: token[who], body: { Reason: 'Check it' } })).status,
      ).toBe(403);
    }
    // The checklist shows its state to every reviewer (no content there).
    const overview = await http<OnboardingOverview>(s, 'GET', `/api/applicants/${a.id}/onboarding`, {
      token: token.recruiter,
    });
    expect(overview.json.Forms.find((form) => form.Form === FORM)).toMatchObject({ Status: 'submitted', Locked: null });
    expect(await audit(a.id)).toEqual([]);

    // Administrator and admin: 200, one audit row per read.
    for (const who of ['administrator', 'admin'] as const) {
      const read = await http<OnboardingFormDocument>(s, 'GET', base, { token: token[who] });
      expect(read.status, who).toBe(200);
      expect(read.json.Data).toMatchObject({ LotNumber: SECRET_LOT });
    }
    expect((await audit(a.id)).map((row) => [row.ActorName, row.Form, row.Version, row.Detail])).toEqual([
      ['Adam Admin', FORM, 1, 'Version 1 read (health information)'],
      ['Ada Administrator', FORM, 1, 'Version 1 read (health information)'],
    ]);

    // The owner (a recruiter) may: document and PDF, each audited.
    await db.updateTable('applicants').set({ owner_id: recruiterId.value }).where('id', '=', a.id).execute();
    const owned = await http<OnboardingFormDocument>(s, 'GET', base, { token: token.recruiter });
    expect(owned.status).toBe(200);
    const pdf = await rawRequest(s, 'GET', `${base}/pdf`, token.recruiter);
    expect(pdf.status).toBe(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })).text;
    expect(text).toContain('Influenza Vaccination');
    expect(text).toContain(SECRET_LOT);
    expect(text).toContain('Received the vaccine at this facility');
    const rows = await audit(a.id);
    expect(rows.slice(0, 2).map((row) => [row.ActorName, row.Detail])).toEqual([
      ['Rita Recruiter', 'PDF of version 1 read (health information)'],
      ['Rita Recruiter', 'Version 1 read (health information)'],
    ]);
    expect(rows[0]!.Ip).not.toBe('');
    // The owner approves it.
    expect((await http(s, 'POST', `${base}/approve`, { token: token.recruiter })).status).toBe(200);
  });

  it('signs the declination: the PDF quotes the declination and the masking acknowledgement', async () => {
    const a = await newApplicant(s);
    await setStatus(a.id, 'accepted');
    // Signed form: no signature → 400; no consent → 409.
    const unsigned = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: DECLINED, Signature: null },
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.json.Errors).toEqual({ Signature: 'Sign the form: type your full name.' });
    expect(
      (
        await http(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
          token: a.token,
          body: { Data: DECLINED, Signature: SIGNATURE },
        })
      ).status,
    ).toBe(409);
    await consent(s, a.token);
    // The schema's rules apply (a declination without the masking acknowledgement).
    const invalid = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: { Data: { ...DECLINED, MaskingAcknowledged: false }, Signature: SIGNATURE },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.Errors).toEqual({
      MaskingAcknowledged: 'Acknowledge the masking requirement to decline the vaccination',
    });
    // A proof that is not the applicant's own upload is refused.
    const foreign = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${FORM}/submit`, {
      token: a.token,
      body: {
        Data: { ...VACCINATED, Place: 'elsewhere', ProofUploadId: '00000000-0000-4000-8000-000000000000' },
        Signature: SIGNATURE,
      },
    });
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.json.Errors)).toEqual(['ProofUploadId']);
    await submit(s, a.token, FORM, DECLINED, SIGNATURE);
    const pdf = await rawRequest(s, 'GET', `/api/onboarding/forms/${FORM}/pdf`, a.token);
    expect(pdf.status).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain(INFLUENZA_DECLINATION_TEXT);
    expect(text).toContain(INFLUENZA_MASKING_TEXT);
    expect(text).toContain('Declined');
    expect(text).toContain('Maria L Rivera');
  });

  it('Hepatitis B & HIPPA: locked before an offer, stored apart, signed; the PDF quotes Appendix A and the acknowledgement', async () => {
    const HEPB = 'hepab-hippa-info';
    const declined = {
      HepBChoice: 'declined',
      Series: null,
      DoseDates: [],
      TiterResult: null,
      TiterDate: null,
      ProofUploadId: null,
      HipaaAcknowledged: true,
    };
    const a = await newApplicant(s);
    await consent(s, a.token);
    const locked = await http<{ Message: string }>(s, 'POST', `/api/onboarding/forms/${HEPB}/submit`, {
      token: a.token,
      body: { Data: declined, Signature: SIGNATURE },
    });
    expect(locked.status).toBe(423);
    expect(locked.json.Message).toBe(HEALTH_LOCKED);
    await setStatus(a.id, 'offered');
    // A draft of a record (series dates in progress), then the signed declination.
    const draft = await http(s, 'PUT', `/api/onboarding/forms/${HEPB}/draft`, {
      token: a.token,
      body: { Data: { HepBChoice: 'record', Series: '3-dose', DoseDates: ['2019-01-10', ''] } },
    });
    expect(draft.status).toBe(200);
    const noAck = await http<{ Errors: Record<string, string> }>(s, 'POST', `/api/onboarding/forms/${HEPB}/submit`, {
      token: a.token,
      body: { Data: { ...declined, HipaaAcknowledged: false }, Signature: SIGNATURE },
    });
    expect(noAck.json.Errors).toEqual({
      HipaaAcknowledged: 'Acknowledge the HIPAA confidentiality obligations to continue',
    });
    const submitted = (await submit(s, a.token, HEPB, declined, SIGNATURE)) as unknown as OnboardingFormDocument;
    expect(submitted).toMatchObject({ Status: 'submitted', Version: 1, Data: declined });
    expect(submitted.Signatures.map((signature) => signature.TypedName)).toEqual(['Maria L Rivera']);
    const row = await db
      .selectFrom('onboarding_documents as d')
      .innerJoin('onboarding_health_data as h', 'h.document_id', 'd.id')
      .select([sql<string>`d.data::text`.as('document'), 'h.data as health', 'd.canonical_text'])
      .where('d.applicant_id', '=', a.id)
      .where('d.form', '=', HEPB)
      .executeTakeFirstOrThrow();
    expect(row.document).toBe('{}');
    expect(row.health).not.toContain('declined');
    expect(row.canonical_text).not.toContain('declined');
    const pdf = await rawRequest(s, 'GET', `/api/onboarding/forms/${HEPB}/pdf`, a.token);
    expect(pdf.status).toBe(200);
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })
    ).text.replace(/\s+/g, ' ');
    expect(text).toContain(HEPB_DECLINATION_TEXT);
    for (const item of HIPAA_ACKNOWLEDGEMENT_ITEMS) expect(text).toContain(item);
    // A recruiter who does not own the applicant sees the state only.
    expect(
      (await http(s, 'GET', `/api/applicants/${a.id}/onboarding/forms/${HEPB}`, { token: token.recruiter })).status,
    ).toBe(403);
  });
});
