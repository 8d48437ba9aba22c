import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Stack, Text } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  mergeFieldLabel,
  previewMessage,
  type MergeFieldValues,
  type MessagePreview,
  type MessagePreviewPayload,
} from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import type { MessageDraft } from '@agency/forms';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';

const Frame = styled.iframe`
  width: 100%;
  min-height: 14rem;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const Sms = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** How long the preview waits after the last change before it is made again. */
const REFRESH_MS = 400;

export interface MessagePreviewPanelProps {
  /** What is written; `Marketing` as the send will be (a marketing e-mail carries the unsubscribe link). */
  draft: MessageDraft & { Marketing?: boolean };
  /** The applicant the preview is rendered for. */
  applicant: { ApplicantId: number; Name: string };
  jobOrderId?: number | null;
  /** Values typed for merge fields the context leaves empty, as the send will carry them. */
  fields?: MergeFieldValues;
  /** The send has more than one recipient (or is to a saved search): its e-mail carries the unsubscribe link. */
  bulk?: boolean;
}

/**
 * "Preview": the message exactly as the send would write it for one applicant (the server renders it with the
 * same job order, typed values and unsubscribe link), and the merge fields that have no value for them. Once
 * shown it follows the text: a change makes it again a moment later, and an answer for an older text is
 * never shown.
 */
export function MessagePreviewPanel({
  draft,
  applicant,
  jobOrderId = null,
  fields,
  bulk = false,
}: MessagePreviewPanelProps) {
  const client = useApiClient();
  const request: MessagePreviewPayload = {
    Channel: draft.Channel,
    Subject: draft.Subject,
    Body: draft.Body,
    ApplicantId: applicant.ApplicantId,
    JobOrderId: jobOrderId,
    ...(fields && Object.keys(fields).length > 0 ? { Fields: fields } : {}),
    ...(draft.Marketing ? { Marketing: true } : {}),
    ...(bulk ? { Bulk: true } : {}),
  };
  const key = JSON.stringify(request);
  /** The request last made (null: the preview was not asked for yet). */
  const [requested, setRequested] = useState<string | null>(null);
  const [shown, setShown] = useState<{ key: string; preview: MessagePreview | null; failure: string | null } | null>(
    null,
  );
  const [loading, setLoading] = useState(false);
  const latest = useRef(key);
  useEffect(() => {
    latest.current = key;
  }, [key]);

  const load = async (body: MessagePreviewPayload, forKey: string) => {
    setRequested(forKey);
    setLoading(true);
    try {
      const { data } = await client.call(previewMessage, { body });
      if (latest.current === forKey) setShown({ key: forKey, preview: data, failure: null });
    } catch (error) {
      if (latest.current === forKey)
        setShown({
          key: forKey,
          preview: null,
          failure: messageFor(
            error,
            isApiError(error) && error.message ? error.message : 'The preview could not be made.',
            MESSAGES.serverError,
          ),
        });
    } finally {
      setLoading(false);
    }
  };

  // Asked for once: made again a moment after the text, the job order or a typed value changes.
  const stale = requested !== null && requested !== key && draft.Body.trim() !== '';
  useEffect(() => {
    if (!stale) return undefined;
    const body = JSON.parse(key) as MessagePreviewPayload;
    const timer = setTimeout(() => void load(body, key), REFRESH_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the request.
  }, [stale, key]);

  const current = shown?.key === key ? shown : null;
  const preview = current?.preview ?? null;
  return (
    <Stack gap={3} as="section" aria-label="Preview">
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={loading}
          disabled={!draft.Body.trim()}
          onClick={() => void load(request, key)}
        >
          Preview for {applicant.Name}
        </Button>
      </div>
      {current?.failure ? <Alert tone="error">{current.failure}</Alert> : null}
      {preview ? (
        <>
          {preview.MissingFields.length > 0 ? (
            <Alert tone="warning" title={`No value for ${applicant.Name}`}>
              {preview.MissingFields.map(mergeFieldLabel).join(', ')}. A message is not sent with blank merge fields:
              choose the job order or fill them in when sending.
            </Alert>
          ) : null}
          {preview.Subject !== null ? (
            <Text>
              <strong>Subject:</strong> {preview.Subject}
            </Text>
          ) : null}
          {preview.Html !== null ? (
            <Frame title="Message preview" sandbox="" srcDoc={preview.Html} />
          ) : (
            <>
              <Sms>{preview.Text}</Sms>
              <Text size="sm" tone="muted">
                {preview.Characters} characters · {preview.Segments} {preview.Segments === 1 ? 'segment' : 'segments'}
              </Text>
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
