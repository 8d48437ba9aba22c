import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_REQUIREMENTS,
  defaultFormRequirement,
  FORMS_CATALOGUE_MESSAGES,
  isoDay,
  ONBOARDING_FORM_KEYS,
  type CatalogueUploadRequirement,
  type FormsCatalogue,
  type OnboardingFormDocument,
  type Applicant,
  type OnboardingOverview,
  type UploadRequirementItemPayload,
  type UploadRequirementsOverview,
} from '@agency/api-client/contract';
import { messages } from '@agency/forms/schemas';
import { createAgency } from '../src/features/agency';
import type { Db } from '../src/platform/db';
import { addStaff, DB_KINDS, http, PASSWORD, signIn, startServer, type TestServer } from './helpers';
import { EMERGENCY, newApplicant, rawRequest, submit } from './onboarding-helpers';

// The forms catalogue (issue 13, Lists and Reports → Forms): which forms each discipline completes, the
// upload requirements (add, edit, reorder, deactivate), the published agreement and terms; read by every
// staff member, changed by the agency owner and admins only, per agency; the checklists follow at once.

const m = messages.formsCatalogue;
const M = FORMS_CATALOGUE_MESSAGES;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
const DAY = 86_400_000;
const inDays = (days: number) => isoDay(new Date(Date.now() + days * DAY));

const requirement = (overrides: Partial<UploadRequirementItemPayload> = {}): UploadRequirementItemPayload => ({
  Label: 'IV certification',
  Description: 'Your IV therapy certification card.',
  AllDisciplines: false,
  Disciplines: ['LPN/LVN'],
  HasExpiry: true,
  Health: false,
  MaxFiles: 1,
  Active: true,
  ...overrides,
});

type Who =
  'owner' | 'admin' | 'administrator' | 'manager' | 'supervisor' | 'recruiter' | 'acme' | 'zeta' | 'zetaRecruiter';

