import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CALLS,
  ONBOARDING_FORM_KEYS,
  influenzaSeason,
  type ApiErrorBody,
  type Applicant,
  type ApplicantOnboardingProgress,
  type ApplicantSummary,
  type OnboardingFormKey,
  type Page,
} from '@agency/api-client/contract';
import { createAgency } from '../src/features/agency';
import { DB_KINDS, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';
import {
  acceptance,
  CBC,
  consent,
  EMERGENCY,
  I9,
  newApplicant,
  NURSE_FORM,
  PERSONAL_INFO,
  SIGNATURE,
  submit,
  W9,
} from './onboarding-helpers';

const IDENTIFICATION = {
  Documents: [
    {
      Id: 'doc-1',
      Type: 'drivers-license',
      OtherType: '',
      IssuingState: 'TX',
      IssuingCountry: '',
      Number: 'DL5521QX8',
      IssueDate: '2022-05-01',
      ExpiryDate: '2030-04-12',
      FrontUploadId: null,
      BackUploadId: null,
    },
  ],
};

/** Each form's data and signature, as the applicant submits it. */
const FORMS: Record<OnboardingFormKey, { data: unknown; signature: unknown }> = {
  'cbc-form-info': { data: CBC, signature: SIGNATURE },
  'personal-info': { data: PERSONAL_INFO, signature: null },
  'identification-info': { data: IDENTIFICATION, signature: null },
  'emergency-info': { data: EMERGENCY, signature: null },
  'w9-form-info': { data: W9, signature: SIGNATURE },
  'nurse-form': { data: NURSE_FORM, signature: SIGNATURE },
  'uscis-info': { data: I9, signature: SIGNATURE },
  'agreement-form-info': { data: acceptance('agreement'), signature: SIGNATURE },
  'terms-conditions': { data: acceptance('terms'), signature: SIGNATURE },
  'influenza-vaccination': {
    data: {
      Season: influenzaSeason(),
      Choice: 'declined',
      DateGiven: null,
      Place: null,
      Product: '',
      LotNumber: '',
      ProofUploadId: null,
      DeclineReason: 'personal',
      Contraindication: null,
      ReasonDetails: '',
      MaskingAcknowledged: true,
    },
    signature: SIGNATURE,
  },
  'hepab-hippa-info': {
    data: {
      HepBChoice: 'declined',
      Series: null,
      DoseDates: [],
      TiterResult: null,
      TiterDate: null,
      ProofUploadId: null,
      HipaaAcknowledged: true,
    },
    signature: SIGNATURE,
  },
  'nurse-physical-info': {
    data: {
      TbType: 'quantiferon',
      TbDate: '2026-03-02',
      TbResult: 'negative',
      TbProofUploadId: null,
      MmrEvidence: 'vaccination',
      MmrDate: '1995-04-01',
      MmrResult: null,
      MmrProofUploadId: null,
      VaricellaEvidence: 'vaccination',
      VaricellaDate: '1998-06-01',
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
      FitTestMaskModel: '3M 1870+',
      FitTestMaskSize: 'Regular',
      FitTestResult: 'pass',
      FitTestProofUploadId: null,
    },
    signature: null,
  },
};

/** Every form of the applicant area counts (ONBOARDING_PROGRESS_FORMS). */
const TOTAL = ONBOARDING_FORM_KEYS.length;

const progress = (approved: number, waiting = 0, changes = 0): ApplicantOnboardingProgress => ({
  Approved: approved,
  WaitingReview: waiting,
  ChangesRequested: changes,
  Total: ONBOARDING_FORM_KEYS.length,
});

describe.each(DB_KINDS)('the applicant search’s onboarding filter on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'onb' | 'acme', string>;
  /** The applicants of agency onbco by what their onboarding is. */
  const id = {} as Record<'none' | 'waiting' | 'changes' | 'complete' | 'three' | 'redrafted', number>;
  let acmeWaiting: number;

  const staff = (who: keyof typeof token, method: string, path: string, body?: unknown) =>
    http<Record<string, unknown>>(s, method, path, { token: token[who], body });
  const approve = async (who: keyof typeof token, applicantId: number, form: OnboardingFormKey) =>
    expect((await staff(who, 'POST', `/api/applicants/${applicantId}/onboarding/forms/${form}/approve`)).status).toBe(
      200,
    );
  /** The applicant submits these forms; staff approve them. */
  const approved = async (applicant: { id: number; token: string }, forms: readonly OnboardingFormKey[]) => {
    for (const form of forms) {
      await submit(s, applicant.token, form, FORMS[form].data, FORMS[form].signature);
      await approve('onb', applicant.id, form);
    }
  };
  const draft = async (applicantToken: string, form: OnboardingFormKey) =>
    expect(
      (
        await http(s, 'PUT', `/api/onboarding/forms/${form}/draft`, {
          token: applicantToken,
          body: { Data: FORMS[form].data },
        })
      ).status,
    ).toBe(200);
  const list = (query: string, who: keyof typeof token = 'onb') =>
    http<Page<ApplicantSummary> & ApiErrorBody>(s, 'GET', `${API_CALLS.listApplicants.path}?${query}`, {
      token: token[who],
    });
  /** The ids the list answers (ascending), checking its total agrees. */
  const ids = async (query: string, who: keyof typeof token = 'onb') => {
    const result = await list(`${query}&pageSize=100`, who);
    expect(result.status, result.text).toBe(200);
    expect(result.json.Total).toBe(result.json.Items.length);
    return result.json.Items.map((item) => item.ApplicantId).sort((a, b) => a - b);
  };
  const sorted = (...values: number[]) => [...values].sort((a, b) => a - b);

  beforeAll(async () => {
    s = await startServer(kind);
    const { db, hasher } = s.app.services;
    await createAgency(
      { db, hasher, events: s.app.services.events },
      { slug: 'onbco', name: 'Onboarding Staffing' },
      { email: 'owner@onbco.test', password: PASSWORD, firstName: 'Olga', lastName: 'Owner', roles: ['admin'] },
    );
    token.onb = (await signIn(s, 'owner@onbco.test', PASSWORD, 'onbco')).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;

    id.none = (await newApplicant(s, 'onbco')).id;

    // Personal Info approved, Emergency Info submitted: one waiting for review.
    const waiting = await newApplicant(s, 'onbco');
    id.waiting = waiting.id;
    await approved(waiting, ['personal-info']);
    await submit(s, waiting.token, 'emergency-info', EMERGENCY);

    // Personal Info approved, Emergency Info sent back.
    const changes = await newApplicant(s, 'onbco');
    id.changes = changes.id;
    await approved(changes, ['personal-info']);
    await submit(s, changes.token, 'emergency-info', EMERGENCY);
    expect(
      (
        await staff('onb', 'POST', `/api/applicants/${changes.id}/onboarding/forms/emergency-info/request-changes`, {
          Reason: 'Add a second phone number',
        })
      ).status,
    ).toBe(200);

    // Every form approved (the I-9 unlocked by staff before an accepted offer; the health forms open at Offered).
    const complete = await newApplicant(s, 'onbco');
    id.complete = complete.id;
    await s.app.services.db
      .updateTable('applicants')
      .set({ status: 'offered' })
      .where('id', '=', complete.id)
      .execute();
    await consent(s, complete.token);
    expect(
      (await staff('onb', 'POST', `/api/applicants/${complete.id}/onboarding/i9/unlock`, { Reason: 'Early start' }))
        .status,
    ).toBe(200);
    await approved(complete, ONBOARDING_FORM_KEYS);

    // Three forms approved.
    const three = await newApplicant(s, 'onbco');
    id.three = three.id;
    await consent(s, three.token);
    await approved(three, ['personal-info', 'emergency-info', 'w9-form-info']);

    // Two approved, then the applicant edits one (its next version is a draft), and submits Emergency Info
    // then edits it again: only the current versions count (1 approved, nothing waiting for review).
    const redrafted = await newApplicant(s, 'onbco');
    id.redrafted = redrafted.id;
    await approved(redrafted, ['personal-info', 'identification-info']);
    await draft(redrafted.token, 'identification-info');
    await submit(s, redrafted.token, 'emergency-info', EMERGENCY);
    await draft(redrafted.token, 'emergency-info');

    // Another agency's applicant waiting for review.
    const acme = await newApplicant(s, 'acme');
    acmeWaiting = acme.id;
    await submit(s, acme.token, 'emergency-info', EMERGENCY);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('gives each list row and record its onboarding progress: the current version of each form', async () => {
    const result = await list('pageSize=100');
    expect(result.status).toBe(200);
    const byId = new Map(result.json.Items.map((item) => [item.ApplicantId, item.Onboarding]));
    expect(Object.fromEntries(Object.entries(id).map(([name, applicantId]) => [name, byId.get(applicantId)]))).toEqual({
      none: progress(0),
      waiting: progress(1, 1),
      changes: progress(1, 0, 1),
      complete: progress(TOTAL),
      three: progress(3),
      redrafted: progress(1),
    });
    const record = await http<Applicant>(s, 'GET', `/api/applicants/${id.changes}`, { token: token.onb });
    expect(record.json.Onboarding).toEqual(progress(1, 0, 1));
  });

  it('filters by waiting for review, changes requested, complete and incomplete, in the caller’s agency only', async () => {
    expect(await ids('onboarding=waiting-review')).toEqual([id.waiting]);
    expect(await ids('onboarding=changes-requested')).toEqual([id.changes]);
    expect(await ids('onboarding=complete')).toEqual([id.complete]);
    expect(await ids('onboarding=incomplete')).toEqual(sorted(id.none, id.waiting, id.changes, id.three, id.redrafted));
    expect(await ids('onboarding=waiting-review', 'acme')).toEqual([acmeWaiting]);
    // With the other filters and the search.
    expect(await ids('onboarding=waiting-review&status=offered')).toEqual([]);
    expect(await ids('onboarding=incomplete&status=lead&q=maria')).toEqual(
      sorted(id.none, id.waiting, id.changes, id.three, id.redrafted),
    );
  });

  it('filters by a minimum complete percent (approved forms of all forms, rounded down)', async () => {
    const everyone = sorted(...Object.values(id));
    // The percent of `approved` forms, as the list rounds it.
    const pct = (approved: number) => Math.floor((approved * 100) / TOTAL);
    expect(await ids('onboardingMin=0')).toEqual(everyone);
    expect(await ids(`onboardingMin=${pct(1)}`)).toEqual(
      sorted(id.waiting, id.changes, id.complete, id.three, id.redrafted),
    );
    expect(await ids(`onboardingMin=${pct(1) + 1}`)).toEqual(sorted(id.complete, id.three));
    expect(await ids(`onboardingMin=${pct(3)}`)).toEqual(sorted(id.complete, id.three));
    expect(await ids(`onboardingMin=${pct(3) + 1}`)).toEqual([id.complete]);
    expect(await ids('onboardingMin=100')).toEqual([id.complete]);
    expect(await ids(`onboardingMin=${pct(3)}&onboarding=incomplete`)).toEqual([id.three]);
    expect(await ids('onboardingMin=100', 'acme')).toEqual([]);
  });

  it('exports the progress in the CSV and applies the filter to it', async () => {
    const min = Math.floor(100 / TOTAL);
    const response = await fetch(`${s.baseUrl}${API_CALLS.exportApplicants.path}?onboardingMin=${min}&sort=created`, {
      headers: { authorization: `Bearer ${token.onb}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    // Counted from the end: the cells before it may hold quoted commas.
    const header = lines[0]!.split(',');
    const fromEnd = header.length - header.indexOf('Onboarding');
    expect(header.at(-fromEnd)).toBe('Onboarding');
    const cells = new Map(lines.slice(1, -1).map((line) => [Number(line.split(',')[0]), line.split(',').at(-fromEnd)]));
    expect(Object.fromEntries(cells)).toEqual({
      [id.waiting]: `1 of ${TOTAL} forms approved · 1 waiting for review`,
      [id.changes]: `1 of ${TOTAL} forms approved · 1 changes requested`,
      [id.complete]: `${TOTAL} of ${TOTAL} forms approved`,
      [id.three]: `3 of ${TOTAL} forms approved`,
      [id.redrafted]: `1 of ${TOTAL} forms approved`,
    });
  });

  it('refuses bad onboarding filters with 400 naming them', async () => {
    const result = await list('onboarding=done&onboardingMin=101');
    expect([result.status, result.json.Code]).toEqual([400, 'validation_failed']);
    expect(result.json.Errors).toEqual({
      onboarding: 'onboarding must be one of waiting-review, changes-requested, complete, incomplete.',
      onboardingMin: 'onboardingMin must be a whole number from 0 to 100.',
    });
    for (const query of [
      'onboardingMin=-1',
      'onboardingMin=1.5',
      'onboardingMin=abc',
      'onboardingMin=1000',
      'onboarding=complete&onboarding=incomplete',
    ])
      expect((await list(query)).status, query).toBe(400);
  });
});
