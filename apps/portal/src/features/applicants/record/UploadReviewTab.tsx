import { useState } from 'react';
import { Badge, Button, Card, ErrorState, Heading, LoadingState, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  ONBOARDING_HEALTH_ACCESS_TEXT,
  approveUploadRequirementFile,
  can,
  downloadApplicantOnboardingFile,
  getApplicantCredentialExpiries,
  getApplicantUploadRequirements,
  rejectUploadRequirementFile,
  type UploadRequirement,
  type UploadRequirementFile,
  type UploadRequirementsOverview,
  progressText,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { ReasonDialog } from '../../../shared/ReasonDialog';
import {
  formatDay,
  UploadedFile,
  CredentialLine,
  FILE_TONES,
  PlainList,
  PlainRow,
  RequirementBadge,
  fileStatusText,
  requirementSummary,
} from '../../onboarding';
import { useSignedInStaff } from '../../../session/useSignedInStaff';

const failure = (error: unknown, fallback: string) =>
  messageFor(error, isApiError(error) && error.message ? error.message : fallback, MESSAGES.serverError);

export interface UploadReviewTabProps {
  applicantId: number;
  /** After a change (the record's other reads may show it). */
  onChanged?: () => Promise<unknown> | void;
}

/**
 * The record's Uploads tab (issue 12): the applicant's Upload Requirements with every file to approve or
 * reject with a reason (the applicant is e-mailed), and the applicant's dated credentials ("Expiring
 * credentials", soonest first). Health documents show to the roles of `onboarding.health` and the owner.
 */
export function UploadReviewTab({ applicantId, onChanged }: UploadReviewTabProps) {
  return (
    <Stack gap={4}>
      <Requirements applicantId={applicantId} onChanged={onChanged} />
      <ExpiringCredentialsList applicantId={applicantId} />
    </Stack>
  );
}

function Requirements({ applicantId, onChanged }: UploadReviewTabProps) {
  const params = { id: applicantId };
  const overview = useApiQuery(getApplicantUploadRequirements, { params });
  let body;
  if (overview.error) body = <ErrorState what="upload requirements" onRetry={() => void overview.mutate()} />;
  else if (!overview.data) body = <LoadingState label="Loading upload requirements" />;
  else {
    const data = overview.data;
    body = (
      <Stack gap={4}>
        <Text weight="semibold">{progressText(data)}</Text>
        {data.Requirements.map((requirement) => (
          <Requirement
            key={requirement.Key}
            applicantId={applicantId}
            requirement={requirement}
            onReviewed={async (next) => {
              await overview.mutate(next, { revalidate: false });
              await onChanged?.();
            }}
          />
        ))}
      </Stack>
    );
  }
  return <Card title="Upload Requirements">{body}</Card>;
}

function Requirement({
  applicantId,
  requirement,
  onReviewed,
}: {
  applicantId: number;
  requirement: UploadRequirement;
  onReviewed: (next: UploadRequirementsOverview) => Promise<unknown>;
}) {
  const summary = requirementSummary(requirement);
  const headingId = `requirement-${requirement.Key}`;
  return (
    <Stack as="section" gap={2} aria-labelledby={headingId}>
      <Stack direction="row" gap={2} align="center" wrap>
        <Heading level={3} id={headingId}>
          {requirement.Label}
        </Heading>
        <RequirementBadge requirement={requirement} />
      </Stack>
      {summary ? <Text>{summary}</Text> : null}
      {requirement.Restricted ? (
        <Text tone="muted">{ONBOARDING_HEALTH_ACCESS_TEXT}</Text>
      ) : requirement.Files.length === 0 ? (
        <Text tone="muted">No file uploaded yet.</Text>
      ) : (
        <PlainList aria-label={`Files for ${requirement.Label}`}>
          {requirement.Files.map((file) => (
            <FileRow
              key={file.FileId}
              applicantId={applicantId}
              requirement={requirement}
              file={file}
              onReviewed={onReviewed}
            />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

function FileRow({
  applicantId,
  requirement,
  file,
  onReviewed,
}: {
  applicantId: number;
  requirement: UploadRequirement;
  file: UploadRequirementFile;
  onReviewed: (next: UploadRequirementsOverview) => Promise<unknown>;
}) {
  const client = useApiClient();
  const toast = useToast();
  const staff = useSignedInStaff();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [asking, setAsking] = useState(false);
  const canReview = can(staff.roles, 'onboarding.review');
  const params = { id: applicantId, fileId: file.FileId };

  const act = async (kind: 'approve' | 'reject', run: () => Promise<{ data: UploadRequirementsOverview }>) => {
    setBusy(kind);
    try {
      const { data } = await run();
      setAsking(false);
      toast.success(
        kind === 'approve'
          ? `“${file.FileName}” approved: the applicant is told by e-mail.`
          : `“${file.FileName}” rejected: the applicant is told why by e-mail.`,
      );
      await onReviewed(data);
    } catch (error) {
      const message = failure(
        error,
        kind === 'approve' ? `“${file.FileName}” could not be approved.` : `“${file.FileName}” could not be rejected.`,
      );
      if (message) toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <PlainRow>
      <Stack gap={1}>
        <UploadedFile
          key={file.UploadId}
          label={file.FileName}
          load={async (signal) =>
            (
              await client.call(downloadApplicantOnboardingFile, {
                params: { id: applicantId, uploadId: file.UploadId },
                signal,
              })
            ).data
          }
        />
        <Text as="span" size="sm" tone="muted">
          {file.ExpiresOn ? `Expires ${formatDay(file.ExpiresOn)} · ` : ''}
          Uploaded {formatDay(file.UploadedAt)}
        </Text>
      </Stack>
      <Stack direction="row" gap={2} align="center" wrap>
        <Badge tone={FILE_TONES[file.Status]}>{fileStatusText(file)}</Badge>
        {canReview && file.Status !== 'approved' ? (
          <Button
            size="sm"
            loading={busy === 'approve'}
            aria-label={`Approve ${file.FileName}`}
            onClick={() => void act('approve', () => client.call(approveUploadRequirementFile, { params }))}
          >
            Approve
          </Button>
        ) : null}
        {canReview && file.Status !== 'rejected' ? (
          <Button size="sm" variant="secondary" aria-label={`Reject ${file.FileName}`} onClick={() => setAsking(true)}>
            Reject
          </Button>
        ) : null}
      </Stack>
      {asking ? (
        <ReasonDialog
          title={`Reject ${file.FileName}`}
          description={`The applicant reads this reason under ${requirement.Label} and gets it by e-mail.`}
          confirmLabel="Reject file"
          requiredMessage="Say why the file is rejected: the applicant reads it."
          sending={busy === 'reject'}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) =>
            void act('reject', () => client.call(rejectUploadRequirementFile, { params, body: { Reason: reason } }))
          }
        />
      ) : null}
    </PlainRow>
  );
}

/** "Expiring credentials": every dated credential of the applicant, soonest first. */
function ExpiringCredentialsList({ applicantId }: { applicantId: number }) {
  const list = useApiQuery(getApplicantCredentialExpiries, { params: { id: applicantId } });
  let body;
  if (list.error) body = <ErrorState what="credentials" onRetry={() => void list.mutate()} />;
  else if (!list.data) body = <LoadingState label="Loading credentials" />;
  else if (list.data.length === 0)
    body = (
      <Text tone="muted">
        No dated credential yet: licenses, certifications and documents with an expiry show here.
      </Text>
    );
  else
    body = (
      <PlainList aria-label="Expiring credentials">
        {list.data.map((entry) => (
          <PlainRow key={`${entry.Source}:${entry.Key}`}>
            <CredentialLine entry={entry} />
          </PlainRow>
        ))}
      </PlainList>
    );
  return (
    <Card title="Expiring credentials">
      <Stack gap={2}>
        <Text tone="muted" size="sm">
          The applicant and their owner are e-mailed 90, 60, 30 and 7 days before a credential expires, and on the day.
        </Text>
        {body}
      </Stack>
    </Card>
  );
}