describe.each(DB_KINDS)('the forms catalogue on %s', (kind) => {
  let s: TestServer;
  let db: Db;
  const token = {} as Record<Who, string>;

  beforeAll(async () => {
    s = await startServer(kind);
    db = s.app.services.db;
    for (const who of ['owner', 'admin', 'administrator', 'manager', 'supervisor', 'recruiter'] as const)
      token[who] = (await signIn(s, `${who}@demo.test`)).access_token;
    token.acme = (await signIn(s, 'owner@acme.test', undefined, 'acme')).access_token;
    // An agency created after the migration, whose owner is only a recruiter: the owner edits all the same.
    await createAgency(
      { db, hasher: s.app.services.hasher, events: s.app.services.events },
      { slug: 'zeta', name: 'Zeta Nurses' },
      { email: 'owner@zeta.test', password: PASSWORD, firstName: 'Zoe', lastName: 'Zeta', roles: ['recruiter'] },
    );
    await addStaff(s.app, 'zeta', {
      email: 'recruiter@zeta.test',
      firstName: 'Rex',
      lastName: 'Zeta',
      roles: ['recruiter'],
    });
    token.zeta = (await signIn(s, 'owner@zeta.test', undefined, 'zeta')).access_token;
    token.zetaRecruiter = (await signIn(s, 'recruiter@zeta.test', undefined, 'zeta')).access_token;
  });
  afterAll(async () => {
    await s?.close();
  });

  const read = (who: Who) => http<FormsCatalogue>(s, 'GET', '/api/forms-catalogue', { token: token[who] });
  const setForm = (who: Who, form: string, body: unknown) =>
    http<FormsCatalogue & { Code: string; Message: string; Errors: Record<string, string> }>(
      s,
      'PUT',
      `/api/forms-catalogue/forms/${form}`,
      { token: token[who], body },
    );
  const create = (who: Who, body: unknown) =>
    http<FormsCatalogue & { Code: string; Message: string; Errors: Record<string, string> }>(
      s,
      'POST',
      '/api/forms-catalogue/upload-requirements',
      { token: token[who], body },
    );
  const update = (who: Who, key: string, body: unknown) =>
    http<FormsCatalogue & { Code: string; Message: string; Errors: Record<string, string> }>(
      s,
      'PUT',
      `/api/forms-catalogue/upload-requirements/${encodeURIComponent(key)}`,
      { token: token[who], body },
    );
  const reorder = (who: Who, body: unknown) =>
    http<FormsCatalogue & { Code: string; Message: string; Errors: Record<string, string> }>(
      s,
      'PUT',
      '/api/forms-catalogue/upload-requirement-order',
      { token: token[who], body },
    );
  const checklist = (applicantToken: string) =>
    http<OnboardingOverview>(s, 'GET', '/api/onboarding', { token: applicantToken });
  const uploads = (applicantToken: string) =>
    http<UploadRequirementsOverview & { Code?: string; Message?: string }>(
      s,
      'GET',
      '/api/onboarding/upload-requirements',
      { token: applicantToken },
    );
  const setDiscipline = (id: number, discipline: string | null) =>
    db.updateTable('applicants').set({ discipline }).where('id', '=', id).execute();
  const itemOf = (catalogue: FormsCatalogue, key: string) =>
    catalogue.UploadRequirements.find((entry) => entry.Key === key) as CatalogueUploadRequirement;
  const attach = async (applicantToken: string, item: string, expiresOn: string | null) => {
    const stored = await rawRequest(s, 'POST', '/api/onboarding/uploads?fileName=card.pdf', applicantToken, PDF);
    expect(stored.status).toBe(201);
    return http<UploadRequirementsOverview & { Code?: string; Message?: string }>(
      s,
      'POST',
      `/api/onboarding/upload-requirements/${item}/files`,
      { token: applicantToken, body: { UploadId: stored.json!.UploadId, ExpiresOn: expiresOn } },
    );
  };

  it('starts from the defaults: today’s checklist, the default upload requirements, the published documents', async () => {
    for (const who of ['recruiter', 'owner', 'zeta'] as const) {
      const catalogue = await read(who);
      expect(catalogue.status, catalogue.text).toBe(200);
      expect(catalogue.json.Forms.map((form) => [form.Form, form.AllDisciplines, form.Disciplines])).toEqual(
        ONBOARDING_FORM_KEYS.map((form) => [
          form,
          defaultFormRequirement(form).AllDisciplines,
          defaultFormRequirement(form).Disciplines,
        ]),
      );
      expect(catalogue.json.Forms.find((form) => form.Form === 'nurse-form')).toMatchObject({
        Label: 'Nurse Form',
        AllDisciplines: false,
        Disciplines: ['RN', 'LPN/LVN', 'CNA'],
        Fixed: false,
        Default: true,
        UpdatedAt: null,
        UpdatedBy: null,
      });
      expect(catalogue.json.Forms.filter((form) => form.Fixed).map((form) => form.Form)).toEqual(['personal-info']);
      expect(catalogue.json.UploadRequirements).toEqual(
        DEFAULT_UPLOAD_REQUIREMENTS.map((item) => ({
          Key: item.key,
          Label: item.label,
          Description: item.description,
          AllDisciplines: true,
          Disciplines: [],
          HasExpiry: item.hasExpiry,
          Health: item.health,
          MaxFiles: null,
          Active: true,
        })),
      );
      expect(catalogue.json.AgencyDocuments.map((doc) => [doc.Kind, doc.Form, doc.Label, doc.Version])).toEqual([
        ['agreement', 'agreement-form-info', 'Agreement', 1],
        ['terms', 'terms-conditions', 'Terms & Conditions', 1],
      ]);
      expect(catalogue.json.AgencyDocuments[0]!.PublishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    // Every staff member reads it; the owner (a mere recruiter at zeta) and admins may edit it.
    expect((await read('recruiter')).json.CanEdit).toBe(false);
    expect((await read('administrator')).json.CanEdit).toBe(false);
    expect((await read('owner')).json.CanEdit).toBe(true);
    expect((await read('admin')).json.CanEdit).toBe(true);
    expect((await read('zeta')).json.CanEdit).toBe(true);
    expect((await read('zetaRecruiter')).json.CanEdit).toBe(false);
    const applicant = await newApplicant(s);
    expect((await http(s, 'GET', '/api/forms-catalogue', { token: applicant.token })).status).toBe(403);
    expect((await http(s, 'GET', '/api/forms-catalogue')).status).toBe(401);
  });

  it('refuses every change to staff who are not the owner or an admin (403), and to applicants', async () => {
    const applicant = await newApplicant(s);
    for (const who of ['recruiter', 'supervisor', 'manager', 'administrator', 'zetaRecruiter'] as const) {
      const answers = [
        await setForm(who, 'nurse-form', { AllDisciplines: true, Disciplines: [] }),
        await create(who, requirement({ Label: `Not allowed ${who}` })),
        await update(who, 'resume', requirement({ Label: 'Resume' })),
        await reorder(who, { Keys: DEFAULT_UPLOAD_REQUIREMENTS.map((item) => item.key).reverse() }),
      ];
      for (const answer of answers) expect([answer.status, answer.json.Message], who).toEqual([403, M.editorsOnly]);
    }
    expect((await create('recruiter', requirement())).status).toBe(403);
    const byApplicant = await http(s, 'POST', '/api/forms-catalogue/upload-requirements', {
      token: applicant.token,
      body: requirement(),
    });
    expect(byApplicant.status).toBe(403);
    // Nothing changed.
    const after = await read('recruiter');
    expect(after.json.UploadRequirements.map((item) => item.Key)).toEqual(
      DEFAULT_UPLOAD_REQUIREMENTS.map((i) => i.key),
    );
    expect(after.json.Forms.every((form) => form.Default)).toBe(true);
  });

  it('answers bad input with 400 and the field’s message; an unknown form or requirement 404', async () => {
    const formCases: [string, unknown, string, string][] = [
      ['nurse-form', { AllDisciplines: false, Disciplines: ['Pilot'] }, 'Disciplines[0]', m.disciplineUnknown],
      ['nurse-form', { AllDisciplines: false, Disciplines: ['RN', 'RN'] }, 'Disciplines', m.disciplinesDistinct],
      ['nurse-form', { AllDisciplines: 'often', Disciplines: [] }, 'AllDisciplines', m.yesOrNo],
      ['nurse-form', { AllDisciplines: false, Disciplines: 'RN' }, 'Disciplines', m.disciplineUnknown],
      ['personal-info', { AllDisciplines: false, Disciplines: ['RN'] }, 'AllDisciplines', M.personalInfoFixed],
    ];
    for (const [form, body, field, message] of formCases) {
      const answer = await setForm('admin', form, body);
      expect([answer.status, answer.json.Code, answer.json.Errors?.[field]], `${form} ${field}`).toEqual([
        400,
        'validation_failed',
        message,
      ]);
    }
    expect((await setForm('admin', 'nurse-form', [])).status).toBe(400);
    const unknownForm = await setForm('admin', 'tax-form', { AllDisciplines: true, Disciplines: [] });
    expect([unknownForm.status, unknownForm.json.Message]).toEqual([404, M.formNotFound]);

    const itemCases: [Record<string, unknown>, string, string][] = [
      [{ Label: '  ' }, 'Label', m.labelRequired],
      [{ Label: 'x'.repeat(121) }, 'Label', m.labelMax],
      [{ Label: { text: 'x' } }, 'Label', 'Label must be text.'],
      [{ Description: 'd'.repeat(501) }, 'Description', m.descriptionMax],
      [{ Disciplines: [] }, 'Disciplines', m.disciplinesRequired],
      [{ Disciplines: ['Astronaut'] }, 'Disciplines[0]', m.disciplineUnknown],
      [{ MaxFiles: 0 }, 'MaxFiles', m.maxFilesInvalid],
      [{ MaxFiles: 21 }, 'MaxFiles', m.maxFilesInvalid],
      [{ MaxFiles: 1.5 }, 'MaxFiles', m.maxFilesInvalid],
      [{ HasExpiry: 'maybe' }, 'HasExpiry', m.yesOrNo],
      // Another requirement's name, whatever the case and spaces: 400 on the name.
      [{ Label: '  bls   CARD ' }, 'Label', M.labelTaken],
    ];
    for (const [change, field, message] of itemCases) {
      const answer = await create('admin', { ...requirement(), ...change });
      expect([answer.status, answer.json.Code, answer.json.Errors?.[field]], field).toEqual([
        400,
        'validation_failed',
        message,
      ]);
    }
    expect((await create('admin', 'text')).status).toBe(400);
    const renamedOnto = await update('admin', 'resume', requirement({ Label: 'Physical' }));
    expect([renamedOnto.status, renamedOnto.json.Errors?.Label]).toEqual([400, M.labelTaken]);
    const unknownItem = await update('admin', 'no-such-item', requirement());
    expect([unknownItem.status, unknownItem.json.Message]).toEqual([404, M.requirementNotFound]);

    const keys = DEFAULT_UPLOAD_REQUIREMENTS.map((item) => item.key);
    const orderCases: [unknown, string][] = [
      [{ Keys: keys.slice(1) }, M.orderMismatch],
      [{ Keys: [...keys.slice(1), 'no-such-item'] }, M.orderMismatch],
      [{ Keys: [...keys, keys[0]] }, m.orderRequired],
      [{ Keys: [] }, m.orderRequired],
      [{ Keys: 'resume' }, m.orderRequired],
    ];
    for (const [body, message] of orderCases) {
      const answer = await reorder('admin', body);
      expect([answer.status, answer.json.Errors?.Keys], JSON.stringify(body)).toEqual([400, message]);
    }
    // Nothing was written.
    expect((await read('admin')).json.UploadRequirements.map((item) => item.Key)).toEqual(keys);
  });

  it('a form made not required for RNs leaves an RN’s checklist (and its counts), stays on an LPN’s, and locks', async () => {
    const rn = await newApplicant(s);
    const lpn = await newApplicant(s);
    const unknown = await newApplicant(s);
    await setDiscipline(rn.id, 'RN');
    await setDiscipline(lpn.id, 'LPN/LVN');
    await submit(s, rn.token, 'emergency-info', EMERGENCY);
    const before = (await checklist(rn.token)).json;
    expect(before.Forms.map((form) => form.Form)).toContain('nurse-form');
    expect([before.Progress.Submitted, before.Forms.length]).toEqual([1, ONBOARDING_FORM_KEYS.length]);

    const changed = await setForm('owner', 'nurse-form', { AllDisciplines: false, Disciplines: ['CNA', 'LPN/LVN'] });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json.Forms.find((form) => form.Form === 'nurse-form')).toMatchObject({
      AllDisciplines: false,
      Disciplines: ['LPN/LVN', 'CNA'],
      Default: false,
      UpdatedBy: 'Olivia Owner',
    });

    const rnAfter = (await checklist(rn.token)).json;
    expect(rnAfter.Forms.map((form) => form.Form)).not.toContain('nurse-form');
    expect([rnAfter.Progress.Submitted, rnAfter.Forms.length]).toEqual([1, ONBOARDING_FORM_KEYS.length - 1]);
    // The staff's Onboarding tab shows the same checklist.
    const staffView = await http<OnboardingOverview>(s, 'GET', `/api/applicants/${rn.id}/onboarding`, {
      token: token.recruiter,
    });
    expect(staffView.json.Forms.map((form) => form.Form)).toEqual(rnAfter.Forms.map((form) => form.Form));
    // So do the record's and the lists' progress ("1 of 11"), and the onboarding filters count by it.
    const onboardingOf = async (id: number) =>
      (await http<Applicant>(s, 'GET', `/api/applicants/${id}`, { token: token.recruiter })).json.Onboarding;
    expect(await onboardingOf(rn.id)).toMatchObject({ Total: rnAfter.Forms.length });
    expect(await onboardingOf(lpn.id)).toMatchObject({ Total: ONBOARDING_FORM_KEYS.length });
    // The form itself says why, and refuses drafts.
    const locked = 'This form is for LPN/LVN and CNA applicants only.';
    const document = await http<OnboardingFormDocument>(s, 'GET', '/api/onboarding/forms/nurse-form', {
      token: rn.token,
    });
    expect(document.json.Locked).toBe(locked);
    const draft = await http<{ Message: string }>(s, 'PUT', '/api/onboarding/forms/nurse-form/draft', {
      token: rn.token,
      body: { Data: {} },
    });
    expect([draft.status, draft.json.Message]).toEqual([423, locked]);
    // An LPN, and an applicant whose discipline is not known yet, still have it.
    expect((await checklist(lpn.token)).json.Forms.map((form) => form.Form)).toContain('nurse-form');
    expect((await checklist(unknown.token)).json.Forms.length).toBe(ONBOARDING_FORM_KEYS.length);

    // Emergency Info required of nobody: it leaves every checklist, counted or not.
    expect((await setForm('admin', 'emergency-info', { AllDisciplines: false, Disciplines: [] })).status).toBe(200);
    const none = (await checklist(rn.token)).json;
    expect(none.Forms.map((form) => form.Form)).not.toContain('emergency-info');
    expect([none.Progress.Submitted, none.Forms.length]).toEqual([0, ONBOARDING_FORM_KEYS.length - 2]);
    expect(await onboardingOf(rn.id)).toMatchObject({ Total: none.Forms.length });
    expect((await checklist(unknown.token)).json.Forms.map((form) => form.Form)).not.toContain('emergency-info');
    const closed = await http<{ Message: string }>(s, 'PUT', '/api/onboarding/forms/emergency-info/draft', {
      token: unknown.token,
      body: { Data: {} },
    });
    expect([closed.status, closed.json.Message]).toEqual([423, 'The agency does not ask for this form.']);

    // Back to every discipline: the submitted form counts again.
    expect((await setForm('admin', 'emergency-info', { AllDisciplines: true, Disciplines: ['RN'] })).status).toBe(200);
    const reset = await setForm('admin', 'nurse-form', defaultFormRequirement('nurse-form'));
    expect(reset.json.Forms.every((form) => form.Default)).toBe(true);
    expect(reset.json.Forms.find((form) => form.Form === 'emergency-info')!.Disciplines).toEqual([]);
    const restored = (await checklist(rn.token)).json;
    expect([restored.Progress.Submitted, restored.Forms.length]).toEqual([1, ONBOARDING_FORM_KEYS.length]);
    expect(await onboardingOf(rn.id)).toMatchObject({ Total: restored.Forms.length });
  });

  it('an upload requirement for LPNs only: an LPN sees it (at most its files), an RN does not', async () => {
    const created = await create('admin', requirement({ Label: '  IV certification ' }));
    expect(created.status, created.text).toBe(201);
    expect(created.json.UploadRequirements.at(-1)).toEqual({
      Key: 'iv-certification',
      ...requirement(),
    });

    const lpn = await newApplicant(s);
    const rn = await newApplicant(s);
    await setDiscipline(lpn.id, 'LPN/LVN');
    await setDiscipline(rn.id, 'RN');
    const lpnList = (await uploads(lpn.token)).json;
    expect(lpnList.Requirements.map((item) => item.Key)).toEqual([
      ...DEFAULT_UPLOAD_REQUIREMENTS.map((item) => item.key),
      'iv-certification',
    ]);
    expect(lpnList.Requirements.at(-1)).toMatchObject({ Label: 'IV certification', MaxFiles: 1, State: 'missing' });
    expect(lpnList.Total).toBe(8);
    const rnList = (await uploads(rn.token)).json;
    expect(rnList.Requirements.map((item) => item.Key)).not.toContain('iv-certification');
    expect(rnList.Total).toBe(7);
    // The RN cannot attach a file to it; the staff's view of the RN leaves it out too.
    expect((await attach(rn.token, 'iv-certification', inDays(100))).status).toBe(404);
    const staffRn = await http<UploadRequirementsOverview>(s, 'GET', `/api/applicants/${rn.id}/upload-requirements`, {
      token: token.admin,
    });
    expect(staffRn.json.Total).toBe(7);

    // At most one file: a second is a 409 until the first is rejected (a rejected file does not count).
    const first = await attach(lpn.token, 'iv-certification', inDays(100));
    expect(first.status, first.text).toBe(201);
    const second = await attach(lpn.token, 'iv-certification', inDays(120));
    expect([second.status, second.json.Code, second.json.Message]).toEqual([
      409,
      'too_many_files',
      'This document takes at most 1 file: remove one before adding another.',
    ]);
    const fileId = first.json.Requirements.find((item) => item.Key === 'iv-certification')!.Files[0]!.FileId;
    const rejected = await http(s, 'POST', `/api/applicants/${lpn.id}/upload-requirements/files/${fileId}/reject`, {
      token: token.admin,
      body: { Reason: 'The card is expired.' },
    });
    expect(rejected.status).toBe(200);
    expect((await attach(lpn.token, 'iv-certification', inDays(120))).status).toBe(201);
    const expiry = () =>
      db
        .selectFrom('credential_expiries')
        .select('label')
        .where('applicant_id', '=', lpn.id)
        .where('source', '=', 'upload-requirements')
        .execute();
    expect(await expiry()).toEqual([{ label: 'IV certification' }]);

    // Renamed: the credential expiry follows. Deactivated: nobody is asked for it (its files stay).
    const renamed = await update('owner', 'iv-certification', requirement({ Label: 'IV therapy card' }));
    expect(renamed.status, renamed.text).toBe(200);
    expect(itemOf(renamed.json, 'iv-certification').Label).toBe('IV therapy card');
    expect(await expiry()).toEqual([{ label: 'IV therapy card' }]);
    const off = await update('owner', 'iv-certification', requirement({ Label: 'IV therapy card', Active: false }));
    expect(itemOf(off.json, 'iv-certification').Active).toBe(false);
    expect((await uploads(lpn.token)).json.Requirements.map((item) => item.Key)).not.toContain('iv-certification');
    expect(await expiry()).toEqual([]);
    const files = await db
      .selectFrom('upload_requirement_files as f')
      .innerJoin('upload_requirement_items as i', 'i.id', 'f.item_id')
      .select('f.status')
      .where('f.applicant_id', '=', lpn.id)
      .where('i.key', '=', 'iv-certification')
      .orderBy('f.id')
      .execute();
    expect(files.map((file) => file.status)).toEqual(['rejected', 'uploaded']);
    // Back on, for RNs too: both see it, with the LPN's files.
    const on = await update(
      'owner',
      'iv-certification',
      requirement({ Label: 'IV therapy card', Disciplines: ['RN', 'LPN/LVN'], MaxFiles: null }),
    );
    expect(itemOf(on.json, 'iv-certification')).toMatchObject({
      Active: true,
      Disciplines: ['RN', 'LPN/LVN'],
      MaxFiles: null,
    });
    const back = (await uploads(lpn.token)).json.Requirements.find((item) => item.Key === 'iv-certification')!;
    expect([back.State, back.Files.length, back.MaxFiles]).toEqual(['uploaded', 2, null]);
    expect(await expiry()).toEqual([{ label: 'IV therapy card' }]);
    expect((await uploads(rn.token)).json.Requirements.map((item) => item.Key)).toContain('iv-certification');

    // A second requirement of the same name is refused; a similar one gets its own key.
    const similar = await create(
      'admin',
      requirement({ Label: 'IV certification!', AllDisciplines: true, Disciplines: [] }),
    );
    expect(similar.status, similar.text).toBe(201);
    expect(similar.json.UploadRequirements.at(-1)!.Key).toBe('iv-certification-2');
  });

  it('reorders the requirements: the catalogue and the applicants’ lists follow', async () => {
    const keys = (await read('admin')).json.UploadRequirements.map((item) => item.Key);
    const reversed = [...keys].reverse();
    const answer = await reorder('owner', { Keys: reversed });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.UploadRequirements.map((item) => item.Key)).toEqual(reversed);
    expect((await read('recruiter')).json.UploadRequirements.map((item) => item.Key)).toEqual(reversed);
    const applicant = await newApplicant(s);
    const activeShown = (await uploads(applicant.token)).json.Requirements.map((item) => item.Key);
    expect(activeShown).toEqual(reversed.filter((key) => activeShown.includes(key)));
    expect(activeShown[0]).toBe(reversed[0]);
  });

  it('keeps each agency’s catalogue its own: another agency’s keys are 404, its changes never reach this one', async () => {
    const acme = await read('acme');
    expect(acme.json.UploadRequirements.map((item) => item.Key)).toEqual(DEFAULT_UPLOAD_REQUIREMENTS.map((i) => i.key));
    // demo's own requirement is unknown to acme.
    const foreign = await update('acme', 'iv-certification', requirement());
    expect([foreign.status, foreign.json.Message]).toEqual([404, M.requirementNotFound]);
    // demo's order is not acme's.
    const demoKeys = (await read('admin')).json.UploadRequirements.map((item) => item.Key);
    expect((await reorder('acme', { Keys: demoKeys })).status).toBe(400);
    // acme changes its Nurse Form and its license; demo's stay.
    expect((await setForm('acme', 'nurse-form', { AllDisciplines: false, Disciplines: ['CNA'] })).status).toBe(200);
    const acmeLicence = await update('acme', 'licence', {
      ...requirement({ Label: 'Nursing license', AllDisciplines: true, Disciplines: [], MaxFiles: 3 }),
    });
    expect(acmeLicence.status, acmeLicence.text).toBe(200);
    const demo = (await read('recruiter')).json;
    expect(demo.Forms.find((form) => form.Form === 'nurse-form')!.Default).toBe(true);
    expect(itemOf(demo, 'licence')).toMatchObject({ Label: 'Professional license', MaxFiles: null });
    const rn = await newApplicant(s);
    await setDiscipline(rn.id, 'RN');
    expect((await checklist(rn.token)).json.Forms.map((form) => form.Form)).toContain('nurse-form');
    const acmeRn = await newApplicant(s, 'acme');
    await setDiscipline(acmeRn.id, 'RN');
    expect((await checklist(acmeRn.token)).json.Forms.map((form) => form.Form)).not.toContain('nurse-form');
    expect((await uploads(acmeRn.token)).json.Requirements[0]).toMatchObject({
      Key: 'licence',
      Label: 'Nursing license',
      MaxFiles: 3,
    });
    // zeta (created after the migration, owned by a recruiter) edits its own.
    const zeta = await create(
      'zeta',
      requirement({ Label: 'Fingerprint card', AllDisciplines: true, Disciplines: [] }),
    );
    expect(zeta.status, zeta.text).toBe(201);
    expect((await read('admin')).json.UploadRequirements.map((item) => item.Key)).not.toContain('fingerprint-card');
  });
});
