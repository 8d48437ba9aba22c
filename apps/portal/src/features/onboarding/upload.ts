import { useCallback } from 'react';
import { uploadOnboardingFile } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { isApiError } from '@agency/api-client';

/**
 * The identification form's `onUpload`: one file through `uploadOnboardingFile` (the client's transport, so
 * the session's refresh and errors apply). The client reports no byte progress: the form shows 0 % until
 * the answer, then 100 %. Cancel stops waiting at once (the form can retry or pick another file); the
 * request itself is not aborted by the client.
 */
export function useOnboardingUpload() {
  const client = useApiClient();
  return useCallback(
    (file: File, { onProgress, signal }: { onProgress: (percent: number) => void; signal: AbortSignal }) =>
      new Promise<{ UploadId: string }>((resolve, reject) => {
        const cancelled = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
        if (signal.aborted) return cancelled();
        signal.addEventListener('abort', cancelled, { once: true });
        onProgress(0);
        client
          .call(uploadOnboardingFile, { query: { fileName: file.name }, body: file })
          .then(({ data }) => {
            onProgress(100);
            resolve({ UploadId: data.UploadId });
          })
          .catch((error: unknown) =>
            reject(
              new Error(
                isApiError(error) && error.message ? error.message : `“${file.name}” could not be uploaded. Try again.`,
              ),
            ),
          )
          .finally(() => signal.removeEventListener('abort', cancelled));
      }),
    [client],
  );
}
