import styled from 'styled-components';
import { Badge, Text, type BadgeTone } from '@agency/ui';
import {
  UPLOAD_REQUIREMENT_STATE_LABELS,
  credentialDaysText,
  type CredentialExpiryEntry,
  type UploadRequirement,
  type UploadRequirementFile,
  type UploadRequirementState,
} from '@agency/api-client/contract';
import { formatDay } from './format';

/** The badge tone of a requirement's state (the text says the state; the tone repeats it). */
export const REQUIREMENT_TONES: Readonly<Record<UploadRequirementState, BadgeTone>> = {
  missing: 'neutral',
  uploaded: 'info',
  approved: 'success',
  rejected: 'danger',
  expiring: 'warning',
  expired: 'danger',
};

export function RequirementBadge({ requirement }: { requirement: Pick<UploadRequirement, 'State'> }) {
  return (
    <Badge tone={REQUIREMENT_TONES[requirement.State]}>{UPLOAD_REQUIREMENT_STATE_LABELS[requirement.State]}</Badge>
  );
}

/** One line under a requirement's title: when the document that counts expires, or why it was rejected. */
export function requirementSummary(requirement: UploadRequirement): string | null {
  if (requirement.State === 'rejected' && requirement.Reason) return `Rejected: ${requirement.Reason}`;
  if (requirement.ExpiresOn) {
    const day = formatDay(requirement.ExpiresOn);
    return requirement.State === 'expired' ? `Expired on ${day}.` : `Valid until ${day}.`;
  }
  return null;
}

/** A file's state in words: "Awaiting review", "Approved by Jane Doe", "Rejected: <reason>". */
export function fileStatusText(file: UploadRequirementFile): string {
  if (file.Status === 'approved') return file.ReviewedBy ? `Approved by ${file.ReviewedBy}` : 'Approved';
  if (file.Status === 'rejected') return `Rejected: ${file.Reason ?? ''}`;
  return 'Awaiting review';
}

export const FILE_TONES: Readonly<Record<UploadRequirementFile['Status'], BadgeTone>> = {
  uploaded: 'info',
  approved: 'success',
  rejected: 'danger',
};

/** A plain list (files, credentials): one row each, wrapping on phones. */
export const PlainList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PlainRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  overflow-wrap: anywhere;
`;

/** The tone of a credential by its state. */
export const CREDENTIAL_TONES: Readonly<Record<CredentialExpiryEntry['State'], BadgeTone>> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
};

/** A credential's row: its label (and whose, on the dashboard), its date and the days left. */
export function CredentialLine({ entry, withName }: { entry: CredentialExpiryEntry; withName?: boolean }) {
  return (
    <>
      <Text as="span">
        {withName ? `${entry.ApplicantName}: ` : ''}
        {entry.Label}, {formatDay(entry.ExpiresOn)}
      </Text>
      <Badge tone={CREDENTIAL_TONES[entry.State]}>{credentialDaysText(entry.DaysLeft)}</Badge>
    </>
  );
}
