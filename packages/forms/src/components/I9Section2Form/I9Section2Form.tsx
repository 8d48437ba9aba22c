import {
  I9_ALTERNATIVE_PROCEDURE_TEXT,
  I9_EDITION,
  I9_LIST_A_MAX,
  I9_SECTION2_CERTIFICATION_TEXT,
  type I9Section2Data,
} from '@agency/api-client/contract';
import { Checkbox, DateField, TextField, Textarea, formatDate } from '@agency/ui';
import { i9Section2Schema } from '../../schemas';
import {
  Edition,
  GroupMessage,
  Item,
  ItemLegend,
  Legend,
  OnboardingShell,
  Prose,
  ReadOnlyView,
  RowButton,
  Section,
  Wide,
  yesNo,
  type OnboardingFormBaseProps,
  type ReadOnlySection,
} from '../../internal/onboarding/layout';
import { stateLabel, zipProps } from '../../internal/onboarding/options';
import { RadioGroup } from '../../internal/onboarding/RadioGroup';
import { StateSelect } from '../../internal/onboarding/StateSelect';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';
import { useOnboardingList } from '../../internal/onboarding/useOnboardingList';

export type I9Section2FormProps = OnboardingFormBaseProps<I9Section2Data>;

const EMPTY_DOCUMENT = { Title: '', IssuingAuthority: '', Number: '', Expiration: '' };
type DocumentValues = typeof EMPTY_DOCUMENT;

const EMPTY = {
  DocumentsKind: '',
  AdditionalInformation: '',
  AlternativeProcedure: false,
  FirstDayOfEmployment: '',
  EmployerLastName: '',
  EmployerFirstName: '',
  EmployerTitle: '',
  BusinessName: '',
  BusinessAddress: '',
  City: '',
  State: '',
  Zip: '',
};
type FormValues = typeof EMPTY & { ListA: DocumentValues[]; ListB: DocumentValues; ListC: DocumentValues };

const kindOptions = [
  { value: 'list-a', label: 'One document from List A' },
  { value: 'list-b-c', label: 'One document from List B and one from List C' },
];

function toFormValues(input: unknown): FormValues {
  const source = (input ?? {}) as Record<string, unknown>;
  const listA = Array.isArray(source.ListA) ? source.ListA.map((item) => fill(EMPTY_DOCUMENT, item)) : [];
  return {
    ...fill(EMPTY, input),
    ListA: listA.length > 0 ? listA : [{ ...EMPTY_DOCUMENT }],
    ListB: fill(EMPTY_DOCUMENT, source.ListB),
    ListC: fill(EMPTY_DOCUMENT, source.ListC),
  };
}

function documentItems(document: DocumentValues): ReadOnlySection['items'] {
  return [
    ['Document Title', document.Title],
    ['Issuing Authority', document.IssuingAuthority],
    ['Document Number (if any)', document.Number],
    ['Expiration Date (if any)', formatDate(document.Expiration)],
  ];
}

/**
 * Form I-9 (edition 01/20/25), Section 2, completed by the agency's staff: the documents the employee
 * presented (one to three from List A, or one from List B and one from List C, typed as examined: the form
 * never suggests a document), additional information, the alternative procedure box, the first day of
 * employment, and the employer's representative and business. Signing is a separate step (`SignatureStep`
 * with `I9_SECTION2_CERTIFICATION_TEXT`). Rules and messages: `i9Section2Schema`.
 */
