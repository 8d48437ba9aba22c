import { useState } from 'react';
import { SmtpServerForm } from '@agency/forms';
import type { SmtpServerValues } from '@agency/forms/schemas';
import { Alert, Button, ErrorState, LoadingState, Stack, Text, useToast } from '@agency/ui';
import type {
  deleteAgencyMailServer,
  deleteUserMailConfiguration,
  getAgencyMailServer,
  getUserMailConfiguration,
  saveAgencyMailServer,
  saveUserMailConfiguration,
  SmtpTestResult,
  testAgencyMailServer,
  testUserMailConfiguration,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { messageFor } from '../session/errors';
import { formatMoment } from './format';
import { MESSAGES } from './messages';
import { useSaveForm } from './useSaveForm';

/** The calls of one SMTP server: the user's own or the agency's. */
export interface MailServerCalls {
  get: typeof getUserMailConfiguration | typeof getAgencyMailServer;
  save: typeof saveUserMailConfiguration | typeof saveAgencyMailServer;
  remove: typeof deleteUserMailConfiguration | typeof deleteAgencyMailServer;
  test: typeof testUserMailConfiguration | typeof testAgencyMailServer;
}

export interface MailServerPanelProps {
  calls: MailServerCalls;
  /** Whose server it is, in the texts ("your", "the agency's"). */
  owner: 'user' | 'agency';
}

function TestResult({ result }: { result: SmtpTestResult }) {
  return (
    <Alert
      tone={result.Ok ? 'success' : 'error'}
      title={result.Ok ? 'The test e-mail was sent' : 'The test e-mail failed'}
    >
      <Text as="p">
        {result.Ok
          ? `Sent to ${result.To} on ${formatMoment(result.At)}.`
          : `To ${result.To} on ${formatMoment(result.At)}.`}{' '}
        The server answered: <code>{result.Message}</code>
      </Text>
    </Alert>
  );
}

/**
 * An SMTP server's settings (User Mail Configuration, and the agency's server on the agency profile): what
 * mail goes through now, the form (the password is write-only), "Send test e-mail" with the server's answer,
 * and removing the server (mail falls back to the agency's or the portal's).
 */
export function MailServerPanel({ calls, owner }: MailServerPanelProps) {
  const client = useApiClient();
  const toast = useToast();
  const configuration = useApiQuery(calls.get, undefined, { revalidateOnFocus: false });
  const [testing, setTesting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const { submit, serverErrors } = useSaveForm(
    async (values: SmtpServerValues) => {
      const { data } = await client.call(calls.save, { body: values });
      await configuration.mutate(data, { revalidate: false });
    },
    {
      success: owner === 'user' ? 'Your mail server has been saved.' : "The agency's mail server has been saved.",
      failure: 'The mail server could not be saved.',
    },
  );

  if (configuration.error) return <ErrorState what="mail server" onRetry={() => void configuration.mutate()} />;
  if (!configuration.data) return <LoadingState label="Loading the mail server" />;
  const { Server, FallbackDescription } = configuration.data;

  const sendTest = async () => {
    setTesting(true);
    try {
      const { data } = await client.call(calls.test, { body: {} });
      await configuration.mutate();
      if (data.Ok) toast.success('The test e-mail was sent.');
      else toast.error('The test e-mail failed. See the server’s answer.');
    } catch (error) {
      const message = messageFor(error, 'The test e-mail could not be sent.', MESSAGES.serverError);
      if (message) toast.error(message);
    } finally {
      setTesting(false);
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      const { data } = await client.call(calls.remove);
      await configuration.mutate(data, { revalidate: false });
      setFormKey((key) => key + 1);
      toast.success('The mail server has been removed.');
    } catch (error) {
      const message = messageFor(error, 'The mail server could not be removed.', MESSAGES.serverError);
      if (message) toast.error(message);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack gap={4}>
      <Alert tone="info" title="Sent through">
        {Server
          ? `${owner === 'user' ? 'Your own server' : "The agency's server"}: ${Server.Host}:${Server.Port}, from ${Server.FromAddress}.`
          : `${FallbackDescription}. Save a server below to send ${owner === 'user' ? 'your' : "the agency's"} e-mail through it instead.`}
      </Alert>
      {Server?.LastTest ? <TestResult result={Server.LastTest} /> : null}
      <SmtpServerForm
        key={formKey}
        defaultValues={Server ?? undefined}
        hasPassword={Server?.HasPassword ?? false}
        serverErrors={serverErrors}
        onSubmit={submit}
        submitLabel={owner === 'user' ? 'Save' : 'Save mail server'}
      />
      {Server ? (
        <Stack direction="row" gap={3} wrap>
          <Button variant="secondary" loading={testing} onClick={() => void sendTest()}>
            Send test e-mail
          </Button>
          <Button variant="secondary" loading={removing} onClick={() => void remove()}>
            {owner === 'user' ? 'Remove my server' : "Remove the agency's server"}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
