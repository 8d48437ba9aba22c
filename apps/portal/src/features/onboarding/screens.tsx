import type { ComponentType } from 'react';
import {
  EmergencyContactsForm,
  I9Section1Form,
  HepatitisBHipaaForm,
  IdentificationForm,
  InfluenzaVaccinationForm,
  PersonalInfoForm,
  SignatureStep,
  W9Form,
} from '@agency/forms';
import {
  I9_SECTION1_ATTESTATION_TEXT,
  HEPB_DECLINATION_TEXT,
  HEPB_RECORD_ATTESTATION_TEXT,
  HIPAA_ACKNOWLEDGEMENT_ITEMS,
  I9_SUPPLEMENT_A_TEXT,
  INFLUENZA_ATTESTATION_TEXT,
  INFLUENZA_DECLINATION_TEXT,
  INFLUENZA_MASKING_TEXT,
  W9_CERTIFICATION,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
import { AgencyDocumentScreen } from './AgencyDocumentScreen';
export { CbcPage } from './CbcScreen';
import { OnboardingFormScreen, type EngineFormProps, type SignatureRequest } from './OnboardingFormScreen';
import { useOnboardingUpload } from './upload';

const W9_TEXT = (
  <>
    <p>{W9_CERTIFICATION.leadIn}</p>
    <ol>
      {W9_CERTIFICATION.items.map((item) => (
        <li key={item.slice(0, 24)}>{item}</li>
      ))}
    </ol>
    <p>{W9_CERTIFICATION.crossOutItem2}</p>
  </>
);

/** The I-9's signatures: the employee's (Section 1), then one per preparer/translator (Supplement A). */
function i9Signatures(data: Record<string, unknown>): SignatureRequest[] {
  const preparers = Array.isArray(data.Preparers)
    ? (data.Preparers as { FirstName?: string; LastName?: string }[])
    : [];
  return [
    { title: 'Sign Section 1', certification: I9_SECTION1_ATTESTATION_TEXT },
    ...preparers.map((preparer, index) => ({
      title: `Preparer or translator ${index + 1}${preparer.FirstName || preparer.LastName ? `: ${[preparer.FirstName, preparer.LastName].filter(Boolean).join(' ')}` : ''}`,
      certification: I9_SUPPLEMENT_A_TEXT,
    })),
  ];
}

const screen = (
  form: OnboardingFormKey,
  Form: ComponentType<EngineFormProps>,
  signatures?: (data: Record<string, unknown>) => SignatureRequest[],
) =>
  function OnboardingScreen() {
    return <OnboardingFormScreen form={form} Form={Form} Sign={SignatureStep} signatures={signatures} />;
  };

export const PersonalInfoPage = screen('personal-info', PersonalInfoForm);
export const EmergencyInfoPage = screen('emergency-info', EmergencyContactsForm);
export const W9Page = screen('w9-form-info', W9Form, () => [{ title: 'Sign the W-9', certification: W9_TEXT }]);
export const I9Page = screen('uscis-info', I9Section1Form, i9Signatures);
/** The agency's own texts, read, accepted and signed (`AgencyDocumentScreen`). */
export const AgreementPage = () => <AgencyDocumentScreen kind="agreement" />;
export const TermsPage = () => <AgencyDocumentScreen kind="terms" />;
/** Physical Info (a health form): its own file. */
export { PhysicalInfoPage } from './PhysicalInfoScreen';
/** Nurse Form (for the nursing disciplines): its own file, with its sub-screens. */
export { NursePage } from './NursePage';

/**
 * Influenza Vaccination (a health form: opens once an offer was made): the proof uploads through
 * `uploadOnboardingFile`; a declination signs the Cal/OSHA statement and the masking acknowledgement, a
 * vaccination the attestation.
 */
export function InfluenzaPage() {
  const onUpload = useOnboardingUpload();
  return (
    <OnboardingFormScreen
      form="influenza-vaccination"
      Form={InfluenzaVaccinationForm}
      Sign={SignatureStep}
      formProps={{ onUpload }}
      signatures={influenzaSignatures}
    />
  );
}

/**
 * Hepatitis B & HIPAA (a health form: opens once an offer was made): the record uploads through
 * `uploadOnboardingFile`; one signature signs the OSHA declination (or the record's attestation) and the
 * HIPAA workforce acknowledgement, both shown on the signing step.
 */
export function HepatitisBPage() {
  const onUpload = useOnboardingUpload();
  return (
    <OnboardingFormScreen
      form="hepab-hippa-info"
      Form={HepatitisBHipaaForm}
      Sign={SignatureStep}
      formProps={{ onUpload }}
      signatures={hepBSignatures}
    />
  );
}

function hepBSignatures(data: Record<string, unknown>): SignatureRequest[] {
  const declined = data.HepBChoice === 'declined';
  return [
    {
      title: declined
        ? 'Sign the declination and the HIPAA acknowledgement'
        : 'Sign your record and the HIPAA acknowledgement',
      certification: (
        <>
          {declined ? (
            <>
              <p>
                <strong>Hepatitis B Vaccine Declination (Mandatory)</strong>
              </p>
              <p>{HEPB_DECLINATION_TEXT}</p>
            </>
          ) : (
            <p>{HEPB_RECORD_ATTESTATION_TEXT}</p>
          )}
          <p>
            <strong>HIPAA workforce acknowledgement</strong>
          </p>
          <ol>
            {HIPAA_ACKNOWLEDGEMENT_ITEMS.map((item) => (
              <li key={item.slice(0, 32)}>{item}</li>
            ))}
          </ol>
        </>
      ),
    },
  ];
}

/** The influenza form's signature: the declination (with the masking acknowledgement) or the attestation. */
function influenzaSignatures(data: Record<string, unknown>): SignatureRequest[] {
  if (data.Choice !== 'declined')
    return [{ title: 'Sign your vaccination record', certification: INFLUENZA_ATTESTATION_TEXT }];
  return [
    {
      title: 'Sign the declination',
      certification: (
        <>
          <p>{INFLUENZA_DECLINATION_TEXT}</p>
          <p>{INFLUENZA_MASKING_TEXT}</p>
        </>
      ),
    },
  ];
}

/** Identification Info: its images upload through `uploadOnboardingFile` (progress, cancel, retry). */
export function IdentificationPage() {
  const onUpload = useOnboardingUpload();
  return (
    <OnboardingFormScreen
      form="identification-info"
      Form={IdentificationForm}
      Sign={SignatureStep}
      formProps={{ onUpload }}
    />
  );
}
