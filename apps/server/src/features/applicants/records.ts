import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  ARCHIVE_RESTORE_DAYS,
  can,
  canEditApplicant,
  ownsOrUnassigned,
  rolesSentence,
  type Applicant,
  type ApplicantOwner,
  type ApplicantStatus,
  type DuplicateMatch,
  type RoleKey,
} from '@agency/api-client/contract';
import type { ApplicantValues } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { ApiError, forbidden, validationFailed } from '../../platform/errors';
import { formRules } from '../../core/form-rules';
import { toApplicant, toApplicantSummary } from './mappers';
import { applicantsOf, currentResume, findActiveStaff, RECORD_COLUMNS, SUMMARY_COLUMNS } from './queries';
import { personName, staffActor, type StaffActor } from '../../core/identity';
import type { Events } from '../../platform/events';

/**
 * The whole record of an applicant of the agency (the contract's `Applicant`: owner and current resume
 * included), or null when there is none with this id in the agency. Archived applicants count as absent
 * unless `includeArchived` (callers pass it for those who may archive).
 */
export async function loadApplicant(
  db: Kysely<Database>,
  agencyId: number,
  id: number,
  options: { includeArchived?: boolean } = {},
): Promise<Applicant | null> {
  return loadOne(db, agencyId, 'a.id', id, options);
}

/** The whole record of the applicant with this number in the agency (see loadApplicant), or null. */
export async function loadApplicantByNumber(
  db: Kysely<Database>,
  agencyId: number,
  number: number,
  options: { includeArchived?: boolean } = {},
): Promise<Applicant | null> {
  return loadOne(db, agencyId, 'a.number', number, options);
}

async function loadOne(
  db: Kysely<Database>,
  agencyId: number,
  column: 'a.id' | 'a.number',
  value: number,
  options: { includeArchived?: boolean },
): Promise<Applicant | null> {
  let query = applicantsOf(db, agencyId)
    .select([...SUMMARY_COLUMNS, ...RECORD_COLUMNS])
    .where(column, '=', value);
  if (!options.includeArchived) query = query.where('a.archived_at', 'is', null);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [resume, rules] = await Promise.all([currentResume(db, agencyId, row.id), formRules(db, agencyId)]);
  return toApplicant(row, resume, rules);
}

/** What a write needs to know of the applicant it changes, read under a row lock. */
export interface LockedApplicant {
  id: number;
  status: ApplicantStatus;
  owner_id: number | null;
  archived_at: Date | null;
}

/**
 * Locks the applicant's row for the rest of the transaction (SELECT … FOR UPDATE), so concurrent writes to
 * one applicant happen one after the other; null when there is none with this id in the agency (another
 * agency's applicant is absent too). Archived applicants are returned (archived_at set): the caller decides.
 */
