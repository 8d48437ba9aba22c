import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ReferenceAnswersForm } from '@agency/forms';
import { Alert, DescriptionList, ErrorState, LoadingState, Stack, Text, useToast, formatDate } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  REFERENCE_LINK_MESSAGES,
  getPublicReferenceForm,
  submitPublicReference,
  type ReferenceAnswers,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { messageFor } from '../../session/errors';
import { MESSAGES } from '../../shared/messages';
import { AuthLayout } from '../../shared/AuthLayout';
import { day } from './status';

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** The message of a link that no longer works (410, 404), or null for another error. */
function linkMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 410) return error.message || REFERENCE_LINK_MESSAGES.used;
  if (error.status === 404) return REFERENCE_LINK_MESSAGES.unknown;
  return null;
}

/**
 * /reference/:token, the public reference form (no account, phone first): who it is about (first name and
 * last initial), where and when the reference worked with them, the questions, then a thank-you. A link
 * already answered or expired (410) or unknown (404) says so instead.
 */
export function PublicReferencePage() {
  const { token = '' } = useParams();
  const client = useApiClient();
  const toast = useToast();
  const form = useApiQuery(getPublicReferenceForm, { params: { token } }, ONCE);
  const [sent, setSent] = useState(false);
  const [gone, setGone] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const send = async (values: ReferenceAnswers) => {
    try {
      await client.call(submitPublicReference, { params: { token }, body: values });
      setSent(true);
    } catch (error) {
      const closed = linkMessage(error);
      if (closed) return setGone(closed);
      if (isApiError(error) && error.status === 400 && error.errors) return setServerErrors({ ...error.errors });
      const message = messageFor(error, 'Your reference could not be sent. Try again.', MESSAGES.serverError);
      if (message) toast.error(message);
    }
  };

  let body;
  if (sent)
    body = (
      <Alert tone="success" title="Thank you">
        Your reference was sent. Nothing more is needed; you can close this page.
      </Alert>
    );
  else if (gone || (form.error && linkMessage(form.error)))
    body = (
      <Alert tone="warning" title="This link no longer works">
        {gone ?? linkMessage(form.error)}
      </Alert>
    );
  else if (form.error) body = <ErrorState what="the reference form" onRetry={() => void form.mutate()} />;
  else if (!form.data) body = <LoadingState label="Loading the reference form" />;
  else {
    const about = form.data;
    body = (
      <Stack gap={5}>
        <Text>
          {about.ApplicantName} named you, {about.ReferenceName || 'a former supervisor'}, as a professional reference.
          It takes about 3 minutes and needs no account. The link works once, until {day(about.ExpiresAt)}.
        </Text>
        <DescriptionList
          items={[
            { term: 'Applicant', description: about.ApplicantName },
            { term: 'Facility', description: about.Facility || 'Not given' },
            {
              term: 'Worked together',
              description: `${formatDate(about.WorkedFrom) || 'Not given'} to ${formatDate(about.WorkedTo) || 'present'}`,
            },
          ]}
        />
        <ReferenceAnswersForm
          applicantName={about.ApplicantName}
          defaultValues={{
            ReferenceName: about.ReferenceName,
            WorkedFrom: about.WorkedFrom,
            WorkedTo: about.WorkedTo,
          }}
          serverErrors={serverErrors}
          onSubmit={send}
        />
      </Stack>
    );
  }
  return <AuthLayout>{body}</AuthLayout>;
}
