import { Badge, type BadgeTone } from '@agency/ui';
import { statusLabel, type ApplicantStatus } from '@agency/api-client/contract';
import { timeInStage } from './timeInStage';

/** The tone of each status: the text always names it; the colour only repeats it. */
export const STATUS_TONES: Readonly<Record<ApplicantStatus, BadgeTone>> = {
  lead: 'info',
  'paper-screened': 'neutral',
  'phone-screened': 'neutral',
  'final-interview': 'warning',
  offered: 'warning',
  accepted: 'success',
  refused: 'danger',
  rejected: 'danger',
};

export interface StatusBadgeProps {
  status: ApplicantStatus;
  /** ISO time the applicant entered the status: adds the time in stage ("Offered · 12 days"). */
  since?: string;
  /** "now" for the time in stage (stories pin it). */
  now?: Date;
}

/** An applicant's status, with how long it has been in it. */
export function StatusBadge({ status, since, now }: StatusBadgeProps) {
  const label = statusLabel(status);
  if (!since) return <Badge tone={STATUS_TONES[status]}>{label}</Badge>;
  const time = timeInStage(since, now);
  return (
    <Badge tone={STATUS_TONES[status]} title={`${label} since ${new Date(since).toLocaleDateString('en-US')}`}>
      {label} · {time}
    </Badge>
  );
}
