import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  APPLICANT_ONBOARDING_FILTERS,
  APPLICANT_PAGE_SIZE,
  APPLICANT_SORTS,
  APPLICANT_SOURCES,
  APPLICANT_STATUS_KEYS,
  APPLICANT_TOTAL_CAP,
  DISCIPLINES,
  SPECIALTIES,
  US_STATE_CODES,
  can,
  type ApplicantOnboardingFilter,
  type ApplicantSort,
  type ApplicantSummary,
  type ApplicantWalk,
  type Page,
  type RoleKey,
} from '@agency/api-client/contract';
import type { Database } from '../../platform/db';
import { choices, containsPattern, listOf, pageOf, searchOf, single, sortOf } from '../../platform/http';
import { forbidden, validationFailed } from '../../platform/errors';
import { toApplicantSummary } from './mappers';
import type { FormRules } from '../../core/form-rules';
import { onboardingCondition, onboardingMinCondition } from './onboarding';
import { applicantsOf, SUMMARY_COLUMNS } from './queries';

/** A list query after validation: the filters as SQL conditions on `a` (applicants), the sort, the page. */
export interface ApplicantListRequest {
  conditions: RawBuilder<boolean>[];
  sort: ApplicantSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  /**
   * The statuses when they are the only filter (every status when there is none), archived applicants left
   * out: the total is then read from applicant_status_counts. Null for any other filter.
   */
  countedStatuses: readonly string[] | null;
  /** The agency's form rules: the onboarding filters' totals and each row's progress. */
  rules: FormRules;
}

/** Who is asking: the `mine` owner filter and the archived filter's permission depend on it. */
export interface Lister {
  recruiterId: number;
  roles: readonly RoleKey[];
}

