import styled from 'styled-components';
import {
  agencyDocumentLabel,
  type AgencyDocumentAcceptanceData,
  type AgencyDocumentKind,
  type PublishedAgencyDocument,
} from '@agency/api-client/contract';
import { Checkbox, Markdown, formatDate } from '@agency/ui';
import { agreementFormSchema, termsConditionsSchema } from '../../schemas';
import {
  Edition,
  Legend,
  OnboardingShell,
  ReadOnlyView,
  Section,
  Wide,
  yesNo,
  type OnboardingFormBaseProps,
} from '../../internal/onboarding/layout';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';

export interface AgencyDocumentFormProps extends OnboardingFormBaseProps<AgencyDocumentAcceptanceData> {
  /** Which document: the Agreement (`agreement-form-info`) or the Terms & Conditions (`terms-conditions`). */
  kind: AgencyDocumentKind;
  /**
   * The published version shown: to sign, the current one (a draft or data naming another version is
   * moved to it, the box unticked: it must be read and accepted again); read-only, the version the data
   * names.
   */
  document: PublishedAgencyDocument;
}

interface FormValues extends Record<string, unknown> {
  DocumentVersion: number | null;
  DocumentHash: string;
  Accepted: boolean;
}

/** The text, in a bordered box so that where it ends is plain; it grows with the page (no inner scroll). */
const Text = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const published = (document: PublishedAgencyDocument) =>
  `Version ${document.Version}${document.PublishedAt ? `, published ${formatDate(document.PublishedAt.slice(0, 10))}` : ''}`;

/** The inputs' values: the data when it names `document`, else `document` with the box unticked. */
function valuesFor(input: unknown, document: PublishedAgencyDocument, readOnly: boolean): FormValues {
  const data = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const same = data.DocumentVersion === document.Version && data.DocumentHash === document.Hash;
  if (readOnly || same)
    return {
      DocumentVersion: typeof data.DocumentVersion === 'number' ? data.DocumentVersion : null,
      DocumentHash: typeof data.DocumentHash === 'string' ? data.DocumentHash : '',
      Accepted: data.Accepted === true,
    };
  return { DocumentVersion: document.Version, DocumentHash: document.Hash, Accepted: false };
}

/**
 * The agency's Agreement or Terms & Conditions: the published text (Markdown, rendered safely by `Markdown`)
 * and the "I have read and accept" box; the data names the version and its SHA-256, so the signature that
 * follows (`SignatureStep`) covers the text shown. Rules and messages: `agreementFormSchema`,
 * `termsConditionsSchema`.
 */
export function AgencyDocumentForm({ kind, document, ...props }: AgencyDocumentFormProps) {
  const schema = kind === 'agreement' ? agreementFormSchema : termsConditionsSchema;
  const label = agencyDocumentLabel(kind);
  const { form, initial, readOnly, shell } = useOnboardingFormSetup(props, schema, (input) =>
    valuesFor(input, document, props.readOnly ?? false),
  );
  const text = (
    <Text role="region" aria-label={`${label}: ${document.Title}`}>
      <Markdown source={document.Body} />
    </Text>
  );

  if (readOnly)
    return (
      <>
        <ReadOnlyView
          label={label}
          sections={[
            {
              title: 'Accepted',
              items: [
                ['Document', `${document.Title} (${published(document)})`],
                [`I have read and accept the ${label}`, yesNo(initial.Accepted)],
              ],
            },
          ]}
        />
        {text}
      </>
    );

  return (
    <OnboardingShell aria-label={label} {...shell}>
      <Edition>
        {document.Title}: {published(document)}
      </Edition>
      <Section>
        <Legend>{document.Title}</Legend>
        {text}
        <Wide>
          <Checkbox
            label={`I have read and accept the ${label} (version ${document.Version})`}
            required
            {...form.field('Accepted')}
          />
        </Wide>
      </Section>
    </OnboardingShell>
  );
}
