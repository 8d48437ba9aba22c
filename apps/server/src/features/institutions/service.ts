import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  INSTITUTION_SORTS,
  INSTITUTION_TYPE_KEYS,
  US_STATE_CODES,
  type Institution,
  type InstitutionPayload,
  type InstitutionSort,
  type InstitutionSummary,
  type Page,
} from '@agency/api-client/contract';
import { institutionSchema } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { ApiError, validationFailed } from '../../platform/errors';
import { choices, containsPattern, pageOf, searchOf, single, sortOf, validateBody } from '../../platform/http';
import type { InstitutionRow } from './tables';
import './tables';
import { requirePermission } from '../../core/policy';
import { staffActor, type StaffContext } from '../../core/identity';

/** The list's page size when none is asked for. */
export const INSTITUTION_PAGE_SIZE = 25;
/** Most duplicates a check answers. */
const DUPLICATES_MAX = 10;

export const INSTITUTION_NOT_FOUND = 'Facility not found.';
export const institutionNotFound = () => new ApiError(404, 'not_found', INSTITUTION_NOT_FOUND);
const notFound = institutionNotFound;

const iso = (value: Date | string) => new Date(value).toISOString();

function toInstitution(row: InstitutionRow): Institution {
  return {
    Id: row.id,
    Name: row.name,
    Type: row.type,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    State: row.state,
    Zip: row.zip,
    Phone: row.phone,
    Units: row.units,
    Contacts: row.contacts,
    VmsName: row.vms_name,
    VmsExternalId: row.vms_external_id,
    Notes: row.notes,
    Active: row.active,
    CreatedAt: iso(row.created_at),
    UpdatedAt: iso(row.updated_at),
    UpdatedBy: row.updated_by_name,
  };
}

const SUMMARY_COLUMNS = ['id', 'name', 'type', 'city', 'state', 'phone', 'units', 'active', 'updated_at'] as const;
type SummaryRow = Pick<InstitutionRow, (typeof SUMMARY_COLUMNS)[number]>;

function toSummary(row: SummaryRow): InstitutionSummary {
  return {
    Id: row.id,
    Name: row.name,
    Type: row.type,
    City: row.city,
    State: row.state,
    Phone: row.phone,
    Units: row.units,
    Active: row.active,
    UpdatedAt: iso(row.updated_at),
  };
}

/** The SQL of the duplicate keys (migration 0020's generated columns): lower-case letters and digits. */
const keyOf = (text: string) => sql<string>`regexp_replace(lower(${text}), '[^a-z0-9]+', '', 'g')`;

/** What the list's search reads (an agency has hundreds of facilities, not millions: no index needed). */
const SEARCHED = sql<string>`lower(i.name || ' ' || i.city || ' ' || i.vms_external_id || ' ' || array_to_string(i.units, ' '))`;

/** The sort's expressions, the id last (a stable order across pages). */
function orderBy(sort: InstitutionSort): RawBuilder<unknown>[] {
  switch (sort) {
    case 'name':
      return [sql`lower(i.name)`, sql`i.id`];
    case 'city':
      return [sql`lower(i.city)`, sql`lower(i.name)`, sql`i.id`];
    case 'state':
      return [sql`i.state`, sql`lower(i.city)`, sql`lower(i.name)`, sql`i.id`];
    case 'updated':
      return [sql`i.updated_at`, sql`i.id`];
  }
}

/**
 * The agency's facilities matching the query: `q` (every word in the name, city, units or VMS id), `type`
 * and `state` (several allowed), `active` (true by default; false, or all); sorted and paged. 400
 * `validation_failed` naming each bad parameter.
 */
export async function listInstitutions(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
): Promise<Page<InstitutionSummary>> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'institutions.read', 'read facilities');
  const errors: Record<string, string> = {};
  const { page, pageSize } = pageOf(query, INSTITUTION_PAGE_SIZE, errors);
  const { sort, order } = sortOf(
    query,
    INSTITUTION_SORTS,
    'name',
    (chosen) => (chosen === 'updated' ? 'desc' : 'asc'),
    errors,
  );
  const conditions: RawBuilder<boolean>[] = [];
  const q = searchOf(query, errors);
  if (q !== undefined)
    for (const word of q.split(/\s+/).filter(Boolean))
      conditions.push(sql<boolean>`${SEARCHED} LIKE ${containsPattern(word.toLowerCase())}`);
  const types = choices(query, 'type', INSTITUTION_TYPE_KEYS, 'type', errors);
  if (types) conditions.push(sql<boolean>`i.type IN (${sql.join(types)})`);
  const states = choices(query, 'state', US_STATE_CODES, 'state', errors);
  if (states) conditions.push(sql<boolean>`i.state IN (${sql.join(states)})`);
  const active = single(query.active, 'active', errors) ?? 'true';
  if (active === 'true' || active === 'false') conditions.push(sql<boolean>`i.active = ${active === 'true'}`);
  else if (active !== 'all') errors.active = 'active must be true, false or all.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  const where = conditions.length > 0 ? sql<boolean>`${sql.join(conditions, sql` AND `)}` : sql<boolean>`true`;
  const scoped = db.selectFrom('institutions as i').where('i.agency_id', '=', caller.agencyId).where(where);
  let rows = scoped.select(SUMMARY_COLUMNS.map((column) => `i.${column}` as const));
  for (const expression of orderBy(sort)) rows = rows.orderBy(expression, order);
  const [items, count] = await Promise.all([
    rows
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    scoped.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { Items: items.map(toSummary), Page: page, PageSize: pageSize, Total: Number(count.total) };
}

/** One facility of the caller's agency; 404 when it is another agency's or does not exist. */
export async function getInstitution(db: Db, caller: StaffContext, id: number): Promise<Institution> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'institutions.read', 'read facilities');
  const row = await db
    .selectFrom('institutions')
    .selectAll()
    .where('agency_id', '=', caller.agencyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toInstitution(row);
}

