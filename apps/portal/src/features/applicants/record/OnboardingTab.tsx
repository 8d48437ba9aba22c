import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import {
  EmergencyContactsForm,
  HepatitisBHipaaForm,
  CbcForm,
  I9Section1Form,
  InfluenzaVaccinationForm,
  NurseForm,
  I9Section2Form,
  IdentificationForm,
  PersonalInfoForm,
  PhysicalInfoForm,
  SignatureStep,
  W9Form,
} from '@agency/forms';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  Card,
  DescriptionList,
  ErrorState,
  Heading,
  LoadingState,
  Stack,
  Text,
  Timeline,
  useToast,
} from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  I9_SECTION2_CERTIFICATION_TEXT,
  ONBOARDING_FORMS,
  ONBOARDING_HEALTH_ACCESS_TEXT,
  approveOnboardingForm,
  can,
  downloadApplicantOnboardingFile,
  downloadApplicantOnboardingPdf,
  getApplicantOnboarding,
  getApplicantOnboardingForm,
  getI9Section2,
  isOnboardingComplete,
  listOnboardingAudit,
  onboardingForm,
  progressText,
  requestOnboardingChanges,
  revealOnboardingValue,
  saveI9Section2,
  unlockI9,
  type I9Section2Document,
  type OnboardingAuditEntry,
  type OnboardingFormDocument,
  type OnboardingFormKey,
  type OnboardingFormSummary,
  type SignatureInput,
} from '@agency/api-client/contract';
import { useApiClient, useApiQuery } from '@agency/api-client/swr';
import { MESSAGES } from '../../../shared/messages';
import { messageFor } from '../../../session/errors';
import {
  formatDay,
  agencyDocumentStaffView,
  flattenData,
  type EngineFormProps,
  formStateText,
  formStateTone,
  UploadedFile,
} from '../../onboarding';
import { formatMoment } from '../../../shared/format';
import { ReasonDialog } from '../../../shared/ReasonDialog';
import { useBlobDownload } from '../../../shared/useBlobDownload';
import { useSignedInStaff } from '../../../session/useSignedInStaff';
import { ApplicantReferences } from '../../references';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const labelOf = (key: OnboardingFormKey) => onboardingForm(key).label;

/**
 * What a form holding uploads shows for each one in its read-only mode (the identification images): `label`
 * names the file ("Document 1: Passport, front").
 */
type RenderUpload = (uploadId: string, label: string) => ReactNode;

/** Each form's component, shown in its read-only mode; one holding upload ids takes `renderUpload`. */
const FORM_COMPONENTS: Record<OnboardingFormKey, ComponentType<EngineFormProps & { renderUpload?: RenderUpload }>> = {
  'personal-info': PersonalInfoForm,
  'identification-info': IdentificationForm,
  'emergency-info': EmergencyContactsForm,
  'w9-form-info': W9Form,
  'uscis-info': I9Section1Form,
  'influenza-vaccination': InfluenzaVaccinationForm,
  'hepab-hippa-info': HepatitisBHipaaForm,
  'cbc-form-info': CbcForm,
  'nurse-physical-info': PhysicalInfoForm,
  'nurse-form': NurseForm,
  'agreement-form-info': agencyDocumentStaffView('agreement'),
  'terms-conditions': agencyDocumentStaffView('terms'),
};

