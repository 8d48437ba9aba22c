import type { OnboardingFormKey } from '@agency/api-client/contract';

/** A credential with an expiry date a form reports (a license, a certification, a TB test). */
export interface ReportedExpiry {
  /** Stable within (applicant, form): 'license:<Id>', 'cert:<Id>', 'tb'. */
  key: string;
  label: string;
  /** YYYY-MM-DD */
  expiresOn: string;
}

/** The events onboarding writes (platform/events.ts). */
declare module '../../platform/events' {
  interface Events {
    /**
     * An applicant submitted a version of a form, in the submission's transaction (the demo seed's versions
     * too). `expiries`: the credentials with an expiry date the form reports (Nurse Form, Physical Info; every
     * submission replaces the form's earlier ones), null for a form that reports none.
     */
    'onboarding.formSubmitted': {
      agencyId: number;
      applicantId: number;
      form: OnboardingFormKey;
      expiries: readonly ReportedExpiry[] | null;
    };
  }
}
