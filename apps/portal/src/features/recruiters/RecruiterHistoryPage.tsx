import { useMemo } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  Stack,
  type DataTableColumn,
  formatDate,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  RECRUITER_HISTORY_LIMITS,
  activeTimeText,
  can,
  exportRecruiterHistory,
  getRecruiterHistory,
  type RecruiterHistoryQuery,
  type RecruiterHistoryRow,
  type RecruiterHistoryTotal,
  type RecruiterHistoryView,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { DateFilter } from '../../shared/DateFilter';
import { ExportCsv } from '../../shared/ExportCsv';
import { FilterGrid } from '../../shared/filters';
import { useAddressSearch } from '../../shared/useAddressSearch';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { usePreferredTimeZone } from '../../session/usePreferredTimeZone';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// Phones show each line as a card of label: value pairs; the totals lines have no times, so those lines are
// left out of their cards.
const Report = styled.div`
  ${({ theme }) => theme.media.mobile} {
    td:has(> div:empty) {
      display: none;
    }
  }
`;

/** The screen's search, kept in the address: empty values leave the choice to the server (the last 14 days). */
interface HistorySearch {
  from: string;
  to: string;
  recruiter: string;
  view: RecruiterHistoryView;
}

const DEFAULTS = { view: 'day' } as const;

function readSearch(params: URLSearchParams): HistorySearch {
  return {
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    recruiter: params.get('recruiter') ?? '',
    view: params.get('view') === 'week' ? 'week' : 'day',
  };
}

