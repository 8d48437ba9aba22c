/**
 * The applicant pipeline (SPEC §2 staff routes, §3 statuses, §4 pipeline): the record, the transitions table
 * and every call of the staff side (the statuses, disciplines, shifts … are the shared `vocabulary.ts`). Our design where SPEC says "not shown" is
 * written in docs/applicants.md.
 */
import { defineCall, type ListQuery, type Page } from './common';
import { ONBOARDING_FORM_KEYS } from './onboarding-forms';
import { can, rolesWith, type Permission } from './policy';
import type { RoleKey } from './roles';
import type {
  ApplicantSource,
  ApplicantStatus,
  Discipline,
  EmploymentType,
  Shift,
  Specialty,
  UsStateCode,
} from './vocabulary';

// ---------------------------------------------------------------------------------------------
// The transitions table of the statuses (APPLICANT_STATUSES)
// ---------------------------------------------------------------------------------------------

/** The forward moves of the pipeline (anyone who may edit the applicant). */
export const PIPELINE_MOVES: Readonly<Record<ApplicantStatus, readonly ApplicantStatus[]>> = Object.freeze({
  lead: ['paper-screened', 'rejected'],
  'paper-screened': ['phone-screened', 'rejected'],
  'phone-screened': ['final-interview', 'rejected'],
  'final-interview': ['offered', 'rejected'],
  offered: ['accepted', 'refused', 'rejected'],
  accepted: [],
  refused: [],
  rejected: [],
});

/** One step back (a correction; supervisors and above). New Lead has none; Rejected is re-opened instead. */
export const PIPELINE_BACK: Readonly<Partial<Record<ApplicantStatus, ApplicantStatus>>> = Object.freeze({
  'paper-screened': 'lead',
  'phone-screened': 'paper-screened',
  'final-interview': 'phone-screened',
  offered: 'final-interview',
  accepted: 'offered',
  refused: 'offered',
});

/** The kind of a move, which decides the permission it needs. */
export type MoveKind = 'forward' | 'back' | 'reopen' | 'reject-accepted';

const MOVE_PERMISSION: Readonly<Record<MoveKind, Permission | null>> = {
  forward: null,
  back: 'applicants.move-back',
  reopen: 'applicants.reopen',
  'reject-accepted': 'applicants.reject-accepted',
};

/** A move the table knows from a status, whoever makes it. */
export interface PipelineMove {
  To: ApplicantStatus;
  Kind: MoveKind;
}

/** Every move the table knows from `from` (forward, back, re-open, rejecting an Accepted one). */
export function pipelineMoves(from: ApplicantStatus): PipelineMove[] {
  const moves: PipelineMove[] = PIPELINE_MOVES[from].map((to) => ({ To: to, Kind: 'forward' }));
  if (from === 'accepted') moves.push({ To: 'rejected', Kind: 'reject-accepted' });
  const back = PIPELINE_BACK[from];
  if (back) moves.push({ To: back, Kind: 'back' });
  if (from === 'refused' || from === 'rejected') moves.push({ To: 'lead', Kind: 'reopen' });
  return moves;
}

/** Who is moving an applicant: their roles and whether the applicant is theirs (or unassigned). */
export interface MoveActor {
  roles: readonly RoleKey[];
  /** The applicant is owned by the actor, or by nobody. */
  ownsOrUnassigned: boolean;
}

/** Whether the actor may edit (and so move) the applicant at all. */
export function canEditApplicant(actor: MoveActor): boolean {
  return can(actor.roles, 'applicants.edit-any') || (actor.ownsOrUnassigned && can(actor.roles, 'applicants.edit-own'));
}

/** The moves from `from` this actor may make: the table filtered by the role rules. */
export function allowedMoves(from: ApplicantStatus, actor: MoveActor): PipelineMove[] {
  if (!canEditApplicant(actor)) return [];
  return pipelineMoves(from).filter((move) => {
    const permission = MOVE_PERMISSION[move.Kind];
    return permission === null || can(actor.roles, permission);
  });
}

/** The permission a move of this kind needs (null: editing the applicant is enough). */
export function movePermission(kind: MoveKind): Permission | null {
  return MOVE_PERMISSION[kind];
}

