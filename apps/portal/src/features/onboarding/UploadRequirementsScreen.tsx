import { useState, type FormEvent } from 'react';
import { Button, Card, DateField, ErrorState, FileDrop, LoadingState, Stack, Text, useToast, Badge } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  ONBOARDING_UPLOAD_MAX_BYTES,
  ONBOARDING_UPLOAD_TYPES,
  UPLOAD_REQUIREMENT_MESSAGES,
  addUploadRequirementFile,
  downloadOnboardingFile,
  getOwnCredentialExpiries,
  getUploadRequirements,
  isoDay,
  removeUploadRequirementFile,
  type UploadRequirement,
  type UploadRequirementsOverview,
  progressText,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { MESSAGES } from '../../shared/messages';
import { useRevealProblems } from '../../shared/useRevealProblems';
import { messageFor } from '../../session/errors';
import { formatDay } from './format';
import { UploadedFile } from './UploadedFile';
import { useOnboardingUpload } from './upload';
import {
  CredentialLine,
  FILE_TONES,
  PlainList,
  PlainRow,
  RequirementBadge,
  fileStatusText,
  requirementSummary,
} from './UploadRequirementsParts';

/** The FileDrop's accept list: every type the server takes (by content), as MIME types and extensions. */
const ACCEPT = ONBOARDING_UPLOAD_TYPES.flatMap((type) => [type.contentType, ...type.extensions]).join(',');
const ACCEPT_LABEL = ONBOARDING_UPLOAD_TYPES.map((type) => type.label).join(', ');

const failure = (error: unknown, fallback: string) =>
  messageFor(error, isApiError(error) && error.message ? error.message : fallback, MESSAGES.serverError);

/**
 * Upload Requirements (issue 12): one card per document the agency requires, with its state, the files
 * uploaded (removable until approved), and a FileDrop (several files; on a phone the picker offers the
 * camera) with the expiry date where the document has one.
 */
export function UploadRequirementsScreen() {
  const overview = useApiQuery(getUploadRequirements);
  let body;
  if (overview.error) body = <ErrorState what="upload requirements" onRetry={() => void overview.mutate()} />;
  else if (!overview.data) body = <LoadingState label="Loading your upload requirements" />;
  else
    body = <Requirements overview={overview.data} onChanged={(next) => overview.mutate(next, { revalidate: false })} />;
  return (
    <Stack gap={5}>
      <RoutePageHeader description="Upload each document the agency asks for. Your recruiter checks every file and tells you if one needs to be uploaded again." />
      {body}
    </Stack>
  );
}

function Requirements({
  overview,
  onChanged,
}: {
  overview: UploadRequirementsOverview;
  onChanged: (next: UploadRequirementsOverview) => Promise<unknown>;
}) {
  return (
    <>
      <Card>
        <Stack gap={2}>
          <Text weight="semibold">{progressText(overview)}</Text>
          <Text tone="muted">
            {overview.Complete
              ? 'Every document is approved. You are told by e-mail before one expires.'
              : `Photos or files: ${ACCEPT_LABEL}, at most ${ONBOARDING_UPLOAD_MAX_BYTES / (1024 * 1024)} MB each.`}
          </Text>
        </Stack>
      </Card>
      <Stack gap={4}>
        {overview.Requirements.map((requirement) => (
          <RequirementCard key={requirement.Key} requirement={requirement} onChanged={onChanged} />
        ))}
      </Stack>
      <OwnCredentials />
    </>
  );
}

/**
 * The applicant's dated credentials (documents here, licenses and certifications of the Nurse Form, health
 * records), soonest first: what the expiry e-mails are about.
 */
function OwnCredentials() {
  const list = useApiQuery(getOwnCredentialExpiries);
  if (list.error || !list.data || list.data.length === 0) return null;
  return (
    <Card title="Your expiry dates">
      <Stack gap={2}>
        <Text tone="muted" size="sm">
          You are e-mailed 90, 60, 30 and 7 days before one of these expires, and on the day. Upload the renewed
          document when you have it.
        </Text>
        <PlainList aria-label="Your expiry dates">
          {list.data.map((entry) => (
            <PlainRow key={`${entry.Source}:${entry.Key}`}>
              <CredentialLine entry={entry} />
            </PlainRow>
          ))}
        </PlainList>
      </Stack>
    </Card>
  );
}

