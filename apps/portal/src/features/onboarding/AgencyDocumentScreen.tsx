import { useMemo } from 'react';
import { AgencyDocumentForm, SignatureStep } from '@agency/forms';
import { Alert, ErrorState, LoadingState, Stack } from '@agency/ui';
import { isApiError } from '@agency/api-client';
import {
  AGENCY_DOCUMENT_KINDS,
  agencyDocumentLabel,
  getOnboardingAgencyDocument,
  getOnboardingForm,
  type AgencyDocumentKind,
  type PublishedAgencyDocument,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { OnboardingFormScreen, type EngineFormProps } from './OnboardingFormScreen';

const NO_REVALIDATION = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/**
 * The Agreement Form and Terms & Conditions screens: the engine's screen (`OnboardingFormScreen`) with the
 * agency's current published text to read, accept and sign; a submitted form shows the version that was
 * signed. When the agency publishes a new version, the form comes back as "Changes requested" (the reason
 * says why) and opens on the new text with the box unticked; a submission of an older version (a screen
 * left open across a publication) is refused (409) and the new text is loaded.
 */
export function AgencyDocumentScreen({ kind }: { kind: AgencyDocumentKind }) {
  const form = AGENCY_DOCUMENT_KINDS.find((entry) => entry.key === kind)!.form;
  const label = agencyDocumentLabel(kind);
  const current = useApiQuery(getOnboardingAgencyDocument, { params: { kind }, query: {} });
  // The engine reads the same key: one request, and the version the applicant signed.
  const mine = useApiQuery(getOnboardingForm, { params: { form } }, NO_REVALIDATION);
  const signedVersion = typeof mine.data?.Data?.DocumentVersion === 'number' ? mine.data.Data.DocumentVersion : null;
  const needsSigned = signedVersion !== null && current.data !== undefined && signedVersion !== current.data.Version;
  const signed = useApiQuery(
    getOnboardingAgencyDocument,
    needsSigned ? { params: { kind }, query: { version: String(signedVersion) } } : null,
    NO_REVALIDATION,
  );
  const shown = current.data;
  const signedDocument: PublishedAgencyDocument | undefined = needsSigned ? signed.data : shown;

  // One component per pair of texts (the engine mounts it for editing and for the read-only view).
  const Form = useMemo(() => {
    if (!shown) return null;
    const viewed = signedDocument ?? shown;
    return function AgencyDocumentEngineForm(props: EngineFormProps) {
      return (
        <AgencyDocumentForm
          {...(props as Omit<EngineFormProps, 'onSubmit'>)}
          onSubmit={props.onSubmit}
          kind={kind}
          document={props.readOnly ? viewed : shown}
        />
      );
    };
  }, [kind, shown, signedDocument]);

  const signatures = useMemo(
    () =>
      shown
        ? () => [
            {
              title: `Sign the ${label}`,
              certification: `By signing, I confirm that I have read and accept the ${label} “${shown.Title}”, version ${shown.Version}.`,
              // The version's SHA-256 goes with the signed data (DocumentHash), not into what a nurse reads.
            },
          ]
        : undefined,
    [label, shown],
  );

  if (current.error && isApiError(current.error) && current.error.status === 404)
    return (
      <Stack gap={5}>
        <RoutePageHeader />
        <Alert tone="info" title="Not published yet">
          The agency has not published its {label} yet. Come back later to read and sign it.
        </Alert>
      </Stack>
    );
  if (current.error || (needsSigned && signed.error))
    return (
      <Stack gap={5}>
        <RoutePageHeader />
        <ErrorState what={`the ${label}`} onRetry={() => void (current.error ? current.mutate() : signed.mutate())} />
      </Stack>
    );
  if (!Form || !mine.data || (needsSigned && !signed.data))
    return (
      <Stack gap={5}>
        <RoutePageHeader />
        <LoadingState label={`Loading the ${label}`} />
      </Stack>
    );
  return (
    <OnboardingFormScreen
      form={form}
      Form={Form}
      Sign={SignatureStep}
      signatures={signatures}
      onSubmitError={(error) => {
        if (isApiError(error) && error.code === 'document_outdated') void current.mutate();
      }}
    />
  );
}
