import { PhysicalInfoForm, SignatureStep } from '@agency/forms';
import { OnboardingFormScreen } from './OnboardingFormScreen';
import { useOnboardingUpload } from './upload';

/**
 * Physical Info (a health form for the nursing disciplines: opens once an offer was made; reached from the
 * checklist, not the side menu): TB test, MMR, varicella, Tdap, drug screen, physical exam and N95 fit test,
 * each proof uploaded through `uploadOnboardingFile`. Submitted with a confirmation (no signature).
 */
export function PhysicalInfoPage() {
  const onUpload = useOnboardingUpload();
  return (
    <OnboardingFormScreen
      form="nurse-physical-info"
      Form={PhysicalInfoForm}
      Sign={SignatureStep}
      formProps={{ onUpload }}
    />
  );
}
