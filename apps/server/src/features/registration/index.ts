import type { Feature } from '../../platform/feature';
import { registrationRoutes, type RegistrationDeps } from './routes';

/** registration: applicant sign-up (register, the e-mail lookup, verification codes, resend). */
export const registrationFeature: Feature<RegistrationDeps> = { name: 'registration', register: registrationRoutes };

export type { RegistrationDeps } from './routes';
export type { VerificationCodesTable } from './tables';
/** The recruiter self-registration (features/recruiters) issues its code the same way. */
export { issueVerificationCode } from './service';
