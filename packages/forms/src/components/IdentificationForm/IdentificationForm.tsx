import { useState, type ReactNode } from 'react';
import {
  IDENTIFICATION_DOCUMENTS_MAX,
  IDENTIFICATION_TYPES,
  type IdentificationData,
} from '@agency/api-client/contract';
import { DateField, Select, TextField, formatDate } from '@agency/ui';
import { identificationSchema } from '../../schemas';
import {
  GroupMessage,
  Item,
  ItemLegend,
  labelOf,
  OnboardingShell,
  ReadOnlyView,
  RowButton,
  Section,
  Legend,
  Wide,
  type OnboardingFormBaseProps,
  type ReadOnlySection,
} from '../../internal/onboarding/layout';
import { optionsOf, stateLabel } from '../../internal/onboarding/options';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';
import { useOnboardingList } from '../../internal/onboarding/useOnboardingList';
import { UploadSlot, type UploadFile } from './UploadSlot';

export interface IdentificationFormProps extends OnboardingFormBaseProps<IdentificationData> {
  /**
   * Uploads an image of a document (front or back) and answers its `UploadId`. The form shows the progress
   * (`onProgress`, 0–100), a Cancel button (aborts `signal`) and Retry after a failure (the error's
   * message is shown). Without it, the image slots are not shown.
   */
  onUpload?: UploadFile;
  /**
   * Read-only mode: what shows for an image on file (its `UploadId`) in place of "Uploaded", e.g. a preview
   * staff open. `label` names the document and the side ("Document 1: Driver's license, front").
   */
  renderUpload?: (uploadId: string, label: string) => ReactNode;
  /** Makes the `Id` of a new document (default `crypto.randomUUID()`). */
  newId?: () => string;
}

const EMPTY_DOCUMENT = {
  Id: '',
  Type: '',
  OtherType: '',
  IssuingState: '',
  IssuingCountry: '',
  Number: '',
  IssueDate: '',
  ExpiryDate: '',
  FrontUploadId: '',
  BackUploadId: '',
};
type DocumentValues = typeof EMPTY_DOCUMENT;
type FormValues = { Documents: DocumentValues[] };

const typeOptions = optionsOf(IDENTIFICATION_TYPES);
const defaultNewId = () => crypto.randomUUID();

function toFormValues(input: unknown, newId: () => string): FormValues {
  const list = (input as { Documents?: unknown } | null | undefined)?.Documents;
  const documents = Array.isArray(list) ? list.map((item) => fill(EMPTY_DOCUMENT, item)) : [];
  return { Documents: documents.length > 0 ? documents : [{ ...EMPTY_DOCUMENT, Id: newId() }] };
}

const stateIssued = (type: string) => type === 'drivers-license' || type === 'state-id';

function documentItems(
  document: DocumentValues,
  index: number,
  renderUpload: IdentificationFormProps['renderUpload'],
): ReadOnlySection['items'] {
  const type =
    document.Type === 'other' ? `Other: ${document.OtherType}` : labelOf(IDENTIFICATION_TYPES, document.Type);
  const image = (uploadId: string, side: string) => {
    if (!uploadId) return '';
    return renderUpload
      ? renderUpload(uploadId, `Document ${index + 1}${type ? `: ${type}` : ''}, ${side}`)
      : 'Uploaded';
  };
  return [
    ['Type', type],
    ['Issuing State', stateLabel(document.IssuingState)],
    ['Issuing Country', document.IssuingCountry],
    ['Document Number', document.Number],
    ['Issue Date', formatDate(document.IssueDate)],
    ['Expiry Date', formatDate(document.ExpiryDate)],
    ['Front image', image(document.FrontUploadId, 'front')],
    ['Back image', image(document.BackUploadId, 'back')],
  ];
}

/**
 * Identification Info (onboarding): one or more identity documents, added and removed; each asks what its
 * type needs (the issuing state of a driver's license or state ID, the country of a passport, what an
 * "other" document is) and, with `onUpload`, an image of its front and back. Rules and messages:
 * `identificationSchema`.
 */
