import { EmptyState, ErrorState, LoadingState, Timeline, type TimelineEvent, type TimelineTone } from '@agency/ui';
import {
  STATUS_REASONS,
  listApplicantActivity,
  statusLabel,
  type ApplicantActivity,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { formatMoment } from './query';

/** The label of a status change's reason key. */
export function reasonLabel(to: string | null, reason: string | null): string | null {
  if (!reason) return null;
  const reasons = to === 'rejected' || to === 'refused' ? STATUS_REASONS[to] : [];
  return reasons.find((entry) => entry.key === reason)?.label ?? reason;
}

const TITLES: Readonly<Record<ApplicantActivity['Kind'], string>> = {
  created: 'Added',
  status: 'Status changed',
  assigned: 'Owner changed',
  updated: 'Profile updated',
  note: 'Note added',
  document: 'Document uploaded',
  archived: 'Archived',
  restored: 'Restored',
  'duplicates-ignored': 'Saved despite possible duplicates',
  email: 'E-mail sent',
  sms: 'SMS sent',
  'sms-reply': 'SMS received',
};

function titleOf(entry: ApplicantActivity): string {
  if (entry.Kind === 'status' && entry.To)
    return entry.From
      ? `Status changed from ${statusLabel(entry.From)} to ${statusLabel(entry.To)}`
      : `Status set to ${statusLabel(entry.To)}`;
  return TITLES[entry.Kind];
}

function toneOf(entry: ApplicantActivity): TimelineTone {
  if (entry.Kind !== 'status') return entry.Kind === 'note' ? 'info' : 'neutral';
  if (entry.To === 'rejected' || entry.To === 'refused') return 'danger';
  return entry.To === 'accepted' ? 'success' : 'info';
}

function eventOf(entry: ApplicantActivity): TimelineEvent {
  const reason = entry.Kind === 'status' ? reasonLabel(entry.To, entry.Reason) : null;
  return {
    id: String(entry.ActivityId),
    dateTime: entry.At,
    timeLabel: formatMoment(entry.At),
    title: titleOf(entry),
    tone: toneOf(entry),
    body: (
      <>
        {reason ? <p style={{ margin: 0 }}>Reason: {reason}</p> : null}
        {entry.Text ? <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{entry.Text}</p> : null}
        <p style={{ margin: 0 }}>{entry.ActorName ? `By ${entry.ActorName}` : 'By the system'}</p>
      </>
    ),
  };
}

/** The Activity tab: status changes (with reason and note), notes, and the record's other events, newest first. */
export function ActivityTab({ applicantId }: { applicantId: number }) {
  const activity = useApiQuery(listApplicantActivity, { params: { id: applicantId } });
  if (activity.error) return <ErrorState what="activity" onRetry={() => void activity.mutate()} />;
  if (!activity.data) return <LoadingState label="Loading the activity" />;
  if (activity.data.length === 0) return <EmptyState title="No activity yet" headingLevel={2} />;
  return <Timeline aria-label="Activity" events={activity.data.map(eventOf)} />;
}
