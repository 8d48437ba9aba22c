import { useState, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  IDENTIFICATION_DOCUMENTS_MAX,
  IDENTIFICATION_TYPES,
  type IdentificationData,
} from '@agency/api-client/contract';
import { Button, DateField, Select, TextField } from '@agency/ui';
import { identificationSchema } from '../../schemas';
import {
  GroupError,
  Item,
  ItemLegend,
  labelOf,
  OnboardingShell,
  ReadOnlyView,
  Section,
  Legend,
  Wide,
  type OnboardingFormBaseProps,
  type ReadOnlySection,
} from '../../internal/onboarding/layout';
import { optionsOf, stateLabel, stateOptions } from '../../internal/onboarding/options';
import { fill, useOnboardingForm } from '../../internal/onboarding/useOnboardingForm';
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
    ['Issue Date', document.IssueDate],
    ['Expiry Date', document.ExpiryDate],
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
  defaultValues,
  values,
  onChange,
  onSubmit,
  serverErrors,
  readOnly = false,
  disabled = false,
  submitLabel = 'Continue',
  actions,
  onUpload,
  renderUpload,
  newId = defaultNewId,
  ...rest
}: IdentificationFormProps) {
  const initial = toFormValues(values ?? defaultValues, newId);
  const form = useOnboardingForm<FormValues>({
    schema: identificationSchema,
    defaultValues: initial,
    serverErrors,
    onChange,
    onSubmit,
  });
  const { field, errorOf, idOf, control, watch, setValue, setFocus, isSubmitted } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'Documents', keyName: 'key' });
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
  const listError = errorOf('Documents');

  return (
    <OnboardingShell
      aria-label="Identification Info"
      {...rest}
      onSubmit={form.submit}
      summary={form.summary}
      summaryRef={form.summaryRef}
      disabled={disabled}
      busy={disabled || form.isSubmitting || uploads > 0}
      submitLabel={submitLabel}
      actions={actions}
    >
      <Section>
        <Legend>Identity documents</Legend>
        {fields.map((item, index) => {
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
                <Select
                  label="Issuing State"
                  placeholder="Choose a state"
                  required={stateIssued(type)}
                  options={stateOptions}
                  {...field(`${path}.IssuingState`)}
                />
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
              <Wide>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    remove(index);
                    setTimeout(() => document.getElementById(idOf('Documents'))?.focus(), 0);
                  }}
                >
                  Remove document {index + 1}
                </Button>
              </Wide>
            </Item>
          );
        })}
        {listError.showError && listError.error ? <GroupError>{listError.error}</GroupError> : null}
        <Wide>
          <Button
            type="button"
            variant="secondary"
            id={idOf('Documents')}
            disabled={fields.length >= IDENTIFICATION_DOCUMENTS_MAX}
            onClick={() => {
              append({ ...EMPTY_DOCUMENT, Id: newId() }, { shouldFocus: false });
              setTimeout(() => setFocus(`Documents.${fields.length}.Type`), 0);
            }}
          >
            Add another document
          </Button>
        </Wide>
      </Section>
    </OnboardingShell>
  );
}
