export { Stack } from './Stack';
export type { StackProps, StackMaxWidth } from './Stack';
