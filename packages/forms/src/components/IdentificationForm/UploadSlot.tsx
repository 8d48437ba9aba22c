import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ONBOARDING_UPLOAD_MAX_BYTES, ONBOARDING_UPLOAD_TYPES } from '@agency/api-client/contract';
import { Button, FileDrop } from '@agency/ui';

/** Uploads one file; the form shows its progress, cancels through `signal`, retries after a failure. */
export type UploadFile = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<{ UploadId: string }>;

const ACCEPT = ONBOARDING_UPLOAD_TYPES.flatMap((type) => [type.contentType, ...type.extensions]).join(',');
const ACCEPT_LABEL = 'A photo (JPEG, PNG or HEIC) or a PDF';

const OnFile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface UploadSlotProps {
  id: string;
  label: string;
  hint?: string;
  /** The upload id held by the form (null: none). */
  uploadId: string | null;
  onUploaded: (uploadId: string | null) => void;
  /** Called with true when an upload starts, false when it ends (done, failed, cancelled or removed). */
  onBusyChange: (busy: boolean) => void;
  upload: UploadFile;
  disabled?: boolean;
  error?: string;
  showError?: boolean;
}

/** One image of a document: FileDrop with the upload's progress, Cancel, Retry and Remove. */
export function UploadSlot({
  id,
  label,
  hint,
  uploadId,
  onUploaded,
  onBusyChange,
  upload,
  disabled,
  error,
  showError,
}: UploadSlotProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const busyRef = useRef(onBusyChange);
  useEffect(() => {
    busyRef.current = onBusyChange;
  }, [onBusyChange]);
  const uploading = file !== null && failure === undefined && progress !== undefined && progress < 100;
  useEffect(() => {
    if (!uploading) return undefined;
    busyRef.current(true);
    return () => busyRef.current(false);
  }, [uploading]);

  useEffect(() => () => controller.current?.abort(), []);

  const start = (chosen: File) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setFile(chosen);
    setFailure(undefined);
    setProgress(0);
    onUploaded(null);
    upload(chosen, {
      signal: own.signal,
      onProgress: (percent) => {
        if (!own.signal.aborted) setProgress(Math.min(99, percent));
      },
    }).then(
      (result) => {
        if (own.signal.aborted) return;
        setProgress(100);
        onUploaded(result.UploadId);
      },
      (reason: unknown) => {
        if (own.signal.aborted) return;
        setFailure(
          `The upload failed${reason instanceof Error && reason.message ? `: ${reason.message}` : '.'} Try again.`,
        );
      },
    );
  };

  const cancel = () => {
    controller.current?.abort();
    setFailure('Upload cancelled.');
  };

  const clear = () => {
    controller.current?.abort();
    setFile(null);
    setProgress(undefined);
    setFailure(undefined);
    onUploaded(null);
  };

  return (
    <div>
      <FileDrop
        id={id}
        label={label}
        hint={hint}
        accept={ACCEPT}
        acceptLabel={ACCEPT_LABEL}
        maxSize={ONBOARDING_UPLOAD_MAX_BYTES}
        disabled={disabled}
        error={error}
        showError={showError}
        files={file ? [file] : []}
        onFilesChange={(files) => {
          const [chosen] = files;
          if (chosen) start(chosen);
          else clear();
        }}
        progress={file && progress !== undefined ? { [file.name]: progress } : undefined}
        uploadErrors={file && failure ? { [file.name]: failure } : undefined}
        onCancel={cancel}
        onRetry={(again) => start(again)}
      />
      {!file && uploadId ? (
        <OnFile>
          <span>An image is on file. Choose a file above to replace it.</span>
          <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={clear}>
            Remove the image on file
          </Button>
        </OnFile>
      ) : null}
    </div>
  );
}
