import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import { dataKey, type DataKeyConfig } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { idParam, requestMeta, route } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import { clientAddressKey, createLimit, type RateLimit } from '../../platform/rate-limit';
import { agencyLinkOrigin, agencyOfRequest } from '../../platform/tenant';
import { createValueVault } from '../onboarding';
import {
  applicantReferences,
  myReferenceRequests,
  publicReferenceForm,
  requestReference,
  submitReference,
  type LinkBase,
} from './service';
import { applicantContext, contextOf, staffContext, type Authentication } from '../../core/identity';
import { applicantNotFound } from '../applicants';
import type { EventBus } from '../../platform/events';

/** What the reference calls need. */
export interface ReferencesDeps {
  db: Db;
  auth: Authentication;
  mail: Mailer;
  /** An answer tells `applicant.activity` (app/events.ts). */
  events: EventBus;
  config: DataKeyConfig & {
    agencyOrigin: string | null;
    issuer: string | null;
    production: boolean;
    defaultAgency: string | null;
  };
}

/** The public form's calls, per IP (a person answers once; this bounds token guessing and scraping). */
export const REFERENCE_PUBLIC_LIMIT: RateLimit = { max: 30, windowMs: 15 * 60_000 };
export const REFERENCE_PUBLIC_LIMIT_MESSAGE = 'Too many requests from this address. Try again in {seconds} seconds.';

/**
 * The origin of the e-mailed link: the applicant's agency's (AGENCY_ORIGIN), else ISSUER, else outside
 * production the request's own (platform/tenant `agencyLinkOrigin`); never the request's Origin header.
 */
function linkBase(config: ReferencesDeps['config'], request: FastifyRequest): LinkBase {
  return { origin: agencyLinkOrigin(config, contextOf(request).agencySlug, request) };
}

export async function referencesRoutes(app: FastifyInstance, deps: ReferencesDeps): Promise<void> {
  const { requireUser, requireStaff } = deps.auth;
  const service = { db: deps.db, mail: deps.mail, events: deps.events, vault: createValueVault(dataKey(deps.config)) };
  const limitPublic = createLimit(
    app,
    'reference-public',
    REFERENCE_PUBLIC_LIMIT,
    clientAddressKey,
    REFERENCE_PUBLIC_LIMIT_MESSAGE,
  );

  route(app, API_CALLS.listMyReferenceRequests, { preHandler: requireUser }, async (request) =>
    myReferenceRequests(service, applicantContext(request)),
  );

  route(app, API_CALLS.requestReference, { preHandler: requireUser }, async (request) =>
    requestReference(service, applicantContext(request), request.params.referenceId, linkBase(deps.config, request)),
  );

  route(app, API_CALLS.getPublicReferenceForm, {}, async (request, reply) => {
    await limitPublic(request);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const agency = await agencyOfRequest(deps.db, request, deps.config.defaultAgency);
    return publicReferenceForm(service, agency.id, request.params.token);
  });

  route(app, API_CALLS.submitPublicReference, {}, async (request, reply) => {
    await limitPublic(request);
    reply.header('Cache-Control', 'no-store');
    const agency = await agencyOfRequest(deps.db, request, deps.config.defaultAgency);
    return submitReference(service, agency.id, request.params.token, request.body, requestMeta(request));
  });

  route(app, API_CALLS.getApplicantReferences, { preHandler: requireStaff }, async (request) =>
    applicantReferences(service, staffContext(request), idParam(request.params.id, applicantNotFound)),
  );
}
