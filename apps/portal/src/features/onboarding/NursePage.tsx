import { useCallback, useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NurseForm, SignatureStep, type NurseFormEntry } from '@agency/forms';
import { NURSE_FORM_ATTESTATION_TEXT } from '@agency/api-client/contract';
import { ReferenceRequestButton } from '../references';
import { OnboardingFormScreen, type SignatureRequest } from './OnboardingFormScreen';
import { useOnboardingUpload } from './upload';
import { SaveDraftNowContext } from './useAutosave';

/** The search parameters of the Nurse Form's sub-screens: `?entry=license&id=<Id>` ('new' while adding). */
export const NURSE_ENTRY_PARAM = 'entry';
export const NURSE_ENTRY_ID_PARAM = 'id';

const SECTIONS = ['license', 'certification', 'education', 'employment', 'reference', 'military'] as const;

/**
 * A reference's "Request reference" (the e-mail with the one-time link to the public form). The draft is
 * saved first: the server reads the reference from the saved form, and one just added may still wait for
 * the autosave.
 */
function RequestReference({ id, name }: { id: string; name: string }) {
  const saveDraftNow = useContext(SaveDraftNowContext);
  return <ReferenceRequestButton referenceId={id} referenceName={name} beforeRequest={saveDraftNow} />;
}

const renderEntryActions = (section: NurseFormEntry['section'], entry: Readonly<Record<string, string | boolean>>) =>
  section === 'reference' && typeof entry.Id === 'string' && entry.Id ? (
    <RequestReference id={entry.Id} name={typeof entry.Name === 'string' ? entry.Name : ''} />
  ) : null;

const nurseSignatures = (): SignatureRequest[] => [
  { title: 'Sign the Nurse Form', certification: NURSE_FORM_ATTESTATION_TEXT },
];

/**
 * Nurse Form (`nurse-form`, for the nursing disciplines; reached from the checklist, not the menu): the
 * overview of licenses, certifications, education, employment history, references and military service;
 * Add and Edit open one entry's sub-screen, kept in the address (`?entry=license&id=…`) so the browser's
 * Back closes it and a reload reopens it. Saving an entry saves the draft; the form is signed when submitted.
 * Cards upload through `uploadOnboardingFile`; each reference has its "Request reference" (../references).
 */
export function NursePage() {
  const onUpload = useOnboardingUpload();
  const [params, setParams] = useSearchParams();
  const section = params.get(NURSE_ENTRY_PARAM);
  const entry: NurseFormEntry | null =
    section && (SECTIONS as readonly string[]).includes(section)
      ? { section: section as NurseFormEntry['section'], id: params.get(NURSE_ENTRY_ID_PARAM) || 'new' }
      : null;
  const onEntryChange = useCallback(
    (next: NurseFormEntry | null) =>
      // Opening pushes (Back closes it); closing replaces (Back does not reopen a saved entry).
      setParams(next ? { [NURSE_ENTRY_PARAM]: next.section, [NURSE_ENTRY_ID_PARAM]: next.id } : {}, {
        replace: next === null,
      }),
    [setParams],
  );
  return (
    <OnboardingFormScreen
      form="nurse-form"
      Form={NurseForm}
      Sign={SignatureStep}
      formProps={{ onUpload, entry, onEntryChange, renderEntryActions }}
      signatures={nurseSignatures}
    />
  );
}