/** "Mon, Nov 23, 2026" of a YYYY-MM-DD day. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

/** "8:02 AM" in the zone (plain spaces: what a person reads and a test finds). */
function timeText(at: string, zone: string, withDay = false): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withDay ? { weekday: 'short' } : {}),
  }).formatToParts(new Date(at));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
  return withDay ? `${part('weekday')} ${time}` : time;
}

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
const zonedDay = (at: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** A line of the table: a recruiter's day or week, their total over the range, or everyone's. */
type Line =
  | { row: RecruiterHistoryRow; total?: undefined; all?: undefined }
  | { row?: undefined; total: RecruiterHistoryTotal; all?: undefined }
  | { row?: undefined; total?: undefined; all: { seconds: number; days: number } };

const lineKey = (line: Line) =>
  line.row ? `${line.row.RecruiterId}-${line.row.Date}` : line.total ? `total-${line.total.RecruiterId}` : 'total-all';

function columnsOf(view: RecruiterHistoryView, zone: string, from: string, to: string): DataTableColumn<Line>[] {
  const week = view === 'week';
  // A time on another day than the line's (a session across midnight) names its weekday, like the week view.
  const time = (at: string | null, day: string) =>
    at === null ? '—' : timeText(at, zone, week || zonedDay(at, zone) !== day);
  return [
    {
      id: 'recruiter',
      header: 'Recruiter',
      cell: (line) =>
        line.row ? (
          line.row.Name
        ) : (
          <>
            <strong>Total</strong> <Muted>{line.total ? line.total.Name : 'All recruiters'}</Muted>
          </>
        ),
    },
    {
      id: 'date',
      header: week ? 'Week' : 'Date',
      cell: (line) => {
        if (!line.row) return `${dayText(from)} – ${dayText(to)}`;
        return week ? `${dayText(line.row.Date)} – ${dayText(line.row.DateTo)}` : dayText(line.row.Date);
      },
    },
    ...(week
      ? [
          {
            id: 'days',
            header: 'Days',
            align: 'end',
            cell: (line: Line) => String(line.row?.Days ?? line.total?.Days ?? line.all?.days ?? ''),
          } satisfies DataTableColumn<Line>,
        ]
      : []),
    {
      id: 'first',
      header: 'First sign-in',
      cell: (line) => (line.row ? time(line.row.FirstSignIn, line.row.Date) : null),
    },
    {
      id: 'last',
      header: 'Last sign-out',
      cell: (line) =>
        line.row ? (
          <>
            {time(line.row.LastSignOut, line.row.Date)}
            {line.row.SignedIn ? (
              <>
                {' '}
                <Badge tone="success">Signed in now</Badge>
              </>
            ) : null}
          </>
        ) : null,
    },
    {
      id: 'active',
      header: 'Active time',
      align: 'end',
      cell: (line) =>
        line.row ? (
          activeTimeText(line.row.ActiveSeconds)
        ) : (
          <strong>{activeTimeText(line.total ? line.total.ActiveSeconds : line.all.seconds)}</strong>
        ),
    },
  ];
}

/**
 * Recruiter History (Timecards): per recruiter per day (or week) the first sign-in, the last sign-out and the
 * time signed in, counted in the person's time zone; totals per recruiter close the table; Export CSV
 * downloads the same lines. Recruiters see their own; supervisors and above choose anyone of the agency.
 */
export function RecruiterHistoryPage() {
  // The days and times are the viewer's: Manage Profile's zone, else the device's (asked for once it is known).
  const zone = usePreferredTimeZone();
  return zone ? (
    <RecruiterHistory zone={zone} />
  ) : (
    <Stack gap={5}>
      <RoutePageHeader />
      <LoadingState label="Loading the recruiter history" />
    </Stack>
  );
}

function RecruiterHistory({ zone }: { zone: string }) {
  const staff = useSignedInStaff();
  const { search, update } = useAddressSearch<HistorySearch>(readSearch, DEFAULTS);
  const query = useMemo<RecruiterHistoryQuery>(
    () => ({
      TimeZone: zone,
      View: search.view,
      ...(search.from ? { From: search.from } : {}),
      ...(search.to ? { To: search.to } : {}),
      ...(search.recruiter ? { RecruiterId: search.recruiter } : {}),
    }),
    [zone, search],
  );
  const history = useApiQuery(getRecruiterHistory, { query }, { keepPreviousData: true });
  const data = history.data;
  // Whom the server lets the person see decides (the policy may differ per agency); the roles until it answers.
  const everyone = data
    ? data.Recruiters.some((person) => person.RecruiterId !== staff.recruiterId)
    : can(staff.roles, 'history.read-all');
  const refused = isApiError(history.error) && (history.error.status === 400 || history.error.status === 403);

  const lines: Line[] = data
    ? [
        ...data.Rows.map((row) => ({ row })),
        ...data.Totals.map((total) => ({ total })),
        ...(data.Totals.length > 1
          ? [{ all: { seconds: data.ActiveSeconds, days: data.Totals.reduce((sum, total) => sum + total.Days, 0) } }]
          : []),
      ]
    : [];
  const columns = columnsOf(search.view, data?.TimeZone ?? zone, data?.From ?? '', data?.To ?? '');
  const recruiterOptions = [
    { value: '', label: 'Everyone' },
    ...(data?.Recruiters ?? []).map((person) => ({ value: String(person.RecruiterId), label: person.Name })),
  ];
  if (search.recruiter && !recruiterOptions.some((option) => option.value === search.recruiter))
    recruiterOptions.push({ value: search.recruiter, label: `Staff member ${search.recruiter}` });

  return (
    <Stack gap={4}>
      <RoutePageHeader
        description={
          everyone
            ? 'When each staff member signed in and out, and how long they were signed in, day by day or week by week.'
            : 'When you signed in and out, and how long you were signed in, day by day or week by week.'
        }
        actions={<ExportCsv call={exportRecruiterHistory} query={query} fileStem="recruiter-history" />}
      />
      <div role="search" aria-label="Recruiter History">
        <FilterGrid>
          {everyone ? (
            <Select
              label="Recruiter"
              options={recruiterOptions}
              value={search.recruiter}
              onChange={(event) => update({ recruiter: event.target.value })}
            />
          ) : null}
          <DateFilter label="From" value={search.from || (data?.From ?? '')} onChange={(from) => update({ from })} />
          <DateFilter label="To" value={search.to || (data?.To ?? '')} onChange={(to) => update({ to })} />
          <Stack direction="row" gap={2} role="group" aria-label="View">
            {(['day', 'week'] as const).map((view) => (
              <Button
                key={view}
                variant={search.view === view ? 'primary' : 'secondary'}
                aria-pressed={search.view === view}
                onClick={() => update({ view })}
              >
                {view === 'day' ? 'Day' : 'Week'}
              </Button>
            ))}
          </Stack>
        </FilterGrid>
      </div>
      {data ? (
        <Muted role="status">
          {dayText(data.From)} – {dayText(data.To)}, times in {data.TimeZone}
          {data.Totals.length > 0 ? `: ${activeTimeText(data.ActiveSeconds)} signed in` : ''}
        </Muted>
      ) : null}
      {refused && isApiError(history.error) ? (
        <Alert tone="error" title="This history cannot be shown.">
          {history.error.message}
        </Alert>
      ) : history.error && !data ? (
        <ErrorState what="recruiter history" onRetry={() => void history.mutate()} />
      ) : (
        <Report>
          <DataTable
            caption="Recruiter History"
            captionHidden
            columns={columns}
            rows={lines}
            rowKey={lineKey}
            rowLabel={(line) =>
              line.row
                ? `${line.row.Name}, ${formatDate(line.row.Date)}`
                : line.total
                  ? `Total: ${line.total.Name}`
                  : 'Total'
            }
            loading={!data}
            empty={
              <EmptyState
                title="No sign-ins in this range"
                description={`Sign-ins and sign-outs appear here day by day. ${daysText(
                  RECRUITER_HISTORY_LIMITS.maxDays,
                )} at most at a time.`}
              />
            }
          />
        </Report>
      )}
    </Stack>
  );
}
