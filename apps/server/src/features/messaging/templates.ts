import { sql, type Kysely, type Selectable } from 'kysely';
import {
  APPLICANT_STATUSES,
  MESSAGE_CHANNEL_KEYS,
  MESSAGE_LIMITS,
  can,
  isApplicantStatus,
  type MessageAutomation,
  type MessageChannel,
  type MessageTemplate,
  type MessageTemplatePayload,
  type SavedSearch,
} from '@agency/api-client/contract';
import { messageTemplateSchema, savedSearchSchema, validateValues } from '@agency/forms/schemas';
import type { Database, Db } from '../../platform/db';
import { isId, validateBody } from '../../platform/http';
import { ApiError, forbidden, validationFailed } from '../../platform/errors';
import { formRules } from '../../core/form-rules';
import { filteredApplicants, parseListQuery } from '../applicants';
import { actorOf, objectBody, requireCan } from './context';
import type { MessageTemplatesTable } from './tables';
import type { StaffActor, StaffScope } from '../../core/identity';

export const TEMPLATE_NOT_FOUND = 'Template not found.';
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found.';

type TemplateRow = Selectable<MessageTemplatesTable> & { owner_name: string | null };

/** The templates of the agency a staff member sees: the agency's and their own personal ones (`t`). */
export function visibleTemplates(db: Kysely<Database>, agencyId: number, recruiterId: number) {
  return db
    .selectFrom('message_templates as t')
    .leftJoin('recruiters as r', (join) =>
      join.onRef('r.id', '=', 't.owner_id').onRef('r.agency_id', '=', 't.agency_id'),
    )
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'r.user_id').onRef('u.agency_id', '=', 'r.agency_id'))
    .selectAll('t')
    .select(
      sql<string | null>`CASE WHEN u.id IS NULL THEN NULL ELSE u.first_name || ' ' || u.last_name END`.as('owner_name'),
    )
    .where('t.agency_id', '=', agencyId)
    .where((eb) => eb.or([eb('t.scope', '=', 'agency'), eb('t.owner_id', '=', recruiterId)]));
}

const mayEdit = (actor: StaffActor, row: Pick<TemplateRow, 'scope' | 'owner_id'>) =>
  row.scope === 'agency' ? can(actor.roles, 'templates.agency') : row.owner_id === actor.recruiterId;

