import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENCY_DOCUMENT_BODY_MAX_LENGTH,
  AGENCY_DOCUMENT_RESIGN_REASON,
  type AgencyDocument,
  type ApiErrorBody,
  type AgencyDocumentPublished,
  type OnboardingAuditEntry,
  type OnboardingFormDocument,
  type OnboardingOverview,
  type PublishedAgencyDocument,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { createAgency } from '../src/features/agency';
import { DEFAULT_AGENCY_DOCUMENTS, documentHash } from '../src/features/agency-documents';
import { DB_KINDS, http, outbox, PASSWORD, signIn, startServer, type TestServer } from './helpers';
import { acceptance, consent, newApplicant, rawRequest, SIGNATURE, submit } from './onboarding-helpers';

const m = messages.agencyDocument;

/** A new version of the Agreement, with raw HTML that must stay text (Markdown, never run). */
const AGREEMENT_V2 = {
  Title: 'Agreement',
  Body: '## Assignments\n\n- Work the shifts you confirm\n- Keep your license current\n\n<script>alert(1)</script>\n\n1. Time sheets weekly',
};

describe.each(DB_KINDS)('the agency’s Agreement and Terms & Conditions on %s', (kind) => {
  let s: TestServer;
  const token = {} as Record<'owner' | 'admin' | 'administrator' | 'recruiter' | 'acme' | 'soloOwner', string>;

  beforeAll(async () => {
    s = await startServer(kind);
    const { db, hasher } = s.app.services;
    // An agency whose owner is only a recruiter: the owner edits the documents whatever their roles.
    await createAgency(
      { db, hasher, events: s.app.services.events },
      { slug: 'solo', name: 'Solo Staffing' },
      { email: 'owner@solo.test', password: PASSWORD, firstName: 'Sol', lastName: 'Owner', roles: ['recruiter'] },
    );
    for (const who of ['owner', 'admin', 'administrator', 'recruiter'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', PASSWORD, 'acme')).access_token;
    token.soloOwner = (await signIn(s, 'owner@solo.test', PASSWORD, 'solo')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const call = <T>(who: keyof typeof token | string, method: string, path: string, body?: unknown) =>
    http<T & ApiErrorBody>(s, method, path, {
      token: who in token ? token[who as keyof typeof token] : who,
      body,
    });

  it('every new agency has version 1 of both documents, the example texts, published', async () => {
    const listed = await call<AgencyDocument[]>('owner', 'GET', '/api/agency/documents');
    expect(listed.status).toBe(200);
    expect(listed.json.map((document) => document.Kind)).toEqual(['agreement', 'terms']);
    for (const document of listed.json) {
      const text = DEFAULT_AGENCY_DOCUMENTS[document.Kind];
      expect(document.Draft).toBeNull();
      expect(document.History).toHaveLength(1);
      expect(document.Current).toMatchObject({
        Version: 1,
        Status: 'published',
        Title: text.title,
        Body: text.body,
        Hash: documentHash({ kind: document.Kind, version: 1, ...text }),
      });
      expect(document.Current!.Body).toContain('Example text');
    }
  });

  it('the owner (whatever their roles) and admins edit; administrators, recruiters and applicants get 403', async () => {
    for (const who of ['administrator', 'recruiter'] as const) {
      const listed = await call(who, 'GET', '/api/agency/documents');
      expect(listed.status).toBe(403);
      expect(listed.json.Message).toBe("Only the agency owner or an admin can edit the agency's documents.");
      expect((await call(who, 'PUT', '/api/agency/documents/terms/draft', AGREEMENT_V2)).status).toBe(403);
      expect((await call(who, 'POST', '/api/agency/documents/terms/publish')).status).toBe(403);
    }
    const applicant = await newApplicant(s);
    expect((await call(applicant.token, 'GET', '/api/agency/documents')).status).toBe(403);

    // The owner of "solo" is a recruiter; a draft, then discarded.
    const draft = await call<AgencyDocument>('soloOwner', 'PUT', '/api/agency/documents/terms/draft', {
      Title: 'Solo terms',
      Body: '## Terms\n\n- One',
    });
    expect(draft.status).toBe(200);
    expect(draft.json.Draft).toMatchObject({ Version: 2, Status: 'draft', Hash: null, UpdatedBy: 'Sol Owner' });
    expect(draft.json.Current!.Version).toBe(1);
    const discarded = await call<AgencyDocument>('soloOwner', 'DELETE', '/api/agency/documents/terms/draft');
    expect(discarded.json.Draft).toBeNull();
    expect((await call('soloOwner', 'DELETE', '/api/agency/documents/terms/draft')).status).toBe(404);

    // An admin who is not the owner.
    const saved = await call<AgencyDocument>('admin', 'PUT', '/api/agency/documents/terms/draft', {
      Title: 'Terms & Conditions',
      Body: 'First',
    });
    expect(saved.json.Draft).toMatchObject({ Version: 2, Body: 'First', UpdatedBy: 'Adam Admin' });
    // Saving again updates the same draft.
    const again = await call<AgencyDocument>('owner', 'PUT', '/api/agency/documents/terms/draft', {
      Title: 'Terms & Conditions',
      Body: 'Second',
    });
    expect(again.json.Draft).toMatchObject({ Version: 2, Body: 'Second', UpdatedBy: 'Olivia Owner' });
    expect((await call('owner', 'DELETE', '/api/agency/documents/terms/draft')).status).toBe(200);
  });

  it('checks a draft with the schema’s messages, and 404s an unknown document', async () => {
    const blank = await call('owner', 'PUT', '/api/agency/documents/agreement/draft', { Title: ' ', Body: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.json.Errors).toEqual({ Title: m.titleRequired, Body: m.bodyRequired });
    const long = await call('owner', 'PUT', '/api/agency/documents/agreement/draft', {
      Title: 'Agreement',
      Body: 'x'.repeat(AGENCY_DOCUMENT_BODY_MAX_LENGTH + 1),
    });
    expect(long.status).toBe(400);
    expect(long.json.Errors).toEqual({ Body: m.bodyMax });
    expect((await call('owner', 'PUT', '/api/agency/documents/handbook/draft', AGREEMENT_V2)).status).toBe(404);
    const noDraft = await call('owner', 'POST', '/api/agency/documents/agreement/publish');
    expect(noDraft.status).toBe(409);
    expect(noDraft.json.Code).toBe('no_draft');
  });

  it('an applicant reads, accepts and signs the current version; a new version asks for a new signature', async () => {
    const maria = await newApplicant(s);
    const jose = await newApplicant(s);
    const current = await call<PublishedAgencyDocument>(
      maria.token,
      'GET',
      '/api/onboarding/agency-documents/agreement',
    );
    expect(current.status).toBe(200);
    expect(current.json).toMatchObject({ Kind: 'agreement', Version: 1, Status: 'published' });
    const accepted = { DocumentVersion: 1, DocumentHash: current.json.Hash, Accepted: true };
    expect(accepted).toEqual(acceptance('agreement'));

    // The box must be ticked, and a signed form is signed.
    await consent(s, maria.token);
    await consent(s, jose.token);
    const unticked = await call(maria.token, 'POST', '/api/onboarding/forms/agreement-form-info/submit', {
      Data: { ...accepted, Accepted: false },
      Signature: SIGNATURE,
    });
    expect(unticked.status).toBe(400);
    expect(unticked.json.Errors).toEqual({ Accepted: m.agreementAcceptRequired });
    const unsigned = await call(maria.token, 'POST', '/api/onboarding/forms/agreement-form-info/submit', {
      Data: accepted,
      Signature: null,
    });
    expect(unsigned.status).toBe(400);

    const signed = (await submit(
      s,
      maria.token,
      'agreement-form-info',
      accepted,
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(signed).toMatchObject({ Status: 'submitted', Version: 1, Data: accepted });
    expect(signed.Signatures).toHaveLength(1);
    // The signed (canonical) content holds the text's SHA-256: the signature covers what was shown.
    const stored = await s.app.services.db
      .selectFrom('onboarding_documents')
      .select(['canonical_text', 'document_hash'])
      .where('applicant_id', '=', maria.id)
      .where('form', '=', 'agreement-form-info')
      .executeTakeFirstOrThrow();
    expect(stored.canonical_text).toContain(current.json.Hash);
    expect(stored.document_hash).toBe(signed.DocumentHash);
    // Jose signs too, and staff approve his.
    await submit(s, jose.token, 'agreement-form-info', accepted, SIGNATURE);
    expect(
      (await call('recruiter', 'POST', `/api/applicants/${jose.id}/onboarding/forms/agreement-form-info/approve`))
        .status,
    ).toBe(200);

    // The owner publishes version 2.
    const drafted = await call<AgencyDocument>('owner', 'PUT', '/api/agency/documents/agreement/draft', AGREEMENT_V2);
    expect(drafted.json.Draft!.Version).toBe(2);
    // A draft changes nothing for applicants.
    expect(
      (await call<PublishedAgencyDocument>(maria.token, 'GET', '/api/onboarding/agency-documents/agreement')).json
        .Version,
    ).toBe(1);
    const published = await call<AgencyDocumentPublished>('owner', 'POST', '/api/agency/documents/agreement/publish');
    expect(published.status).toBe(200);
    expect(published.json.ResignRequested).toBe(2);
    expect(published.json.Draft).toBeNull();
    expect(published.json.Current).toMatchObject({
      Version: 2,
      Body: AGREEMENT_V2.Body,
      PublishedBy: 'Olivia Owner',
      Hash: documentHash({ kind: 'agreement', version: 2, title: AGREEMENT_V2.Title, body: AGREEMENT_V2.Body }),
    });
    expect(published.json.History.map((version) => version.Version)).toEqual([2, 1]);

    // Both are asked to sign again: the checklist, the form and the staff's view say why.
    for (const applicant of [maria, jose]) {
      const form = await call<OnboardingFormDocument>(
        applicant.token,
        'GET',
        '/api/onboarding/forms/agreement-form-info',
      );
      expect(form.json).toMatchObject({ Status: 'changes-requested', ChangesReason: AGENCY_DOCUMENT_RESIGN_REASON });
      const overview = await call<OnboardingOverview>(applicant.token, 'GET', '/api/onboarding');
      expect(overview.json.Forms.find((entry) => entry.Form === 'agreement-form-info')).toMatchObject({
        Status: 'changes-requested',
        ChangesReason: AGENCY_DOCUMENT_RESIGN_REASON,
      });
    }
    const staffView = await call<OnboardingFormDocument>(
      'recruiter',
      'GET',
      `/api/applicants/${maria.id}/onboarding/forms/agreement-form-info`,
    );
    expect(staffView.json).toMatchObject({ Status: 'changes-requested', ChangesReason: AGENCY_DOCUMENT_RESIGN_REASON });
    const audit = await call<OnboardingAuditEntry[]>(
      'recruiter',
      'GET',
      `/api/applicants/${maria.id}/onboarding/audit`,
    );
    expect(audit.json[0]).toMatchObject({
      Action: 'changes-requested',
      Form: 'agreement-form-info',
      Version: 1,
      ActorName: 'Olivia Owner',
      Detail: `${AGENCY_DOCUMENT_RESIGN_REASON} (Agreement version 2 published)`,
    });
    const mails = (await outbox(s)).filter((mail) => mail.To === maria.email);
    expect(mails.map((mail) => mail.Subject)).toContain('Please sign again: Agreement Form');
    // The terms were not touched.
    const terms = await call<OnboardingFormDocument>(maria.token, 'GET', '/api/onboarding/forms/terms-conditions');
    expect(terms.json.Status).toBe('not-started');

    // Signing the old version now is refused: 409, whatever the hash.
    const stale = await call(maria.token, 'POST', '/api/onboarding/forms/agreement-form-info/submit', {
      Data: accepted,
      Signature: SIGNATURE,
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({
      Code: 'document_outdated',
      Message: 'The agency has published a new version of its Agreement (version 2): read it and accept it again.',
    });
    const forged = await call(maria.token, 'POST', '/api/onboarding/forms/agreement-form-info/submit', {
      Data: { ...accepted, DocumentVersion: 2 },
      Signature: SIGNATURE,
    });
    expect(forged.status).toBe(409);

    // Version 2 signed: the form's next version; version 1 and its signature stay in the history.
    const v2 = await call<PublishedAgencyDocument>(maria.token, 'GET', '/api/onboarding/agency-documents/agreement');
    expect(v2.json.Version).toBe(2);
    const resigned = (await submit(
      s,
      maria.token,
      'agreement-form-info',
      {
        DocumentVersion: 2,
        DocumentHash: v2.json.Hash,
        Accepted: true,
      },
      SIGNATURE,
    )) as unknown as OnboardingFormDocument;
    expect(resigned).toMatchObject({ Status: 'submitted', Version: 2, ChangesReason: null });
    expect(resigned.History.map((version) => [version.Version, version.Status])).toEqual([
      [2, 'submitted'],
      [1, 'changes-requested'],
    ]);
    expect(resigned.History[1]!.DocumentHash).toBe(signed.DocumentHash);
    // The version she signed first can still be read.
    const v1 = await call<PublishedAgencyDocument>(
      maria.token,
      'GET',
      '/api/onboarding/agency-documents/agreement?version=1',
    );
    expect(v1.json).toMatchObject({ Version: 1, Body: DEFAULT_AGENCY_DOCUMENTS.agreement.body });

    // The PDF prints the text signed, its raw HTML as text (never run), and its SHA-256.
    const pdf = await rawRequest(s, 'GET', '/api/onboarding/forms/agreement-form-info/pdf', maria.token);
    expect(pdf.status).toBe(200);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true })).text;
    expect(text).toContain('Agreement (Agreement, version 2)');
    expect(text).toContain('Assignments');
    expect(text).toContain('Work the shifts you confirm');
    expect(text).toContain('1. Time sheets weekly');
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain(v2.json.Hash);
    const firstPdf = await rawRequest(s, 'GET', '/api/onboarding/forms/agreement-form-info/pdf?version=1', maria.token);
    const firstText = (await extractText(await getDocumentProxy(new Uint8Array(firstPdf.bytes)), { mergePages: true }))
      .text;
    expect(firstText).toContain('Agreement (Agreement, version 1)');
    expect(firstText).toContain('Example text.');

    // Staff read a published version an applicant signed.
    const staffRead = await call<PublishedAgencyDocument>(
      'recruiter',
      'GET',
      '/api/agency/documents/agreement/versions/1',
    );
    expect(staffRead.json).toMatchObject({ Version: 1, Title: 'Agreement' });
  });

  it('keeps each agency’s documents apart', async () => {
    // Demo's agreement is at version 2 (the test above); Acme's is still the example, version 1.
    const acme = await call<AgencyDocument[]>('acme', 'GET', '/api/agency/documents');
    expect(acme.json[0]!.Current!.Version).toBe(1);
    expect(acme.json[0]!.History).toHaveLength(1);
    expect((await call('acme', 'GET', '/api/agency/documents/agreement/versions/2')).status).toBe(404);
    const acmeApplicant = await newApplicant(s, 'acme');
    expect(
      (await call(acmeApplicant.token, 'GET', '/api/onboarding/agency-documents/agreement?version=2')).status,
    ).toBe(404);
    const acmeCurrent = await call<PublishedAgencyDocument>(
      acmeApplicant.token,
      'GET',
      '/api/onboarding/agency-documents/agreement',
    );
    expect(acmeCurrent.json.Version).toBe(1);
    // Acme publishing a version asks nobody of Demo to sign again.
    const demoApplicant = await newApplicant(s);
    await consent(s, demoApplicant.token);
    await submit(s, demoApplicant.token, 'terms-conditions', acceptance('terms'), SIGNATURE);
    await call('acme', 'PUT', '/api/agency/documents/terms/draft', { Title: 'Acme terms', Body: '## Acme' });
    const published = await call<AgencyDocumentPublished>('acme', 'POST', '/api/agency/documents/terms/publish');
    expect(published.json.ResignRequested).toBe(0);
    const demoTerms = await call<OnboardingFormDocument>(
      demoApplicant.token,
      'GET',
      '/api/onboarding/forms/terms-conditions',
    );
    expect(demoTerms.json.Status).toBe('submitted');
    // Demo's terms version 1 cannot be signed at Acme (its text differs).
    await consent(s, acmeApplicant.token);
    const wrong = await call(acmeApplicant.token, 'POST', '/api/onboarding/forms/terms-conditions/submit', {
      Data: acceptance('terms'),
      Signature: SIGNATURE,
    });
    expect(wrong.status).toBe(409);
  });
});
