export { Text } from './Text';
export type { TextProps, TextTone, TextSize } from './Text';
