// Stories only: an in-memory stand-in for the onboarding calls of both sides (the applicant's forms, drafts,
// submissions, consent and uploads; the staff's review, reveal, unlock, Section 2 and audit), so a story's
// changes show as they would on the server.
import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  ONBOARDING_FORMS,
  isOnboardingComplete,
  onboardingProgress,
  type EsignConsent,
  type I9Section2Document,
  type OnboardingAuditEntry,
  type OnboardingFormDocument,
  type OnboardingFormKey,
  type OnboardingFormSummary,
  type OnboardingOverview,
  type OnboardingSubmission,
  type ProgressCounts,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';

export const I9_LOCK = 'The I-9 opens once you have accepted a job offer.';
/** The lock of a health form before a job offer. */
export const HEALTH_LOCK = 'This form opens once you have received a job offer.';
const AT = '2026-01-20T09:30:00.000Z';
const REVIEWED = '2026-01-21T10:00:00.000Z';

/** A form's document in a state, with its data when the state has any. */
export function formDoc(key: OnboardingFormKey, state: Partial<OnboardingFormDocument> = {}): OnboardingFormDocument {
  const info = ONBOARDING_FORMS.find((form) => form.key === key)!;
  return {
    Form: key,
    Status: 'not-started',
    Version: 0,
    Edition: info.edition,
    UpdatedAt: null,
    SubmittedAt: null,
    ReviewedAt: null,
    ChangesReason: null,
    Locked: null,
    Data: null,
    Signatures: [],
    DocumentHash: null,
    ReviewedBy: null,
    History: [],
    ...state,
  };
}

/** Ready-made states. */
export const STATES = {
  approved: {
    Status: 'approved',
    Version: 1,
    UpdatedAt: AT,
    SubmittedAt: AT,
    ReviewedAt: REVIEWED,
    ReviewedBy: 'Jane Doe',
  },
  submitted: { Status: 'submitted', Version: 1, UpdatedAt: AT, SubmittedAt: AT },
  inProgress: { Status: 'in-progress', Version: 1, UpdatedAt: AT },
  changes: (reason: string) => ({
    Status: 'changes-requested' as const,
    Version: 1,
    UpdatedAt: AT,
    SubmittedAt: AT,
    ReviewedAt: REVIEWED,
    ChangesReason: reason,
    ReviewedBy: 'Jane Doe',
  }),
  locked: { Locked: I9_LOCK },
  healthLocked: { Locked: HEALTH_LOCK },
} satisfies Record<string, Partial<OnboardingFormDocument> | ((reason: string) => Partial<OnboardingFormDocument>)>;

/**
 * Issue 28's applicant, for the home's and the record's stories alike: every form submitted (the first ten
 * approved), four of the seven documents uploaded and none approved yet. Both sides say "12 of 13 submitted ·
 * 10 approved · 1 missing", and "4 of 7 submitted · 0 approved · 3 missing" for the documents.
 */
export const TWELVE_OF_THIRTEEN = {
  forms: Object.fromEntries(
    ONBOARDING_FORMS.map((form, index) => [form.key, index < 10 ? STATES.approved : STATES.submitted]),
  ),
  uploadCounts: { Total: 7, Submitted: 4, Approved: 0, Missing: 3 },
} satisfies OnboardingServerOptions;

export interface OnboardingServerOptions {
  forms?: Partial<Record<OnboardingFormKey, Partial<OnboardingFormDocument>>>;
  consent?: EsignConsent | null;
  section2?: Partial<I9Section2Document>;
  /** The applicant's uploads by UploadId (both sides' downloads answer them; 404 for another id). */
  uploads?: Record<string, Blob>;
  /**
   * The Upload Requirements' counts the overview answers (default: the fixture's, 2 of 7 submitted); a
   * function reads them at each call (e.g. `uploadRequirementsServer`'s `counts`, as the server does).
   */
  uploadCounts?: ProgressCounts | null | (() => ProgressCounts | null);
  /**
   * What the agency already holds for a form (the server's `knownValues`): the applicant's form starts from
   * it until submitted, a saved draft's values over it; staff never see it.
   */
  known?: Partial<Record<OnboardingFormKey, Record<string, unknown>>>;
  audit?: OnboardingAuditEntry[];
}

