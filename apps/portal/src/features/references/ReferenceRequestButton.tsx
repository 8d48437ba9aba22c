import { useState } from 'react';
import { Badge, Button, Stack, Text, useToast } from '@agency/ui';
import { listMyReferenceRequests, requestReference, type ReferenceRequestStatus } from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { messageFor } from '../../session/errors';
import { MESSAGES } from '../../shared/messages';
import { day, referenceStatusBadge } from './status';

export interface ReferenceRequestButtonProps {
  /** The Nurse Form reference entry's `Id` (saved on the form: the server reads it there). */
  referenceId: string;
  referenceName: string;
  /** The request's status when the parent knows it; else it is read from the applicant's requests. */
  status?: ReferenceRequestStatus | null;
  /** After a request was sent. */
  onRequested?: () => void;
  /** Called first, e.g. to save the form's draft now (the server reads the reference from the saved form). */
  beforeRequest?: () => Promise<unknown>;
}

/**
 * The applicant's "Request reference" for one reference of the Nurse Form: e-mails the reference a one-time
 * link to the public reference form, and shows the request's state (Requested, Received, Expired). Asking
 * again replaces an open request.
 */
export function ReferenceRequestButton({
  referenceId,
  referenceName,
  status,
  onRequested,
  beforeRequest,
}: ReferenceRequestButtonProps) {
  const client = useApiClient();
  const toast = useToast();
  const requests = useApiQuery(listMyReferenceRequests);
  const [sending, setSending] = useState(false);
  const mine = requests.data?.find((request) => request.ReferenceId === referenceId) ?? null;
  const current = status !== undefined ? status : (mine?.Status ?? null);
  const badge = referenceStatusBadge(current);
  const who = referenceName.trim() || 'this reference';

  const send = async () => {
    setSending(true);
    try {
      await beforeRequest?.();
      await client.call(requestReference, { params: { referenceId } });
      toast.success(`Reference request sent to ${who}.`);
      await requests.mutate();
      onRequested?.();
    } catch (error) {
      const message = messageFor(
        error,
        error instanceof Error && error.message ? error.message : 'The request could not be sent. Try again.',
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack direction="row" gap={2} align="center" wrap>
      <Badge tone={badge.tone}>{badge.text}</Badge>
      {mine && current === 'sent' ? (
        <Text tone="muted" size="sm">
          Sent {day(mine.SentAt)}, link valid until {day(mine.ExpiresAt)}
        </Text>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        loading={sending}
        aria-label={`${current === null || current === 'expired' ? 'Request reference' : 'Request again'} from ${who}`}
        onClick={() => void send()}
      >
        {current === null || current === 'expired' ? 'Request reference' : 'Request again'}
      </Button>
    </Stack>
  );
}