export async function lockApplicant(
  trx: Kysely<Database>,
  agencyId: number,
  id: number,
): Promise<LockedApplicant | null> {
  const row = await trx
    .selectFrom('applicants')
    .select(['id', 'status', 'owner_id', 'archived_at'])
    .where('agency_id', '=', agencyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Marks the applicant changed now (updated_at), in the caller's transaction. */
export async function touchApplicant(trx: Kysely<Database>, agencyId: number, id: number): Promise<void> {
  await trx
    .updateTable('applicants')
    .set({ updated_at: sql<Date>`now()` })
    .where('agency_id', '=', agencyId)
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// The record's writes: one transaction each, the applicant locked, its activity row in the same one
// ---------------------------------------------------------------------------------------------

/** The staff member calling, from the access token: agency, recruiter id, roles. */
export interface Staff {
  agencyId: number;
  recruiterId: number;
  roles: readonly RoleKey[];
  /** May archive and restore (and so see archived applicants). */
  canArchive: boolean;
}

/** The staff member of a request's principal (routes call it after requireStaff). */
export function staffOf(principal: { agencyId: number; recruiter: { RecruiterId: number; Roles: RoleKey[] } | null }) {
  const recruiter = principal.recruiter!;
  return {
    agencyId: principal.agencyId,
    recruiterId: recruiter.RecruiterId,
    roles: recruiter.Roles,
    canArchive: can(recruiter.Roles, 'applicants.archive'),
  } satisfies Staff;
}

export const APPLICANT_NOT_FOUND_MESSAGE = 'Applicant not found.';
/** 404 for an applicant that is not there, is another agency's, or is archived (for those who cannot see it). */
export const notFoundError = () => new ApiError(404, 'not_found', APPLICANT_NOT_FOUND_MESSAGE);
export const EDIT_FORBIDDEN_MESSAGE = `Only the recruiter who owns this applicant, or ${rolesSentence('applicants.edit-any')}, can change it.`;
export const editError = () => forbidden(EDIT_FORBIDDEN_MESSAGE);
export const ARCHIVED_MESSAGE = 'This applicant is archived. Restore it before changing it.';
export const archivedError = () => new ApiError(409, 'applicant_archived', ARCHIVED_MESSAGE);
/** The contract's rolesSentence with the article a vowel needs ("an administrator or admin"). */
const rolesPhrase = (permission: Parameters<typeof rolesSentence>[0]) =>
  rolesSentence(permission).replace(/^a (?=[aeiou])/, 'an ');
export const ARCHIVE_FORBIDDEN_MESSAGE = `Only ${rolesPhrase('applicants.archive')} can archive or restore applicants.`;

/** An applicant the caller can see (archived ones only for those who may archive), or 404. */
export async function visibleApplicant(
  db: Kysely<Database>,
  staff: Staff,
  id: number,
): Promise<{ id: number; ownerId: number | null; archivedAt: Date | null }> {
  const row = await db
    .selectFrom('applicants')
    .select(['id', 'owner_id', 'archived_at'])
    .where('agency_id', '=', staff.agencyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.archived_at !== null && !staff.canArchive)) throw notFoundError();
  return { id: row.id, ownerId: row.owner_id, archivedAt: row.archived_at };
}

/**
 * Writes one activity row of an applicant by `actor` (null: the system), in the caller's transaction. The
 * listener of `applicant.activity` (app/events.ts), by which other features add to the timeline.
 */
export async function writeActivity(trx: Kysely<Database>, entry: Events['applicant.activity']): Promise<void> {
  await trx
    .insertInto('applicant_activity')
    .values({
      agency_id: entry.agencyId,
      applicant_id: entry.applicantId,
      kind: entry.kind,
      text: entry.text,
      actor_id: entry.actor?.recruiterId ?? null,
      actor_name: entry.actor?.name ?? '',
    })
    .execute();
}

/**
 * A recruiter (who may edit only their own or unassigned applicants) changing an unassigned applicant
 * takes it: owner := them and an 'assigned' activity row, in the caller's transaction. `row` is updated.
 */
export async function takeIfUnassigned(
  trx: Kysely<Database>,
  actor: StaffActor,
  row: LockedApplicant,
  agencyId: number,
): Promise<void> {
  if (row.owner_id !== null || can(actor.roles, 'applicants.edit-any')) return;
  await trx
    .updateTable('applicants')
    .set({ owner_id: actor.recruiterId, updated_at: sql<Date>`now()` })
    .where('agency_id', '=', agencyId)
    .where('id', '=', row.id)
    .execute();
  row.owner_id = actor.recruiterId;
  await writeActivity(trx, {
    agencyId,
    applicantId: row.id,
    actor,
    kind: 'assigned',
    text: `Assigned to ${actor.name} (took the unassigned applicant)`,
  });
}

/**
 * Locks the applicant for a change by `actor` (roles as stored now): 404 when absent (or archived, for someone
 * who cannot see archived applicants), 409 when archived.
 */
export async function lockForChange(
  trx: Kysely<Database>,
  agencyId: number,
  actor: StaffActor,
  id: number,
): Promise<LockedApplicant> {
  const row = await lockApplicant(trx, agencyId, id);
  if (!row || (row.archived_at !== null && !can(actor.roles, 'applicants.archive'))) throw notFoundError();
  if (row.archived_at !== null) throw archivedError();
  return row;
}

/** The fields of the record (payload and Applicant share their names) and how people call them. */
const FIELD_LABELS: Readonly<Record<keyof ApplicantValues, string>> = {
  FirstName: 'First Name',
  MiddleName: 'Middle Name',
  LastName: 'Last Name',
  PreferredName: 'Preferred Name',
  Email: 'Email',
  MobilePhone: 'Mobile Phone',
  OtherPhone: 'Other Phone',
  AddressLine1: 'Address Line 1',
  AddressLine2: 'Address Line 2',
  City: 'City',
  State: 'State',
  Zip: 'ZIP',
  DateOfBirth: 'Date of Birth',
  Discipline: 'Discipline',
  Specialties: 'Specialties',
  YearsOfExperience: 'Years of Experience',
  LicenseStates: 'License States',
  CompactLicense: 'Compact License',
  DesiredLocations: 'Desired Locations',
  DesiredShift: 'Desired Shift',
  EmploymentTypes: 'Employment Types',
  AvailableFrom: 'Available From',
  Source: 'Source',
  Tags: 'Tags',
};

/** The validated payload as applicants columns. */
function recordColumns(values: ApplicantValues) {
  return {
    first_name: values.FirstName,
    middle_name: values.MiddleName,
    last_name: values.LastName,
    preferred_name: values.PreferredName,
    email: values.Email,
    mobile_phone: values.MobilePhone,
    other_phone: values.OtherPhone,
    address_line1: values.AddressLine1,
    address_line2: values.AddressLine2,
    city: values.City,
    state: values.State ?? null,
    zip: values.Zip,
    date_of_birth: values.DateOfBirth ?? null,
    discipline: values.Discipline ?? null,
    specialties: values.Specialties,
    years_of_experience: values.YearsOfExperience ?? null,
    license_states: values.LicenseStates,
    compact_license: values.CompactLicense,
    desired_locations: values.DesiredLocations,
    desired_shift: values.DesiredShift ?? null,
    employment_types: values.EmploymentTypes,
    available_from: values.AvailableFrom ?? null,
    source: values.Source,
    tags: values.Tags,
  };
}

/** 400 with Errors.OwnerId unless `ownerId` is an active staff member of the agency. */
async function checkOwner(trx: Kysely<Database>, agencyId: number, ownerId: number): Promise<ApplicantOwner> {
  const owner = await findActiveStaff(trx, agencyId, ownerId);
  if (!owner) throw validationFailed({ OwnerId: OWNER_UNKNOWN_MESSAGE });
  return owner;
}
export const OWNER_UNKNOWN_MESSAGE = 'Choose an owner from the list of active staff.';
export const OWNER_SELF_MESSAGE = `A recruiter can only take an applicant for themself; ${rolesSentence('applicants.reassign')} can give it to someone else.`;
export const REASSIGN_MESSAGE = `Only ${rolesSentence('applicants.reassign')} can reassign an applicant that has an owner.`;

/**
 * Adds an applicant as a New Lead: owner the caller unless given (null: unassigned; someone else only with
 * the reassign permission, an active staff member of the agency); 409 `duplicate_applicant` when a possible
 * duplicate exists that the user has not seen (DuplicatesSeen). One transaction: the record, its 'created'
 * activity row and, when the user saved despite duplicates, a 'duplicates-ignored' row naming them.
 */
export async function createApplicant(
  db: Db,
  staff: Staff,
  input: { values: ApplicantValues; ownerId: number | null | undefined; duplicatesSeen: readonly number[] },
): Promise<Applicant> {
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, staff.agencyId, staff.recruiterId);
    const ownerId = input.ownerId === undefined ? actor.recruiterId : input.ownerId;
    if (ownerId !== null && ownerId !== actor.recruiterId && !can(actor.roles, 'applicants.reassign'))
      throw forbidden(OWNER_SELF_MESSAGE);
    const owner = ownerId === null ? null : await checkOwner(trx, staff.agencyId, ownerId);
    const duplicates = await findDuplicates(trx, staff.agencyId, input.values);
    const seen = new Set(input.duplicatesSeen);
    const unseen = duplicates.filter((match) => !seen.has(match.Applicant.ApplicantId));
    if (unseen.length > 0) throw duplicateError(unseen);
    const created = await trx
      .insertInto('applicants')
      .values({
        agency_id: staff.agencyId,
        user_id: null,
        ...recordColumns(input.values),
        owner_id: ownerId,
        status: 'lead',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = { agencyId: staff.agencyId, applicantId: created.id, actor };
    await writeActivity(trx, {
      ...entry,
      kind: 'created',
      text: owner ? `Added as a New Lead, owner ${owner.Name}` : 'Added as a New Lead, unassigned',
    });
    if (duplicates.length > 0)
      await writeActivity(trx, {
        ...entry,
        kind: 'duplicates-ignored',
        text: `Saved despite possible duplicates: ${duplicates.map(duplicateName).join(', ')}`,
      });
    return (await loadApplicant(trx, staff.agencyId, created.id))!;
  });
}

const duplicateName = (match: DuplicateMatch) =>
  `${personName(match.Applicant.FirstName, match.Applicant.LastName)} (#${match.Applicant.Number})`;

const MATCH_WORDS: Record<DuplicateMatch['MatchedOn'][number], string> = {
  email: 'the same e-mail',
  mobile: 'the same mobile phone',
  'name-zip': 'the same last name, first name start and ZIP',
};

/** 409 `duplicate_applicant`: who matched and on what. */
export function duplicateError(matches: readonly DuplicateMatch[]): ApiError {
  const first = matches[0]!;
  const more = matches.length > 1 ? ` and ${matches.length - 1} more` : '';
  return new ApiError(
    409,
    'duplicate_applicant',
    `A possible duplicate exists: ${duplicateName(first)} has ${first.MatchedOn.map((on) => MATCH_WORDS[on]).join(
      ' and ',
    )}${more}. Review the possible duplicates, then save anyway if this is a different person.`,
  );
}

/** Mobile numbers compare by their digits; fewer than this many digits is no phone number to compare. */
const MIN_PHONE_DIGITS = 7;
const MAX_DUPLICATES = 20;

/**
 * Possible duplicates among the agency's applicants (archived ones left out): the same e-mail (any case);
 * the same mobile phone digits; the same last name (any case), first two letters of the first name and
 * ZIP (its five digits). Each match says which rules matched.
 */
export async function findDuplicates(
  db: Kysely<Database>,
  agencyId: number,
  query: {
    Email?: string;
    MobilePhone?: string;
    FirstName?: string;
    LastName?: string;
    Zip?: string;
    ExcludeId?: number;
  },
): Promise<DuplicateMatch[]> {
  const email = query.Email?.trim().toLowerCase() ?? '';
  const mobile = (query.MobilePhone ?? '').replace(/\D/g, '');
  const lastName = query.LastName?.trim().toLowerCase() ?? '';
  const firstStart = (query.FirstName?.trim().toLowerCase() ?? '').slice(0, 2);
  const zip = (query.Zip?.trim() ?? '').slice(0, 5);
  const rules: { on: DuplicateMatch['MatchedOn'][number]; test: RawBuilder<boolean> }[] = [];
  if (email !== '') rules.push({ on: 'email', test: sql<boolean>`lower(a.email) = ${email}` });
  // phone_digits is "<mobile digits> <other phone digits>": the mobile's digits are its start.
  if (mobile.length >= MIN_PHONE_DIGITS)
    rules.push({ on: 'mobile', test: sql<boolean>`a.phone_digits LIKE ${`${mobile} %`}` });
  if (lastName !== '' && firstStart !== '' && /^\d{5}$/.test(zip))
    rules.push({
      on: 'name-zip',
      test: sql<boolean>`(lower(a.last_name) = ${lastName} AND lower(left(a.first_name, 2)) = ${firstStart} AND left(a.zip, 5) = ${zip})`,
    });
  if (rules.length === 0) return [];
  let select = applicantsOf(db, agencyId)
    .select([...SUMMARY_COLUMNS, ...rules.map((rule, i) => rule.test.as(`m${i}`))])
    .where('a.archived_at', 'is', null)
    .where(
      sql<boolean>`(${sql.join(
        rules.map((rule) => rule.test),
        sql` OR `,
      )})`,
    )
    .orderBy('a.id')
    .limit(MAX_DUPLICATES);
  if (query.ExcludeId !== undefined) select = select.where('a.id', '<>', query.ExcludeId);
  const [rows, formRulesOfAgency] = await Promise.all([select.execute(), formRules(db, agencyId)]);
  return rows.map((row) => ({
    Applicant: toApplicantSummary(row, formRulesOfAgency),
    MatchedOn: rules.filter((_rule, i) => (row as Record<string, unknown>)[`m${i}`] === true).map((rule) => rule.on),
  }));
}

/**
 * Saves the record's fields (not status, owner or archive state) for someone who may edit the applicant
 * (a recruiter taking an unassigned one takes it). One transaction: the fields and an 'updated' activity
 * row naming the changed ones (none when nothing changed).
 */
export async function updateApplicant(db: Db, staff: Staff, id: number, values: ApplicantValues): Promise<Applicant> {
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, staff.agencyId, staff.recruiterId);
    const row = await lockForChange(trx, staff.agencyId, actor, id);
    if (!canEditApplicant({ roles: actor.roles, ownsOrUnassigned: ownsOrUnassigned(row.owner_id, actor.recruiterId) }))
      throw editError();
    const before = (await loadApplicant(trx, staff.agencyId, id, { includeArchived: true }))!;
    const changed = (Object.keys(FIELD_LABELS) as (keyof ApplicantValues)[]).filter(
      (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(values[field] ?? null),
    );
    if (changed.length > 0) {
      await takeIfUnassigned(trx, actor, row, staff.agencyId);
      await trx
        .updateTable('applicants')
        .set({ ...recordColumns(values), updated_at: sql<Date>`now()` })
        .where('agency_id', '=', staff.agencyId)
        .where('id', '=', id)
        .execute();
      await writeActivity(trx, {
        agencyId: staff.agencyId,
        applicantId: id,
        actor,
        kind: 'updated',
        text: `Changed ${changed.map((field) => FIELD_LABELS[field]).join(', ')}`,
      });
    }
    return (await loadApplicant(trx, staff.agencyId, id))!;
  });
}