export function I9Section2Form(props: I9Section2FormProps) {
  const { form, initial, readOnly, shell } = useOnboardingFormSetup(props, i9Section2Schema, toFormValues);
  const { field, errorOf, idOf, register, watch } = form;
  const listA = useOnboardingList(form, 'ListA', {
    newItem: () => ({ ...EMPTY_DOCUMENT }),
    first: 'Title',
    max: I9_LIST_A_MAX,
  });

  if (readOnly) {
    const v = initial;
    const documents: ReadOnlySection[] =
      v.DocumentsKind === 'list-a'
        ? v.ListA.map((document, index) => ({ title: `List A document ${index + 1}`, items: documentItems(document) }))
        : [
            { title: 'List B document', items: documentItems(v.ListB) },
            { title: 'List C document', items: documentItems(v.ListC) },
          ];
    return (
      <ReadOnlyView
        label="Form I-9 Section 2"
        sections={[
          ...documents,
          {
            title: 'Section 2: Employer Review and Verification',
            items: [
              ['Additional Information', v.AdditionalInformation],
              ['Alternative procedure used', yesNo(v.AlternativeProcedure)],
              ['First Day of Employment', formatDate(v.FirstDayOfEmployment)],
              ['Employer or Authorized Representative', `${v.EmployerFirstName} ${v.EmployerLastName}`.trim()],
              ['Title', v.EmployerTitle],
              ['Business or Organization Name', v.BusinessName],
              ['Business or Organization Address', `${v.BusinessAddress}, ${v.City}, ${stateLabel(v.State)} ${v.Zip}`],
            ],
          },
        ]}
      />
    );
  }

  const kind = watch('DocumentsKind');

  const documentFields = (path: string) => (
    <>
      <Wide>
        <TextField
          label="Document Title"
          hint="As written on the document the employee presented."
          autoComplete="off"
          required
          trimmed
          {...field(`${path}.Title`)}
        />
      </Wide>
      <TextField label="Issuing Authority" autoComplete="off" required trimmed {...field(`${path}.IssuingAuthority`)} />
      <TextField
        label="Document Number (if any)"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        trimmed
        {...field(`${path}.Number`)}
      />
      <DateField label="Expiration Date (if any)" {...field(`${path}.Expiration`)} />
    </>
  );

  return (
    <OnboardingShell aria-label="Form I-9 Section 2" {...shell}>
      <Edition>Form I-9 (edition {I9_EDITION}), Section 2: Employer Review and Verification</Edition>
      <Section>
        <Legend>Documents examined</Legend>
        <RadioGroup
          id={idOf('DocumentsKind')}
          {...errorOf('DocumentsKind')}
          legend="What the employee presented"
          hint="The employee chooses which acceptable documents to present."
          options={kindOptions}
          registration={register('DocumentsKind')}
        />
        {kind === 'list-a' ? (
          <>
            {listA.fields.map((item, index) => (
              <Item key={item.key}>
                <ItemLegend>List A document {index + 1}</ItemLegend>
                {documentFields(`ListA.${index}`)}
                {listA.fields.length > 1 ? (
                  <RowButton {...listA.remove(index)}>Remove List A document {index + 1}</RowButton>
                ) : null}
              </Item>
            ))}
            <GroupMessage {...errorOf('ListA')} />
            <RowButton {...listA.add}>Add a List A document</RowButton>
          </>
        ) : null}
        {kind === 'list-b-c' ? (
          <>
            <Item>
              <ItemLegend>List B document</ItemLegend>
              {documentFields('ListB')}
            </Item>
            <Item>
              <ItemLegend>List C document</ItemLegend>
              {documentFields('ListC')}
            </Item>
          </>
        ) : null}
        <Wide>
          <Textarea label="Additional Information" rows={3} {...field('AdditionalInformation')} />
        </Wide>
        <Wide>
          <Checkbox label={I9_ALTERNATIVE_PROCEDURE_TEXT} {...field('AlternativeProcedure')} />
        </Wide>
      </Section>
      <Section>
        <Legend>Certification</Legend>
        <Prose>
          <p>{I9_SECTION2_CERTIFICATION_TEXT}</p>
        </Prose>
        <DateField label="The employee's first day of employment" required {...field('FirstDayOfEmployment')} />
      </Section>
      <Section>
        <Legend>Employer or authorized representative</Legend>
        <TextField label="Last Name" autoComplete="family-name" required trimmed {...field('EmployerLastName')} />
        <TextField label="First Name" autoComplete="given-name" required trimmed {...field('EmployerFirstName')} />
        <TextField label="Title" autoComplete="organization-title" required trimmed {...field('EmployerTitle')} />
        <Wide>
          <TextField
            label="Employer's Business or Organization Name"
            autoComplete="organization"
            required
            trimmed
            {...field('BusinessName')}
          />
        </Wide>
        <Wide>
          <TextField
            label="Employer's Business or Organization Address"
            autoComplete="address-line1"
            required
            trimmed
            {...field('BusinessAddress')}
          />
        </Wide>
        <TextField label="City or Town" autoComplete="address-level2" required trimmed {...field('City')} />
        <StateSelect autoComplete="address-level1" required {...field('State')} />
        <TextField label="ZIP Code" autoComplete="postal-code" required {...zipProps} {...field('Zip')} />
      </Section>
    </OnboardingShell>
  );
}
