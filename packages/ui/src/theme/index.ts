export { theme, MOBILE_BREAKPOINT_PX } from './theme';
export type { Theme, SpaceToken, SizeToken } from './theme';
export { lightColors, contrastPairs } from './light';
export type { ColorRole } from './light';
export { contrastRatio, relativeLuminance } from './contrast';
export { brandTheme } from './brand';
export type { AgencyBrand } from './brand';