function toTemplate(row: TemplateRow, actor: StaffActor): MessageTemplate {
  return {
    TemplateId: row.id,
    Channel: row.channel,
    Name: row.name,
    Subject: row.subject,
    Body: row.body,
    Scope: row.scope,
    Marketing: row.marketing,
    OwnerName: row.scope === 'personal' ? (row.owner_name ?? '') : null,
    CanEdit: mayEdit(actor, row),
    UpdatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A template the caller sees (agency-wide or their own), else 404. */
export async function findTemplate(db: Kysely<Database>, caller: StaffScope, id: number): Promise<TemplateRow> {
  const row = await visibleTemplates(db, caller.agencyId, caller.recruiterId).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', TEMPLATE_NOT_FOUND);
  return row as TemplateRow;
}

/** The message rules of @agency/forms for the text of a send (Channel, Subject, Body), at their fields. */
const messageText = messageTemplateSchema.pick(['Channel', 'Subject', 'Body']);

/**
 * Checks a send's text with the template form's rules (required, the channel's limit, known merge fields
 * only), adding each message at its field.
 */
export function checkMessageText(
  input: { Channel: unknown; Subject: unknown; Body: unknown },
  errors: Record<string, string>,
): void {
  const result = validateValues(messageText, input);
  if (!result.ok) for (const [field, message] of Object.entries(result.errors)) errors[field] ??= message;
}

/** A template payload at the edge (the template form's schema): 400 naming each bad field. */
export function templatePayload(body: unknown): MessageTemplatePayload {
  return validateBody(messageTemplateSchema, body);
}

const AGENCY_TEMPLATES = 'add or change agency templates';

export async function listTemplates(
  db: Db,
  caller: StaffScope,
  query: Record<string, unknown>,
): Promise<MessageTemplate[]> {
  const actor = await actorOf(db, caller);
  const channel = query.Channel;
  if (channel !== undefined && !MESSAGE_CHANNEL_KEYS.includes(channel as MessageChannel))
    throw validationFailed({ Channel: 'Channel must be email or sms.' });
  let select = visibleTemplates(db, caller.agencyId, caller.recruiterId);
  if (channel !== undefined) select = select.where('t.channel', '=', channel as MessageChannel);
  const rows = await select.orderBy('t.scope').orderBy('t.name').orderBy('t.id').execute();
  return rows.map((row) => toTemplate(row as TemplateRow, actor));
}

export async function createTemplate(db: Db, caller: StaffScope, body: unknown): Promise<MessageTemplate> {
  const payload = templatePayload(body);
  return db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    if (payload.Scope === 'agency') requireCan(actor, 'templates.agency', AGENCY_TEMPLATES);
    const row = await trx
      .insertInto('message_templates')
      .values({
        agency_id: caller.agencyId,
        channel: payload.Channel,
        name: payload.Name,
        subject: payload.Subject,
        body: payload.Body,
        scope: payload.Scope,
        owner_id: payload.Scope === 'personal' ? caller.recruiterId : null,
        marketing: payload.Marketing,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toTemplate(await findTemplate(trx, caller, row.id), actor);
  });
}

export async function updateTemplate(db: Db, caller: StaffScope, id: number, body: unknown): Promise<MessageTemplate> {
  const payload = templatePayload(body);
  return db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    const row = await findTemplate(trx, caller, id);
    if (!mayEdit(actor, row))
      throw row.scope === 'agency'
        ? forbidden(`Only a manager, administrator or admin can ${AGENCY_TEMPLATES}.`)
        : forbidden('Only its owner can change a personal template.');
    if (payload.Scope === 'agency') requireCan(actor, 'templates.agency', AGENCY_TEMPLATES);
    if (payload.Channel !== row.channel) {
      const automated = await trx
        .selectFrom('message_automations')
        .select('status')
        .where('agency_id', '=', caller.agencyId)
        .where('template_id', '=', id)
        .executeTakeFirst();
      if (automated)
        throw new ApiError(409, 'template_in_use', 'An automatic message uses this template: keep its channel.');
    }
    await trx
      .updateTable('message_templates')
      .set({
        channel: payload.Channel,
        name: payload.Name,
        subject: payload.Subject,
        body: payload.Body,
        scope: payload.Scope,
        owner_id: payload.Scope === 'personal' ? (row.owner_id ?? caller.recruiterId) : null,
        marketing: payload.Marketing,
        updated_at: new Date(),
      })
      .where('agency_id', '=', caller.agencyId)
      .where('id', '=', id)
      .execute();
    if (payload.Scope === 'personal') {
      // A personal template cannot drive the agency's automatic messages.
      await trx
        .deleteFrom('message_automations')
        .where('agency_id', '=', caller.agencyId)
        .where('template_id', '=', id)
        .execute();
    }
    return toTemplate(await findTemplate(trx, caller, id), actor);
  });
}

export async function deleteTemplate(db: Db, caller: StaffScope, id: number): Promise<MessageTemplate> {
  return db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    const row = await findTemplate(trx, caller, id);
    if (!mayEdit(actor, row))
      throw row.scope === 'agency'
        ? forbidden(`Only a manager, administrator or admin can ${AGENCY_TEMPLATES}.`)
        : forbidden('Only its owner can delete a personal template.');
    // Messages keep their text and the template's name; the automations using it are switched off.
    await trx.deleteFrom('message_templates').where('agency_id', '=', caller.agencyId).where('id', '=', id).execute();
    return toTemplate(row, actor);
  });
}

// ---------------------------------------------------------------------------------------------
// Saved searches
// ---------------------------------------------------------------------------------------------

/** A query string as the applicants list reads it (a repeated parameter: a list). */
export function queryObject(queryString: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(queryString.replace(/^\?/, ''))) {
    const current = result[name];
    result[name] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return result;
}

const toSavedSearch = (row: { id: number; name: string; query: string; created_at: Date }): SavedSearch => ({
  SavedSearchId: row.id,
  Name: row.name,
  Query: row.query,
  CreatedAt: new Date(row.created_at).toISOString(),
});