/** "a supervisor, manager, administrator or admin": the roles holding a permission, as words. */
export function rolesSentence(permission: Permission): string {
  const names = rolesWith(permission);
  const words = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** Statuses that need a reason, and the reasons to choose from (key and label). */
export const STATUS_REASONS = {
  rejected: [
    { key: 'not-qualified', label: 'Not qualified' },
    { key: 'licence-issue', label: 'License issue' },
    { key: 'failed-screening', label: 'Failed screening' },
    { key: 'no-response', label: 'No response' },
    { key: 'duplicate', label: 'Duplicate' },
    { key: 'withdrew', label: 'Withdrew' },
    { key: 'other', label: 'Other' },
  ],
  refused: [
    { key: 'pay', label: 'Pay' },
    { key: 'location', label: 'Location' },
    { key: 'start-date', label: 'Start date' },
    { key: 'accepted-other-offer', label: 'Accepted other offer' },
    { key: 'other', label: 'Other' },
  ],
} as const;
export type ReasonStatus = keyof typeof STATUS_REASONS;
export type StatusReason = (typeof STATUS_REASONS)[ReasonStatus][number]['key'];

/** The reasons a move to `to` needs, or null when it needs none. */
export function reasonsFor(to: ApplicantStatus): readonly { key: string; label: string }[] | null {
  return to === 'rejected' || to === 'refused' ? STATUS_REASONS[to] : null;
}

/** Longest note on a status change or an applicant note. */
export const NOTE_MAX_LENGTH = 4000;

// ---------------------------------------------------------------------------------------------
// The record's limits
// ---------------------------------------------------------------------------------------------

/** Resumes: the types accepted (checked by content, not by name) and the largest size. */
export const RESUME_TYPES = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
} as const;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** Archived applicants can be restored for this many days. */
export const ARCHIVE_RESTORE_DAYS = 30;

/** Page size of the applicant lists and of each board column. */
export const APPLICANT_PAGE_SIZE = 50;
/**
 * A filtered list counts its matches up to this many past the page's first row, then answers `TotalCapped`
 * (a status list or the whole list is always counted exactly).
 */
export const APPLICANT_TOTAL_CAP = 10_000;

/** Most applicants one bulk action takes. */
export const BULK_MAX_APPLICANTS = 500;

// ---------------------------------------------------------------------------------------------
// The record
// ---------------------------------------------------------------------------------------------

/** A recruiter as an applicant's owner (or a filter/assign choice). */
export interface ApplicantOwner {
  RecruiterId: number;
  Name: string;
}

/** One row of the applicant lists (search, status lists, board cards). */
export interface ApplicantSummary {
  ApplicantId: number;
  /**
   * The applicant's number in the agency: 1, 2, 3 … in the order applicants were added, never changed nor
   * given again. The `{applicantCountIndex}` of the record's address (`/view-by-applicant/N`), shown on the
   * record as "Applicant #N" (`applicantNumberText`) and found by the search ("1234" or "#1234").
   */
  Number: number;
  FirstName: string;
  MiddleName: string;
  LastName: string;
  PreferredName: string;
  Email: string;
  MobilePhone: string;
  City: string;
  State: UsStateCode | null;
  Discipline: Discipline | null;
  Specialties: Specialty[];
  Status: ApplicantStatus;
  /** ISO timestamp: when the applicant entered the current status (time in stage counts from it). */
  StatusChangedAt: string;
  Owner: ApplicantOwner | null;
  Source: ApplicantSource;
  Tags: string[];
  CreatedAt: string;
  UpdatedAt: string;
  /** The onboarding forms' progress. */
  Onboarding: ApplicantOnboardingProgress;
}

/**
 * The onboarding forms an applicant completes, which staff count in the progress (search's "complete %"):
 * every form the applicant area has, so a form added to ONBOARDING_FORM_KEYS counts without more changes;
 * each applicant's total is the forms of its discipline (`onboardingFormsFor`: a form with `disciplines`
 * counts only for those).
 */
export const ONBOARDING_PROGRESS_FORMS = ONBOARDING_FORM_KEYS;

/**
 * An applicant's onboarding as the lists show it: how many forms (the current version of each) staff
 * approved, how many wait for review (submitted), how many were sent back, out of all of them.
 */
export interface ApplicantOnboardingProgress {
  Approved: number;
  /** Submitted and not yet reviewed. */
  WaitingReview: number;
  ChangesRequested: number;
  /** The forms counted: the applicant's own (`onboardingFormsFor` its discipline: the Nurse Form only for nurses). */
  Total: number;
}

