// Lazy route module of /login.
export { LoginPage as Component } from './LoginPage';
