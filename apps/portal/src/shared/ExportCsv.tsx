import { useEffect, useState } from 'react';
import { Button, Link, Stack, Text, useToast } from '@agency/ui';
import type { CallDescriptor } from '@agency/api-client/contract';
import { isApiError } from '@agency/api-client';
import { useApiClient } from '@agency/api-client/swr';

/** A call that answers a CSV file for a list's query (no body, no path parameters). */
export type CsvExportCall<Q extends object> = CallDescriptor<string, undefined, Q, Blob, 'GET'>;

export interface ExportCsvProps<Q extends object> {
  /** The export call, e.g. `exportApplicants`. */
  call: CsvExportCall<Q>;
  /** The list's current search (no paging: the export holds every matching row). */
  query: Q;
  /** The file's name before the date: "applicants" makes applicants-2026-11-23.csv. */
  fileStem: string;
}

/** Today's date where the person is, YYYY-MM-DD (the exported file's name). */
export function localDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface Ready {
  url: string;
  fileName: string;
}

/**
 * A list's "Export CSV": asks the server for every row matching the list's search (all pages), then offers a
 * download link named after today's date (`<fileStem>-2026-11-23.csv`). A failure is a toast with the
 * server's message.
 */
export function ExportCsv<Q extends object>({ call, query, fileStem }: ExportCsvProps<Q>) {
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
      const descriptor: CsvExportCall<object> = call;
      const { data } = await client.call(descriptor, { query });
      setReady({ url: URL.createObjectURL(data), fileName: `${fileStem}-${localDate()}.csv` });
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
