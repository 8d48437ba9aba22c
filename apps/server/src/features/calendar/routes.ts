import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_CALLS } from '@agency/api-client/contract';
import type { Db } from '../../platform/db';
import { idParam, route } from '../../platform/http';
import type { JobRunner } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { registerCalendarReminderJob } from './reminders';
import {
  calendarAgenda,
  calendarEventNotFound,
  cancelCalendarEvent,
  createCalendarEvent,
  getCalendarEvent,
  listCalendarEvents,
  setFollowUpDone,
  updateCalendarEvent,
  type CalendarContext,
} from './service';
import { staffContext, type Authentication } from '../../core/identity';

export interface CalendarDeps {
  db: Db;
  auth: Authentication;
  mail: Mailer;
  jobs: JobRunner;
}

const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** The calendar's calls (staff only; each checks `calendar.edit` in the service) and the reminder job. */
export async function calendarRoutes(app: FastifyInstance, deps: CalendarDeps): Promise<void> {
  const { db } = deps;
  const { requireStaff } = deps.auth;
  const ctx: CalendarContext = { db, mail: deps.mail, jobs: deps.jobs, now: () => new Date() };

  registerCalendarReminderJob(deps);

  route(app, API_CALLS.listCalendarEvents, { preHandler: requireStaff }, async (request) =>
    listCalendarEvents(db, staffContext(request), query(request)),
  );

  route(app, API_CALLS.getCalendarAgenda, { preHandler: requireStaff }, async (request) =>
    calendarAgenda(db, staffContext(request), query(request), ctx.now()),
  );

  route(app, API_CALLS.getCalendarEvent, { preHandler: requireStaff }, async (request) =>
    getCalendarEvent(db, staffContext(request), idParam(request.params.id, calendarEventNotFound)),
  );

  route(app, API_CALLS.createCalendarEvent, { preHandler: requireStaff }, async (request, reply) =>
    reply.status(201).send(await createCalendarEvent(ctx, staffContext(request), request.body)),
  );

  route(app, API_CALLS.updateCalendarEvent, { preHandler: requireStaff }, async (request) =>
    updateCalendarEvent(ctx, staffContext(request), idParam(request.params.id, calendarEventNotFound), request.body),
  );

  route(app, API_CALLS.cancelCalendarEvent, { preHandler: requireStaff }, async (request) =>
    cancelCalendarEvent(ctx, staffContext(request), idParam(request.params.id, calendarEventNotFound)),
  );

  route(app, API_CALLS.completeFollowUp, { preHandler: requireStaff }, async (request) =>
    setFollowUpDone(ctx, staffContext(request), idParam(request.params.id, calendarEventNotFound), true),
  );

  route(app, API_CALLS.reopenFollowUp, { preHandler: requireStaff }, async (request) =>
    setFollowUpDone(ctx, staffContext(request), idParam(request.params.id, calendarEventNotFound), false),
  );
}
