// Lazy route module of /registration.
export { RegistrationPage as Component } from './RegistrationPage';
