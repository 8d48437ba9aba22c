// Lazy route module of /verify.
export { VerifyPage as Component } from './VerifyPage';
