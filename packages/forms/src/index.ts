// Public API of @agency/forms: the form components. Named exports only; types apart. A test guards this
// list. Rules, messages and value types live in the React-free entry '@agency/forms/schemas'.

export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm';
export { RegistrationForm } from './RegistrationForm';
export type { RegistrationFormProps } from './RegistrationForm';
export { VerificationForm } from './VerificationForm';
export type { VerificationFormProps } from './VerificationForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export type { ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ProfileForm } from './ProfileForm';
export type { ProfileFormProps } from './ProfileForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export type { ChangePasswordFormProps } from './ChangePasswordForm';
export { AgencyProfileForm } from './AgencyProfileForm';
export type { AgencyProfileFormProps } from './AgencyProfileForm';
