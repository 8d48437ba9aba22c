import { AgencyDocumentForm } from '@agency/forms';
import { ErrorState, LoadingState, Text } from '@agency/ui';
import { agencyDocumentLabel, getAgencyDocumentVersion, type AgencyDocumentKind } from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import type { EngineFormProps } from './OnboardingFormScreen';

/**
 * The staff's read-only view of an applicant's Agreement Form or Terms & Conditions (the record's
 * Onboarding tab): what was accepted, and the text of the version the data names, read from the agency's
 * published versions (`getAgencyDocumentVersion`).
 */
export function agencyDocumentStaffView(kind: AgencyDocumentKind) {
  const label = agencyDocumentLabel(kind);
  return function AgencyDocumentStaffView(props: EngineFormProps) {
    const data = props.defaultValues ?? null;
    const version = typeof data?.DocumentVersion === 'number' ? data.DocumentVersion : null;
    const text = useApiQuery(getAgencyDocumentVersion, version === null ? null : { params: { kind, version } });
    if (version === null) return <Text tone="muted">No version of the {label} was chosen yet.</Text>;
    if (text.error) return <ErrorState what={`the ${label}`} onRetry={() => void text.mutate()} />;
    if (!text.data) return <LoadingState label={`Loading the ${label}`} />;
    return (
      <AgencyDocumentForm
        kind={kind}
        document={text.data}
        readOnly
        defaultValues={data}
        onSubmit={() => undefined}
        aria-label={props['aria-label']}
      />
    );
  };
}
