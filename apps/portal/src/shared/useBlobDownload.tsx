import { useEffect, useRef, useState } from 'react';
import { Link, Text, useToast } from '@agency/ui';
import { MESSAGES } from './messages';
import { messageFor } from '../session/errors';

/**
 * A file download from a blob call (like the record's Documents tab): `start` fetches the blob and clicks a
 * link to its object URL once; `link` stays on screen in case the download did not start. The URL is revoked
 * when replaced or when the screen is left.
 */
export function useBlobDownload() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState<{ url: string; name: string } | null>(null);
  const saveLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!ready) return undefined;
    saveLink.current?.click();
    return () => URL.revokeObjectURL(ready.url);
  }, [ready]);

  const start = async (name: string, load: () => Promise<Blob>) => {
    setBusy(true);
    try {
      setReady({ url: URL.createObjectURL(await load()), name });
    } catch (error) {
      const message = messageFor(error, `“${name}” could not be downloaded.`, MESSAGES.serverError);
      if (message) toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  const link = ready ? (
    <Text>
      <Link ref={saveLink} href={ready.url} download={ready.name}>
        Save {ready.name}
      </Link>{' '}
      (if the download did not start)
    </Text>
  ) : null;

  return { busy, start, link };
}
