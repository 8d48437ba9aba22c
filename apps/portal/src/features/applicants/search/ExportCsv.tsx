import { useEffect, useState } from 'react';
import { Button, Link, Stack, Text, useToast } from '@agency/ui';
import { API_CALLS, type ApplicantListQuery } from '@agency/api-client/contract';
import { isApiError } from '@agency/api-client';
import { useApiClient } from '@agency/api-client/swr';
import { localDate } from './query';

interface Ready {
  url: string;
  fileName: string;
}

/**
 * "Export CSV": every applicant matching the current search (all pages, the server streams it), then a
 * download link named after today's date (applicants-2026-11-23.csv). Every staff member may export.
 */
export function ExportCsv({ query }: { query: ApplicantListQuery }) {
  const client = useApiClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);

  // The file's address lives as long as its link.
  useEffect(() => () => (ready ? URL.revokeObjectURL(ready.url) : undefined), [ready]);

  const run = async () => {
    setBusy(true);
    setReady(null);
    try {
      const { data } = await client.call(API_CALLS.exportApplicants, { query });
      setReady({ url: URL.createObjectURL(data), fileName: `applicants-${localDate()}.csv` });
    } catch (error) {
      toast.error(isApiError(error) && error.status ? error.message : 'The export could not be made.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" gap={2} align="center" wrap>
      <Button variant="secondary" loading={busy} onClick={() => void run()}>
        Export CSV
      </Button>
      <div role="status">
        {ready ? (
          <Text as="span" size="sm">
            Export ready:{' '}
            <Link href={ready.url} download={ready.fileName}>
              {ready.fileName}
            </Link>
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
