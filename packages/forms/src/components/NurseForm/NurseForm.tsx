import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { get, type FieldError } from 'react-hook-form';
import { NURSE_ENTRIES_MAX, NURSYS_URL, nurseEmploymentGaps, type NurseFormData } from '@agency/api-client/contract';
import { Button, Link, Text } from '@agency/ui';
import { nurseFormSchema } from '../../schemas';
import {
  GroupError,
  Legend,
  OnboardingShell,
  Prose,
  ReadOnlyView,
  Section,
  Wide,
  focusSoon,
  type OnboardingFormBaseProps,
  type ReadOnlySection,
} from '../../internal/onboarding/layout';
import { fill } from '../../internal/onboarding/useOnboardingForm';
import { useOnboardingFormSetup } from '../../internal/onboarding/useOnboardingFormSetup';
import type { UploadFile } from '../IdentificationForm/UploadSlot';
import { NurseEntryForm } from './NurseEntryForm';
import {
  EMPTY_MILITARY,
  NURSE_SECTIONS,
  entryItems,
  sectionOf,
  type EntryValues,
  type NurseSectionInfo,
  type NurseSectionKey,
} from './sections';

/** The sub-screen open: a section's entry by its Id ('new' while adding; the military service has none). */
export interface NurseFormEntry {
  section: NurseSectionKey;
  id: string;
}

export interface NurseFormProps extends OnboardingFormBaseProps<NurseFormData> {
  /** Uploads a license or certification card and answers its `UploadId` (as Identification Info does). */
  onUpload?: UploadFile;
  /** Read-only mode: what shows for a card on file (its `UploadId`; `label` names it), e.g. a download link. */
  renderUpload?: (uploadId: string, label: string) => ReactNode;
  /** Makes the `Id` of a new entry (default `crypto.randomUUID()`). */
  newId?: () => string;
  /**
   * The sub-screen open (controlled, e.g. from the address's search parameters), null for the overview.
   * Without it the form keeps the state itself.
   */
  entry?: NurseFormEntry | null;
  /** Called when a sub-screen opens or closes (Add, Edit, Save, Cancel). */
  onEntryChange?: (entry: NurseFormEntry | null) => void;
  /**
   * Further actions of a saved entry in the overview (e.g. the portal's "Request reference" on a reference),
   * given the section and the entry's values as typed.
   */
  renderEntryActions?: (section: NurseSectionKey, entry: Readonly<Record<string, string | boolean>>) => ReactNode;
}

type Lists = 'Licenses' | 'Certifications' | 'Education' | 'Employment' | 'References';
type FormValues = Record<Lists, EntryValues[]> & { HasMilitaryService: boolean; Military: EntryValues | null };

const defaultNewId = () => crypto.randomUUID();

function toFormValues(input: unknown): FormValues {
  const source = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const list = (section: NurseSectionInfo) => {
    const items = source[section.list];
    return Array.isArray(items) ? items.map((item) => fill(section.empty, item) as EntryValues) : [];
  };
  const military =
    source.HasMilitaryService === true && source.Military && typeof source.Military === 'object'
      ? (fill(EMPTY_MILITARY, source.Military) as EntryValues)
      : null;
  return {
    Licenses: list(sectionOf('license')!),
    Certifications: list(sectionOf('certification')!),
    Education: list(sectionOf('education')!),
    Employment: list(sectionOf('employment')!),
    References: list(sectionOf('reference')!),
    HasMilitaryService: military !== null,
    Military: military,
  };
}

const Entries = styled.ul`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

const EntryBox = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const EntryText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  flex: 1 1 14rem;
  overflow-wrap: anywhere;
`;

const EntryTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const EntryButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  & > button {
    min-height: 2.75rem;
  }
