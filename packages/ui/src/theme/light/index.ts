export { lightColors } from './colors';
export type { ColorRole } from './colors';
// A module of its own: only the contrast test and `brandTheme` (loaded late) read the pairs, so an app's first
// load that needs the colors alone does not carry them (a bundler splits by module, not by export).
export { contrastPairs } from './contrastPairs';