/**
 * Sets the owner (null: unassigned). With the reassign permission: any active staff member of the agency
 * or nobody; without it a recruiter may only take an unassigned applicant for themself. One transaction
 * with an 'assigned' activity row (none when the owner stays the same).
 */
export async function assignApplicant(db: Db, staff: Staff, id: number, ownerId: number | null): Promise<Applicant> {
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, staff.agencyId, staff.recruiterId);
    const row = await lockForChange(trx, staff.agencyId, actor, id);
    if (row.owner_id === ownerId) return (await loadApplicant(trx, staff.agencyId, id))!;
    if (!can(actor.roles, 'applicants.reassign')) {
      if (row.owner_id !== null) throw forbidden(REASSIGN_MESSAGE);
      if (ownerId !== actor.recruiterId) throw forbidden(OWNER_SELF_MESSAGE);
    }
    const owner = ownerId === null ? null : await checkOwner(trx, staff.agencyId, ownerId);
    await trx
      .updateTable('applicants')
      .set({ owner_id: ownerId, updated_at: sql<Date>`now()` })
      .where('agency_id', '=', staff.agencyId)
      .where('id', '=', id)
      .execute();
    await writeActivity(trx, {
      agencyId: staff.agencyId,
      applicantId: id,
      actor,
      kind: 'assigned',
      text: owner ? `Assigned to ${owner.Name}` : 'Unassigned',
    });
    return (await loadApplicant(trx, staff.agencyId, id))!;
  });
}

