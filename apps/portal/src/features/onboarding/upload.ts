import { useCallback } from 'react';
import { uploadOnboardingFile } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { CLIENT_ERROR_CODES, isApiError } from '@agency/api-client';

/**
 * The identification form's `onUpload`: one file through `uploadOnboardingFile` (the client's transport, so
 * the session's renewal and errors apply), with the bytes sent reported as a percentage (`onProgress`, from
 * the browser's upload progress; a retry after a renewal starts again from 0). Cancel aborts the request
 * itself (`signal`): it rejects with an AbortError and the form can retry or pick another file.
 */
export function useOnboardingUpload() {
  const client = useApiClient();
  return useCallback(
    async (file: File, { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal }) => {
      onProgress(0);
      try {
        const { data } = await client.call(uploadOnboardingFile, {
          query: { fileName: file.name },
          body: file,
          signal,
          onUploadProgress: (loaded, total) => onProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
        });
        return { UploadId: data.UploadId };
      } catch (error) {
        if (isApiError(error) && error.code === CLIENT_ERROR_CODES.aborted)
          throw new DOMException('The upload was cancelled.', 'AbortError');
        throw new Error(
          isApiError(error) && error.message ? error.message : `“${file.name}” could not be uploaded. Try again.`,
        );
      }
    },
    [client],
  );
}
