import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { ApiError } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs';
import { DEFAULT_SMTP_TIMEOUT_MS } from '../../platform/mail';
import { idParam, route } from '../../platform/http';
import { dataKey } from '../../platform/crypto';
import type { EventBus } from '../../platform/events';
import { MESSAGE_DELIVER_JOB, MESSAGES_LANE, type MessagingContext } from './context';
import { deliveryHandler } from './delivery';
import { applicantMessages, cancelMessage, getMessage, listMessages, MESSAGE_NOT_FOUND } from './history';
import { inboundRoutes } from './inbound';
import { checkMessages, previewMessage, sendMessages } from './send';
import { defaultSenderResolver, type SenderResolver } from './sender';
import { smsProviderOf, type SmsProvider } from './sms';
import {
  createSavedSearch,
  createTemplate,
  deleteSavedSearch,
  deleteTemplate,
  listAutomations,
  listSavedSearches,
  listTemplates,
  saveAutomations,
  SAVED_SEARCH_NOT_FOUND,
  TEMPLATE_NOT_FOUND,
  updateTemplate,
} from './templates';
import { unsubscribeTokens } from './unsubscribe';
import { staffContext, type Authentication } from '../../core/identity';

/** The 404 of an id of a path that names nothing of the agency. */
const notFound = (message: string) => () => new ApiError(404, 'not_found', message);

/** The settings messaging reads (app/config: mail, messaging, auth, http, database). */
export interface MessagingConfig {
  smtpUrl: string | null;
  /** SMTP_TIMEOUT (default 15 s). */
  smtpTimeoutMs?: number;
  mailFrom: string;
  sms: {
    apiUrl: string;
    accountSid: string | null;
    authToken: string | null;
    from: string | null;
    callbackUrl: string | null;
  };
  messageMaxAttempts: number;
  issuer: string | null;
  port: number;
  dataEncryptionKey: Buffer | null;
  dataDir: string;
  defaultAgency: string | null;
  /** The dev outbox (DEV_OUTBOX; development and test only) and NODE_ENV=production: the provider-less webhooks. */
  devOutbox: boolean;
  production: boolean;
}

export interface MessagingDeps {
  db: Db;
  config: MessagingConfig;
  auth: Authentication;
  /** The messaging service of the server (app/features.ts makes it with `createMessaging`). */
  messaging: MessagingContext;
}

/**
 * The messaging service of one server (or of a test, with its own clock, runner, provider): registers the
 * delivery job on `jobs`.
 */
export function createMessaging(options: {
  db: Db;
  jobs: JobRunner;
  log: Logger;
  config: MessagingConfig;
  now?: () => Date;
  resolveSender?: SenderResolver;
  sms?: SmsProvider;
  events: EventBus;
}): MessagingContext {
  const { config } = options;
  const ctx: MessagingContext = {
    db: options.db,
    jobs: options.jobs,
    log: options.log,
    now: options.now ?? (() => new Date()),
    resolveSender: options.resolveSender ?? defaultSenderResolver(config),
    sms: options.sms ?? smsProviderOf(config.sms),
    tokens: unsubscribeTokens(dataKey(config)),
    smtpUrl: config.smtpUrl,
    smtpTimeoutMs: config.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS,
    maxAttempts: config.messageMaxAttempts,
    publicOrigin: config.issuer,
    smsCallbackUrl: config.sms.callbackUrl,
    localWebhooks: config.devOutbox && !config.production,
    events: options.events,
  };
  options.jobs.register(MESSAGE_DELIVER_JOB, deliveryHandler(ctx), { lane: MESSAGES_LANE });
  return ctx;
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The links' origin: ISSUER (required in production), else the request's. */
const originOf = (config: MessagingConfig, request: FastifyRequest) =>
  config.issuer?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

/** The messaging calls (staff only; each checks its permission in the service), the webhooks and the unsubscribe page. */
export async function messagingRoutes(app: FastifyInstance, deps: MessagingDeps): Promise<void> {
  const { db, config } = deps;
  const { requireStaff } = deps.auth;
  const ctx = deps.messaging;

  route(app, API_CALLS.listMessageTemplates, { preHandler: requireStaff }, async (request) =>
    listTemplates(db, staffContext(request), query(request)),
  );
  route(app, API_CALLS.createMessageTemplate, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createTemplate(db, staffContext(request), request.body)),
  );
  route(app, API_CALLS.updateMessageTemplate, { preHandler: requireStaff }, async (request) =>
    updateTemplate(db, staffContext(request), idParam(request.params.id, notFound(TEMPLATE_NOT_FOUND)), request.body),
  );
  route(app, API_CALLS.deleteMessageTemplate, { preHandler: requireStaff }, async (request) =>
    deleteTemplate(db, staffContext(request), idParam(request.params.id, notFound(TEMPLATE_NOT_FOUND))),
  );

  route(app, API_CALLS.previewMessage, { preHandler: requireStaff }, async (request) =>
    previewMessage(ctx, staffContext(request), request.body, originOf(config, request)),
  );
  route(app, API_CALLS.checkMessages, { preHandler: requireStaff }, async (request) =>
    checkMessages(ctx, staffContext(request), request.body, originOf(config, request)),
  );
  route(app, API_CALLS.sendMessages, { preHandler: requireStaff }, async (request) =>
    sendMessages(ctx, staffContext(request), request.body, originOf(config, request)),
  );
  route(app, API_CALLS.listMessages, { preHandler: requireStaff }, async (request) =>
    listMessages(db, staffContext(request), query(request)),
  );
  route(app, API_CALLS.getMessage, { preHandler: requireStaff }, async (request) =>
    getMessage(db, staffContext(request), idParam(request.params.id, notFound(MESSAGE_NOT_FOUND))),
  );
  route(app, API_CALLS.cancelMessage, { preHandler: requireStaff }, async (request) =>
    cancelMessage(ctx, staffContext(request), idParam(request.params.id, notFound(MESSAGE_NOT_FOUND))),
  );
  route(app, API_CALLS.listApplicantMessages, { preHandler: requireStaff }, async (request) =>
    applicantMessages(db, staffContext(request), idParam(request.params.id, notFound('Applicant not found.'))),
  );

  route(app, API_CALLS.listSavedSearches, { preHandler: requireStaff }, async (request) =>
    listSavedSearches(db, staffContext(request)),
  );
  route(app, API_CALLS.createSavedSearch, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createSavedSearch(db, staffContext(request), request.body)),
  );
  route(app, API_CALLS.deleteSavedSearch, { preHandler: requireStaff }, async (request) =>
    deleteSavedSearch(db, staffContext(request), idParam(request.params.id, notFound(SAVED_SEARCH_NOT_FOUND))),
  );

  route(app, API_CALLS.listMessageAutomations, { preHandler: requireStaff }, async (request) =>
    listAutomations(db, staffContext(request).agencyId),
  );
  route(app, API_CALLS.saveMessageAutomations, { preHandler: requireStaff }, async (request) =>
    saveAutomations(db, staffContext(request), request.body),
  );

  await inboundRoutes(app, ctx, config);
}