`;

/** Every message of an errors subtree ('.root' of a list included), by its path under `prefix`. */
function messagesUnder(errors: unknown, prefix = ''): [string, string][] {
  if (!errors || typeof errors !== 'object') return [];
  const out: [string, string][] = [];
  const own = (errors as FieldError).message;
  if (typeof own === 'string' && own !== '' && typeof (errors as FieldError).type === 'string') out.push([prefix, own]);
  for (const [key, child] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
    out.push(...messagesUnder(child, key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

/**
 * Nurse Form (onboarding, ONBOARDING.md §6; only for the nursing disciplines): an overview of its sections
 * (licenses, certifications, education, employment history, references, military service), each listing
 * its entries with Edit and Remove and an Add button; Add and Edit open the entry's sub-screen
 * (`NurseEntryForm`), whose Save puts the entry in the form (reported as the draft through `onChange`).
 * The form's submit checks everything (at least one license and one school, two supervisory references,
 * the explanation of a gap of more than 3 months between jobs) and the screen then asks for the
 * signature. Rules and messages: `nurseFormSchema` and the entries' schemas.
 */
export function NurseForm({
  onUpload,
  renderUpload,
  newId = defaultNewId,
  entry: controlledEntry,
  onEntryChange,
  renderEntryActions,
  ...props
}: NurseFormProps) {
  const { form, initial, readOnly, disabled, shell } = useOnboardingFormSetup(props, nurseFormSchema, toFormValues);
  const { watch, setValue, getValues, idOf, isSubmitted, trigger, formState } = form;
  const [ownEntry, setOwnEntry] = useState<NurseFormEntry | null>(null);
  const entry = controlledEntry === undefined ? ownEntry : controlledEntry;
  // The Id a new entry gets, made once per "Add" (the sub-screen keeps it while open).
  const [pendingId, setPendingId] = useState<string | null>(null);

  if (readOnly) {
    const sections: ReadOnlySection[] = [];
    for (const section of NURSE_SECTIONS) {
      const entries =
        section.key === 'military' ? (initial.Military ? [initial.Military] : []) : initial[section.list as Lists];
      if (entries.length === 0) {
        sections.push({ title: section.heading, items: [[section.heading, section.key === 'military' ? 'None' : '']] });
        continue;
      }
      entries.forEach((each, index) => {
        const title = entries.length > 1 ? `${section.title(each)} (${index + 1})` : section.title(each);
        sections.push({
          title: `${section.heading}: ${title}`,
          items: entryItems(section.key, each, (uploadId) => renderUpload?.(uploadId, title) ?? 'Uploaded'),
        });
      });
    }
    return <ReadOnlyView label="Nurse Form" sections={sections} />;
  }

  const open = (next: NurseFormEntry | null) => {
    if (controlledEntry === undefined) setOwnEntry(next);
    onEntryChange?.(next);
  };
  const editButtonId = (section: NurseSectionInfo, index: number) =>
    section.key === 'military' ? idOf('Military') : idOf(`${section.list}.${index}`);
  const addButtonId = (section: NurseSectionInfo) => idOf(section.list);

  const listOf = (section: NurseSectionInfo): EntryValues[] =>
    section.key === 'military'
      ? getValues('Military')
        ? [getValues('Military')!]
        : []
      : ((getValues(section.list as Lists) as EntryValues[] | undefined) ?? []);

  const put = (section: NurseSectionInfo, next: EntryValues[]) => {
    const options = { shouldDirty: true, shouldTouch: true };
    if (section.key === 'military') {
      setValue('Military', next[0] ?? null, options);
      setValue('HasMilitaryService', next.length > 0, options);
    } else setValue(section.list as Lists, next, options);
    // After a submit attempt the messages follow the change (e.g. the references' count).
    if (isSubmitted) void trigger();
  };

  // The sub-screen of one entry.
  const openSection = entry ? sectionOf(entry.section) : undefined;
  if (entry && openSection) {
    const list = listOf(openSection);
    const index =
      openSection.key === 'military' ? (list.length > 0 ? 0 : -1) : list.findIndex((each) => each.Id === entry.id);
    const isNew = index < 0;
    const id = isNew ? (pendingId ?? newId()) : String(list[index]!.Id ?? '');
    if (isNew && pendingId !== id) setPendingId(id);
    const base = isNew
      ? openSection.key === 'military'
        ? { ...openSection.empty }
        : { ...openSection.empty, Id: id }
      : list[index]!;
    const path = openSection.key === 'military' ? 'Military' : `${openSection.list}.${index}`;
    const entryErrors = isNew
      ? {}
      : Object.fromEntries(
          messagesUnder(get(formState.errors, path)).filter(([field]) => field !== '') as [string, string][],
        );
    const close = (focusId: string) => {
      setPendingId(null);
      open(null);
      focusSoon(focusId);
    };
    return (
      <NurseEntryForm
        key={`${openSection.key}-${id}`}
        section={openSection}
        isNew={isNew}
        defaultValues={base}
        serverErrors={entryErrors}
        disabled={disabled}
        onUpload={openSection.key === 'license' || openSection.key === 'certification' ? onUpload : undefined}
        needsGapExplanation={
          openSection.key === 'employment'
            ? (job) => {
                const others = list.filter((each) => each.Id !== job.Id);
                const jobs = [...others, job].map((each) => ({
                  Id: String(each.Id),
                  From: (each.From as string) || null,
                  To: (each.To as string) || null,
                  Current: each.Current === true,
                }));
                return nurseEmploymentGaps(jobs).includes(String(job.Id));
              }
            : undefined
        }
        onSave={(saved) => {
          const next = isNew ? [...list, saved] : list.map((each, i) => (i === index ? saved : each));
          put(openSection, next);
          close(editButtonId(openSection, isNew ? next.length - 1 : index));
        }}
        onCancel={() => close(isNew ? addButtonId(openSection) : editButtonId(openSection, index))}
      />
    );
  }

  // The overview. The summary's links for an entry's fields lead to the entry's Edit button.
  const values = watch();
  const entryPrefixes = NURSE_SECTIONS.flatMap((section) =>
    (section.key === 'military' ? (values.Military ? [values.Military] : []) : values[section.list as Lists]).map(
      (_, index) => ({ prefix: `${editButtonId(section, index)}-`, id: editButtonId(section, index) }),
    ),
  );
  const summary = shell.summary.map((item) => {
    const owner = entryPrefixes.find(({ prefix }) => item.id.startsWith(prefix));
    return owner ? { ...item, id: owner.id } : item;
  });
  const shown = (path: string) =>
    isSubmitted || messagesUnder(get(formState.errors, path)).some(([, message]) => message !== '');

  return (
    <OnboardingShell aria-label="Nurse Form" {...shell} summary={summary}>
      <Prose>
        <p>
          Add your licenses, certifications, education, work history and references. Each is saved as a draft when you
          save it; when everything is there, continue to sign the form.
        </p>
      </Prose>
      {NURSE_SECTIONS.map((section) => {
        const entries =
          section.key === 'military' ? (values.Military ? [values.Military] : []) : values[section.list as Lists];
        const path = section.key === 'military' ? 'Military' : section.list;
        const listMessage = messagesUnder(get(formState.errors, path)).find(([field]) => field === '')?.[1];
        const max = section.key === 'military' ? 1 : NURSE_ENTRIES_MAX;
        return (
          <Section key={section.key}>
            <Legend>{section.heading}</Legend>
            {section.key === 'license' ? (
              <Wide>
                <Text size="sm" tone="muted">
                  Staff verify each license on{' '}
                  <Link href={NURSYS_URL} target="_blank" rel="noopener noreferrer">
                    Nursys (opens in a new tab)
                  </Link>
                  .
                </Text>
              </Wide>
            ) : null}
            {entries.length === 0 ? (
              <Wide>
                <Text tone="muted">{section.none}</Text>
              </Wide>
            ) : (
              <Entries aria-label={section.heading}>
                {entries.map((each, index) => {
                  const title = section.title(each);
                  const entryPath = section.key === 'military' ? 'Military' : `${section.list}.${index}`;
                  const problems =
                    shown(entryPath) && section.key !== 'military'
                      ? messagesUnder(get(formState.errors, entryPath))
                      : section.key === 'military' && shown('Military')
                        ? messagesUnder(get(formState.errors, 'Military')).filter(([field]) => field !== '')
                        : [];
                  return (
                    <EntryBox key={String(each.Id || section.key)}>
                      <EntryText>
                        <EntryTitle>{title}</EntryTitle>
                        <Text as="span" size="sm" tone="muted">
                          {section.details(each)}
                        </Text>
                        {problems.length > 0 ? (
                          <GroupError>Needs attention: {problems.map(([, message]) => message).join(' ')}</GroupError>
                        ) : null}
                        {renderEntryActions?.(section.key, each)}
                      </EntryText>
                      <EntryButtons>
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          id={editButtonId(section, index)}
                          aria-label={`Edit ${title}`}
                          onClick={() => open({ section: section.key, id: String(each.Id || section.key) })}
                        >
                          Edit
                        </Button>
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          aria-label={`Remove ${title}`}
                          onClick={() => {
                            put(
                              section,
                              listOf(section).filter((_, i) => i !== index),
                            );
                            focusSoon(addButtonId(section));
                          }}
                        >
                          Remove
                        </Button>
                      </EntryButtons>
                    </EntryBox>
                  );
                })}
              </Entries>
            )}
            {listMessage && shown(path) ? <GroupError>{listMessage}</GroupError> : null}
            <Wide>
              <Button
                type="button"
                variant="secondary"
                id={addButtonId(section)}
                disabled={entries.length >= max}
                onClick={() => {
                  setPendingId(null);
                  open({ section: section.key, id: 'new' });
                }}
              >
                {section.key === 'military' ? 'Add military service' : `Add a ${section.noun}`}
              </Button>
            </Wide>
          </Section>
        );
      })}
    </OnboardingShell>
  );
}
