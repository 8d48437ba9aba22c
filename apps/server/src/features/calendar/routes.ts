import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { route } from '../../platform/http';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { principalOf, type Authentication } from '../auth';
import { registerCalendarReminderJob } from './reminders';
import {
  calendarAgenda,
  calendarEventIdParam,
  cancelCalendarEvent,
  createCalendarEvent,
  getCalendarEvent,
  listCalendarEvents,
  setFollowUpDone,
  updateCalendarEvent,
  type CalendarCaller,
  type CalendarContext,
} from './service';

export interface CalendarDeps {
  db: Db;
  auth: Authentication;
  mail: Mailer;
  jobs: JobRunner;
}

function caller(request: FastifyRequest): CalendarCaller {
  const principal = principalOf(request);
  return { agencyId: principal.agencyId, recruiterId: principal.recruiter!.RecruiterId };
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The calendar's calls (staff only; each checks `calendar.edit` in the service) and the reminder job. */
export async function calendarRoutes(app: FastifyInstance, deps: CalendarDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;
  const ctx: CalendarContext = { db, mail: deps.mail, jobs: deps.jobs, now: () => new Date() };

  registerCalendarReminderJob(deps);

  route(app, API_CALLS.listCalendarEvents, { preHandler: requireStaff }, async (request) =>
    listCalendarEvents(db, caller(request), query(request)),
  );

  route(app, API_CALLS.getCalendarAgenda, { preHandler: requireStaff }, async (request) =>
    calendarAgenda(db, caller(request), query(request), ctx.now()),
  );

  route(app, API_CALLS.getCalendarEvent, { preHandler: requireStaff }, async (request) =>
    getCalendarEvent(db, caller(request), calendarEventIdParam(request.params.id)),
  );

  route(app, API_CALLS.createCalendarEvent, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createCalendarEvent(ctx, caller(request), request.body)),
  );

  route(app, API_CALLS.updateCalendarEvent, { preHandler: requireStaff }, async (request) =>
    updateCalendarEvent(ctx, caller(request), calendarEventIdParam(request.params.id), request.body),
  );

  route(app, API_CALLS.cancelCalendarEvent, { preHandler: requireStaff }, async (request) =>
    cancelCalendarEvent(ctx, caller(request), calendarEventIdParam(request.params.id)),
  );

  route(app, API_CALLS.completeFollowUp, { preHandler: requireStaff }, async (request) =>
    setFollowUpDone(ctx, caller(request), calendarEventIdParam(request.params.id), true),
  );

  route(app, API_CALLS.reopenFollowUp, { preHandler: requireStaff }, async (request) =>
    setFollowUpDone(ctx, caller(request), calendarEventIdParam(request.params.id), false),
  );
}