export interface OnboardingServer {
  handlers: HttpHandler[];
  forms: Map<OnboardingFormKey, OnboardingFormDocument>;
  /** Fails the next draft saves (500) while > 0. */
  failSaves: { count: number };
}

const summaryOf = (doc: OnboardingFormDocument): OnboardingFormSummary => ({
  Form: doc.Form,
  Status: doc.Status,
  Version: doc.Version,
  Edition: doc.Edition,
  UpdatedAt: doc.UpdatedAt,
  SubmittedAt: doc.SubmittedAt,
  ReviewedAt: doc.ReviewedAt,
  ChangesReason: doc.ChangesReason,
  Locked: doc.Locked,
});

/**
 * The in-memory server (every form not started, the I-9 and the health forms locked as before an offer,
 * consent given, unless `options` say else).
 */
export function onboardingServer(options: OnboardingServerOptions = {}): OnboardingServer {
  const locked = { start: {}, offer: STATES.healthLocked, 'accepted-offer': STATES.locked } as const;
  const forms = new Map(
    ONBOARDING_FORMS.map(({ key, opensAt }) => [key, formDoc(key, options.forms?.[key] ?? locked[opensAt])]),
  );
  let consent = options.consent === undefined ? fixtures.esignConsent : options.consent;
  let section2: I9Section2Document = { ...fixtures.i9Section2, ...options.section2 };
  const failSaves = { count: 0 };
  const overview = (): OnboardingOverview => {
    const all = [...forms.values()];
    const given = options.uploadCounts === undefined ? fixtures.onboardingOverview.Uploads : options.uploadCounts;
    const uploads = typeof given === 'function' ? given() : given;
    // The server's one definition of the counts, for both sides' calls.
    return {
      ApplicantId: 1,
      Forms: all.map(summaryOf),
      Uploads: uploads,
      Progress: onboardingProgress(all, uploads),
      Consent: consent,
    };
  };
  const formOf = (key: string) => forms.get(key as OnboardingFormKey)!;
  const set = (doc: OnboardingFormDocument) => {
    forms.set(doc.Form, doc);
    return HttpResponse.json<OnboardingFormDocument>(doc);
  };

  return {
    forms,
    failSaves,
    handlers: [
      handle(API_CALLS.getOnboardingOverview, () => HttpResponse.json(overview())),
      handle(API_CALLS.getOnboardingForm, ({ params }) => {
        const doc = formOf(params.form);
        const known = options.known?.[doc.Form];
        if (!known || !(doc.Status === 'not-started' || doc.Status === 'in-progress')) return HttpResponse.json(doc);
        return HttpResponse.json({ ...doc, Data: { ...known, ...(doc.Data ?? {}) } });
      }),
      handle(API_CALLS.saveOnboardingDraft, async ({ params, request }) => {
        await delay(50);
        if (failSaves.count > 0) {
          failSaves.count -= 1;
          return HttpResponse.json(apiErrorBody('server_error', 'Unavailable'), {
            status: 500,
          }) as unknown as HttpResponse<never>;
        }
        const doc = formOf(params.form);
        const { Data } = (await request.json()) as { Data: Record<string, unknown> };
        const next = isOnboardingComplete(doc.Status) || doc.Status === 'changes-requested';
        const saved: OnboardingFormDocument = {
          ...doc,
          Data,
          Status: 'in-progress',
          Version: next && doc.Status !== 'changes-requested' ? doc.Version + 1 : Math.max(doc.Version, 1),
          UpdatedAt: new Date().toISOString(),
        };
        forms.set(saved.Form, saved);
        return HttpResponse.json({
          Form: saved.Form,
          Status: saved.Status,
          Version: saved.Version,
          UpdatedAt: saved.UpdatedAt!,
        });
      }),
      handle(API_CALLS.submitOnboardingForm, async ({ params, request }) => {
        const body = (await request.json()) as OnboardingSubmission;
        const doc = formOf(params.form);
        return set({
          ...doc,
          Data: body.Data,
          Status: 'submitted',
          Version: Math.max(doc.Version, 1),
          SubmittedAt: new Date().toISOString(),
          ChangesReason: null,
          Signatures: body.Signature
            ? [
                {
                  Signer: 'applicant',
                  TypedName: body.Signature.TypedName,
                  Drawn: body.Signature.Drawn !== null,
                  SignedAt: new Date().toISOString(),
                  Ip: '203.0.113.7',
                  UserAgent: 'Story browser',
                  DocumentHash: 'a'.repeat(64),
                  Edition: doc.Edition,
                },
              ]
            : [],
        });
      }),
      handle(API_CALLS.giveEsignConsent, async ({ request }) => {
        const { Version } = (await request.json()) as { Version: string };
        consent = { Version, GivenAt: new Date().toISOString(), WithdrawnAt: null };
        return HttpResponse.json(consent, { status: 201 });
      }),
      handle(API_CALLS.withdrawEsignConsent, () => {
        consent = { ...(consent ?? fixtures.esignConsent), WithdrawnAt: '2026-01-22T08:00:00.000Z' };
        return HttpResponse.json(consent);
      }),
      ...[API_CALLS.downloadOnboardingFile, API_CALLS.downloadApplicantOnboardingFile].map((call) =>
        handle(call, ({ params }) => {
          const file = options.uploads?.[params.uploadId as string];
          if (!file)
            return HttpResponse.json(apiErrorBody('not_found', 'Upload not found.'), {
              status: 404,
            }) as unknown as HttpResponse<never>;
          return new HttpResponse(file, { headers: { 'Content-Type': file.type } });
        }),
      ),
      handle(API_CALLS.getApplicantOnboarding, () => HttpResponse.json(overview())),
      handle(API_CALLS.getApplicantOnboardingForm, ({ params }) => HttpResponse.json(formOf(params.form))),
      handle(API_CALLS.approveOnboardingForm, ({ params }) =>
        set({
          ...formOf(params.form),
          Status: 'approved',
          ReviewedAt: new Date().toISOString(),
          ReviewedBy: 'Jane Doe',
        }),
      ),
      handle(API_CALLS.requestOnboardingChanges, async ({ params, request }) => {
        const { Reason } = (await request.json()) as { Reason: string };
        return set({
          ...formOf(params.form),
          Status: 'changes-requested',
          ChangesReason: Reason,
          ReviewedAt: new Date().toISOString(),
          ReviewedBy: 'Jane Doe',
        });
      }),
      handle(API_CALLS.revealOnboardingValue, async ({ request }) => {
        const { Field } = (await request.json()) as { Field: string };
        return HttpResponse.json({ Field, Value: Field === 'Tin' ? '123-45-6789' : 'D1234567' });
      }),
      handle(API_CALLS.unlockI9, () => {
        const doc = { ...formOf('uscis-info'), Locked: null };
        forms.set('uscis-info', doc);
        return HttpResponse.json(summaryOf(doc));
      }),
      handle(API_CALLS.getI9Section2, () => HttpResponse.json(section2)),
      handle(API_CALLS.saveI9Section2, async ({ request }) => {
        const body = (await request.json()) as I9Section2Document;
        section2 = { ...section2, Data: body.Data, Status: 'in-progress', UpdatedAt: new Date().toISOString() };
        return HttpResponse.json(section2);
      }),
      handle(API_CALLS.listOnboardingAudit, () => HttpResponse.json(options.audit ?? [])),
    ],
  };
}