/** Facilities of the agency whose name and city match `name` and `city` (case, spaces and punctuation aside). */
async function duplicatesOf(
  trx: Kysely<Database>,
  agencyId: number,
  name: string,
  city: string,
  excludeId: number | null,
): Promise<InstitutionSummary[]> {
  let query = trx
    .selectFrom('institutions as i')
    .select(SUMMARY_COLUMNS.map((column) => `i.${column}` as const))
    .where('i.agency_id', '=', agencyId)
    .where(sql<boolean>`i.name_key = ${keyOf(name)} AND i.city_key = ${keyOf(city)}`);
  if (excludeId !== null) query = query.where('i.id', '<>', excludeId);
  return (await query.orderBy('i.id').limit(DUPLICATES_MAX).execute()).map(toSummary);
}

/** The duplicate check of the screen: `name` and `city` required, `excludeId` the facility being edited. */
export async function findDuplicates(
  db: Db,
  caller: StaffContext,
  query: Record<string, unknown>,
): Promise<InstitutionSummary[]> {
  const actor = await staffActor(db, caller.agencyId, caller.recruiterId);
  requirePermission(actor, 'institutions.read', 'read facilities');
  const errors: Record<string, string> = {};
  const name = single(query.name, 'name', errors);
  const city = single(query.city, 'city', errors);
  const exclude = single(query.excludeId, 'excludeId', errors);
  if (name === undefined && !errors.name) errors.name = 'name is required.';
  if (city === undefined && !errors.city) errors.city = 'city is required.';
  if ((name?.length ?? 0) > 200) errors.name = 'name must be at most 200 characters.';
  if ((city?.length ?? 0) > 200) errors.city = 'city must be at most 200 characters.';
  if (exclude !== undefined && !/^[1-9]\d{0,9}$/.test(exclude)) errors.excludeId = 'excludeId must be a facility id.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return duplicatesOf(db, caller.agencyId, name!, city!, exclude === undefined ? null : Number(exclude));
}

/** The payload's columns (text trimmed by the schema). */
function columnsOf(values: InstitutionPayload) {
  return {
    name: values.Name,
    type: values.Type,
    address1: values.Address1,
    address2: values.Address2,
    city: values.City,
    state: values.State,
    zip: values.Zip,
    phone: values.Phone,
    units: values.Units,
    contacts: JSON.stringify(values.Contacts),
    vms_name: values.VmsName,
    vms_external_id: values.VmsExternalId,
    notes: values.Notes,
    active: values.Active,
  };
}

/** Adds a facility (managers and above: `institutions.edit`). A duplicate name and city is allowed: the screen warns. */
export async function createInstitution(db: Db, caller: StaffContext, body: unknown): Promise<Institution> {
  const values = validateBody(institutionSchema, body) as InstitutionPayload;
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
    requirePermission(actor, 'institutions.edit', 'add facilities');
    const row = await trx
      .insertInto('institutions')
      .values({ agency_id: caller.agencyId, ...columnsOf(values), updated_by_name: actor.name })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInstitution(row);
  });
}

/** Saves a facility of the caller's agency (managers and above); 404 for another agency's. */
export async function updateInstitution(db: Db, caller: StaffContext, id: number, body: unknown): Promise<Institution> {
  const values = validateBody(institutionSchema, body) as InstitutionPayload;
  return db.transaction().execute(async (trx) => {
    const actor = await staffActor(trx, caller.agencyId, caller.recruiterId);
    requirePermission(actor, 'institutions.edit', 'edit facilities');
    const row = await trx
      .updateTable('institutions')
      .set({ ...columnsOf(values), updated_at: sql<Date>`now()`, updated_by_name: actor.name })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    return toInstitution(row);
  });
}
