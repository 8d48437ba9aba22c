/**
 * The forms catalogue (issue 13, the Lists and Reports menu's "Forms", `/form-list`): the agency's onboarding
 * catalogue, read by every staff member and edited by the agency owner and admins (`forms.edit`).
 *
 * - **Forms by discipline.** Which forms of the applicant area each discipline must complete: a form is
 *   required for every discipline, or for the disciplines listed (none listed: not required at all). Until
 *   the agency changes a form, its rule is the default of `ONBOARDING_FORMS` (the Nurse Form and Physical
 *   Info for RN, LPN/LVN and CNA; every other form for everyone), so an agency that never opens the screen
 *   keeps today's checklist. The applicant's checklist, its "N of M complete" and the locks follow the rule
 *   (`formRequiredFor`). Personal Info is the applicant record (it sets the discipline): always required.
 * - **Upload requirements.** The documents of Upload Requirements (./upload-requirements): name,
 *   description, which disciplines, expiring or not, health information or not, how many files at most,
 *   active; added, edited, reordered and deactivated (never deleted: the applicants' files refer to them).
 *   An applicant sees the active requirements of their discipline.
 * - **The Agreement and the Terms & Conditions.** Their published versions, shown here; they are written
 *   and published on the Agreement and terms screen (./agency-documents).
 *
 * docs/onboarding.md ("The forms catalogue") describes it. React-free and dependency-free: safe to import
 * from Node.
 */
import type { AgencyDocumentKind } from './agency-documents';
import { defineCall } from './common';
import { ONBOARDING_FORMS, onboardingForm, type OnboardingFormKey } from './onboarding-forms';
import { DISCIPLINES, type Discipline } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Which disciplines: one rule for forms and upload requirements
// ---------------------------------------------------------------------------------------------

/** Who something is required for: every discipline, or the disciplines listed (in DISCIPLINES' order). */
export interface DisciplineRule {
  AllDisciplines: boolean;
  /** Empty when `AllDisciplines`; a form with neither is required for nobody. */
  Disciplines: Discipline[];
}

/**
 * Whether a rule asks an applicant of this discipline (null: not known yet) for the form or document. An
 * applicant whose discipline is not known yet is asked for what any discipline is asked for (most
 * applicants are nurses; a new account has no discipline until Personal Info): the rule of
 * `onboardingFormApplies`, which it extends to "required for nobody".
 */
export function formRequiredFor(rule: DisciplineRule, discipline: Discipline | null | undefined): boolean {
  if (rule.AllDisciplines) return true;
  if (discipline == null) return rule.Disciplines.length > 0;
  return rule.Disciplines.includes(discipline);
}

/** The disciplines in DISCIPLINES' order, each once (how rules are stored and shown). */
export const sortDisciplines = (disciplines: readonly Discipline[]): Discipline[] =>
  DISCIPLINES.filter((discipline) => disciplines.includes(discipline));

/** "RN", "RN and CNA", "RN, LPN/LVN and CNA". */
export function disciplineListText(disciplines: readonly Discipline[]): string {
  return disciplines.length > 1
    ? `${disciplines.slice(0, -1).join(', ')} and ${disciplines.at(-1)}`
    : disciplines.join('');
}

/** What a rule says in a list: "All disciplines", "RN, LPN/LVN and CNA", "Not required". */
export function disciplineRuleText(rule: DisciplineRule): string {
  if (rule.AllDisciplines) return 'All disciplines';
  return rule.Disciplines.length === 0 ? 'Not required' : disciplineListText(rule.Disciplines);
}

/** The rule a form has until the agency changes it (`ONBOARDING_FORMS`' `disciplines`). */
export function defaultFormRequirement(form: OnboardingFormKey): DisciplineRule {
  const { disciplines } = onboardingForm(form);
  return disciplines
    ? { AllDisciplines: false, Disciplines: sortDisciplines(disciplines) }
    : { AllDisciplines: true, Disciplines: [] };
}

/** Forms whose rule cannot change: Personal Info is the applicant record, where the discipline is set. */
export const FIXED_FORM_REQUIREMENTS: readonly OnboardingFormKey[] = Object.freeze(['personal-info'] as const);

/** The forms of the checklist of an applicant of this discipline, under the agency's rules, in ONBOARDING_FORMS' order. */
export function requiredFormsFor(
  rules: ReadonlyMap<OnboardingFormKey, DisciplineRule>,
  discipline: Discipline | null | undefined,
): OnboardingFormKey[] {
  return ONBOARDING_FORMS.filter((form) =>
    formRequiredFor(rules.get(form.key) ?? defaultFormRequirement(form.key), discipline),
  ).map((form) => form.key);
}

/**
 * The lock of a form the agency does not ask an applicant of this discipline for (423, and the screen
 * says it): "This form is for RN, LPN/LVN and CNA applicants only.", or, required for nobody, "The agency
 * does not ask for this form."
 */
export function formNotRequiredMessage(rule: DisciplineRule): string {
  return rule.Disciplines.length === 0
    ? 'The agency does not ask for this form.'
    : `This form is for ${disciplineListText(rule.Disciplines)} applicants only.`;
}

// ---------------------------------------------------------------------------------------------
// Limits and messages
// ---------------------------------------------------------------------------------------------

/** Longest name of an upload requirement (the table's check), and of its description. */
export const UPLOAD_REQUIREMENT_LABEL_MAX_LENGTH = 120;
export const UPLOAD_REQUIREMENT_DESCRIPTION_MAX_LENGTH = 500;
/** The largest "how many files at most" an agency may set (none: no limit). */
export const UPLOAD_REQUIREMENT_MAX_FILES_LIMIT = 20;
/** The most upload requirements an agency may have (active or not). */
export const UPLOAD_REQUIREMENTS_MAX = 100;

