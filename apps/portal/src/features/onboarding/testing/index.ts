// Stories only: what other features' stories may use of onboarding (its in-memory servers and the record's tab).
export { onboardingTabRow } from './screenStory';
export { STATES, TWELVE_OF_THIRTEEN, formDoc, onboardingServer, type OnboardingServerOptions } from './storyServer';
export {
  fourUploaded,
  uploadRequirementsServer,
  type UploadRequirementsServerOptions,
} from './uploadRequirementsServer';