/** A search for an applicant's number: "1234" or "#1234" (group 1: the "#", group 2: the number). */
const APPLICANT_NUMBER_SEARCH = /^(#\s*)?([1-9]\d{0,8})$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2030-02-30, 2030-13-01 and year 0, which PostgreSQL lacks, are not). */
function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const STATUS_RANK = sql<number>`array_position(${sql.raw(
  `ARRAY[${APPLICANT_STATUS_KEYS.map((key) => `'${key}'`).join(', ')}]::text[]`,
)}, a.status)`;

/** One expression of a sort, with its SQL type (keyset values travel as text and are cast back). */
interface SortKey {
  expression: RawBuilder<unknown>;
  type: 'text' | 'integer' | 'boolean' | 'timestamptz';
}

/** A nullable column sorts after every value in both directions: a flag first, then the value. */
const nullsLast = (column: string, empty: string, order: 'asc' | 'desc'): SortKey[] => [
  {
    expression: order === 'asc' ? sql`(${sql.ref(column)} IS NULL)` : sql`(${sql.ref(column)} IS NOT NULL)`,
    type: 'boolean',
  },
  { expression: sql`coalesce(${sql.ref(column)}, ${sql.lit(empty)})`, type: 'text' },
];

/**
 * The sort's keys, all in the one direction `order` (so a row comparison continues a keyset), the
 * applicant id last (a stable order: equal values never swap between pages). Empty values (no
 * discipline, no state, unassigned) come last either way. `stage` is the time the applicant entered its
 * status (asc: in it the longest first).
 */
export function sortKeys(sort: ApplicantSort, order: 'asc' | 'desc'): SortKey[] {
  const id: SortKey = { expression: sql`a.id`, type: 'integer' };
  const column = (name: string, type: SortKey['type']): SortKey => ({ expression: sql.ref(name), type });
  switch (sort) {
    case 'name':
      return [column('a.last_name', 'text'), column('a.first_name', 'text'), id];
    case 'status':
      return [{ expression: STATUS_RANK, type: 'integer' }, id];
    case 'discipline':
      return [...nullsLast('a.discipline', '', order), id];
    case 'state':
      return [...nullsLast('a.state', '', order), id];
    case 'owner':
      return [
        ...nullsLast('a.owner_id', '', order).slice(0, 1),
        { expression: sql`coalesce(o.first_name, '')`, type: 'text' },
        { expression: sql`coalesce(o.last_name, '')`, type: 'text' },
        id,
      ];
    case 'updated':
      return [column('a.updated_at', 'timestamptz'), id];
    case 'created':
      return [column('a.created_at', 'timestamptz'), id];
    case 'stage':
      return [column('a.status_changed_at', 'timestamptz'), id];
  }
}

/**
 * Reads and checks a list query (listApplicants, exportApplicants): paging, sort, order, `q` and the
 * filters of ApplicantFilters. 400 `validation_failed` naming each bad parameter; 403 for `archived=true`
 * without the archive permission.
 */
export function parseListQuery(query: Record<string, unknown>, lister: Lister, rules: FormRules): ApplicantListRequest {
  const errors: Record<string, string> = {};
  const conditions: RawBuilder<boolean>[] = [];

  const { page, pageSize } = pageOf(query, APPLICANT_PAGE_SIZE, errors);
  const { sort, order } = sortOf(
    query,
    APPLICANT_SORTS,
    'updated',
    (chosen) => (chosen === 'updated' || chosen === 'created' ? 'desc' : 'asc'),
    errors,
  );

  const q = searchOf(query, errors);
  if (q !== undefined) {
    // "#1234": the applicant of that number only. Otherwise every word somewhere in the names or the e-mail
    // (trigram index on search_text), or the digits in a phone, or a whole number the applicant's number.
    const number = APPLICANT_NUMBER_SEARCH.exec(q);
    if (number?.[1]) conditions.push(sql<boolean>`a.number = ${Number(number[2])}`);
    else {
      const words = q.split(/\s+/).filter(Boolean);
      const text = sql.join(
        words.map((word) => sql<boolean>`a.search_text ILIKE ${containsPattern(word.toLowerCase())}`),
        sql` AND `,
      );
      const parts = [sql<boolean>`(${text})`];
      const digits = q.replace(/\D/g, '');
      if (digits.length >= 3) parts.push(sql<boolean>`a.phone_digits LIKE ${containsPattern(digits)}`);
      if (number) parts.push(sql<boolean>`a.number = ${Number(number[2])}`);
      conditions.push(sql<boolean>`(${sql.join(parts, sql` OR `)})`);
    }
  }

  const statuses = choices(query, 'status', APPLICANT_STATUS_KEYS, 'status', errors);
  if (statuses) conditions.push(sql<boolean>`a.status IN (${sql.join(statuses)})`);
  // Set before the other filters: any of them adds a condition.
  const statusConditions = conditions.length;

  const owners = listOf(query.owner);
  if (owners) {
    const parts: RawBuilder<boolean>[] = [];
    const ids: number[] = [];
    for (const owner of owners) {
      if (owner === 'mine') ids.push(lister.recruiterId);
      else if (owner === 'unassigned') parts.push(sql<boolean>`a.owner_id IS NULL`);
      else if (/^\d{1,9}$/.test(owner)) ids.push(Number(owner));
      else errors.owner = 'owner must be mine, unassigned or a recruiter id.';
    }
    if (ids.length > 0) parts.push(sql<boolean>`a.owner_id IN (${sql.join([...new Set(ids)])})`);
    if (parts.length > 0) conditions.push(sql<boolean>`(${sql.join(parts, sql` OR `)})`);
  }

  const disciplines = choices(query, 'discipline', DISCIPLINES, 'discipline', errors);
  if (disciplines) conditions.push(sql<boolean>`a.discipline IN (${sql.join(disciplines)})`);
  const specialties = choices(query, 'specialty', SPECIALTIES, 'specialty', errors);
  if (specialties) conditions.push(sql<boolean>`a.specialties && ${sql.val(specialties)}::text[]`);
  const licenseStates = choices(query, 'licenseState', US_STATE_CODES, 'state', errors);
  if (licenseStates) conditions.push(sql<boolean>`a.license_states && ${sql.val(licenseStates)}::text[]`);
  const sources = choices(
    query,
    'source',
    APPLICANT_SOURCES.map((source) => source.key),
    'source',
    errors,
  );
  if (sources) conditions.push(sql<boolean>`a.source IN (${sql.join(sources)})`);
  const tag = single(query.tag, 'tag', errors);
  if (tag !== undefined) conditions.push(sql<boolean>`a.tags @> ${sql.val([tag])}::text[]`);

  // Whole days in UTC, both ends included.
  const updatedFrom = single(query.updatedFrom, 'updatedFrom', errors);
  if (updatedFrom !== undefined) {
    if (isIsoDate(updatedFrom))
      conditions.push(sql<boolean>`a.updated_at >= (${updatedFrom}::date)::timestamp AT TIME ZONE 'UTC'`);
    else errors.updatedFrom = 'updatedFrom must be a date written YYYY-MM-DD.';
  }
  const updatedTo = single(query.updatedTo, 'updatedTo', errors);
  if (updatedTo !== undefined) {
    if (isIsoDate(updatedTo))
      conditions.push(sql<boolean>`a.updated_at < (${updatedTo}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
    else errors.updatedTo = 'updatedTo must be a date written YYYY-MM-DD.';
  }
  if (updatedFrom && updatedTo && isIsoDate(updatedFrom) && isIsoDate(updatedTo) && updatedFrom > updatedTo)
    errors.updatedTo = 'updatedTo must not be before updatedFrom.';

  const onboarding = single(query.onboarding, 'onboarding', errors);
  if (onboarding !== undefined) {
    const keys: readonly string[] = APPLICANT_ONBOARDING_FILTERS.map((filter) => filter.key);
    if (keys.includes(onboarding)) conditions.push(onboardingCondition(onboarding as ApplicantOnboardingFilter, rules));
    else errors.onboarding = `onboarding must be one of ${keys.join(', ')}.`;
  }
  const onboardingMin = single(query.onboardingMin, 'onboardingMin', errors);
  if (onboardingMin !== undefined) {
    if (/^\d{1,3}$/.test(onboardingMin) && Number(onboardingMin) <= 100) {
      const condition = onboardingMinCondition(Number(onboardingMin), rules);
      if (condition) conditions.push(condition);
    } else errors.onboardingMin = 'onboardingMin must be a whole number from 0 to 100.';
  }

  const archived = single(query.archived, 'archived', errors);
  if (archived !== undefined && archived !== 'true' && archived !== 'false')
    errors.archived = 'archived must be true or false.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (archived === 'true') {
    if (!can(lister.roles, 'applicants.archive'))
      throw forbidden('Only an administrator or admin can see archived applicants.');
    conditions.push(sql<boolean>`a.archived_at IS NOT NULL`);
  } else {
    conditions.push(sql<boolean>`a.archived_at IS NULL`);
  }
  const countedStatuses =
    archived !== 'true' && conditions.length === statusConditions + 1 && q === undefined
      ? (statuses ?? APPLICANT_STATUS_KEYS)
      : null;
  return { conditions, sort, order, page, pageSize, countedStatuses, rules };
}

/** The request's conditions as one. */
const allOf = (request: Pick<ApplicantListRequest, 'conditions'>) =>
  sql<boolean>`${sql.join(request.conditions, sql` AND `)}`;

/** The applicants of the agency matching the filters, scoped to the agency in the query, in the sort's order. */
export function filteredApplicants(db: Kysely<Database>, agencyId: number, request: ApplicantListRequest) {
  let query = applicantsOf(db, agencyId).where(allOf(request));
  for (const key of sortKeys(request.sort, request.order)) query = query.orderBy(key.expression, request.order);
  return query;
}

/**
 * The ids of one page, in the sort's order: filtered and sorted on the applicants alone (the owner's name is
 * joined only for the owner sort), so a deep page steps over its OFFSET rows in an index instead of joining
 * each of them to its owner first.
 */
function pageIds(db: Kysely<Database>, agencyId: number, request: ApplicantListRequest) {
  const keys = sortKeys(request.sort, request.order);
  const offset = (request.page - 1) * request.pageSize;
  if (request.sort === 'owner') {
    let query = applicantsOf(db, agencyId).where(allOf(request)).select('a.id');
    for (const key of keys) query = query.orderBy(key.expression, request.order);
    return query.limit(request.pageSize).offset(offset);
  }
  let query = db.selectFrom('applicants as a').where('a.agency_id', '=', agencyId).where(allOf(request)).select('a.id');
  for (const key of keys) query = query.orderBy(key.expression, request.order);
  return query.limit(request.pageSize).offset(offset);
}

/**
 * How many applicants match: the sum of applicant_status_counts for a status list or the whole list (exact,
 * one row a status); otherwise counted, but at most APPLICANT_TOTAL_CAP past the page's first row (a large
 * filtered list stops there: `capped`).
 */
async function countMatching(
  db: Kysely<Database>,
  agencyId: number,
  request: ApplicantListRequest,
): Promise<{ total: number; capped: boolean }> {
  if (request.countedStatuses) {
    const row = await db
      .selectFrom('applicant_status_counts')
      .select(sql<string>`coalesce(sum(count), 0)`.as('total'))
      .where('agency_id', '=', agencyId)
      .where('status', 'in', request.countedStatuses)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), capped: false };
  }
  const limit = (request.page - 1) * request.pageSize + APPLICANT_TOTAL_CAP;
  const matching = db
    .selectFrom('applicants as a')
    .select(sql`1`.as('one'))
    .where('a.agency_id', '=', agencyId)
    .where(allOf(request))
    .limit(limit + 1);
  const row = await db
    .selectFrom(matching.as('m'))
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  const counted = Number(row.count);
  return counted > limit ? { total: limit, capped: true } : { total: counted, capped: false };
}

/** One page of the list (its rows with their owners) and how many applicants match (see countMatching). */
export async function listApplicants(
  db: Kysely<Database>,
  agencyId: number,
  request: ApplicantListRequest,
): Promise<Page<ApplicantSummary>> {
  let query = applicantsOf(db, agencyId)
    .select([...SUMMARY_COLUMNS])
    .where('a.id', 'in', pageIds(db, agencyId, request));
  for (const key of sortKeys(request.sort, request.order)) query = query.orderBy(key.expression, request.order);
  const rows = await query.execute();
  const { total, capped } = await countMatching(db, agencyId, request);
  return {
    Items: rows.map((row) => toApplicantSummary(row, request.rules)),
    Page: request.page,
    PageSize: request.pageSize,
    Total: total,
    TotalCapped: capped,
  };
}

/**
 * Where the next batch of a keyset walk starts: after the row whose sort key values (as text) are `after`.
 * A row comparison on all keys, which share one direction.
 */
export function afterKeys(request: ApplicantListRequest, after: readonly (string | null)[]): RawBuilder<boolean> {
  return keysCompared(request, after, 'after');
}

/** The rows after, or before, the row whose sort key values (as text) are `row`, in the list's order. */
function keysCompared(
  request: ApplicantListRequest,
  row: readonly (string | null)[],
  side: 'before' | 'after',
): RawBuilder<boolean> {
  const keys = sortKeys(request.sort, request.order);
  const values = keys.map((key, i) => sql`cast(${row[i]} as ${sql.raw(key.type)})`);
  const later = request.order === 'asc' ? '>' : '<';
  const earlier = request.order === 'asc' ? '<' : '>';
  return sql<boolean>`(${sql.join(keys.map((key) => key.expression))}) ${sql.raw(side === 'after' ? later : earlier)} (${sql.join(values)})`;
}

/** The sort keys of a row as text columns k0, k1, … (the next batch starts after the last row's). */
export function keyColumns(request: ApplicantListRequest) {
  return sortKeys(request.sort, request.order).map((key, i) =>
    sql<string | null>`(${key.expression})::text`.as(`k${i}`),
  );
}

/**
 * The applicant numbered `number` within the list of `request` (its filters and sort; the page is not
 * read): its place (null when it does not match the filters), the list's total (counted as the page of one
 * at that place would be), and the numbers of the applicants just before and after it in the list's order
 * (a keyset on its sort keys, so the walk goes on from where it would sit even when it no longer matches).
 * Null when the agency has no such applicant, or only an archived one and `includeArchived` is not set.
 */
export async function applicantWalk(
  db: Kysely<Database>,
  agencyId: number,
  request: ApplicantListRequest,
  number: number,
  options: { includeArchived: boolean },
): Promise<ApplicantWalk | null> {
  const own = await applicantsOf(db, agencyId)
    .select([...keyColumns(request), 'a.archived_at', allOf(request).as('matches')])
    .where('a.number', '=', number)
    .executeTakeFirst();
  if (!own || (own.archived_at !== null && !options.includeArchived)) return null;
  const keys = sortKeys(request.sort, request.order).map(
    (_, i) => (own as Record<string, unknown>)[`k${i}`] as string | null,
  );
  const reverse = request.order === 'asc' ? 'desc' : 'asc';
  const neighbour = (side: 'before' | 'after') => {
    let query = applicantsOf(db, agencyId)
      .select('a.number')
      .where(allOf(request))
      .where(keysCompared(request, keys, side));
    for (const key of sortKeys(request.sort, request.order))
      query = query.orderBy(key.expression, side === 'after' ? request.order : reverse);
    return query.limit(1).executeTakeFirst();
  };
  const [previous, next, before] = await Promise.all([
    neighbour('before'),
    neighbour('after'),
    own.matches
      ? applicantsOf(db, agencyId)
          .select(sql<string>`count(*)`.as('count'))
          .where(allOf(request))
          .where(keysCompared(request, keys, 'before'))
          .executeTakeFirstOrThrow()
      : null,
  ]);
  const position = before === null ? null : Number(before.count) + 1;
  const { total, capped } = await countMatching(db, agencyId, { ...request, page: position ?? 1, pageSize: 1 });
  return {
    Position: position,
    Total: total,
    TotalCapped: capped,
    Previous: previous?.number ?? null,
    Next: next?.number ?? null,
  };
}