/** "Version 2 · Rev. March 2024 · updated … · submitted … · reviewed …". */
function facts(summary: OnboardingFormSummary): string {
  return [
    summary.Version > 0 ? `Version ${summary.Version}` : null,
    summary.Edition ? `Edition ${summary.Edition}` : null,
    summary.UpdatedAt ? `updated ${formatMoment(summary.UpdatedAt)}` : null,
    summary.SubmittedAt ? `submitted ${formatMoment(summary.SubmittedAt)}` : null,
    summary.ReviewedAt ? `reviewed ${formatMoment(summary.ReviewedAt)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The message of a failed staff action (the server's own text when it gave one). */
const failure = (error: unknown, fallback: string) =>
  messageFor(error, isApiError(error) && error.message ? error.message : fallback, MESSAGES.serverError);

export interface OnboardingTabProps {
  applicantId: number;
  /** The applicant's owner (RecruiterId; null: unassigned): the owner may open the health forms. */
  ownerId?: number | null;
  /** After a change (the record's other reads may show it). */
  onChanged?: () => Promise<unknown> | void;
}

/**
 * The record's Onboarding tab: each form with its state, version and dates; one opened read-only with its
 * uploaded files (images previewed, other files downloaded), its PDF, signatures and the review actions
 * (approve, request changes, reveal an identifier, unlock the I-9); I-9 Section 2 with its due date; the
 * audit log.
 */
export function OnboardingTab({ applicantId, ownerId = null, onChanged }: OnboardingTabProps) {
  const client = useApiClient();
  const toast = useToast();
  const staff = useSignedInStaff();
  const overview = useApiQuery(getApplicantOnboarding, { params: { id: applicantId } });
  const audit = useApiQuery(listOnboardingAudit, { params: { id: applicantId } });
  const [open, setOpen] = useState<OnboardingFormKey | null>(null);
  const [unlocking, setUnlocking] = useState<'asking' | 'sending' | null>(null);
  // Health forms: administrators and admins (`onboarding.health`) and the applicant's owner (the server decides).
  const mayReadHealth = can(staff.roles, 'onboarding.health') || (ownerId !== null && ownerId === staff.recruiterId);

  const refresh = async () => {
    await Promise.all([overview.mutate(), audit.mutate()]);
    await onChanged?.();
  };

  const unlock = async (reason: string) => {
    setUnlocking('sending');
    try {
      await client.call(unlockI9, { params: { id: applicantId }, body: { Reason: reason } });
      toast.success('The I-9 is unlocked for this applicant.');
      setUnlocking(null);
      await refresh();
    } catch (error) {
      const message = failure(error, 'The I-9 could not be unlocked.');
      if (message) toast.error(message);
      setUnlocking('asking');
    }
  };

  if (overview.error) return <ErrorState what="onboarding forms" onRetry={() => void overview.mutate()} />;
  if (!overview.data) return <LoadingState label="Loading the onboarding forms" />;
  const data = overview.data;
  const i9 = data.Forms.find((form) => form.Form === 'uscis-info');

  return (
    <Stack gap={5}>
      <Stack gap={2}>
        {/* The server's counts, in the applicant home's words (`progressText`): both sides read the same. */}
        <Text weight="semibold">{progressText(data.Progress)}</Text>
        {data.Uploads ? <Text>Upload Requirements: {progressText(data.Uploads)}</Text> : null}
        <Text tone="muted" size="sm">
          {data.Consent === null
            ? 'No consent to electronic signatures yet.'
            : data.Consent.WithdrawnAt
              ? `Consent to electronic signatures withdrawn ${formatMoment(data.Consent.WithdrawnAt)}.`
              : `Consent to electronic signatures given ${formatMoment(data.Consent.GivenAt)} (version ${data.Consent.Version}).`}
        </Text>
      </Stack>
      <List aria-label="Onboarding forms">
        {ONBOARDING_FORMS.map(({ key, label, health }) => {
          const summary = data.Forms.find((form) => form.Form === key);
          if (!summary) return null;
          // A health form (medical information): its state for everyone, its content for those allowed.
          const closed = health && !mayReadHealth;
          return (
            <Item key={key}>
              <div>
                <strong>{label}</strong>
                <Text tone="muted" size="sm">
                  {facts(summary) || 'Not started'}
                </Text>
                {closed ? (
                  <Text tone="muted" size="sm">
                    {ONBOARDING_HEALTH_ACCESS_TEXT}
                  </Text>
                ) : null}
              </div>
              <Stack direction="row" gap={2} align="center" wrap>
                <Badge tone={formStateTone(summary)}>{formStateText(summary)}</Badge>
                {key === 'uscis-info' && summary.Locked && can(staff.roles, 'onboarding.unlock-i9') ? (
                  <Button size="sm" variant="secondary" onClick={() => setUnlocking('asking')}>
                    Unlock I-9
                  </Button>
                ) : null}
                {summary.Version > 0 && !closed ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${open === key ? 'Close' : 'Open'} ${label}`}
                    aria-expanded={open === key}
                    onClick={() => setOpen(open === key ? null : key)}
                  >
                    {open === key ? 'Close' : 'Open'}
                  </Button>
                ) : null}
              </Stack>
            </Item>
          );
        })}
      </List>
      {open ? <FormReview key={open} applicantId={applicantId} form={open} onChanged={refresh} /> : null}
      {i9 ? (
        <Section2
          applicantId={applicantId}
          canEdit={can(staff.roles, 'onboarding.review')}
          section1Done={isOnboardingComplete(i9.Status)}
        />
      ) : null}
      <ApplicantReferences applicantId={applicantId} />
      <AuditLog entries={audit.data} failed={Boolean(audit.error)} onRetry={() => void audit.mutate()} />
      {unlocking ? (
        <ReasonDialog
          title="Unlock the I-9"
          description="The I-9 normally opens once the applicant has accepted an offer. Say why it opens now: the reason is recorded."
          confirmLabel="Unlock"
          requiredMessage="Enter the reason for unlocking the I-9."
          sending={unlocking === 'sending'}
          onCancel={() => setUnlocking(null)}
          onConfirm={(reason) => void unlock(reason)}
        />
      ) : null}
    </Stack>
  );
}

