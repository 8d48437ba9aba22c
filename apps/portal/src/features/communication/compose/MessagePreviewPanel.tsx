import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Stack, Text } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { previewMessage, type MessagePreview } from '@agency/api-client/contract';
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

export interface MessagePreviewPanelProps {
  draft: MessageDraft;
  /** The applicant the preview is rendered for. */
  applicant: { ApplicantId: number; Name: string };
  jobOrderId?: number | null;
}

/**
 * "Preview": the message as it would be sent to one applicant, rendered by the server with their details,
 * and a warning naming each merge field that would be empty for them.
 */
export function MessagePreviewPanel({ draft, applicant, jobOrderId = null }: MessagePreviewPanelProps) {
  const client = useApiClient();
  const [preview, setPreview] = useState<MessagePreview | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const { data } = await client.call(previewMessage, {
        body: {
          Channel: draft.Channel,
          Subject: draft.Subject,
          Body: draft.Body,
          ApplicantId: applicant.ApplicantId,
          JobOrderId: jobOrderId,
        },
      });
      setPreview(data);
    } catch (error) {
      setPreview(null);
      setFailure(
        messageFor(
          error,
          isApiError(error) && error.message ? error.message : 'The preview could not be made.',
          MESSAGES.serverError,
        ),
      );
    } finally {
      setLoading(false);
    }
  };

  return (
    <Stack gap={3} as="section" aria-label="Preview">
      <div>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={loading}
          disabled={!draft.Body.trim()}
          onClick={() => void load()}
        >
          Preview for {applicant.Name}
        </Button>
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {preview ? (
        <>
          {preview.EmptyFields.length > 0 ? (
            <Alert tone="warning" title={`Empty for ${applicant.Name}`}>
              These merge fields have no value and will be left blank: {preview.EmptyFields.join(', ')}.
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
