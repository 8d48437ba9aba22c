// Stories only: what other features' stories may use of the applicants (onboarding's stories show its staff
// views inside the record's Onboarding tab).
export { OnboardingTab } from './record/OnboardingTab';
