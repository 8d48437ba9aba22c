import { Badge, Card, ErrorState, Link, LoadingState, Stack, Text } from '@agency/ui';
import { getCalendarAgenda, type CalendarEvent } from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { isOverdue, timeText, whenText } from '../calendar';
import { usePreferredTimeZone } from '../../session/usePreferredTimeZone';
import { RouterLink } from '../../shared/RouterLink';
import { PlainRow } from '../onboarding';
import { Columns, PlainList } from './layout';
import { applicantRecordPath } from './links';

/** The calendar on a day (YYYY-MM-DD in the user's zone), pre-filtered. */
const calendarPath = (type: 'interviews' | 'follow-ups', day: string) =>
  `/calendar?${new URLSearchParams({ type, view: 'day', date: day }).toString()}`;

/**
 * "Today's interviews" and "Follow-ups due" (issue 14): the user's interviews today (as owner or interviewer)
 * and their open follow-ups due by the end of today, overdue first, in the user's time zone (Manage Profile's, else the agency's), named; each applicant
 * links to their record, each card to the calendar.
 */
export function TodayCards() {
  // Asked for once the zone is known (Manage Profile's, else the agency's); the cards say they load till then.
  const preferred = usePreferredTimeZone();
  const agenda = useApiQuery(getCalendarAgenda, preferred ? { query: { TimeZone: preferred } } : null);
  const zone = preferred ?? 'UTC';
  const day = agenda.data ? new Date(agenda.data.From).toLocaleDateString('en-CA', { timeZone: zone }) : '';
  const body = (which: 'interviews' | 'follow-ups') => {
    if (agenda.error) return <ErrorState what="calendar" onRetry={() => void agenda.mutate()} />;
    if (!agenda.data) return <LoadingState label="Loading today's calendar" />;
    const items = which === 'interviews' ? agenda.data.Interviews : agenda.data.FollowUpsDue;
    return (
      <Stack gap={3}>
        {items.length === 0 ? (
          <Text tone="muted">{which === 'interviews' ? 'No interviews today.' : 'No follow-ups due.'}</Text>
        ) : (
          <PlainList aria-label={which === 'interviews' ? "Today's interviews" : 'Follow-ups due'}>
            {items.map((event) => (
              <PlainRow key={event.Id}>
                <AgendaLine event={event} zone={zone} />
              </PlainRow>
            ))}
          </PlainList>
        )}
        <Link as={RouterLink} to={calendarPath(which, day)}>
          {which === 'interviews' ? 'Open the interviews in the calendar' : 'Open the follow-ups in the calendar'}
        </Link>
      </Stack>
    );
  };
  return (
    <Columns $min="18rem">
      <Card title="Today's interviews">{body('interviews')}</Card>
      <Card title="Follow-ups due">{body('follow-ups')}</Card>
    </Columns>
  );
}

function AgendaLine({ event, zone }: { event: CalendarEvent; zone: string }) {
  const overdue = isOverdue(event);
  return (
    <Stack gap={1} align="flex-start">
      <Stack direction="row" gap={2} align="center" wrap>
        <Text weight="semibold">{overdue ? whenText(event.StartsAt, zone) : timeText(event.StartsAt, zone)}</Text>
        {overdue ? <Badge tone="danger">Overdue</Badge> : null}
      </Stack>
      <Text>{event.Title}</Text>
      <Link as={RouterLink} to={applicantRecordPath(event.ApplicantNumber)}>
        {event.ApplicantName}
      </Link>
    </Stack>
  );
}
