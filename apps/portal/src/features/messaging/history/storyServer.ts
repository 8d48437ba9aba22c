// Stories only: an in-memory stand-in for the message history's calls (the list filtered by channel, state and
// search and paged; one message; cancel, with the 409 of a message that left; an applicant's thread), recording
// the list queries the screen sends (the portal story's recorder keeps paths and bodies, not query strings).
import { HttpResponse, type HttpHandler } from 'msw';
import {
  API_CALLS,
  MESSAGE_CANCELLABLE_STATES,
  messageStateLabel,
  type MessageDetail,
  type MessageSummary,
} from '@agency/api-client/contract';
import { apiErrorBody, fixtures, handle } from '@agency/api-client/testing';

/** A message as sent, made of its summary (the fixture's detail for the fixture's message). */
export function detailOf(summary: MessageSummary, extra: Partial<MessageDetail> = {}): MessageDetail {
  if (summary.MessageId === fixtures.message.MessageId) return { ...fixtures.message, ...summary, ...extra };
  const email = summary.Channel === 'email';
  const inbound = summary.Direction === 'inbound';
  return {
    ...summary,
    Text: summary.Preview,
    Html: email ? `<p>${summary.Preview}</p>\n` : null,
    Cc: [],
    Bcc: [],
    ReplyTo: email ? 'jane.doe@acme.test' : null,
    From: email ? 'Jane Doe <no-reply@acme.test>' : '+15550199000',
    Attempts: summary.SentAt ? 1 : summary.State === 'failed' ? 3 : 0,
    Events: [
      {
        State: inbound ? 'received' : summary.State === 'scheduled' ? 'scheduled' : 'queued',
        At: summary.At,
        Detail: inbound ? 'Received from the SMS provider' : summary.SenderName ? `Sent by ${summary.SenderName}` : '',
      },
      ...(summary.State === 'failed' || summary.State === 'bounced' || summary.State === 'opted-out'
        ? [{ State: summary.State, At: summary.At, Detail: summary.Reason ?? '' }]
        : []),
    ],
    ...extra,
  };
}

/** A failed SMS: the carrier refused the number. */
export const failedSms: MessageSummary = {
  ...fixtures.applicantMessages[1]!,
  MessageId: 7010,
  State: 'failed',
  Reason: '30006 Landline or unreachable carrier',
  ApplicantId: 1002,
  ApplicantName: 'James Okafor',
  Recipient: '+15550103001',
  Preview: 'Hi James, your timecard for last week is missing. Could you send it today?',
  At: '2026-11-24T16:00:00.000Z',
  SendAt: '2026-11-24T16:00:00.000Z',
  SentAt: null,
};

/** An SMS answered STOP: the applicant opted out. */
export const optedOutSms: MessageSummary = {
  ...fixtures.applicantMessages[1]!,
  MessageId: 7011,
  State: 'opted-out',
  Reason: 'Replied STOP',
  ApplicantId: 1003,
  ApplicantName: 'Aisha Khan',
  Recipient: '+15550103002',
  TemplateName: null,
  Preview: 'New ICU nights in Houston this week: reply if you are interested.',
  At: '2026-11-23T15:00:00.000Z',
  SendAt: '2026-11-23T15:00:00.000Z',
  SentAt: '2026-11-23T15:00:01.000Z',
};

/** An SMS held until 8 am in the recipient's time zone. */
export const heldSms: MessageSummary = {
  ...fixtures.applicantMessages[1]!,
  MessageId: 7012,
  State: 'held',
  Reason: 'Quiet hours: leaves at 8:00 AM CST',
  ApplicantId: 1004,
  ApplicantName: 'Daniel Kim',
  Recipient: '+15550103003',
  Preview: 'Good morning Daniel, your shift tomorrow starts at 7 pm.',
  At: '2026-11-25T04:00:00.000Z',
  SendAt: '2026-11-25T14:00:00.000Z',
  SentAt: null,
};

/** Every message of the stories: the fixtures' and the SMS above. */
export const STORY_MESSAGES: readonly MessageSummary[] = [...fixtures.messages.Items, failedSms, optedOutSms, heldSms];

