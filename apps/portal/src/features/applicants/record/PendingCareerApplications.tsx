import { useState } from 'react';
import { Alert, Button, DescriptionList, Stack, Text, useToast, formatPhone } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  RESUME_TYPES,
  downloadCareerApplicationResume,
  listCareerApplications,
  mergeCareerApplication,
  type PendingCareerApplication,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { useBlobDownload } from '../../../shared/useBlobDownload';
import { sizeOf } from './DocumentsTab';
import { formatMoment } from './query';

export interface PendingCareerApplicationsProps {
  applicantId: number;
  /** The staff member may edit this applicant (and so merge). */
  canEdit: boolean;
  /** After a merge: the record, its documents and activity changed. */
  onMerged: () => Promise<unknown> | void;
}

/**
 * The applications from the careers site kept apart from this record (issue 27): someone applied with the
 * record's e-mail, and nothing of the record changes until the person confirms from their inbox or staff who
 * may edit the applicant merge it here. Shows the answers, the resume (download) and "Merge into the record".
 * Nothing when there is none.
 */
export function PendingCareerApplications({ applicantId, canEdit, onMerged }: PendingCareerApplicationsProps) {
  const client = useApiClient();
  const toast = useToast();
  const pending = useApiQuery(listCareerApplications, { params: { id: applicantId } });
  const [busy, setBusy] = useState<number | null>(null);
  const resume = useBlobDownload();
  const [downloading, setDownloading] = useState<number | null>(null);

  const merge = async (application: PendingCareerApplication) => {
    setBusy(application.Id);
    try {
      const { data } = await client.call(mergeCareerApplication, { params: { id: application.Id } });
      toast.success(data.Message);
      await pending.mutate();
      await onMerged();
    } catch (error) {
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The application could not be merged.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  const download = async (application: PendingCareerApplication) => {
    setDownloading(application.Id);
    await resume.start(application.Resume.FileName, async () => {
      const { data } = await client.call(downloadCareerApplicationResume, { params: { id: application.Id } });
      return data;
    });
    setDownloading(null);
  };

  if (!pending.data || pending.data.length === 0) return null;
  return (
    <Stack gap={3}>
      {pending.data.map((application) => (
        <Alert
          key={application.Id}
          tone="info"
          title={`Applied on the careers site, not confirmed yet: ${application.JobTitle}`}
        >
          <Stack gap={3}>
            <Text size="sm">
              Someone applied with this record&apos;s e-mail on {formatMoment(application.AppliedAt)}. Nothing of the
              record changes until they confirm from their inbox or you merge it.
            </Text>
            <DescriptionList
              items={[
                { term: 'Name', description: `${application.FirstName} ${application.LastName}` },
                { term: 'Mobile Phone', description: formatPhone(application.MobilePhone) || 'Not given' },
                { term: 'Discipline', description: application.Discipline },
                { term: 'License States', description: application.LicenseStates.join(', ') || 'None' },
                {
                  term: 'Resume',
                  description: `${application.Resume.FileName} · ${
                    RESUME_TYPES[application.Resume.ContentType as keyof typeof RESUME_TYPES] ??
                    application.Resume.ContentType
                  } · ${sizeOf(application.Resume.Size)}`,
                },
              ]}
            />
            <Stack direction="row" gap={3} wrap>
              <Button
                size="sm"
                variant="secondary"
                loading={downloading === application.Id}
                aria-label={`Download ${application.Resume.FileName}`}
                onClick={() => void download(application)}
              >
                Download the resume
              </Button>
              {canEdit ? (
                <Button size="sm" loading={busy === application.Id} onClick={() => void merge(application)}>
                  Merge into the record
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Alert>
      ))}
      {resume.link}
    </Stack>
  );
}
