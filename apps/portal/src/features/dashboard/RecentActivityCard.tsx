import type { ReactNode } from 'react';
import { Card, Link, Text, Timeline, type TimelineEvent, type TimelineTone } from '@agency/ui';
import { reasonsFor, statusLabel, type ApplicantActivity, type ApplicantStatus } from '@agency/api-client/contract';
import { applicantRecordPath } from './links';
import { RouterLink } from '../../shared/RouterLink';

/** The agency's latest changes: who did what to whom, and when; each applicant a link. */
export function RecentActivityCard({ activity }: { activity: readonly ApplicantActivity[] }) {
  return (
    <Card title="Recent activity">
      {activity.length === 0 ? (
        <Text>No activity yet.</Text>
      ) : (
        <Timeline aria-label="Recent activity" events={activity.map(toEvent)} />
      )}
    </Card>
  );
}

const label = (status: ApplicantStatus | null) => (status ? statusLabel(status) : 'no status');

function toEvent(entry: ApplicantActivity): TimelineEvent {
  const who = entry.ActorName || 'The system';
  const whom = (
    <Link as={RouterLink} to={applicantRecordPath(entry.ApplicantNumber)}>
      {entry.ApplicantName}
    </Link>
  );
  const { title, tone, body } = describe(entry, who, whom);
  return { id: String(entry.ActivityId), dateTime: entry.At, title, tone, body };
}

function describe(
  entry: ApplicantActivity,
  who: string,
  whom: ReactNode,
): { title: ReactNode; tone: TimelineTone; body?: ReactNode } {
  const text = entry.Text ? <p>{entry.Text}</p> : undefined;
  switch (entry.Kind) {
    case 'created':
      return entry.ActorName
        ? {
            title: (
              <>
                {who} added {whom}
              </>
            ),
            tone: 'info',
          }
        : { title: <>{whom} registered on the portal</>, tone: 'info' };
    case 'status': {
      const reason = entry.To && entry.Reason ? reasonsFor(entry.To)?.find((r) => r.key === entry.Reason) : undefined;
      return {
        title: (
          <>
            {who} moved {whom} from {label(entry.From)} to {label(entry.To)}
          </>
        ),
        tone:
          entry.To === 'rejected' || entry.To === 'refused' ? 'danger' : entry.To === 'accepted' ? 'success' : 'info',
        body:
          reason || entry.Text ? (
            <>
              {reason ? <p>Reason: {reason.label}</p> : null}
              {text}
            </>
          ) : undefined,
      };
    }
    case 'note':
      return {
        title: (
          <>
            {who} added a note to {whom}
          </>
        ),
        tone: 'neutral',
        body: text,
      };
    case 'assigned':
      return {
        title: (
          <>
            {who} changed the owner of {whom}
          </>
        ),
        tone: 'neutral',
        body: text,
      };
    case 'updated':
      return {
        title: (
          <>
            {who} updated the profile of {whom}
          </>
        ),
        tone: 'neutral',
        body: text,
      };
    case 'document':
      return {
        title: (
          <>
            {who} added a document to {whom}
          </>
        ),
        tone: 'neutral',
        body: text,
      };
    case 'archived':
      return {
        title: (
          <>
            {who} archived {whom}
          </>
        ),
        tone: 'warning',
        body: text,
      };
    case 'restored':
      return {
        title: (
          <>
            {who} restored {whom}
          </>
        ),
        tone: 'neutral',
        body: text,
      };
    case 'duplicates-ignored':
      return {
        title: (
          <>
            {who} saved {whom} despite possible duplicates
          </>
        ),
        tone: 'warning',
        body: text,
      };
    case 'email':
    case 'sms':
      return {
        title: (
          <>
            {who} sent {whom} {entry.Kind === 'email' ? 'an e-mail' : 'an SMS'}
          </>
        ),
        tone: 'neutral',
        body: text,
      };
    case 'sms-reply':
      return {
        title: <>{whom} replied by SMS</>,
        tone: 'info',
        body: text,
      };
  }
}