function RequirementCard({
  requirement,
  onChanged,
}: {
  requirement: UploadRequirement;
  onChanged: (next: UploadRequirementsOverview) => Promise<unknown>;
}) {
  const client = useApiClient();
  const toast = useToast();
  const upload = useOnboardingUpload();
  const [files, setFiles] = useState<File[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  const [tried, setTried] = useState(false);
  const reveal = useRevealProblems();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [uploadErrors, setUploadErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const summary = requirementSummary(requirement);
  const today = isoDay(new Date());

  const expiryError = !requirement.HasExpiry
    ? undefined
    : !expiresOn
      ? UPLOAD_REQUIREMENT_MESSAGES.expiryRequired
      : !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)
        ? UPLOAD_REQUIREMENT_MESSAGES.expiryInvalid
        : expiresOn < today
          ? UPLOAD_REQUIREMENT_MESSAGES.expiryPast
          : serverErrors.ExpiresOn;
  const filesError = files.length === 0 ? UPLOAD_REQUIREMENT_MESSAGES.uploadRequired : serverErrors.UploadId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerErrors({});
    if (expiryError || files.length === 0) return reveal(event);
    setSending(true);
    let latest: UploadRequirementsOverview | null = null;
    const failed: File[] = [];
    for (const file of files) {
      try {
        const { UploadId } = await upload(file, {
          onProgress: (percent) => setProgress((current) => ({ ...current, [file.name]: percent })),
          signal: new AbortController().signal,
        });
        const { data } = await client.call(addUploadRequirementFile, {
          params: { item: requirement.Key },
          body: { UploadId, ExpiresOn: requirement.HasExpiry ? expiresOn : null },
        });
        latest = data;
      } catch (error) {
        failed.push(file);
        if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
        setUploadErrors((current) => ({
          ...current,
          [file.name]:
            error instanceof Error && error.message ? error.message : `“${file.name}” could not be uploaded.`,
        }));
      }
    }
    setSending(false);
    setProgress({});
    if (latest) {
      await onChanged(latest);
      toast.success(
        `${files.length - failed.length === 1 ? 'File' : 'Files'} uploaded for ${requirement.Label}: your recruiter reviews ${files.length - failed.length === 1 ? 'it' : 'them'}.`,
      );
    }
    setFiles(failed);
    if (failed.length === 0) {
      setTried(false);
      setUploadErrors({});
      setExpiresOn('');
    }
  };

  const remove = async (fileId: number, name: string) => {
    setRemoving(fileId);
    try {
      const { data } = await client.call(removeUploadRequirementFile, { params: { fileId } });
      await onChanged(data);
      toast.success(`“${name}” removed.`);
    } catch (error) {
      const message = failure(error, `“${name}” could not be removed.`);
      if (message) toast.error(message);
    } finally {
      setRemoving(null);
    }
  };

  const formId = `upload-${requirement.Key}`;
  return (
    <Card title={requirement.Label} actions={<RequirementBadge requirement={requirement} />}>
      <Stack gap={3}>
        {requirement.Description ? <Text>{requirement.Description}</Text> : null}
        {summary ? (
          <Text tone={requirement.State === 'rejected' || requirement.State === 'expired' ? 'danger' : 'default'}>
            {summary}
          </Text>
        ) : null}
        {requirement.Files.length ? (
          <PlainList aria-label={`Files for ${requirement.Label}`}>
            {requirement.Files.map((file) => (
              <PlainRow key={file.FileId}>
                <Stack gap={1}>
                  <UploadedFile
                    key={file.UploadId}
                    label={file.FileName}
                    load={async (signal) =>
                      (await client.call(downloadOnboardingFile, { params: { uploadId: file.UploadId }, signal })).data
                    }
                  />
                  <Text as="span" size="sm" tone="muted">
                    {file.ExpiresOn ? `Expires ${formatDay(file.ExpiresOn)} · ` : ''}
                    Uploaded {formatDay(file.UploadedAt)}
                  </Text>
                </Stack>
                <Stack direction="row" gap={2} align="center" wrap>
                  <Badge tone={FILE_TONES[file.Status]}>{fileStatusText(file)}</Badge>
                  {file.Status !== 'approved' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={removing === file.FileId}
                      aria-label={`Remove ${file.FileName}`}
                      onClick={() => void remove(file.FileId, file.FileName)}
                    >
                      Remove
                    </Button>
                  ) : null}
                </Stack>
              </PlainRow>
            ))}
          </PlainList>
        ) : null}
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label={`Upload ${requirement.Label}`}
        >
          <Stack gap={3}>
            <FileDrop
              label={requirement.Files.length ? 'Add more files' : 'Files'}
              hint="Several files are fine (both sides of a card, every page). On a phone you can take a photo."
              accept={ACCEPT}
              acceptLabel={ACCEPT_LABEL}
              maxSize={ONBOARDING_UPLOAD_MAX_BYTES}
              multiple
              files={files}
              onFilesChange={(next) => {
                setFiles(next);
                setUploadErrors({});
              }}
              progress={progress}
              uploadErrors={uploadErrors}
              error={filesError}
              showError={tried}
              required
            />
            {requirement.HasExpiry ? (
              <DateField
                label="Expiry date"
                hint="As printed on the document (MM/DD/YYYY)."
                required
                value={expiresOn}
                onChange={(event) => {
                  setExpiresOn(event.target.value);
                  setServerErrors({});
                }}
                error={expiryError}
                showError={tried}
              />
            ) : null}
            <div>
              <Button type="submit" loading={sending}>
                Upload {requirement.Label}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