export async function listSavedSearches(db: Db, caller: StaffScope): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(['id', 'name', 'query', 'created_at'])
    .where('agency_id', '=', caller.agencyId)
    .where('owner_id', '=', caller.recruiterId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(db: Db, caller: StaffScope, body: unknown): Promise<SavedSearch> {
  const input = objectBody(body);
  const errors: Record<string, string> = {};
  const named = validateValues(savedSearchSchema, { Name: input.Name });
  const name = named.ok ? named.value.Name : '';
  if (!named.ok) Object.assign(errors, named.errors);
  const query = (typeof input.Query === 'string' ? input.Query : '').trim().replace(/^\?/, '');
  if (query.length > MESSAGE_LIMITS.savedSearchQueryMaxLength) errors.Query = 'The search is too long to save.';
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const actor = await actorOf(db, caller);
  // The same checks as the list: a search the list refuses is not saved.
  const { page: _page, pageSize: _size, ...filters } = queryObject(query);
  try {
    parseListQuery(filters, actor, await formRules(db, caller.agencyId));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400)
      throw validationFailed({ Query: `The search is not valid: ${error.message}` });
    throw error;
  }
  const row = await db
    .insertInto('saved_searches')
    .values({ agency_id: caller.agencyId, owner_id: caller.recruiterId, name, query })
    .returning(['id', 'name', 'query', 'created_at'])
    .executeTakeFirstOrThrow();
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, caller: StaffScope, id: number): Promise<SavedSearch> {
  const row = await db
    .deleteFrom('saved_searches')
    .where('agency_id', '=', caller.agencyId)
    .where('owner_id', '=', caller.recruiterId)
    .where('id', '=', id)
    .returning(['id', 'name', 'query', 'created_at'])
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'not_found', SAVED_SEARCH_NOT_FOUND);
  return toSavedSearch(row);
}

/** The ids of every applicant a saved search of the caller finds (at most `limit` + 1, in the list's order). */
export async function savedSearchApplicants(
  db: Kysely<Database>,
  caller: StaffScope,
  actor: StaffActor,
  savedSearchId: number,
  limit: number,
): Promise<number[]> {
  const saved = await db
    .selectFrom('saved_searches')
    .select('query')
    .where('agency_id', '=', caller.agencyId)
    .where('owner_id', '=', caller.recruiterId)
    .where('id', '=', savedSearchId)
    .executeTakeFirst();
  if (!saved) throw validationFailed({ SavedSearchId: 'Choose one of your saved searches.' });
  const { page: _page, pageSize: _size, ...filters } = queryObject(saved.query);
  const request = parseListQuery(filters, actor, await formRules(db, caller.agencyId));
  const rows = await filteredApplicants(db, caller.agencyId, request)
    .select('a.id')
    .limit(limit + 1)
    .execute();
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// Automatic messages on pipeline moves
// ---------------------------------------------------------------------------------------------

export async function listAutomations(db: Kysely<Database>, agencyId: number): Promise<MessageAutomation[]> {
  const rows = await db
    .selectFrom('message_automations as m')
    .innerJoin('message_templates as t', (join) =>
      join.onRef('t.id', '=', 'm.template_id').onRef('t.agency_id', '=', 'm.agency_id'),
    )
    .select(['m.status', 'm.template_id', 't.name'])
    .where('m.agency_id', '=', agencyId)
    .execute();
  return APPLICANT_STATUSES.map(({ key }) => {
    const row = rows.find((candidate) => candidate.status === key);
    return { Status: key, TemplateId: row?.template_id ?? null, TemplateName: row?.name ?? null };
  });
}

export async function saveAutomations(db: Db, caller: StaffScope, body: unknown): Promise<MessageAutomation[]> {
  if (!Array.isArray(body)) throw new ApiError(400, 'invalid_body', 'The request body must be a list of automations.');
  const errors: Record<string, string> = {};
  const entries: { Status: string; TemplateId: number | null }[] = [];
  for (const item of body as unknown[]) {
    const entry = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    if (!isApplicantStatus(entry.Status)) {
      errors.Status = 'Each automation names a status of the pipeline.';
      continue;
    }
    if (entries.some((existing) => existing.Status === entry.Status)) {
      errors.Status = 'Each status appears once.';
      continue;
    }
    if (entry.TemplateId !== null && !isId(entry.TemplateId)) {
      errors[entry.Status] = 'Choose a template or Off.';
      continue;
    }
    entries.push({ Status: entry.Status, TemplateId: entry.TemplateId as number | null });
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, caller);
    requireCan(actor, 'templates.agency', 'change the automatic messages');
    for (const entry of entries) {
      if (entry.TemplateId === null) continue;
      const template = await trx
        .selectFrom('message_templates')
        .select('scope')
        .where('agency_id', '=', caller.agencyId)
        .where('id', '=', entry.TemplateId)
        .executeTakeFirst();
      if (!template || template.scope !== 'agency')
        throw validationFailed({ [entry.Status]: 'Choose one of the agency templates.' });
    }
    for (const entry of entries) {
      await trx
        .deleteFrom('message_automations')
        .where('agency_id', '=', caller.agencyId)
        .where('status', '=', entry.Status as MessageAutomation['Status'])
        .execute();
      if (entry.TemplateId !== null)
        await trx
          .insertInto('message_automations')
          .values({
            agency_id: caller.agencyId,
            status: entry.Status as MessageAutomation['Status'],
            template_id: entry.TemplateId,
          })
          .execute();
    }
    return listAutomations(trx, caller.agencyId);
  });
}