/** The whole percent of the forms approved, rounded down (100 only when every form is approved). */
export function onboardingPercent(progress: ApplicantOnboardingProgress): number {
  return progress.Total === 0 ? 0 : Math.floor((progress.Approved * 100) / progress.Total);
}

/**
 * The progress in words (lists, the CSV): "3 of 5 forms approved", then what waits for staff or the
 * applicant ("3 of 5 forms approved · 1 waiting for review · 1 changes requested"). It counts the forms only
 * and says so: the record and the applicant's home count the checklist (`onboardingProgress`: the forms and
 * the Upload Requirements step), so the two never read as one count that disagrees.
 */
export function onboardingProgressText(progress: ApplicantOnboardingProgress): string {
  const parts = [`${progress.Approved} of ${progress.Total} forms approved`];
  if (progress.WaitingReview > 0) parts.push(`${progress.WaitingReview} waiting for review`);
  if (progress.ChangesRequested > 0) parts.push(`${progress.ChangesRequested} changes requested`);
  return parts.join(' · ');
}

/** A file of the applicant (today the resume; later the onboarding uploads). */
export interface ApplicantDocument {
  DocumentId: number;
  Kind: 'resume';
  FileName: string;
  ContentType: keyof typeof RESUME_TYPES;
  Size: number;
  UploadedAt: string;
  UploadedBy: string;
}

/** The whole record (`getApplicant`, and the answer of every write). */
export interface Applicant extends ApplicantSummary {
  OtherPhone: string;
  AddressLine1: string;
  AddressLine2: string;
  Zip: string;
  /** YYYY-MM-DD. */
  DateOfBirth: string | null;
  YearsOfExperience: number | null;
  LicenseStates: UsStateCode[];
  CompactLicense: boolean;
  DesiredLocations: UsStateCode[];
  DesiredShift: Shift | null;
  EmploymentTypes: EmploymentType[];
  /** YYYY-MM-DD. */
  AvailableFrom: string | null;
  /** The applicant's own account (a self-registered applicant), if any. */
  UserId: string | null;
  /** ISO timestamp when archived (only administrators and admins see archived records). */
  ArchivedAt: string | null;
  Resume: ApplicantDocument | null;
}

/**
 * The body of `createApplicant` and `updateApplicant`: the form's values (schema `applicantSchema` in
 * `@agency/forms/schemas`, which the server validates too). Optional text defaults to ''; dates YYYY-MM-DD.
 */
export interface ApplicantPayload {
  FirstName: string;
  MiddleName?: string;
  LastName: string;
  PreferredName?: string;
  Email: string;
  MobilePhone?: string;
  OtherPhone?: string;
  AddressLine1?: string;
  AddressLine2?: string;
  City?: string;
  State?: UsStateCode | null;
  Zip?: string;
  DateOfBirth?: string | null;
  Discipline?: Discipline | null;
  Specialties?: Specialty[];
  YearsOfExperience?: number | null;
  LicenseStates?: UsStateCode[];
  CompactLicense?: boolean;
  DesiredLocations?: UsStateCode[];
  DesiredShift?: Shift | null;
  EmploymentTypes?: EmploymentType[];
  AvailableFrom?: string | null;
  Source?: ApplicantSource;
  Tags?: string[];
}

/** `createApplicant`'s body: the record, its owner, and the duplicates the user saw and chose to ignore. */
export interface CreateApplicantPayload extends ApplicantPayload {
  /** The owner; left out: the recruiter who adds it. null: unassigned. */
  OwnerId?: number | null;
  /** The ids `findApplicantDuplicates` showed ("Save anyway"); recorded on the new record's activity. */
  DuplicatesSeen?: number[];
}

/** What `findApplicantDuplicates` compares. */
export interface DuplicateQuery {
  Email?: string;
  MobilePhone?: string;
  FirstName?: string;
  LastName?: string;
  Zip?: string;
  /** Leave this applicant out (editing an existing record). */
  ExcludeId?: number;
}

/** A possible duplicate: the existing applicant and which rules matched. */
export interface DuplicateMatch {
  Applicant: ApplicantSummary;
  /** email: same e-mail; mobile: same mobile digits; name-zip: same last name, first two letters, ZIP. */
  MatchedOn: ('email' | 'mobile' | 'name-zip')[];
}

