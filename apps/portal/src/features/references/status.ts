import type { BadgeTone } from '@agency/ui';
import { referenceRequestStatusLabel, type ReferenceRequestStatus } from '@agency/api-client/contract';

/** The badge of a reference request's status (none yet: "Not requested"). */
export function referenceStatusBadge(status: ReferenceRequestStatus | null): { text: string; tone: BadgeTone } {
  if (status === null) return { text: 'Not requested', tone: 'neutral' };
  const tone: BadgeTone = status === 'completed' ? 'success' : status === 'sent' ? 'info' : 'warning';
  return { text: referenceRequestStatusLabel(status), tone };
}

/** "14 Jan 2026" of an ISO moment (UTC). */
export const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
