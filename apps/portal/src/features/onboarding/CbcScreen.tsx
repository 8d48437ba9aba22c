import { CbcForm, SignatureStep } from '@agency/forms';
import {
  CBC_AUTHORIZATION_TEXT,
  getOnboardingForm,
  isOnboardingComplete,
  NY_CHRC_TEXT,
  NY_CHRC_TITLE,
  type Discipline,
  type OnboardingFormDocument,
} from '@agency/api-client/contract';
import { useApiQuery } from '@agency/api-client/swr';
import { LoadingState, Stack } from '@agency/ui';
import { RoutePageHeader } from '../../routing/RoutePageHeader';
import { OnboardingFormScreen, type SignatureRequest } from './OnboardingFormScreen';

const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false } as const;

/**
 * The mask of the SSN on the applicant's W-9 when it was submitted with one ('***-**-6789'), else null: what
 * "Use the SSN from my W-9" shows. The full number never reaches the browser: the server copies it.
 */
export function w9SsnMask(doc: OnboardingFormDocument | undefined): string | null {
  const data = doc?.Data as { TinType?: unknown; Tin?: unknown } | null | undefined;
  if (!doc || !(isOnboardingComplete(doc.Status) || doc.Status === 'changes-requested')) return null;
  return data?.TinType === 'ssn' && typeof data.Tin === 'string' && data.Tin !== '' ? data.Tin : null;
}

/** What the applicant signs: the authorization, and the NY CHRC consent when it was given. */
export function cbcSignatures(data: Record<string, unknown>): SignatureRequest[] {
  return [
    {
      title: 'Sign the authorization',
      certification: (
        <>
          <p>{CBC_AUTHORIZATION_TEXT}</p>
          {data.NyChrcConsent === true ? (
            <>
              <p>
                <strong>{NY_CHRC_TITLE}</strong>
              </p>
              {NY_CHRC_TEXT.split('\n\n').map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </>
          ) : null}
        </>
      ),
    },
  ];
}

/**
 * CHRC Form Info (SPEC §2 `cbc-form-info`): the disclosure, the authorization, the state notices and the NY
 * CHRC consent (`CbcForm`), then the signature. It reads the applicant's W-9 (for "Use the SSN from my W-9",
 * masked) and Personal Info (the discipline, for the NY CHRC consent) first.
 */
export function CbcPage() {
  const w9 = useApiQuery(getOnboardingForm, { params: { form: 'w9-form-info' } }, ONCE);
  const personal = useApiQuery(getOnboardingForm, { params: { form: 'personal-info' } }, ONCE);
  // Without them (a failed read) the form still works: the SSN is typed, the discipline unknown.
  if ((!w9.data && !w9.error) || (!personal.data && !personal.error))
    return (
      <Stack gap={5}>
        <RoutePageHeader />
        <LoadingState label="Loading the form" />
      </Stack>
    );
  const discipline = ((personal.data?.Data as { Discipline?: Discipline | null } | null)?.Discipline ??
    null) as Discipline | null;
  return (
    <OnboardingFormScreen
      form="cbc-form-info"
      Form={CbcForm}
      Sign={SignatureStep}
      formProps={{ w9Ssn: w9SsnMask(w9.data), discipline }}
      signatures={cbcSignatures}
    />
  );
}