// ---------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------

export const APPLICANT_SORTS = [
  'name',
  'status',
  'discipline',
  'owner',
  'state',
  'updated',
  'created',
  'stage',
] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

/**
 * The onboarding filter's choices (each on the current version of each form of ONBOARDING_PROGRESS_FORMS):
 * waiting-review: at least one form submitted and not yet reviewed; changes-requested: at least one sent
 * back to the applicant; complete: every form approved; incomplete: at least one form not approved.
 */
export const APPLICANT_ONBOARDING_FILTERS = [
  { key: 'waiting-review', label: 'Waiting for review' },
  { key: 'changes-requested', label: 'Changes requested' },
  { key: 'complete', label: 'Complete' },
  { key: 'incomplete', label: 'Incomplete' },
] as const;
export type ApplicantOnboardingFilter = (typeof APPLICANT_ONBOARDING_FILTERS)[number]['key'];

/**
 * The filters of `listApplicants` and `exportApplicants` (query parameters; several values of one filter
 * comma-separated). `q` matches any part of the name, the e-mail, or (with 3+ digits) the phone digits; a
 * whole number, with or without "#", also matches the applicant of that number.
 */
export interface ApplicantFilters {
  status?: string; // ApplicantStatus[], comma-separated
  /** 'mine', 'unassigned', or a recruiter id. */
  owner?: string;
  discipline?: string; // Discipline[], comma-separated
  specialty?: string; // Specialty[], comma-separated
  licenseState?: string; // UsStateCode[], comma-separated
  source?: string; // ApplicantSource[], comma-separated
  tag?: string;
  /** YYYY-MM-DD, inclusive. */
  updatedFrom?: string;
  /** YYYY-MM-DD, inclusive. */
  updatedTo?: string;
  /** 'true': only archived applicants (administrators and admins). */
  archived?: string;
  /** One ApplicantOnboardingFilter. */
  onboarding?: string;
  /** A whole percent 0–100: at least this share of the onboarding forms approved (see onboardingPercent). */
  onboardingMin?: string;
}

export type ApplicantListQuery = ListQuery<ApplicantSort, ApplicantFilters>;

/** Lists applicants of the caller's agency: 50 a page by default, sort `updated` desc by default. */
export const listApplicants = defineCall<{ query: ApplicantListQuery; response: Page<ApplicantSummary> }>()({
  method: 'GET',
  path: '/api/applicants',
});

/** Every applicant matching the filters as CSV (streamed; the current sort; no paging). */
export const exportApplicants = defineCall<{ query: ApplicantListQuery; response: Blob }>()({
  method: 'GET',
  path: '/api/applicants/export',
  responseType: 'blob',
});

/** One entry of `getApplicantStatusCounts`. */
export interface ApplicantStatusCount {
  Status: ApplicantStatus;
  Count: number;
}

/**
 * How many applicants of the signed-in user's agency are in each status: every status of
 * `APPLICANT_STATUSES` once, in that (menu) order, zero included; archived ones left out. Staff only.
 */
export const getApplicantStatusCounts = defineCall<{ response: ApplicantStatusCount[] }>()({
  method: 'GET',
  path: '/api/applicants/status-counts',
});

/** The active staff of the agency who can own applicants (owner filter, assign). */
export const listApplicantOwners = defineCall<{ response: ApplicantOwner[] }>()({
  method: 'GET',
  path: '/api/applicants/owners',
});

// ---------------------------------------------------------------------------------------------
// The record's calls
// ---------------------------------------------------------------------------------------------

export const getApplicant = defineCall<{ response: Applicant }>()({ method: 'GET', path: '/api/applicants/:id' });

/** "Applicant #1234": how people see an applicant's number. */
export function applicantNumberText(number: number): string {
  return `Applicant #${number}`;
}

/** The record of the applicant with this number (`:number`) in the caller's agency; 404 when there is none. */
export const getApplicantByNumber = defineCall<{ response: Applicant }>()({
  method: 'GET',
  path: '/api/applicants/by-number/:number',
});

