import { sql, type Kysely } from 'kysely';
import {
  AGENCY_DOCUMENT_KINDS,
  agencyDocumentLabel,
  can,
  defaultFormRequirement,
  FIXED_FORM_REQUIREMENTS,
  FORMS_CATALOGUE_MESSAGES as MESSAGES,
  isOnboardingFormKey,
  onboardingForm,
  sortDisciplines,
  UPLOAD_REQUIREMENTS_MAX,
  type CatalogueAgencyDocument,
  type CatalogueUploadRequirement,
  type Discipline,
  type DisciplineRule,
  type FormRequirement,
  type FormsCatalogue,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import {
  formRequirementSchema,
  uploadRequirementItemSchema,
  uploadRequirementOrderSchema,
  type UploadRequirementItemValues,
} from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden, validationFailed } from '../../platform/errors';
import { validateBody } from '../../platform/http';
import { currentPublished } from '../agency-documents';
import { formRuleEntries } from '../../core/form-rules';
import { ensureItems, itemRule, syncExpiries } from './service';
import './tables';
import { staffActor, type StaffActor, type StaffContext } from '../../core/identity';

/**
 * The forms catalogue (issue 13, the Forms screen at `/form-list`; contract ./forms-catalogue): who must
 * complete each form of the applicant area, the upload requirements, and the Agreement and Terms' published
 * versions. Every staff member reads it; the agency owner and `forms.edit` (admins) change it. Every write
 * runs in one transaction holding the agency's catalogue lock, scoped to the caller's agency.
 * docs/onboarding.md, "The forms catalogue".
 */

export interface CatalogueDeps {
  db: Db;
}

/** The staff member as stored now, and whether they may edit: the agency owner, or `forms.edit`. */
async function catalogueActor(
  db: Kysely<Database>,
  caller: StaffContext,
): Promise<{ actor: StaffActor; canEdit: boolean }> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  if (can(actor.roles, 'forms.edit')) return { actor, canEdit: true };
  const owner = await db
    .selectFrom('agencies')
    .select('id')
    .where('id', '=', caller.agencyId)
    .where('owner_user_id', '=', caller.userId)
    .executeTakeFirst();
  return { actor, canEdit: owner !== undefined };
}