/** One form, read-only, with its PDF, signatures and the review actions. */
function FormReview({
  applicantId,
  form,
  onChanged,
}: {
  applicantId: number;
  form: OnboardingFormKey;
  onChanged: () => Promise<unknown>;
}) {
  const client = useApiClient();
  const toast = useToast();
  const staff = useSignedInStaff();
  const params = { id: applicantId, form };
  const doc = useApiQuery(getApplicantOnboardingForm, { params });
  const pdf = useBlobDownload();
  const [busy, setBusy] = useState<'approve' | 'changes' | null>(null);
  const [asking, setAsking] = useState(false);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const label = labelOf(form);

  const act = async (kind: 'approve' | 'changes', run: () => Promise<{ data: OnboardingFormDocument }>) => {
    setBusy(kind);
    try {
      const { data } = await run();
      await doc.mutate(data, { revalidate: false });
      toast.success(kind === 'approve' ? `${label} approved.` : `Changes requested on ${label}.`);
      setAsking(false);
      await onChanged();
    } catch (error) {
      const message = failure(
        error,
        kind === 'approve' ? `${label} could not be approved.` : 'The change request could not be sent.',
      );
      if (message) toast.error(message);
    } finally {
      setBusy(null);
    }
  };

  const reveal = async (field: string) => {
    try {
      const { data } = await client.call(revealOnboardingValue, { params, body: { Field: field } });
      setRevealed((current) => ({ ...current, [data.Field]: data.Value }));
    } catch (error) {
      const message = failure(error, 'The value could not be revealed.');
      if (message) toast.error(message);
    }
  };

  let body;
  if (doc.error) body = <ErrorState what={label} onRetry={() => void doc.mutate()} />;
  else if (!doc.data) body = <LoadingState label={`Loading ${label}`} />;
  else {
    const current = doc.data;
    const canReview = can(staff.roles, 'onboarding.review');
    const canReveal = can(staff.roles, 'onboarding.reveal');
    const identifiers = flattenData(form, current.Data).filter((value) => value.sensitive);
    const ReadOnly = FORM_COMPONENTS[form];
    body = (
      <Stack gap={4}>
        <Stack direction="row" gap={2} wrap align="center">
          <Badge tone={formStateTone(current)}>{formStateText(current)}</Badge>
          {current.ReviewedBy ? <Text as="span">Reviewed by {current.ReviewedBy}</Text> : null}
        </Stack>
        {current.Status === 'in-progress' ? (
          <Alert>This version is a draft the applicant has not submitted yet.</Alert>
        ) : null}
        <ReadOnly
          key={current.Version}
          readOnly
          defaultValues={current.Data}
          onSubmit={() => undefined}
          aria-label={label}
          renderUpload={(uploadId, name) => (
            <UploadedFile
              key={uploadId}
              label={name}
              load={async (signal) =>
                (await client.call(downloadApplicantOnboardingFile, { params: { id: applicantId, uploadId }, signal }))
                  .data
              }
            />
          )}
        />
        {identifiers.length ? (
          <Stack gap={2}>
            <Heading level={3}>Identifiers</Heading>
            <DescriptionList
              aria-label="Identifiers"
              items={identifiers.map((value) => ({
                term: value.label,
                description: (
                  <Stack direction="row" gap={2} align="center" wrap>
                    <span>{revealed[value.path] ?? value.text}</span>
                    {canReveal && revealed[value.path] === undefined ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Reveal ${value.label}`}
                        onClick={() => void reveal(value.path)}
                      >
                        Reveal
                      </Button>
                    ) : null}
                  </Stack>
                ),
              }))}
            />
            <Text tone="muted" size="sm">
              {canReveal
                ? 'Each reveal is recorded in the audit log.'
                : 'Only administrators can reveal an identifier in full.'}
            </Text>
          </Stack>
        ) : null}
        {current.Signatures.length ? (
          <Stack gap={2}>
            <Heading level={3}>Signatures</Heading>
            <List aria-label="Signatures">
              {current.Signatures.map((signature) => (
                <Item key={`${signature.Signer}-${signature.SignedAt}`}>
                  <Text>
                    {signature.TypedName} ({signature.Signer}){signature.Drawn ? ', with a drawn signature' : ''},
                    signed {formatMoment(signature.SignedAt)} from {signature.Ip} · {signature.UserAgent}
                    {signature.Edition ? ` · edition ${signature.Edition}` : ''} · document SHA-256{' '}
                    {signature.DocumentHash.slice(0, 12)}…
                  </Text>
                </Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Stack direction="row" gap={2} wrap>
          {current.SubmittedAt ? (
            <Button
              variant="secondary"
              loading={pdf.busy}
              onClick={() =>
                void pdf.start(`${form}-v${current.Version}.pdf`, async () => {
                  const { data } = await client.call(downloadApplicantOnboardingPdf, { params, query: {} });
                  return data;
                })
              }
            >
              Download PDF
            </Button>
          ) : null}
          {current.SubmittedAt && canReveal && identifiers.length > 0 ? (
            // The staff PDF masks the identifiers; the signed original in full is a reveal, recorded as one.
            <Button
              variant="secondary"
              loading={pdf.busy}
              onClick={() =>
                void pdf.start(`${form}-v${current.Version}-full.pdf`, async () => {
                  const { data } = await client.call(downloadApplicantOnboardingPdf, {
                    params,
                    query: { reveal: 'true' },
                  });
                  return data;
                })
              }
            >
              Download full PDF (recorded)
            </Button>
          ) : null}
          {canReview && current.Status === 'submitted' ? (
            <Button
              loading={busy === 'approve'}
              onClick={() => void act('approve', () => client.call(approveOnboardingForm, { params }))}
            >
              Approve
            </Button>
          ) : null}
          {canReview && (current.Status === 'submitted' || current.Status === 'approved') ? (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Request changes
            </Button>
          ) : null}
        </Stack>
        {pdf.link}
        {asking ? (
          <ReasonDialog
            title={`Request changes to ${label}`}
            description="The applicant sees this reason above the form and gets it by e-mail."
            confirmLabel="Send request"
            requiredMessage="Enter what the applicant should change."
            sending={busy === 'changes'}
            onCancel={() => setAsking(false)}
            onConfirm={(reason) =>
              void act('changes', () => client.call(requestOnboardingChanges, { params, body: { Reason: reason } }))
            }
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Card>
      <Stack gap={3}>
        <Heading level={2}>{label}</Heading>
        {body}
      </Stack>
    </Card>
  );
}

/** I-9 Section 2 (the employer's part): its state, first day, due date, overdue flag, and the form itself. */
function Section2({
  applicantId,
  canEdit,
  section1Done,
}: {
  applicantId: number;
  canEdit: boolean;
  /** The applicant's Section 1 is submitted: Section 2 may be completed. */
  section1Done: boolean;
}) {
  const client = useApiClient();
  const toast = useToast();
  const section = useApiQuery(getI9Section2, { params: { id: applicantId } });
  const [step, setStep] = useState<'form' | 'sign'>('form');
  const [sending, setSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formKey, setFormKey] = useState(0);
  const working = useRef<Record<string, unknown> | null>(null);
  // What the form starts from when it (re)mounts (null: the saved data).
  const [defaults, setDefaults] = useState<Record<string, unknown> | null>(null);
  const submitted = useRef<Record<string, unknown>>({});

  const save = async (data: Record<string, unknown>, signature: SignatureInput | null) => {
    setSending(true);
    try {
      const { data: next } = await client.call(saveI9Section2, {
        params: { id: applicantId },
        body: { Data: data, Signature: signature },
      });
      await section.mutate(next, { revalidate: false });
      toast.success(signature ? 'I-9 Section 2 signed.' : 'I-9 Section 2 saved.');
      setStep('form');
    } catch (error) {
      if (isApiError(error) && error.errors) {
        setServerErrors({ ...error.errors });
        setDefaults(submitted.current);
        setFormKey((key) => key + 1);
        setStep('form');
      }
      const message = failure(error, 'I-9 Section 2 could not be saved.');
      if (message) toast.error(message);
    } finally {
      setSending(false);
    }
  };

  let body;
  if (section.error) body = <ErrorState what="I-9 Section 2" onRetry={() => void section.mutate()} />;
  else if (!section.data) body = <LoadingState label="Loading I-9 Section 2" />;
  else {
    const data: I9Section2Document = section.data;
    const status = { 'not-started': 'Not started', 'in-progress': 'In progress', completed: 'Completed' }[data.Status];
    let form = null;
    if (data.Status === 'completed')
      form = (
        <I9Section2Form readOnly defaultValues={data.Data} onSubmit={() => undefined} aria-label="I-9 Section 2" />
      );
    else if (canEdit && !section1Done)
      form = <Text tone="muted">Section 2 opens once the applicant has submitted Section 1.</Text>;
    else if (canEdit && step === 'sign')
      form = (
        <SignatureStep
          title="Sign Section 2"
          certification={I9_SECTION2_CERTIFICATION_TEXT}
          disabled={sending}
          signLabel="Sign Section 2"
          onSign={(signature) => save(submitted.current, signature)}
          actions={
            <Button variant="secondary" disabled={sending} onClick={() => setStep('form')}>
              Back to the form
            </Button>
          }
        />
      );
    else if (canEdit)
      form = (
        <I9Section2Form
          key={formKey}
          aria-label="I-9 Section 2"
          defaultValues={defaults ?? data.Data}
          serverErrors={serverErrors}
          disabled={sending}
          submitLabel="Continue to signing"
          onChange={(draft) => {
            working.current = draft;
          }}
          onSubmit={(values) => {
            submitted.current = values as unknown as Record<string, unknown>;
            setDefaults(working.current);
            setStep('sign');
          }}
          actions={
            <Button variant="secondary" disabled={sending} onClick={() => void save(working.current ?? {}, null)}>
              Save draft
            </Button>
          }
        />
      );
    body = (
      <Stack gap={3}>
        <Stack direction="row" gap={2} wrap align="center">
          <Badge tone={data.Status === 'completed' ? 'success' : 'neutral'}>{status}</Badge>
          {data.Overdue ? <Badge tone="danger">Overdue</Badge> : null}
        </Stack>
        <DescriptionList
          aria-label="I-9 Section 2 dates"
          items={[
            { term: 'First day of employment', description: data.FirstDay ? formatDay(data.FirstDay) : 'Not set' },
            {
              term: 'Due',
              description: data.DueDate
                ? `${formatDay(data.DueDate)} (3 business days after the first day)`
                : 'Once the first day is set',
            },
            {
              term: 'Signed',
              description: data.Signature
                ? `${data.Signature.TypedName}, ${formatMoment(data.Signature.SignedAt)}`
                : 'Not yet',
            },
          ]}
        />
        {form}
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      <Heading level={2}>I-9 Section 2</Heading>
      {body}
    </Stack>
  );
}

const ACTIONS: Record<OnboardingAuditEntry['Action'], string> = {
  'consent-given': 'Consent to electronic signatures given',
  'consent-withdrawn': 'Consent to electronic signatures withdrawn',
  'draft-started': 'Draft started',
  uploaded: 'File uploaded',
  submitted: 'Submitted',
  signed: 'Signed',
  approved: 'Approved',
  'changes-requested': 'Changes requested',
  revealed: 'Value revealed',
  'i9-unlocked': 'I-9 unlocked',
  'section-2-signed': 'I-9 Section 2 signed',
  'pdf-downloaded': 'Signed PDF downloaded',
  'health-read': 'Health information read',
};

/** The audit log, newest first, as a timeline. */
function AuditLog({
  entries,
  failed,
  onRetry,
}: {
  entries: OnboardingAuditEntry[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  let body;
  if (failed) body = <ErrorState what="audit log" onRetry={onRetry} />;
  else if (!entries) body = <LoadingState label="Loading the audit log" />;
  else if (entries.length === 0) body = <Text tone="muted">Nothing recorded yet.</Text>;
  else
    body = (
      <Timeline
        aria-label="Audit log"
        events={entries.map((entry) => ({
          id: String(entry.AuditId),
          dateTime: entry.At,
          title: `${ACTIONS[entry.Action]}${entry.Form ? `: ${labelOf(entry.Form)}` : ''}${
            entry.Version ? ` (version ${entry.Version})` : ''
          }`,
          body: `${entry.ActorName}${entry.Detail ? ` · ${entry.Detail}` : ''} · ${entry.Ip}`,
        }))}
      />
    );
  return (
    <Stack gap={3}>
      <Heading level={2}>Audit log</Heading>
      {body}
    </Stack>
  );
}
