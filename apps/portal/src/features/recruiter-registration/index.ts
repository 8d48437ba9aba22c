// What other features may use of recruiter self-registration (another feature imports this file only).
export { RECRUITER_PATHS } from './paths';
