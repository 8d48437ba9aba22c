import { useEffect, useMemo } from 'react';
import { EmptyState, ErrorState, Link, LoadingState, Stack } from '@agency/ui';
import { can, getApplicantDashboard, type ApplicantDashboard } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { fullName } from '../../session/fullName';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { ExpiringCredentialsCard } from './ExpiringCredentialsCard';
import { Columns } from './layout';
import { ADD_APPLICANT_PATH, startOfWeek } from './links';
import { MyApplicantsCard } from './MyApplicantsCard';
import { NewLeadsCard } from './NewLeadsCard';
import { loadPipelineFunnel, PipelineCard } from './PipelineCard';
import { isEmptyAgency } from './pipeline';
import { RecentActivityCard } from './RecentActivityCard';
import { TodayCards } from './TodayCards';
import { WaitingLongestCard } from './WaitingLongestCard';
import { RouterLink } from '../../shared/RouterLink';
import { useSignedInStaff } from '../../session/useSignedInStaff';
import { AnalyticsSection } from './analytics/AnalyticsSection';

/**
 * The staff landing page: the agency's pipeline (counts per status and a funnel), who has waited longest
 * in each open stage, the user's own applicants, the week's new leads and the latest activity. Every
 * figure links to its filtered list.
 */
export function DashboardPage() {
  const client = useApiClient();
  const user = client.auth.getCurrentUserInfo();
  const dashboard = useApiQuery(getApplicantDashboard);
  const { roles } = useSignedInStaff();
  // The chart's chunk (recharts) loads beside the figures, after the first paint: nothing waits for it.
  useEffect(() => {
    loadPipelineFunnel().catch(() => undefined);
  }, []);

  return (
    <Stack gap={5}>
      <RoutePageHeader description={user ? `Welcome, ${fullName(user)}.` : undefined} />
      {dashboard.error ? (
        <ErrorState what="dashboard" onRetry={() => void dashboard.mutate()} />
      ) : !dashboard.data ? (
        <LoadingState label="Loading the dashboard" />
      ) : isEmptyAgency(dashboard.data) ? (
        <EmptyState
          title="No applicants yet"
          description="Your agency has no applicants in its pipeline. Add the first one, and the counts, the chart and the lists will appear here."
          action={
            <Link as={RouterLink} to={ADD_APPLICANT_PATH}>
              Add Applicant
            </Link>
          }
        />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
      {/* Managers and above: the analytics over a chosen range (docs/analytics.md). */}
      {can(roles, 'analytics.read') ? <AnalyticsSection /> : null}
    </Stack>
  );
}

function Dashboard({ data }: { data: ApplicantDashboard }) {
  const monday = useMemo(() => startOfWeek(new Date()), []);
  return (
    <>
      <TodayCards />
      <PipelineCard counts={data.Counts} />
      <Columns $min="18rem">
        <NewLeadsCard count={data.NewLeadsThisWeek} monday={monday} />
        <MyApplicantsCard counts={data.MyCounts} />
      </Columns>
      <ExpiringCredentialsCard />
      <WaitingLongestCard groups={data.WaitingLongest} />
      <RecentActivityCard activity={data.RecentActivity} />
    </>
  );
}
