import type { FastifyError, FastifyInstance } from 'fastify';
import { AGENCY_LOGO_MAX_BYTES, API_CALLS } from '@agency/api-client/contract';
import { agencyProfileSchema, messages } from '@agency/forms/schemas';
import type { Db } from '../../platform/db';
import { ApiError, forbidden, notFound } from '../../platform/errors';
import { idParam, route, sendText, validateBody } from '../../platform/http';
import type { Mailer } from '../../platform/mail';
import type { PasswordHasher } from '../../platform/password';
import type { BlobStore } from '../../platform/storage';
import { agencyOfRequest } from '../../platform/tenant';
import { LOGO_CONTENT_SECURITY_POLICY } from './logo';
import { toAgency } from './mappers';
import { addAgency, agencyNotFound, listAgencies, setSuspended } from './platform';
import { isAgencyOwner } from '../../core/policy';
import { findAgency, updateProfileOfOwned } from './queries';
import { readLogo, readSettings, removeLogo, replaceLogo, toAgencyBranding, updateSettings } from './settings';
import { principalOf, staffContext, type Authentication } from '../../core/identity';
import type { EventBus } from '../../platform/events';

/** What the agency calls need. */
export interface AgencyDeps {
  db: Db;
  auth: Authentication;
  /** The logo's bytes. */
  blobs: BlobStore;
  /** A new agency's owner account and invitation (platform operators). */
  hasher: PasswordHasher;
  mail: Pick<Mailer, 'enqueue' | 'kick'>;
  config: { defaultAgency: string | null; temporaryPasswordTtlSeconds: number };
  /** A new agency tells `agency.created` (app/events.ts: its example documents). */
  events: EventBus;
}

/** The bytes of an upload body behind a private field (the input inspection does not walk 1 MB). */
class UploadBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

export async function agencyRoutes(app: FastifyInstance, deps: AgencyDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;

  route(app, API_CALLS.getAgencyByUserId, { preHandler: requireStaff }, async (request) => {
    const row = await findAgency(db, principalOf(request).agencyId);
    if (!row) throw notFound('The agency no longer exists.');
    return toAgency(row);
  });

  route(app, API_CALLS.isAgencyOwner, { preHandler: requireStaff }, async (request) => {
    const principal = principalOf(request);
    return isAgencyOwner(db, principal.agencyId, principal.userId);
  });

  // The agency profile form's rules and messages (@agency/forms), checked again at the edge; audited.
  route(app, API_CALLS.updateAgency, { preHandler: requireStaff }, async (request, reply) => {
    const profile = validateBody(agencyProfileSchema, request.body);
    if (!(await updateProfileOfOwned(db, staffContext(request), profile)))
      throw forbidden('Only the agency owner can update the agency.');
    return sendText(reply, 'The agency has been updated.');
  });

  // The agency's settings (Management → Agencies, docs/agencies.md): every staff member reads them; admins
  // (`agency.settings`) and the owner change them.
  route(app, API_CALLS.getAgencySettings, { preHandler: requireStaff }, async (request) =>
    readSettings(db, staffContext(request)),
  );

  route(app, API_CALLS.updateAgencySettings, { preHandler: requireStaff }, async (request) =>
    updateSettings(db, staffContext(request), request.body),
  );

  route(app, API_CALLS.deleteAgencyLogo, { preHandler: requireStaff }, async (request) =>
    removeLogo({ db, blobs: deps.blobs }, staffContext(request)),
  );

  // The logo upload: the image itself as the body (any content type: the content decides), at most 1 MB.
  await app.register(async (scope) => {
    const parse = { parseAs: 'buffer' as const, bodyLimit: AGENCY_LOGO_MAX_BYTES };
    const toUpload = (_request: unknown, body: Buffer | string, done: (error: Error | null, body?: unknown) => void) =>
      done(null, new UploadBody(Buffer.isBuffer(body) ? body : Buffer.from(body)));
    scope.addContentTypeParser(['application/octet-stream', 'application/json'], parse, toUpload);
    scope.addContentTypeParser('*', parse, toUpload);
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new ApiError(413, 'file_too_large', messages.agencySettings.logoTooLarge);
      throw error;
    });
    route(scope, API_CALLS.uploadAgencyLogo, { preHandler: requireStaff }, async (request) => {
      const bytes = request.body instanceof UploadBody ? request.body.bytes : Buffer.alloc(0);
      return replaceLogo({ db, blobs: deps.blobs }, staffContext(request), bytes);
    });
  });

  // The branding of the request's host (no sign-in): the sign-in screens' name and logo, the portal's colors.
  route(app, API_CALLS.getAgencyBranding, {}, async (request) =>
    toAgencyBranding(await agencyOfRequest(db, request, deps.config.defaultAgency)),
  );

  route(app, API_CALLS.getAgencyLogo, {}, async (request, reply) => {
    const agency = await agencyOfRequest(db, request, deps.config.defaultAgency);
    const logo = await readLogo(deps.blobs, agency);
    if (!logo) throw notFound('The agency has no logo.');
    // A public image: any page may show it; the address names its version, so it may be kept for long.
    const version = (request.query as Record<string, unknown>).v;
    reply.removeHeader('pragma');
    return reply
      .type(logo.contentType)
      .header(
        'Cache-Control',
        version === logo.sha256.slice(0, 16) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
      .header('ETag', `"${logo.sha256}"`)
      .header('Content-Security-Policy', LOGO_CONTENT_SECURITY_POLICY)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(logo.bytes.buffer, logo.bytes.byteOffset, logo.bytes.byteLength));
  });

  // Every agency (platform operators only: 403 for everyone else).
  route(app, API_CALLS.listPlatformAgencies, { preHandler: requireStaff }, async (request) =>
    listAgencies(db, staffContext(request)),
  );

  route(app, API_CALLS.createPlatformAgency, { preHandler: requireStaff }, async (request, reply) => {
    const created = await addAgency(deps, staffContext(request), request.body);
    return reply.status(201).send(created);
  });

  route(app, API_CALLS.suspendPlatformAgency, { preHandler: requireStaff }, async (request) =>
    setSuspended(db, staffContext(request), idParam(request.params.id, agencyNotFound), true),
  );

  route(app, API_CALLS.resumePlatformAgency, { preHandler: requireStaff }, async (request) =>
    setSuspended(db, staffContext(request), idParam(request.params.id, agencyNotFound), false),
  );
}