export interface MessageServerOptions {
  /** The agency's messages, newest first (default: STORY_MESSAGES). */
  messages?: readonly MessageSummary[];
  /** Overrides of a message's detail, by id. */
  details?: Readonly<Record<number, Partial<MessageDetail>>>;
  /** Ids of messages that leave before a cancellation arrives: their cancel answers 409 and they show sent. */
  leaveBeforeCancel?: readonly number[];
  /** The history fails this many times before it answers (an error, then Try again). */
  listFailures?: number;
  /** The number of matching messages claimed (default: those matching): more than a page, to page through. */
  total?: number;
}

export interface MessageServer {
  handlers: HttpHandler[];
  /** The query of every listMessages request, in order. */
  listQueries: Record<string, string>[];
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export function messageServer({
  messages = STORY_MESSAGES,
  details = {},
  leaveBeforeCancel = [],
  listFailures = 0,
  total,
}: MessageServerOptions = {}): MessageServer {
  const store = new Map<number, MessageDetail>(
    messages.map((summary) => [summary.MessageId, detailOf(summary, details[summary.MessageId])]),
  );
  const listQueries: Record<string, string>[] = [];
  let failures = listFailures;
  const summaries = () => [...store.values()];
  const notFound = () =>
    HttpResponse.json(apiErrorBody('not_found', 'No such message.'), {
      status: 404,
    }) as unknown as HttpResponse<MessageDetail>;

  return {
    listQueries,
    handlers: [
      handle(API_CALLS.listMessages, ({ request }) => {
        const query = queryOf(request);
        listQueries.push(query);
        if (failures > 0) {
          failures -= 1;
          return HttpResponse.json(apiErrorBody('internal_error', 'An unexpected error occurred.'), {
            status: 500,
          }) as unknown as HttpResponse<never>;
        }
        const q = query.q?.toLowerCase();
        const matching = summaries().filter(
          (message) =>
            (!query.Channel || message.Channel === query.Channel) &&
            (!query.State || message.State === query.State) &&
            (!q || `${message.Recipient} ${message.Subject ?? ''} ${message.Text}`.toLowerCase().includes(q)),
        );
        const page = Number(query.page ?? 1);
        const size = Number(query.pageSize ?? 25);
        return HttpResponse.json({
          Items: matching.slice((page - 1) * size, page * size),
          Page: page,
          PageSize: size,
          Total: total ?? matching.length,
        });
      }),
      handle(API_CALLS.getMessage, ({ params }) => {
        const found = store.get(Number(params.id));
        return found ? HttpResponse.json(found) : notFound();
      }),
      handle(API_CALLS.cancelMessage, ({ params }) => {
        const found = store.get(Number(params.id));
        if (!found) return notFound();
        const now = new Date().toISOString();
        if (leaveBeforeCancel.includes(found.MessageId) && found.State !== 'sent') {
          store.set(found.MessageId, {
            ...found,
            State: 'sent',
            SentAt: now,
            Events: [...found.Events, { State: 'sent', At: now, Detail: '250 2.0.0 OK' }],
          });
        }
        const current = store.get(found.MessageId)!;
        if (!MESSAGE_CANCELLABLE_STATES.includes(current.State))
          return HttpResponse.json(
            apiErrorBody(
              'conflict',
              `This message is ${messageStateLabel(current.State).toLowerCase()}: only a scheduled, queued or held message can be cancelled.`,
            ),
            { status: 409 },
          ) as unknown as HttpResponse<MessageDetail>;
        const cancelled: MessageDetail = {
          ...current,
          State: 'cancelled',
          Events: [...current.Events, { State: 'cancelled', At: now, Detail: 'Cancelled by Jane Doe' }],
        };
        store.set(current.MessageId, cancelled);
        return HttpResponse.json(cancelled);
      }),
      handle(API_CALLS.listApplicantMessages, ({ params }) =>
        HttpResponse.json(
          summaries()
            .filter((message) => message.ApplicantId === Number(params.id))
            .sort((a, b) => a.At.localeCompare(b.At)),
        ),
      ),
    ],
  };
}