/** The caller as an editor of the catalogue, else 403; then the agency's catalogue lock (writes take turns). */
async function editor(trx: Kysely<Database>, caller: StaffContext): Promise<StaffActor> {
  const { actor, canEdit } = await catalogueActor(trx, caller);
  if (!canEdit) throw forbidden(MESSAGES.editorsOnly);
  await sql`SELECT pg_advisory_xact_lock(${caller.agencyId}::integer, hashtext('forms_catalogue'))`.execute(trx);
  return actor;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const sameRule = (a: DisciplineRule, b: DisciplineRule) =>
  a.AllDisciplines === b.AllDisciplines && a.Disciplines.join('|') === b.Disciplines.join('|');

/** The rule as stored: the disciplines in DISCIPLINES' order, none when every discipline. */
const storedRule = (rule: DisciplineRule): DisciplineRule => ({
  AllDisciplines: rule.AllDisciplines,
  Disciplines: rule.AllDisciplines ? [] : sortDisciplines(rule.Disciplines),
});

/** Every item of the agency, active or not, in order (the default set added first when it has none). */
async function allItems(db: Kysely<Database>, agencyId: number) {
  await ensureItems(db, agencyId);
  return db
    .selectFrom('upload_requirement_items')
    .select([
      'id',
      'key',
      'label',
      'description',
      'has_expiry',
      'health',
      'all_disciplines',
      'disciplines',
      'max_files',
      'active',
      'position',
    ])
    .where('agency_id', '=', agencyId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

type ItemRow = Awaited<ReturnType<typeof allItems>>[number];

const toCatalogueItem = (row: ItemRow): CatalogueUploadRequirement => ({
  Key: row.key,
  Label: row.label,
  Description: row.description,
  ...itemRule(row),
  HasExpiry: row.has_expiry,
  Health: row.health,
  MaxFiles: row.max_files,
  Active: row.active,
});

/** The whole catalogue of an agency (`canEdit`: what the caller may do). */
async function catalogueOf(db: Kysely<Database>, agencyId: number, canEdit: boolean): Promise<FormsCatalogue> {
  const [entries, items, documents] = await Promise.all([
    formRuleEntries(db, agencyId),
    allItems(db, agencyId),
    Promise.all(AGENCY_DOCUMENT_KINDS.map(({ key }) => currentPublished(db, agencyId, key))),
  ]);
  const forms = [...entries].map(([form, entry]): FormRequirement => ({
    Form: form,
    Label: onboardingForm(form).label,
    ...entry.rule,
    Fixed: FIXED_FORM_REQUIREMENTS.includes(form),
    Default: sameRule(entry.rule, defaultFormRequirement(form)),
    UpdatedAt: iso(entry.updatedAt),
    UpdatedBy: entry.updatedAt ? entry.updatedBy || null : null,
  }));
  const agencyDocuments = AGENCY_DOCUMENT_KINDS.map(({ key, form }, index): CatalogueAgencyDocument => {
    const current = documents[index] ?? null;
    return {
      Kind: key,
      Form: form,
      Label: agencyDocumentLabel(key),
      Version: current?.version ?? null,
      Title: current?.title ?? null,
      PublishedAt: iso(current?.published_at ?? null),
      PublishedBy: current ? current.published_by_name || null : null,
    };
  });
  return {
    CanEdit: canEdit,
    Forms: forms,
    UploadRequirements: items.map(toCatalogueItem),
    AgencyDocuments: agencyDocuments,
  };
}

/** The catalogue, for any staff member of the agency. */
export async function getCatalogue(deps: CatalogueDeps, caller: StaffContext): Promise<FormsCatalogue> {
  const { canEdit } = await catalogueActor(deps.db, caller);
  return catalogueOf(deps.db, caller.agencyId, canEdit);
}

/** `:form` of a path: an onboarding form's key, else 404. */
function formParam(param: string): OnboardingFormKey {
  if (!isOnboardingFormKey(param)) throw new ApiError(404, 'not_found', MESSAGES.formNotFound);
  return param;
}

/**
 * Who must complete a form: every discipline, or those listed (none: nobody). Personal Info stays for every
 * discipline (400 otherwise). The checklists follow at once: they read the rule at each call.
 */
export async function updateFormRequirement(
  deps: CatalogueDeps,
  caller: StaffContext,
  formText: string,
  body: unknown,
): Promise<FormsCatalogue> {
  const form = formParam(formText);
  const rule = storedRule(validateBody(formRequirementSchema, body) as DisciplineRule);
  return deps.db.transaction().execute(async (trx) => {
    const actor = await editor(trx, caller);
    if (FIXED_FORM_REQUIREMENTS.includes(form) && !rule.AllDisciplines)
      throw validationFailed({ AllDisciplines: MESSAGES.personalInfoFixed });
    await trx
      .insertInto('onboarding_form_requirements')
      .values({
        agency_id: caller.agencyId,
        form,
        all_disciplines: rule.AllDisciplines,
        disciplines: rule.Disciplines,
        updated_at: sql<Date>`now()`,
        updated_by_name: actor.name,
      })
      .onConflict((oc) =>
        oc.columns(['agency_id', 'form']).doUpdateSet({
          all_disciplines: rule.AllDisciplines,
          disciplines: rule.Disciplines,
          updated_at: sql<Date>`now()`,
          updated_by_name: actor.name,
        }),
      )
      .execute();
    return catalogueOf(trx, caller.agencyId, true);
  });
}

/** Lower case, inner spaces as one: how two names are compared. */
const labelKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** A Key made from a name ("Driver's license" → "driver-s-license"), made unique with "-2", "-3"… */
function keyFor(label: string, taken: ReadonlySet<string>): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+/, '')
      .slice(0, 50)
      .replace(/-+$/, '') || 'requirement';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The columns of a requirement from the validated body. */
function itemColumns(values: UploadRequirementItemValues, actor: StaffActor) {
  const rule = storedRule(values as DisciplineRule);
  return {
    label: values.Label,
    description: values.Description,
    has_expiry: values.HasExpiry,
    health: values.Health,
    all_disciplines: rule.AllDisciplines,
    disciplines: rule.Disciplines as Discipline[],
    max_files: values.MaxFiles,
    active: values.Active,
    updated_at: sql<Date>`now()`,
    updated_by_name: actor.name,
  };
}

/** 400 on Label when another requirement of the agency (active or not) has the same name. */
function checkLabelFree(items: readonly ItemRow[], label: string, exceptId: number | null): void {
  if (items.some((item) => item.id !== exceptId && labelKey(item.label) === labelKey(label)))
    throw validationFailed({ Label: MESSAGES.labelTaken });
}

/** Adds an upload requirement at the end of the list, its Key made from its name. */
export async function createItem(deps: CatalogueDeps, caller: StaffContext, body: unknown): Promise<FormsCatalogue> {
  const values = validateBody(uploadRequirementItemSchema, body);
  return deps.db.transaction().execute(async (trx) => {
    const actor = await editor(trx, caller);
    const items = await allItems(trx, caller.agencyId);
    checkLabelFree(items, values.Label, null);
    if (items.length >= UPLOAD_REQUIREMENTS_MAX)
      throw new ApiError(409, 'too_many_requirements', MESSAGES.tooManyRequirements);
    await trx
      .insertInto('upload_requirement_items')
      .values({
        agency_id: caller.agencyId,
        key: keyFor(values.Label, new Set(items.map((item) => item.key))),
        position: Math.max(0, ...items.map((item) => item.position)) + 1,
        ...itemColumns(values, actor),
      })
      .execute();
    return catalogueOf(trx, caller.agencyId, true);
  });
}

/**
 * Changes an upload requirement (`:item` its Key; 404 for another text or another agency's): its name,
 * description, disciplines, expiry, health, files, and active or not (never deleted: files refer to it).
 * When the name, the expiry or the state changes, the credential expiries of every applicant with a file
 * on it are written again (their labels, or their removal) in the same transaction.
 */
export async function updateItem(
  deps: CatalogueDeps,
  caller: StaffContext,
  key: string,
  body: unknown,
): Promise<FormsCatalogue> {
  const values = validateBody(uploadRequirementItemSchema, body);
  return deps.db.transaction().execute(async (trx) => {
    const actor = await editor(trx, caller);
    const items = await allItems(trx, caller.agencyId);
    const item = items.find((entry) => entry.key === key);
    if (!item) throw new ApiError(404, 'not_found', MESSAGES.requirementNotFound);
    checkLabelFree(items, values.Label, item.id);
    await trx
      .updateTable('upload_requirement_items')
      .set(itemColumns(values, actor))
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', item.id)
      .execute();
    if (item.label !== values.Label || item.has_expiry !== values.HasExpiry || item.active !== values.Active) {
      const holders = await trx
        .selectFrom('upload_requirement_files')
        .select('applicant_id')
        .distinct()
        .where('agency_id', '=', caller.agencyId)
        .where('item_id', '=', item.id)
        .orderBy('applicant_id')
        .execute();
      for (const { applicant_id: applicantId } of holders) await syncExpiries(trx, caller.agencyId, applicantId);
    }
    return catalogueOf(trx, caller.agencyId, true);
  });
}

/** Puts the requirements in a new order: every Key of the agency once (400 on Keys otherwise). */
export async function reorderItems(deps: CatalogueDeps, caller: StaffContext, body: unknown): Promise<FormsCatalogue> {
  const { Keys: keys } = validateBody(uploadRequirementOrderSchema, body);
  return deps.db.transaction().execute(async (trx) => {
    await editor(trx, caller);
    const items = await allItems(trx, caller.agencyId);
    const known = new Set(items.map((item) => item.key));
    if (keys.length !== items.length || keys.some((key) => !known.has(key)))
      throw validationFailed({ Keys: MESSAGES.orderMismatch });
    const idOf = new Map(items.map((item) => [item.key, item.id]));
    for (const [index, key] of keys.entries())
      await trx
        .updateTable('upload_requirement_items')
        .set({ position: index + 1 })
        .where('agency_id', '=', caller.agencyId)
        .where('id', '=', idOf.get(key)!)
        .execute();
    return catalogueOf(trx, caller.agencyId, true);
  });
}