/** Where an applicant stands in a list (`getApplicantWalk`): the record's "Previous", "3 of 57" and "Next". */
export interface ApplicantWalk {
  /** Its place in the list (1-based); null when it is not in it (it no longer matches the filters). */
  Position: number | null;
  /** How many applicants the list holds (see Page.Total). */
  Total: number;
  /** `Total` is a lower bound (see Page.TotalCapped). */
  TotalCapped: boolean;
  /** The number of the applicant before it in the list's order, or null (none). */
  Previous: number | null;
  /** The number of the applicant after it in the list's order, or null (none). */
  Next: number | null;
}

/**
 * The applicant numbered `:number` within a list (the same query as `listApplicants`, without the page): its
 * place, the list's total, and the applicants either side of it, so the record walks the list's order while
 * its address stays its number. 404 when there is no such applicant.
 */
export const getApplicantWalk = defineCall<{ query: ApplicantListQuery; response: ApplicantWalk }>()({
  method: 'GET',
  path: '/api/applicants/by-number/:number/walk',
});

/** Possible duplicates of a record about to be saved (Add Applicant asks before saving). */
export const findApplicantDuplicates = defineCall<{ body: DuplicateQuery; response: DuplicateMatch[] }>()({
  method: 'POST',
  path: '/api/applicants/duplicates',
});

/**
 * Adds an applicant as a New Lead (201 with the record). 409 `duplicate_applicant` when a duplicate exists
 * that `DuplicatesSeen` does not list; 400 with `Errors` for invalid fields.
 */
export const createApplicant = defineCall<{ body: CreateApplicantPayload; response: Applicant }>()({
  method: 'POST',
  path: '/api/applicants',
});

/** Saves the record's fields (not its status, owner or archive state). */
export const updateApplicant = defineCall<{ body: ApplicantPayload; response: Applicant }>()({
  method: 'PUT',
  path: '/api/applicants/:id',
});

/** The body of `changeApplicantStatus` (and of a bulk status change). */
export interface StatusChangePayload {
  To: ApplicantStatus;
  /** Required for Rejected and Refused: a key of `STATUS_REASONS[To]`. */
  Reason?: string;
  Note?: string;
}

/**
 * Moves an applicant. 409 `transition_not_allowed` (its message names the allowed moves) when the table
 * has no such move; 403 when the caller's roles do not allow it; 400 when a needed reason is missing.
 */
export const changeApplicantStatus = defineCall<{ body: StatusChangePayload; response: Applicant }>()({
  method: 'POST',
  path: '/api/applicants/:id/status',
});

/** Sets the owner (null: unassigned). A recruiter may only take an unassigned applicant for themself. */
export const assignApplicant = defineCall<{ body: { OwnerId: number | null }; response: Applicant }>()({
  method: 'PUT',
  path: '/api/applicants/:id/owner',
});

/** Archives the applicant (administrators and admins; restorable for ARCHIVE_RESTORE_DAYS days). */
export const archiveApplicant = defineCall<{ response: Applicant }>()({
  method: 'DELETE',
  path: '/api/applicants/:id',
});

export const restoreApplicant = defineCall<{ response: Applicant }>()({
  method: 'POST',
  path: '/api/applicants/:id/restore',
});

// ---------------------------------------------------------------------------------------------
// Activity, notes, documents
// ---------------------------------------------------------------------------------------------

export type ApplicantActivityKind =
  | 'created'
  | 'status'
  | 'assigned'
  | 'updated'
  | 'note'
  | 'document'
  | 'archived'
  | 'restored'
  | 'duplicates-ignored'
  /** An e-mail or SMS sent to the applicant (issue 14; Text: the subject or the start of the SMS). */
  | 'email'
  | 'sms'
  /** An SMS the applicant sent (a reply; STOP and START included). */
  | 'sms-reply';

/** One entry of the Activity tab (newest first). */
export interface ApplicantActivity {
  ActivityId: number;
  ApplicantId: number;
  /** The applicant's name and number (for the dashboard's recent activity). */
  ApplicantName: string;
  ApplicantNumber: number;
  Kind: ApplicantActivityKind;
  At: string;
  /** Who did it ('' for the system, e.g. a self-registration). */
  ActorName: string;
  /** status: from and to. */
  From: ApplicantStatus | null;
  To: ApplicantStatus | null;
  /** status: the reason key (labels in STATUS_REASONS). */
  Reason: string | null;
  /** status: the note; note: its text; other kinds: a one-line description. */
  Text: string;
}

export const listApplicantActivity = defineCall<{ response: ApplicantActivity[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/activity',
});

