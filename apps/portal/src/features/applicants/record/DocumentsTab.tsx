import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, FileDrop, Link, LoadingState, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  RESUME_MAX_BYTES,
  RESUME_TYPES,
  downloadApplicantDocument,
  listApplicantDocuments,
  uploadApplicantResume,
  type ApplicantDocument,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import { formatMoment } from './query';

/** The resume's accepted files: by type and by extension (a picked file's type may be empty). */
const ACCEPT = [...Object.keys(RESUME_TYPES), '.pdf', '.doc', '.docx'].join(',');

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

/** "184 KB". */
export function sizeOf(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export interface DocumentsTabProps {
  applicantId: number;
  canEdit: boolean;
  onChanged: () => Promise<unknown> | void;
}

/** The Documents tab: the resume (upload, replace, download); later the onboarding uploads. */
export function DocumentsTab({ applicantId, canEdit, onChanged }: DocumentsTabProps) {
  const client = useApiClient();
  const toast = useToast();
  const documents = useApiQuery(listApplicantDocuments, { params: { id: applicantId } });
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const [downloading, setDownloading] = useState<number | null>(null);
  // The last downloaded file: a link to its object URL, clicked once, revoked when replaced or left.
  const [ready, setReady] = useState<{ url: string; name: string } | null>(null);
  const saveLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!ready) return undefined;
    saveLink.current?.click();
    return () => URL.revokeObjectURL(ready.url);
  }, [ready]);

  const upload = async () => {
    const file = files[0];
    if (!file) return;
    setUploading(true);
    setUploadError(undefined);
    try {
      await client.call(uploadApplicantResume, {
        params: { id: applicantId },
        query: { fileName: file.name },
        body: file,
      });
      toast.success('Resume uploaded');
      setFiles([]);
      await documents.mutate();
      await onChanged();
    } catch (error) {
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : 'The resume could not be uploaded.',
        MESSAGES.serverError,
      );
      if (message) setUploadError(message);
    } finally {
      setUploading(false);
    }
  };

  const open = async (document: ApplicantDocument) => {
    setDownloading(document.DocumentId);
    try {
      const { data } = await client.call(downloadApplicantDocument, {
        params: { id: applicantId, documentId: document.DocumentId },
      });
      setReady({ url: URL.createObjectURL(data), name: document.FileName });
    } catch (error) {
      const message = messageFor(error, `“${document.FileName}” could not be downloaded.`, MESSAGES.serverError);
      if (message) toast.error(message);
    } finally {
      setDownloading(null);
    }
  };

  let list;
  if (documents.error) list = <ErrorState what="documents" onRetry={() => void documents.mutate()} />;
  else if (!documents.data) list = <LoadingState label="Loading the documents" />;
  else if (documents.data.length === 0)
    list = <EmptyState title="No resume yet" description="Upload one below." headingLevel={2} />;
  else
    list = (
      <List aria-label="Documents">
        {documents.data.map((document) => (
          <Item key={document.DocumentId}>
            <div>
              <strong>{document.FileName}</strong>
              <Text tone="muted" size="sm">
                Resume · {RESUME_TYPES[document.ContentType] ?? document.ContentType} · {sizeOf(document.Size)} ·
                uploaded {formatMoment(document.UploadedAt)}
                {document.UploadedBy ? ` by ${document.UploadedBy}` : ''}
              </Text>
            </div>
            <Button
              size="sm"
              variant="secondary"
              loading={downloading === document.DocumentId}
              aria-label={`Download ${document.FileName}`}
              onClick={() => void open(document)}
            >
              Download
            </Button>
          </Item>
        ))}
      </List>
    );

  return (
    <Stack gap={5}>
      {list}
      {ready ? (
        <Text>
          <Link ref={saveLink} href={ready.url} download={ready.name}>
            Save {ready.name}
          </Link>{' '}
          (if the download did not start)
        </Text>
      ) : null}
      {canEdit ? (
        <Stack gap={3}>
          <FileDrop
            label={documents.data?.length ? 'Replace the resume' : 'Resume'}
            accept={ACCEPT}
            acceptLabel="PDF, DOC or DOCX"
            maxSize={RESUME_MAX_BYTES}
            files={files}
            onFilesChange={(next) => {
              setFiles(next);
              setUploadError(undefined);
            }}
            error={uploadError}
            disabled={uploading}
          />
          <div>
            <Button onClick={() => void upload()} loading={uploading} disabled={files.length === 0}>
              {uploading ? 'Uploading…' : 'Upload resume'}
            </Button>
          </div>
          {uploading ? (
            <Text role="status" tone="muted">
              Uploading {files[0]?.name}…
            </Text>
          ) : null}
        </Stack>
      ) : (
        <Text tone="muted">Only those who may edit this applicant can upload a resume.</Text>
      )}
    </Stack>
  );
}
