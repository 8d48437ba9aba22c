import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Stack, Text } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import { CAREERS_MESSAGES, confirmCareerApplication } from '@agency/api-client/contract';
import { useApiClient } from '@agency/api-client/swr';
import { messageFor } from '../../session/errors';
import { MESSAGES } from '../../shared/messages';
import { AuthLayout } from '../../shared/AuthLayout';

type Outcome = { tone: 'success' | 'warning' | 'error'; title: string; text: string };

/**
 * /careers/confirm?token=…, the link e-mailed to an address the agency already has a record for when
 * someone applied on the careers site with it: until confirmed, the application stays apart from the record.
 * The person confirms with one click (the page does not post by itself, so a mail scanner opening the link
 * confirms nothing); the outcome (merged, or the link expired or used) is shown.
 */
export function CareerConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      const { data } = await client.call(confirmCareerApplication, { body: { Token: token } });
      setOutcome({ tone: 'success', title: 'Application confirmed', text: data.Message });
    } catch (error) {
      if (isApiError(error) && error.status === 400)
        setOutcome({
          tone: 'warning',
          title: 'This link no longer works',
          text: error.message || CAREERS_MESSAGES.confirmationInvalid,
        });
      else
        setOutcome({
          tone: 'error',
          title: 'Not confirmed',
          text: messageFor(error, 'Your application could not be confirmed. Try again.', MESSAGES.serverError) ?? '',
        });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (token === '')
    body = (
      <Alert tone="warning" title="This link no longer works">
        {CAREERS_MESSAGES.confirmationInvalid}
      </Alert>
    );
  else if (outcome?.tone === 'success' || outcome?.tone === 'warning')
    body = (
      <Alert tone={outcome.tone} title={outcome.title}>
        {outcome.text}
      </Alert>
    );
  else
    body = (
      <Stack gap={4}>
        <Text>
          You applied on our careers site with an e-mail address we already have a record for. Until you confirm, your
          application stays apart and nothing of your record changes. Confirming adds the phone, discipline and license
          states you gave where your record has none, and makes the resume you sent your current one.
        </Text>
        {outcome ? (
          <Alert tone={outcome.tone} title={outcome.title}>
            {outcome.text}
          </Alert>
        ) : null}
        <Button loading={busy} onClick={() => void confirm()}>
          Confirm my application
        </Button>
      </Stack>
    );
  return <AuthLayout>{body}</AuthLayout>;
}