/** Archives the applicant (the archive permission): hidden from lists, restorable for ARCHIVE_RESTORE_DAYS. */
export async function archiveApplicant(db: Db, staff: Staff, id: number): Promise<Applicant> {
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, staff.agencyId, staff.recruiterId);
    if (!can(actor.roles, 'applicants.archive')) throw forbidden(ARCHIVE_FORBIDDEN_MESSAGE);
    const row = await lockApplicant(trx, staff.agencyId, id);
    if (!row) throw notFoundError();
    if (row.archived_at !== null) throw new ApiError(409, 'already_archived', 'This applicant is already archived.');
    await trx
      .updateTable('applicants')
      .set({ archived_at: sql<Date>`now()`, archived_by: actor.recruiterId, updated_at: sql<Date>`now()` })
      .where('agency_id', '=', staff.agencyId)
      .where('id', '=', id)
      .execute();
    await writeActivity(trx, {
      agencyId: staff.agencyId,
      applicantId: id,
      actor,
      kind: 'archived',
      text: `Archived (restorable for ${ARCHIVE_RESTORE_DAYS} days)`,
    });
    return (await loadApplicant(trx, staff.agencyId, id, { includeArchived: true }))!;
  });
}

/** Restores an archived applicant (the archive permission) within ARCHIVE_RESTORE_DAYS of its archiving, else 409. */
export async function restoreApplicant(db: Db, staff: Staff, id: number): Promise<Applicant> {
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, staff.agencyId, staff.recruiterId);
    if (!can(actor.roles, 'applicants.archive')) throw forbidden(ARCHIVE_FORBIDDEN_MESSAGE);
    const row = await trx
      .selectFrom('applicants')
      .select([
        'id',
        'archived_at',
        sql<boolean>`archived_at < now() - make_interval(days => ${ARCHIVE_RESTORE_DAYS})`.as('expired'),
      ])
      .where('agency_id', '=', staff.agencyId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFoundError();
    if (row.archived_at === null) throw new ApiError(409, 'not_archived', 'This applicant is not archived.');
    if (row.expired)
      throw new ApiError(
        409,
        'restore_expired',
        `This applicant was archived on ${new Date(row.archived_at).toISOString().slice(0, 10)}, more than ${ARCHIVE_RESTORE_DAYS} days ago, and can no longer be restored.`,
      );
    await trx
      .updateTable('applicants')
      .set({ archived_at: null, archived_by: null, updated_at: sql<Date>`now()` })
      .where('agency_id', '=', staff.agencyId)
      .where('id', '=', id)
      .execute();
    await writeActivity(trx, {
      agencyId: staff.agencyId,
      applicantId: id,
      actor,
      kind: 'restored',
      text: 'Restored from the archive',
    });
    return (await loadApplicant(trx, staff.agencyId, id))!;
  });
}
