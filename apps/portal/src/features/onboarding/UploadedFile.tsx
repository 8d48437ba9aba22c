import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ONBOARDING_UPLOAD_TYPES } from '@agency/api-client/contract';
import { Button, Dialog, Link, Spinner, Stack, Text } from '@agency/ui';
import { CLIENT_ERROR_CODES, isApiError } from '@agency/api-client';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';

/** Types every browser shows in an `<img>` (HEIC is not one: it is offered as a download, like a PDF). */
const SHOWN_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

const Thumbnail = styled.button`
  display: inline-block;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  cursor: zoom-in;
  line-height: 0;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  img {
    width: 8rem;
    max-width: 100%;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Large = styled.img`
  display: block;
  width: 100%;
  height: auto;
`;

export interface UploadedFileProps {
  /** Names the file ("Document 1: Passport, front"): the image's alt text, the dialog's title, the link's text. */
  label: string;
  /** Loads the file (a blob call such as `downloadApplicantOnboardingFile`); `signal` aborts it when leaving. */
  load: (signal: AbortSignal) => Promise<Blob>;
}

type State =
  { kind: 'loading' } | { kind: 'failed'; message: string | null } | { kind: 'ready'; url: string; type: string };

/**
 * An uploaded file on screen: loaded on mount (key it by its upload id), an image as a thumbnail that opens
 * larger in a dialog, any other file (a PDF, a HEIC photo) as a download link. Leaving aborts the loading and
 * revokes the object URL.
 */
export function UploadedFile({ label, load }: UploadedFileProps) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [open, setOpen] = useState(false);
  const loadRef = useRef(load);
  const labelRef = useRef(label);
  useEffect(() => {
    loadRef.current = load;
    labelRef.current = label;
  }, [load, label]);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    loadRef.current(controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'ready', url, type: blob.type });
      },
      (error: unknown) => {
        if (controller.signal.aborted || (isApiError(error) && error.code === CLIENT_ERROR_CODES.aborted)) return;
        const fallback = `${labelRef.current} could not be loaded.`;
        setState({ kind: 'failed', message: messageFor(error, fallback, MESSAGES.serverError) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [attempt]);

  if (state.kind === 'loading') return <Spinner size="sm" label={`Loading ${label}`} />;
  if (state.kind === 'failed')
    return (
      <Stack direction="row" gap={2} align="center" wrap>
        <Text as="span" tone="danger" size="sm">
          {state.message ?? `${label} could not be loaded.`}
        </Text>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
          aria-label={`Retry ${label}`}
        >
          Retry
        </Button>
      </Stack>
    );

  if (!SHOWN_TYPES.includes(state.type)) {
    const type = ONBOARDING_UPLOAD_TYPES.find((entry) => entry.contentType === state.type);
    return (
      <Link href={state.url} download={`${label}${type?.extensions[0] ?? ''}`}>
        Download {label}
        {type ? ` (${type.label})` : ''}
      </Link>
    );
  }
  return (
    <>
      <Thumbnail type="button" aria-label={`Open ${label} larger`} onClick={() => setOpen(true)}>
        <img src={state.url} alt={label} />
      </Thumbnail>
      <Dialog open={open} size="lg" title={label} onClose={() => setOpen(false)}>
        <Large src={state.url} alt={label} />
      </Dialog>
    </>
  );
}