/** The server's messages that no form rule gives (the rules' own are in `@agency/forms/schemas`). */
export const FORMS_CATALOGUE_MESSAGES = Object.freeze({
  editorsOnly: 'Only the agency owner or an admin can edit the forms catalogue.',
  formNotFound: 'Form not found.',
  requirementNotFound: 'Requirement not found.',
  personalInfoFixed: 'Personal Info is the applicant record: every applicant completes it.',
  labelTaken: 'Another requirement already has this name.',
  orderMismatch: 'List every requirement of the agency once, in the new order.',
  tooManyRequirements: `An agency can have at most ${UPLOAD_REQUIREMENTS_MAX} upload requirements.`,
});

/** 409 of a file attached to a requirement that already has its most files (the applicant's screen says it). */
export const maxFilesReachedMessage = (maxFiles: number) =>
  `This document takes at most ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}: remove one before adding another.`;

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

/** One form of the applicant area and who must complete it. */
export interface FormRequirement extends DisciplineRule {
  Form: OnboardingFormKey;
  Label: string;
  /** The rule cannot change (Personal Info). */
  Fixed: boolean;
  /** Whether the rule is still the default (`defaultFormRequirement`). */
  Default: boolean;
  /** The last change, by whom; null while the rule is the one the agency started with. */
  UpdatedAt: string | null;
  UpdatedBy: string | null;
}

/** One upload requirement as the catalogue edits it (in the applicants' order). */
export interface CatalogueUploadRequirement extends DisciplineRule {
  /** Stable: the applicant's calls name it (`/api/onboarding/upload-requirements/:item/files`). */
  Key: string;
  Label: string;
  Description: string;
  /** Each file is uploaded with the expiry date printed on the document. */
  HasExpiry: boolean;
  /** Health information (§6.8): its files are read only with `onboarding.health` or by the applicant's owner. */
  Health: boolean;
  /** How many files at most (both sides of a card: 2); null: no limit. */
  MaxFiles: number | null;
  /** Inactive: no applicant is asked for it any more (its files stay). */
  Active: boolean;
}

/** The Agreement or the Terms & Conditions: its current published version (edited at /agency-documents). */
export interface CatalogueAgencyDocument {
  Kind: AgencyDocumentKind;
  /** The onboarding form the applicant signs it on. */
  Form: OnboardingFormKey;
  Label: string;
  /** The current (newest published) version; null when none is published. */
  Version: number | null;
  Title: string | null;
  PublishedAt: string | null;
  PublishedBy: string | null;
}

/** The whole catalogue, as the Forms screen shows it. */
export interface FormsCatalogue {
  /** The caller may edit it (the agency owner, or `forms.edit`): the screen shows the edit controls. */
  CanEdit: boolean;
  /** Every form of the applicant area, in ONBOARDING_FORMS' order. */
  Forms: FormRequirement[];
  /** Every upload requirement, active or not, in order. */
  UploadRequirements: CatalogueUploadRequirement[];
  /** In AGENCY_DOCUMENT_KINDS' order. */
  AgencyDocuments: CatalogueAgencyDocument[];
}

/** The body of `updateFormRequirement`. */
export type FormRequirementPayload = DisciplineRule;

/** The body of `createUploadRequirementItem` and `updateUploadRequirementItem`. */
export interface UploadRequirementItemPayload extends DisciplineRule {
  Label: string;
  Description: string;
  HasExpiry: boolean;
  Health: boolean;
  MaxFiles: number | null;
  Active: boolean;
}

/** The body of `reorderUploadRequirementItems`: every requirement's Key, in the new order. */
export interface UploadRequirementOrderPayload {
  Keys: string[];
}

// ---------------------------------------------------------------------------------------------
// The calls (staff; edits: the agency owner and `forms.edit`)
// ---------------------------------------------------------------------------------------------

/** The agency's catalogue (every staff member). */
export const getFormsCatalogue = defineCall<{ response: FormsCatalogue }>()({
  method: 'GET',
  path: '/api/forms-catalogue',
});

/** Who must complete a form (`:form` an OnboardingFormKey; 404 for another text). Answers the catalogue. */
export const updateFormRequirement = defineCall<{ body: FormRequirementPayload; response: FormsCatalogue }>()({
  method: 'PUT',
  path: '/api/forms-catalogue/forms/:form',
});

/** Adds an upload requirement (at the end of the list; its Key is made from its name). 201 with the catalogue. */
export const createUploadRequirementItem = defineCall<{
  body: UploadRequirementItemPayload;
  response: FormsCatalogue;
}>()({
  method: 'POST',
  path: '/api/forms-catalogue/upload-requirements',
});

/** Changes an upload requirement (`:item` its Key), deactivating or reactivating it included. */
export const updateUploadRequirementItem = defineCall<{
  body: UploadRequirementItemPayload;
  response: FormsCatalogue;
}>()({
  method: 'PUT',
  path: '/api/forms-catalogue/upload-requirements/:item',
});

/** Puts the upload requirements in a new order (every Key once). */
export const reorderUploadRequirementItems = defineCall<{
  body: UploadRequirementOrderPayload;
  response: FormsCatalogue;
}>()({
  method: 'PUT',
  path: '/api/forms-catalogue/upload-requirement-order',
});

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const formsCatalogueCalls = {
  getFormsCatalogue,
  updateFormRequirement,
  createUploadRequirementItem,
  updateUploadRequirementItem,
  reorderUploadRequirementItems,
} as const;