export interface ApplicantNote {
  NoteId: number;
  Text: string;
  Pinned: boolean;
  AuthorId: number | null;
  AuthorName: string;
  CreatedAt: string;
  UpdatedAt: string;
}

export interface ApplicantNotePayload {
  Text: string;
  Pinned?: boolean;
}

/** Pinned first, then newest first. */
export const listApplicantNotes = defineCall<{ response: ApplicantNote[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/notes',
});

export const addApplicantNote = defineCall<{ body: ApplicantNotePayload; response: ApplicantNote }>()({
  method: 'POST',
  path: '/api/applicants/:id/notes',
});

/** Edits a note: its text only by its author; pinning by anyone who may edit the applicant. */
export const updateApplicantNote = defineCall<{ body: ApplicantNotePayload; response: ApplicantNote }>()({
  method: 'PUT',
  path: '/api/applicants/:id/notes/:noteId',
});

export const listApplicantDocuments = defineCall<{ response: ApplicantDocument[] }>()({
  method: 'GET',
  path: '/api/applicants/:id/documents',
});

/**
 * Uploads the resume (the body is the file; `fileName` its name). PDF, DOC or DOCX by content, at most
 * RESUME_MAX_BYTES; replaces the previous resume. 400 `invalid_file_type` / 413 `file_too_large`.
 */
export const uploadApplicantResume = defineCall<{
  body: Blob;
  query: { fileName: string };
  response: ApplicantDocument;
}>()({
  method: 'PUT',
  path: '/api/applicants/:id/resume',
});

/** Downloads a document (Content-Disposition: attachment). */
export const downloadApplicantDocument = defineCall<{ response: Blob }>()({
  method: 'GET',
  path: '/api/applicants/:id/documents/:documentId',
  responseType: 'blob',
});

// ---------------------------------------------------------------------------------------------
// Bulk actions and the dashboard
// ---------------------------------------------------------------------------------------------

export type BulkAction =
  | ({ Kind: 'status' } & StatusChangePayload)
  | { Kind: 'assign'; OwnerId: number | null }
  | { Kind: 'tag'; Tag: string };

export interface BulkPayload {
  ApplicantIds: number[];
  Action: BulkAction;
}

/** Per applicant: done, or why not (each applicant is its own transaction). */
export interface BulkResult {
  ApplicantId: number;
  Ok: boolean;
  Message: string;
}

/** Supervisors and above; at most BULK_MAX_APPLICANTS ids. */
export const bulkUpdateApplicants = defineCall<{ body: BulkPayload; response: BulkResult[] }>()({
  method: 'POST',
  path: '/api/applicants/bulk',
});

export interface ApplicantDashboard {
  Counts: ApplicantStatusCount[];
  /** Per open status (New Lead … Offered): the applicants waiting longest in it (up to 5). */
  WaitingLongest: { Status: ApplicantStatus; Applicants: ApplicantSummary[] }[];
  /** The caller's own applicants per status. */
  MyCounts: ApplicantStatusCount[];
  /** The latest activity of the agency (up to 10). */
  RecentActivity: ApplicantActivity[];
  /** New leads created since the start of the week (Monday, the agency's time zone). */
  NewLeadsThisWeek: number;
}

export const getApplicantDashboard = defineCall<{ response: ApplicantDashboard }>()({
  method: 'GET',
  path: '/api/applicants/dashboard',
});

/** Whether the staff user may do `permission`-guarded edits on an applicant with this owner. */
export function ownsOrUnassigned(ownerId: number | null, recruiterId: number): boolean {
  return ownerId === null || ownerId === recruiterId;
}

/** The calls of this area, by name (`contract/index.ts` spreads them into `API_CALLS`). */
export const applicantCalls = {
  listApplicants,
  exportApplicants,
  getApplicantStatusCounts,
  listApplicantOwners,
  getApplicant,
  getApplicantByNumber,
  getApplicantWalk,
  findApplicantDuplicates,
  createApplicant,
  updateApplicant,
  changeApplicantStatus,
  assignApplicant,
  archiveApplicant,
  restoreApplicant,
  listApplicantActivity,
  listApplicantNotes,
  addApplicantNote,
  updateApplicantNote,
  listApplicantDocuments,
  uploadApplicantResume,
  downloadApplicantDocument,
  bulkUpdateApplicants,
  getApplicantDashboard,
} as const;
