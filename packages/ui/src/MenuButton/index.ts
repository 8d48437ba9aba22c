export { MenuButton } from './MenuButton';
export type { MenuButtonProps, MenuEntry } from './MenuButton';