export function IdentificationForm({
  onUpload,
  renderUpload,
  newId = defaultNewId,
  ...props
}: IdentificationFormProps) {
  const { form, initial, readOnly, disabled, shell } = useOnboardingFormSetup(props, identificationSchema, (input) =>
    toFormValues(input, newId),
  );
  const { field, errorOf, idOf, watch, setValue, isSubmitted } = form;
  const list = useOnboardingList(form, 'Documents', {
    newItem: () => ({ ...EMPTY_DOCUMENT, Id: newId() }),
    first: 'Type',
    max: IDENTIFICATION_DOCUMENTS_MAX,
  });
  // Uploads in progress: the form waits for them (the submit button is busy) so no image is left out.
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((count) => Math.max(0, count + (busy ? 1 : -1)));

  if (readOnly) {
    return (
      <ReadOnlyView
        label="Identification Info"
        sections={initial.Documents.map((item, index) => ({
          title: `Document ${index + 1}`,
          items: documentItems(item, index, renderUpload),
        }))}
      />
    );
  }

  const documents = watch('Documents');

  return (
    <OnboardingShell aria-label="Identification Info" {...shell} busy={shell.busy || uploads > 0}>
      <Section>
        <Legend>Identity documents</Legend>
        {list.fields.map((item, index) => {
          const path = `Documents.${index}`;
          const type = documents[index]?.Type ?? '';
          const typeLabel = labelOf(IDENTIFICATION_TYPES, type);
          const slot = (side: 'FrontUploadId' | 'BackUploadId', label: string, hint: string) =>
            onUpload ? (
              <Wide>
                <UploadSlot
                  id={idOf(`${path}.${side}`)}
                  label={label}
                  hint={hint}
                  upload={onUpload}
                  onBusyChange={onBusyChange}
                  uploadId={documents[index]?.[side] || null}
                  onUploaded={(uploadId) =>
                    setValue(`${path}.${side}` as `Documents.${number}.${typeof side}`, uploadId ?? '', {
                      shouldDirty: true,
                      shouldValidate: isSubmitted,
                    })
                  }
                  disabled={disabled}
                  {...errorOf(`${path}.${side}`)}
                />
              </Wide>
            ) : null;
          return (
            <Item key={item.key}>
              <ItemLegend>
                Document {index + 1}
                {typeLabel ? `: ${typeLabel}` : ''}
              </ItemLegend>
              <Select
                label="Type of document"
                placeholder="Choose a type"
                required
                options={typeOptions}
                {...field(`${path}.Type`)}
              />
              {type === 'other' ? (
                <TextField
                  label="What kind of document"
                  hint="For example: military ID, tribal ID."
                  autoComplete="off"
                  required
                  trimmed
                  {...field(`${path}.OtherType`)}
                />
              ) : null}
              {stateIssued(type) || type === 'other' ? (
                <StateSelect label="Issuing State" required={stateIssued(type)} {...field(`${path}.IssuingState`)} />
              ) : null}
              {type === 'passport' || type === 'other' ? (
                <TextField
                  label="Issuing Country"
                  autoComplete="off"
                  required={type === 'passport'}
                  trimmed
                  {...field(`${path}.IssuingCountry`)}
                />
              ) : null}
              <TextField
                label="Document Number"
                hint="Letters, digits, spaces and hyphens, as printed."
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                required
                trimmed
                {...field(`${path}.Number`)}
              />
              <DateField label="Issue Date" {...field(`${path}.IssueDate`)} />
              <DateField label="Expiry Date" {...field(`${path}.ExpiryDate`)} />
              {slot(
                'FrontUploadId',
                type === 'passport' ? 'Photo page' : 'Front of the document',
                'Take a photo in good light, or choose a file.',
              )}
              {type === 'passport' ? null : slot('BackUploadId', 'Back of the document', 'If it has a back side.')}
              <RowButton {...list.remove(index)}>Remove document {index + 1}</RowButton>
            </Item>
          );
        })}
        <GroupMessage {...errorOf('Documents')} />
        <RowButton {...list.add}>Add another document</RowButton>
      </Section>
    </OnboardingShell>
  );
}
