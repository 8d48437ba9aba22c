export { NavBar } from './NavBar';
export type { NavBarProps } from './NavBar';
