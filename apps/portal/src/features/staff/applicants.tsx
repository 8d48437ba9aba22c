// Route module of a feature that a later issue builds: every route of it shows its title and an empty state.
export { FeaturePlaceholder as Component } from '../FeaturePlaceholder';
