import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Badge, Button, ErrorState, Heading, LoadingState, Stack, Text, useToast } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  ESIGN_CONSENT_VERSION,
  downloadOnboardingPdf,
  getOnboardingForm,
  getOnboardingOverview,
  giveEsignConsent,
  isOnboardingComplete,
  onboardingForm,
  submitOnboardingForm,
  type OnboardingFormDocument,
  type OnboardingFormKey,
  type SignatureInput,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { MESSAGES } from '../../shared/messages';
import { messageFor } from '../../session/errors';
import { ConsentDialog } from './ConsentDialog';
import { readLocalDraft, withServerSensitive } from './draftStore';
import { formStateText, formStateTone } from './formState';
import { SaveDraftNowContext, useAutosave, type SaveState } from './useAutosave';
import { useBlobDownload } from '../../shared/useBlobDownload';

/** The props the engine gives a form component (the `@agency/forms` onboarding forms' shared props). */
export interface EngineFormProps {
  defaultValues?: Readonly<Record<string, unknown>> | null;
  onChange?: (draft: Record<string, unknown>) => void;
  onSubmit: (values: object) => void | Promise<unknown>;
  serverErrors?: Readonly<Record<string, string | undefined>>;
  readOnly?: boolean;
  disabled?: boolean;
  submitLabel?: string;
  actions?: ReactNode;
  'aria-label'?: string;
}

/** The props the engine gives the signature step (`@agency/forms` SignatureStep). */
export interface EngineSignProps {
  certification: ReactNode;
  title?: ReactNode;
  onSign: (signature: SignatureInput) => void | Promise<unknown>;
  serverErrors?: Readonly<Record<string, string | undefined>>;
  disabled?: boolean;
  signLabel?: string;
  actions?: ReactNode;
}

/** One signature the form needs before it is sent: the applicant's, then each preparer's (I-9). */
export interface SignatureRequest {
  title: string;
  certification: ReactNode;
}

export interface OnboardingFormScreenProps {
  form: OnboardingFormKey;
  Form: ComponentType<EngineFormProps>;
  Sign: ComponentType<EngineSignProps>;
  /** The signatures of a signed form, for the data being submitted (the I-9 adds its preparers'). */
  signatures?: (data: Record<string, unknown>) => SignatureRequest[];
  /** Further props for the form component (e.g. the identification form's `onUpload`). */
  formProps?: Record<string, unknown>;
  /** Called when a submission fails (before its message is shown), e.g. to reload what the form shows. */
  onSubmitError?: (error: unknown) => void;
}

type Step = { kind: 'edit' } | { kind: 'consent' } | { kind: 'sign'; index: number } | { kind: 'view' };

const SAVE_TEXT: Record<SaveState, string> = { idle: '', saving: 'Saving…', saved: 'Saved', failed: 'Not saved' };

/**
 * The screen of one onboarding form (the engine all five share): loads the form, shows why a locked form
 * is closed, the staff's reason for changes, autosaves as the applicant types (with a copy in the browser
 * until saved), validates and, for signed forms, asks for the e-sign consent and the signature(s) before
 * submitting; a submitted form shows read-only with its PDF and an Edit that starts a new version.
 */
