import { useMemo, useState } from 'react';
import { Alert, Card, DataTable, LoadingState, Stack, Text, type DataTableColumn } from '@agency/ui';
import {
  APPLICANT_SOURCES,
  defaultAnalyticsRange,
  getAnalytics,
  statusLabel,
  type AnalyticsRange,
  type AnalyticsReport,
  type RecruiterProduction,
  type SourceProduction,
  type StageConversion,
  type StageTime,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { DateFilter } from '../../../shared/DateFilter';
import { formatCount } from '../format';
import { Columns } from '../layout';
import { AnalyticsPanel } from './AnalyticsPanel';

/** "2.5 days", "1 day", "No stays ended". */
const daysText = (days: number | null, none: string) =>
  days === null ? none : `${days} ${days === 1 ? 'day' : 'days'}`;

const conversionText = (row: StageConversion) =>
  row.Percent === null
    ? 'None entered'
    : `${row.Percent}% (${formatCount(row.Advanced)} of ${formatCount(row.Entered)})`;

const stepLabel = (row: StageConversion) => `${statusLabel(row.From)} to ${statusLabel(row.To)}`;

const sourceLabel = (key: string) => APPLICANT_SOURCES.find((source) => source.key === key)?.label ?? key;

const productionText = (row: { Submissions: number; Placements: number }) =>
  `${formatCount(row.Submissions)} submitted, ${formatCount(row.Placements)} placed`;

const numberColumn = <T,>(id: string, header: string, value: (row: T) => string): DataTableColumn<T> => ({
  id,
  header,
  cell: value,
  align: 'end',
});

/** A dataset's numbers as a table, captioned as its chart. */
function tableOf<T>(
  caption: string,
  columns: readonly DataTableColumn<T>[],
  rows: readonly T[],
  key: (row: T) => string,
) {
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={key} empty="Nothing in this range." />;
}

const CONVERSION_COLUMNS: DataTableColumn<StageConversion>[] = [
  { id: 'step', header: 'Stage', cell: stepLabel },
  numberColumn('entered', 'Entered', (row) => formatCount(row.Entered)),
  numberColumn('advanced', 'Advanced', (row) => formatCount(row.Advanced)),
  numberColumn('percent', 'Conversion', (row) => (row.Percent === null ? '—' : `${row.Percent}%`)),
];

const TIME_COLUMNS: DataTableColumn<StageTime>[] = [
  { id: 'stage', header: 'Stage', cell: (row) => statusLabel(row.Stage) },
  numberColumn('stays', 'Stays ended', (row) => formatCount(row.Stays)),
  numberColumn('median', 'Median time', (row) => daysText(row.MedianDays, '—')),
];

const RECRUITER_COLUMNS: DataTableColumn<RecruiterProduction>[] = [
  { id: 'name', header: 'Recruiter', cell: (row) => row.Name },
  numberColumn('submissions', 'Submissions', (row) => formatCount(row.Submissions)),
  numberColumn('placements', 'Placements', (row) => formatCount(row.Placements)),
];

const SOURCE_COLUMNS: DataTableColumn<SourceProduction>[] = [
  { id: 'source', header: 'Source', cell: (row) => sourceLabel(row.Source) },
  numberColumn('submissions', 'Submissions', (row) => formatCount(row.Submissions)),
  numberColumn('placements', 'Placements', (row) => formatCount(row.Placements)),
];

const BUCKET_COLUMNS: DataTableColumn<{ Label: string; Count: number }>[] = [
  { id: 'time', header: 'Time to complete', cell: (row) => row.Label },
  numberColumn('count', 'Applicants', (row) => formatCount(row.Count)),
];

/**
 * The dashboard's Analytics (managers and above): a range (From/To, the last 90 days at first) and four
 * panels, each a chart with its table and CSV: stage conversion, time in stage, submissions and placements
 * by recruiter and by source, onboarding completion time. The server checks the range (at most 366 days)
 * and says what is wrong.
 */
export function AnalyticsSection() {
  const initial = useMemo(() => defaultAnalyticsRange(), []);
  const [range, setRange] = useState<AnalyticsRange>(initial);
  const complete = range.From !== '' && range.To !== '';
  const report = useApiQuery(getAnalytics, complete ? { query: range } : null, { keepPreviousData: true });
  return (
    <Card title="Analytics">
      <Stack gap={4}>
        <Stack direction="row" gap={3} wrap>
          <DateFilter label="From" value={range.From} onChange={(From) => setRange((now) => ({ ...now, From }))} />
          <DateFilter label="To" value={range.To} onChange={(To) => setRange((now) => ({ ...now, To }))} />
        </Stack>
        {!complete ? (
          <Text tone="muted">Choose the first and the last day of the range.</Text>
        ) : report.error ? (
          <Alert tone="error" title="The analytics could not be loaded.">
            {report.error.status ? report.error.message : 'Check your connection and try again.'}
          </Alert>
        ) : !report.data ? (
          <LoadingState label="Loading the analytics" />
        ) : (
          <Panels data={report.data} range={range} />
        )}
      </Stack>
    </Card>
  );
}

function Panels({ data, range }: { data: AnalyticsReport; range: AnalyticsRange }) {
  const onboarding = data.Onboarding;
  return (
    <Columns $min="20rem">
      <AnalyticsPanel
        title="Stage conversion"
        description="Of the applicants who entered each stage in the range, the share whose next move was to the following stage."
        range={range}
        parts={[
          {
            dataset: 'conversion',
            caption: 'Conversion between pipeline stages',
            bars: data.Conversion.map((row) => ({
              key: row.From,
              label: stepLabel(row),
              value: row.Percent ?? 0,
              text: conversionText(row),
            })),
            max: 100,
            table: tableOf(
              'Conversion between pipeline stages',
              CONVERSION_COLUMNS,
              data.Conversion,
              (row: StageConversion) => row.From,
            ),
          },
        ]}
      />
      <AnalyticsPanel
        title="Time in stage"
        description="The median time applicants stayed in each stage, over the stays that ended in the range."
        range={range}
        parts={[
          {
            dataset: 'time-in-stage',
            caption: 'Median days in each stage',
            bars: data.TimeInStage.map((row) => ({
              key: row.Stage,
              label: statusLabel(row.Stage),
              value: row.MedianDays ?? 0,
              text: daysText(row.MedianDays, 'No stays ended'),
            })),
            table: tableOf('Median days in each stage', TIME_COLUMNS, data.TimeInStage, (row: StageTime) => row.Stage),
          },
        ]}
      />
      <AnalyticsPanel
        title="Submissions and placements"
        description="Submissions made and placements won in the range, by the recruiter who submitted and by the applicant's source."
        range={range}
        parts={[
          {
            dataset: 'recruiters',
            caption: 'Submissions and placements by recruiter',
            bars: data.ByRecruiter.map((row) => ({
              key: String(row.RecruiterId ?? row.Name),
              label: row.Name,
              value: row.Submissions,
              text: productionText(row),
            })),
            table: tableOf(
              'Submissions and placements by recruiter',
              RECRUITER_COLUMNS,
              data.ByRecruiter,
              (row: RecruiterProduction) => String(row.RecruiterId ?? row.Name),
            ),
          },
          {
            dataset: 'sources',
            caption: 'Submissions and placements by source',
            bars: data.BySource.map((row) => ({
              key: row.Source,
              label: sourceLabel(row.Source),
              value: row.Submissions,
              text: productionText(row),
            })),
            table: tableOf(
              'Submissions and placements by source',
              SOURCE_COLUMNS,
              data.BySource,
              (row: SourceProduction) => row.Source,
            ),
          },
        ]}
      />
      <AnalyticsPanel
        title="Onboarding completion time"
        description="Applicants whose last required form was approved in the range: how long it took from their first form."
        range={range}
        summary={
          <Text>
            {formatCount(onboarding.Completed)} completed
            {onboarding.MedianDays === null ? '' : `, median ${daysText(onboarding.MedianDays, '')}`}
          </Text>
        }
        parts={[
          {
            dataset: 'onboarding',
            caption: 'Applicants by time to complete onboarding',
            bars: onboarding.Buckets.map((bucket) => ({
              key: bucket.Label,
              label: bucket.Label,
              value: bucket.Count,
              text: formatCount(bucket.Count),
            })),
            table: tableOf(
              'Applicants by time to complete onboarding',
              BUCKET_COLUMNS,
              onboarding.Buckets,
              (row: { Label: string }) => row.Label,
            ),
          },
        ]}
      />
    </Columns>
  );
}
