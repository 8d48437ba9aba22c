import type { ComponentType } from 'react';
import {
  EmergencyContactsForm,
  I9Section1Form,
  IdentificationForm,
  PersonalInfoForm,
  SignatureStep,
  W9Form,
} from '@agency/forms';
import {
  I9_SECTION1_ATTESTATION_TEXT,
  I9_SUPPLEMENT_A_TEXT,
  W9_CERTIFICATION,
  type OnboardingFormKey,
} from '@agency/api-client/contract';
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