export function OnboardingFormScreen(props: OnboardingFormScreenProps) {
  const { form } = props;
  const doc = useApiQuery(
    getOnboardingForm,
    { params: { form } },
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  const overview = useApiQuery(getOnboardingOverview);
  let body;
  if (doc.error) body = <ErrorState what={onboardingForm(form).label} onRetry={() => void doc.mutate()} />;
  else if (overview.error) body = <ErrorState what="onboarding forms" onRetry={() => void overview.mutate()} />;
  else if (!doc.data || !overview.data) body = <LoadingState label="Loading the form" />;
  else
    body = (
      <Loaded
        {...props}
        doc={doc.data}
        applicantId={overview.data.ApplicantId}
        consentGiven={Boolean(overview.data.Consent && !overview.data.Consent.WithdrawnAt)}
        onDoc={(next) => doc.mutate(next, { revalidate: false })}
        onOverview={() => overview.mutate()}
      />
    );
  return (
    <Stack gap={5}>
      <RoutePageHeader />
      {body}
    </Stack>
  );
}

const ignore = () => undefined;

interface LoadedProps extends OnboardingFormScreenProps {
  doc: OnboardingFormDocument;
  applicantId: number;
  consentGiven: boolean;
  onDoc: (doc: OnboardingFormDocument) => Promise<unknown>;
  onOverview: () => Promise<unknown>;
}

function Loaded({
  form,
  Form,
  Sign,
  signatures,
  formProps,
  onSubmitError,
  doc,
  applicantId,
  consentGiven,
  onDoc,
  onOverview,
}: LoadedProps) {
  const client = useApiClient();
  const toast = useToast();
  const info = onboardingForm(form);
  const pdf = useBlobDownload();
  // What this device holds that the server does not (a refresh, a failure, a session that expired).
  const restored = useMemo(() => {
    const local = readLocalDraft(applicantId, form);
    return local ? { ...local, data: withServerSensitive(form, local.data, doc.Data) } : null;
    // Read once, when the screen opens: not again after each save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applicantId, form]);
  const [step, setStep] = useState<Step>(
    restored || !isOnboardingComplete(doc.Status) ? { kind: 'edit' } : { kind: 'view' },
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // The values as typed (the form re-mounts with them after the signature step or an error).
  const working = useRef<Record<string, unknown> | null>(restored?.data ?? doc.Data);
  // What the form starts from when it (re)mounts: set with the key, from the values as typed.
  const [defaults, setDefaults] = useState<Record<string, unknown> | null>(restored?.data ?? doc.Data);
  const [signRequests, setSignRequests] = useState<SignatureRequest[]>([]);
  const submitted = useRef<Record<string, unknown> | null>(null);
  const collected = useRef<SignatureInput[]>([]);
  // The staff's reason stays in view while the applicant edits (the draft's own state replaces the status).
  const [changesReason, setChangesReason] = useState(doc.Status === 'changes-requested' ? doc.ChangesReason : null);
  const autosave = useAutosave({
    applicantId,
    form,
    onSaved: (saved) => {
      // Beside "Saved" the badge says the saved draft's state ("Draft saved", its version), never the
      // state before it; the menu and the home read it too.
      if (doc.Status === saved.Status && doc.Version === saved.Version) return;
      // A save can land after the screen (and, in a story, its whole cache) is gone: then there is nothing
      // left to refresh, and nothing to report.
      onDoc({ ...doc, Status: saved.Status, Version: saved.Version, UpdatedAt: saved.UpdatedAt }).catch(ignore);
      onOverview().catch(ignore);
    },
  });
  const { change } = autosave;
  useEffect(() => {
    // Saved as soon as the screen is there again (e.g. after signing in again).
    if (restored) change(restored.data);
  }, [restored, change]);

  const send = async () => {
    const data = submitted.current ?? {};
    const [applicant = null, ...preparers] = collected.current;
    setSending(true);
    try {
      const { data: next } = await client.call(submitOnboardingForm, {
        params: { form },
        body: {
          Data: data,
          Signature: info.signed ? applicant : null,
          ...(preparers.length ? { PreparerSignatures: preparers } : {}),
        },
      });
      autosave.settle();
      working.current = next.Data;
      setDefaults(next.Data);
      toast.success(`${info.label} submitted.`);
      setChangesReason(null);
      setStep({ kind: 'view' });
      await onDoc(next);
      await onOverview();
    } catch (error) {
      onSubmitError?.(error);
      if (isApiError(error) && error.code === 'consent_required') {
        setStep({ kind: 'consent' });
        return;
      }
      if (isApiError(error) && error.errors) {
        setServerErrors({ ...error.errors });
        setDefaults(working.current);
        setFormKey((key) => key + 1);
        setStep({ kind: 'edit' });
      }
      const message = messageFor(
        error,
        isApiError(error) && error.message ? error.message : `${info.label} could not be submitted.`,
        MESSAGES.serverError,
      );
      if (message) toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (values: object) => {
    submitted.current = values as Record<string, unknown>;
    collected.current = [];
    setDefaults(working.current);
    setSignRequests(info.signed ? (signatures?.(submitted.current) ?? []) : []);
    if (!info.signed) return send();
    setStep(consentGiven ? { kind: 'sign', index: 0 } : { kind: 'consent' });
    return undefined;
  };

  const agree = async () => {
    setSending(true);
    try {
      await client.call(giveEsignConsent, { body: { Version: ESIGN_CONSENT_VERSION } });
      await onOverview();
      setStep({ kind: 'sign', index: 0 });
    } catch (error) {
      const message = messageFor(error, 'Your consent could not be saved.', MESSAGES.serverError);
      if (message) toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const sign = async (index: number, signature: SignatureInput) => {
    collected.current[index] = signature;
    if (index + 1 < signRequests.length) setStep({ kind: 'sign', index: index + 1 });
    else await send();
  };

  if (doc.Locked)
    return (
      <Alert tone="warning" title="Locked">
        {doc.Locked}
      </Alert>
    );

  const state = (
    <Stack direction="row" gap={2} align="center" wrap>
      <Badge tone={formStateTone(doc)}>{formStateText(doc)}</Badge>
      {doc.Version > 0 ? <Text as="span">Version {doc.Version}</Text> : null}
      {info.edition ? <Text as="span">Edition {info.edition}</Text> : null}
    </Stack>
  );

  if (step.kind === 'view')
    return (
      <Stack gap={4}>
        {state}
        <Stack gap={3}>
          <Heading level={2}>Your answers</Heading>
          <Form key="view" readOnly defaultValues={doc.Data} onSubmit={() => undefined} aria-label={info.label} />
        </Stack>
        <Stack direction="row" gap={2} wrap>
          <Button
            variant="secondary"
            loading={pdf.busy}
            onClick={() =>
              void pdf.start(`${info.label} v${doc.Version}.pdf`, async () => {
                const { data } = await client.call(downloadOnboardingPdf, { params: { form } });
                return data;
              })
            }
          >
            Download PDF
          </Button>
          <Button
            onClick={() => {
              working.current = doc.Data;
              setDefaults(doc.Data);
              setFormKey((key) => key + 1);
              setStep({ kind: 'edit' });
            }}
          >
            Edit
          </Button>
        </Stack>
        <Text tone="muted" size="sm">
          Editing starts version {doc.Version + 1}, which you submit again
          {info.signed ? ' and sign again' : ''}. Version {doc.Version} stays as it was.
        </Text>
        {pdf.link}
      </Stack>
    );

  const signing = step.kind === 'sign' ? signRequests[step.index] : undefined;

  return (
    <Stack gap={4}>
      {state}
      {changesReason ? (
        <Alert tone="warning" title="Changes requested">
          {changesReason}
        </Alert>
      ) : null}
      {restored ? <Alert>Changes you made on this device that were not saved yet are back in the form.</Alert> : null}
      <Stack direction="row" gap={2} align="center" wrap>
        <Text as="span" role="status" aria-live="polite">
          {SAVE_TEXT[autosave.state]}
          {autosave.state === 'failed' ? ':' : ''}
        </Text>
        {autosave.state === 'failed' ? (
          <Button size="sm" variant="secondary" onClick={() => void autosave.retry()}>
            Retry
          </Button>
        ) : null}
      </Stack>
      {signing && step.kind === 'sign' ? (
        <Sign
          key={`sign-${step.index}`}
          title={signing.title}
          certification={signing.certification}
          disabled={sending}
          signLabel={step.index + 1 < signRequests.length ? 'Sign and continue' : 'Sign and submit'}
          onSign={(signature) => sign(step.index, signature)}
          actions={
            <Button variant="secondary" disabled={sending} onClick={() => setStep({ kind: 'edit' })}>
              Back to the form
            </Button>
          }
        />
      ) : (
        <SaveDraftNowContext.Provider value={autosave.saveNow}>
          <Form
            key={formKey}
            {...formProps}
            aria-label={info.label}
            defaultValues={defaults}
            serverErrors={serverErrors}
            disabled={sending}
            submitLabel={info.signed ? 'Continue to signing' : 'Submit'}
            onChange={(draft) => {
              working.current = draft;
              autosave.change(draft);
            }}
            onSubmit={onSubmit}
          />
        </SaveDraftNowContext.Provider>
      )}
      {step.kind === 'consent' ? (
        <ConsentDialog sending={sending} onAgree={() => void agree()} onCancel={() => setStep({ kind: 'edit' })} />
      ) : null}
    </Stack>
  );
}
