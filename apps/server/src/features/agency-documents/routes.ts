import type { FastifyInstance } from 'fastify';
import { API_CALLS, isAgencyDocumentKind, type AgencyDocumentKind } from '@agency/api-client/contract';
import { ApiError } from '../../platform/errors';
import { requestMeta, route } from '../../platform/http';
import {
  applicantDocument,
  discardDraft,
  listDocuments,
  publish,
  saveDraft,
  staffDocumentVersion,
  type AgencyDocumentsDeps,
} from './service';
import { applicantContext, staffContext, type Authentication } from '../../core/identity';

export type AgencyDocumentsRouteDeps = AgencyDocumentsDeps & { auth: Authentication };

/** `:kind` of a path: agreement or terms, else 404. */
function kindParam(param: string): AgencyDocumentKind {
  if (!isAgencyDocumentKind(param)) throw new ApiError(404, 'not_found', 'Document not found.');
  return param;
}

/** A version number of a path or query: a positive whole number, else 404 (path) or null (absent query). */
function versionParam(param: unknown): number {
  if (typeof param !== 'string' || !/^[1-9]\d{0,5}$/.test(param))
    throw new ApiError(404, 'not_found', 'Version not found.');
  return Number(param);
}

export async function agencyDocumentsRoutes(app: FastifyInstance, deps: AgencyDocumentsRouteDeps): Promise<void> {
  const { requireStaff, requireUser } = deps.auth;

  route(app, API_CALLS.listAgencyDocuments, { preHandler: requireStaff }, async (request) =>
    listDocuments(deps, staffContext(request)),
  );

  route(app, API_CALLS.saveAgencyDocumentDraft, { preHandler: requireStaff }, async (request) =>
    saveDraft(deps, staffContext(request), kindParam(request.params.kind), request.body),
  );

  route(app, API_CALLS.discardAgencyDocumentDraft, { preHandler: requireStaff }, async (request) =>
    discardDraft(deps, staffContext(request), kindParam(request.params.kind)),
  );

  route(app, API_CALLS.publishAgencyDocument, { preHandler: requireStaff }, async (request) =>
    publish(deps, staffContext(request), kindParam(request.params.kind), requestMeta(request)),
  );

  route(app, API_CALLS.getAgencyDocumentVersion, { preHandler: requireStaff }, async (request) =>
    staffDocumentVersion(
      deps,
      staffContext(request),
      kindParam(request.params.kind),
      versionParam(request.params.version),
    ),
  );

  // The applicant's: the version to read and sign (or the one they signed, `?version=`).
  route(app, API_CALLS.getOnboardingAgencyDocument, { preHandler: requireUser }, async (request) => {
    const caller = applicantContext(request);
    const query = (request.query ?? {}) as { version?: unknown };
    const version = query.version === undefined || query.version === '' ? null : versionParam(query.version);
    return applicantDocument(deps.db, caller.agencyId, kindParam(request.params.kind), version);
  });
}
