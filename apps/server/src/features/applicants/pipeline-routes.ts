import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS, BULK_MAX_APPLICANTS, can, rolesSentence } from '@agency/api-client/contract';
import { applicantNoteSchema, messages, statusChangeSchema, TAG_MAX_LENGTH } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { ApiError, forbidden, notFound, validationFailed } from '../../platform/errors';
import { idParam, isId, route, validateBody } from '../../platform/http';
import { listActivity } from './activity';
import { applicantDashboard } from './dashboard';
import { addNote, listNotes, NOTE_NOT_FOUND, updateNote, visibleTo } from './notes';
import { bulkUpdate, changeStatus, type AgencyActor, type StatusChange, type ValidBulkAction } from './pipeline';
import { findActiveStaff } from './queries';
import { notFoundError, OWNER_UNKNOWN_MESSAGE } from './records';
import type { ApplicantsDeps } from './routes';
import { staffActor, staffContext } from '../../core/identity';

/**
 * The staff caller of a request: the agency from the token, roles and name as stored now (records.ts
 * `staffActor`: a role taken away since the token was issued no longer counts; a disabled account is 401).
 */
async function callerOf(db: Db, request: FastifyRequest): Promise<AgencyActor> {
  const { agencyId, recruiterId } = staffContext(request);
  return { agencyId, ...(await staffActor(db, agencyId, recruiterId)) };
}

function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

/** statusChangeSchema at the edge: To, Reason (Rejected and Refused, from STATUS_REASONS), Note. */
const statusChange = (body: unknown): StatusChange => validateBody(statusChangeSchema, body) as StatusChange;

/** The body of bulkUpdateApplicants: distinct ids (at most BULK_MAX_APPLICANTS) and one valid action. */
async function bulkBody(db: Db, agencyId: number, body: unknown): Promise<{ ids: number[]; action: ValidBulkAction }> {
  const { ApplicantIds, Action } = asObject(body);
  if (!Array.isArray(ApplicantIds) || !ApplicantIds.every(isId))
    throw validationFailed({ ApplicantIds: 'ApplicantIds must be a list of applicant ids.' });
  const ids = [...new Set(ApplicantIds)];
  if (ids.length === 0) throw validationFailed({ ApplicantIds: 'Choose at least one applicant.' });
  if (ids.length > BULK_MAX_APPLICANTS)
    throw validationFailed({ ApplicantIds: `At most ${BULK_MAX_APPLICANTS} applicants can be changed at once.` });
  const action = asObject(Action);
  switch (action.Kind) {
    case 'status': {
      const { Kind: _kind, ...change } = action;
      return { ids, action: { Kind: 'status', ...statusChange(change) } };
    }
    case 'assign': {
      if (action.OwnerId === null) return { ids, action: { Kind: 'assign', Owner: null } };
      const owner = isId(action.OwnerId) ? await findActiveStaff(db, agencyId, action.OwnerId) : null;
      if (!owner) throw validationFailed({ OwnerId: OWNER_UNKNOWN_MESSAGE });
      return { ids, action: { Kind: 'assign', Owner: owner } };
    }
    case 'tag': {
      const tag = typeof action.Tag === 'string' ? action.Tag.trim() : '';
      if (!tag) throw validationFailed({ Tag: 'Tag is required' });
      if (tag.length > TAG_MAX_LENGTH) throw validationFailed({ Tag: messages.applicant.tagMax });
      return { ids, action: { Kind: 'tag', Tag: tag } };
    }
    default:
      throw validationFailed({ Kind: 'Kind must be status, assign or tag.' });
  }
}

/**
 * The pipeline's calls: status changes, bulk actions, the activity log, notes and the dashboard (rules in
 * pipeline.ts, notes.ts, dashboard.ts; the design in docs/applicants.md). Registered by routes.ts. Staff
 * only; every query is scoped to the caller's agency, and another agency's applicant is 404.
 */
export async function pipelineRoutes(app: FastifyInstance, deps: ApplicantsDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.changeApplicantStatus, { preHandler: requireStaff }, async (request) => {
    const caller = await callerOf(db, request);
    const id = idParam(request.params.id, notFoundError);
    return changeStatus(db, deps.events, caller, id, statusChange(request.body));
  });

  route(app, API_CALLS.bulkUpdateApplicants, { preHandler: requireStaff }, async (request) => {
    const caller = await callerOf(db, request);
    if (!can(caller.roles, 'applicants.bulk'))
      throw forbidden(`Only ${rolesSentence('applicants.bulk')} can change several applicants at once.`);
    const { ids, action } = await bulkBody(db, caller.agencyId, request.body);
    return bulkUpdate(db, deps.events, caller, ids, action);
  });

  route(app, API_CALLS.listApplicantActivity, { preHandler: requireStaff }, async (request) => {
    const caller = await callerOf(db, request);
    const id = idParam(request.params.id, notFoundError);
    await visibleTo(db, caller, id);
    return listActivity(db, caller.agencyId, id);
  });

  route(app, API_CALLS.listApplicantNotes, { preHandler: requireStaff }, async (request) => {
    const caller = await callerOf(db, request);
    const id = idParam(request.params.id, notFoundError);
    await visibleTo(db, caller, id);
    return listNotes(db, caller.agencyId, id);
  });

  route(app, API_CALLS.addApplicantNote, { preHandler: requireStaff }, async (request, reply) => {
    const caller = await callerOf(db, request);
    const id = idParam(request.params.id, notFoundError);
    const note = validateBody(applicantNoteSchema, request.body);
    const created = await addNote(db, caller, id, note);
    reply.code(201);
    return created;
  });

  route(app, API_CALLS.updateApplicantNote, { preHandler: requireStaff }, async (request) => {
    const caller = await callerOf(db, request);
    const id = idParam(request.params.id, notFoundError);
    const noteId = idParam(request.params.noteId, () => notFound(NOTE_NOT_FOUND));
    const note = validateBody(applicantNoteSchema, request.body);
    // Pinned left out keeps the pin (the schema's default, false, would unpin).
    const pinned = asObject(request.body).Pinned === undefined ? undefined : note.Pinned;
    return updateNote(db, caller, id, noteId, { Text: note.Text, Pinned: pinned });
  });

  route(app, API_CALLS.getApplicantDashboard, { preHandler: requireStaff }, async (request) => {
    const caller = await callerOf(db, request);
    return applicantDashboard(db, caller.agencyId, caller.recruiterId);
  });
}
