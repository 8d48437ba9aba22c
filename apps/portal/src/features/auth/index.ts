// What other features may use of sign-in and registration (another feature imports this file only).
export { AuthLink } from './AuthLink';
export { usePortalCaptcha } from './captcha';
export { RegistrationStep } from './RegistrationStep';
export { VerificationStep } from './VerificationStep';
