import { Card, Link, Stat, Text, VisuallyHidden } from '@agency/ui';
import { formatCount, formatDay } from './format';
import { addedSincePath, isoDate } from './links';
import { RouterLink } from '../../shared/RouterLink';

/**
 * The applicants added since Monday 00:00 UTC (every applicant starts as a New Lead; the server counts them
 * whatever their status now). The list has no "created since" filter: the link opens the applicants
 * updated since Monday, newest first, which starts with exactly these, and the card says so.
 */
export function NewLeadsCard({ count, monday }: { count: number; monday: Date }) {
  const since = formatDay(monday);
  return (
    <Card title="New leads this week">
      <Stat
        label={`Added since ${since}`}
        value={
          <Link as={RouterLink} to={addedSincePath(isoDate(monday))}>
            {formatCount(count)}
            <VisuallyHidden> new {count === 1 ? 'lead' : 'leads'} this week</VisuallyHidden>
          </Link>
        }
      />
      <Text size="sm" tone="muted">
        Counted whatever their status is now. The link lists the applicants updated since {since} (UTC), newest first:
        this week&apos;s new leads come first.
      </Text>
    </Card>
  );
}
