import { useState } from 'react';
import { Alert, Heading, Link, Stack, Text } from '@agency/ui';
import { CareerApplicationForm } from '@agency/forms';
import { isApiError, isNetworkError } from '@agency/api-client';
import { CAREERS_MESSAGES, type PublicJob } from '@agency/api-client/contract';
import type { SendApplication } from '../api';
import { day, money, place } from '../format';
import { jobHref, searchHref } from '../routes';

export interface ApplyPageProps {
  job: PublicJob;
  /** The portal's address: where the applicant goes on to finish onboarding. */
  portalUrl: string;
  send: SendApplication;
}

type Outcome = { kind: 'sent'; message: string } | { kind: 'closed' } | null;

/**
 * The application to one job, without an account: the form, the resume's progress while it uploads, the
 * server's messages on their fields, and once sent, the thanks and the way on to the portal.
 */
export function ApplyPage({ job, portalUrl, send }: ApplyPageProps) {
  const [progress, setProgress] = useState<number | undefined>();
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (values: Parameters<SendApplication>[1], resume: File) => {
    setFailure(undefined);
    setProgress(0);
    try {
      const result = await send(job.Id, values, resume, setProgress);
      setOutcome({ kind: 'sent', message: result.Message });
    } catch (error) {
      setProgress(undefined);
      if (isApiError(error) && error.status === 404) setOutcome({ kind: 'closed' });
      else if (isApiError(error) && (error.code === 'file_too_large' || error.code === 'invalid_file_type'))
        setServerErrors({ Resume: error.message });
      else if (isApiError(error) && error.code === 'resume_token_invalid') setServerErrors({ Resume: error.message });
      else if (isApiError(error) && error.errors) setServerErrors({ ...error.errors });
      else if (isNetworkError(error))
        setFailure('Your application could not be sent: check your connection, then submit it again.');
      else setFailure(isApiError(error) ? error.message : 'Your application could not be sent. Submit it again.');
    }
  };

  if (outcome?.kind === 'sent')
    return (
      <>
        <Heading level={1}>Application sent</Heading>
        <Alert tone="success" title={`You applied for ${job.Title}`}>
          {outcome.message}
        </Alert>
        <Text>
          Check your inbox, then <Link href={`${portalUrl}/registration`}>create your portal account</Link> (or{' '}
          <Link href={`${portalUrl}/login`}>sign in</Link>) with the same e-mail address to complete your onboarding
          forms.
        </Text>
        <Link href={searchHref({})}>See more open jobs</Link>
      </>
    );

  if (outcome?.kind === 'closed')
    return (
      <>
        <Heading level={1}>{CAREERS_MESSAGES.jobNotOpen}</Heading>
        <Text>It was filled or closed while you were applying. Many more are open right now.</Text>
        <Link href={searchHref({})}>See the open jobs</Link>
      </>
    );

  return (
    <>
      <Link href={jobHref(job.Id)}>Back to the job</Link>
      <Stack gap={2}>
        <Heading level={1}>Apply: {job.Title}</Heading>
        <Text tone="muted">
          {place(job)} · Starts {day(job.StartDate)} · {money(job.WeeklyPayCents)}/week
        </Text>
        <Text>No account needed. It takes about two minutes.</Text>
      </Stack>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <CareerApplicationForm onSubmit={submit} serverErrors={serverErrors} uploadProgress={progress} />
    </>
  );
}
