// Stories only: the forms catalogue's calls answered from an in-memory copy of the fixture, changed as the
// server would change it (the rule stored in DISCIPLINES' order, a requirement added at the end with a key
// made from its name, a name already used refused with the server's field message), so a play function sees
// what a person sees after each save. The portal story's recorder keeps the request bodies.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  FORMS_CATALOGUE_MESSAGES,
  sortDisciplines,
  type ApiErrorBody,
  type CatalogueUploadRequirement,
  type DisciplineRule,
  type FormsCatalogue,
  type UploadRequirementItemPayload,
  type UploadRequirementOrderPayload,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';

export interface FormsCatalogueServerOptions {
  /** What the server says the caller may do (default: edit, as the owner). */
  canEdit?: boolean;
}

type Answer = FormsCatalogue | ApiErrorBody;

const stored = (rule: DisciplineRule): DisciplineRule => ({
  AllDisciplines: rule.AllDisciplines,
  Disciplines: rule.AllDisciplines ? [] : sortDisciplines(rule.Disciplines),
});

const keyOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const labelTaken = () =>
  HttpResponse.json<Answer>(
    apiErrorBody('validation_failed', 'The request is not valid.', { Label: FORMS_CATALOGUE_MESSAGES.labelTaken }),
    { status: 400 },
  );

/** The catalogue's five calls over one in-memory catalogue. */
export function formsCatalogueServer({ canEdit = true }: FormsCatalogueServerOptions = {}): HttpHandler[] {
  let catalogue: FormsCatalogue = { ...structuredClone(fixtures.formsCatalogue), CanEdit: canEdit };
  const item = (payload: UploadRequirementItemPayload, key: string): CatalogueUploadRequirement => ({
    Key: key,
    ...payload,
    ...stored(payload),
  });
  return [
    handle(API_CALLS.getFormsCatalogue, () => HttpResponse.json(catalogue)),
    handle(API_CALLS.updateFormRequirement, async ({ params, request }) => {
      const rule = stored((await request.json()) as DisciplineRule);
      catalogue = {
        ...catalogue,
        Forms: catalogue.Forms.map((form) =>
          form.Form === params.form
            ? { ...form, ...rule, Default: false, UpdatedAt: '2026-11-20T16:45:00.000Z', UpdatedBy: 'Olivia Owner' }
            : form,
        ),
      };
      return HttpResponse.json<Answer>(catalogue);
    }),
    handle(API_CALLS.createUploadRequirementItem, async ({ request }) => {
      const payload = (await request.json()) as UploadRequirementItemPayload;
      if (catalogue.UploadRequirements.some((entry) => sameName(entry.Label, payload.Label))) return labelTaken();
      catalogue = {
        ...catalogue,
        UploadRequirements: [...catalogue.UploadRequirements, item(payload, keyOf(payload.Label))],
      };
      return HttpResponse.json<Answer>(catalogue, { status: 201 });
    }),
    handle(API_CALLS.updateUploadRequirementItem, async ({ params, request }) => {
      const payload = (await request.json()) as UploadRequirementItemPayload;
      if (
        catalogue.UploadRequirements.some((entry) => entry.Key !== params.item && sameName(entry.Label, payload.Label))
      )
        return labelTaken();
      catalogue = {
        ...catalogue,
        UploadRequirements: catalogue.UploadRequirements.map((entry) =>
          entry.Key === params.item ? item(payload, entry.Key) : entry,
        ),
      };
      return HttpResponse.json<Answer>(catalogue);
    }),
    handle(API_CALLS.reorderUploadRequirementItems, async ({ request }) => {
      const { Keys } = (await request.json()) as UploadRequirementOrderPayload;
      catalogue = {
        ...catalogue,
        UploadRequirements: Keys.map((key) => catalogue.UploadRequirements.find((entry) => entry.Key === key)!),
      };
      return HttpResponse.json<Answer>(catalogue);
    }),
  ];
}
