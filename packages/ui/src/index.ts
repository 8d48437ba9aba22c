// Public API of @agency/ui. Named exports only; types apart. A test guards this list.

export { theme, MOBILE_BREAKPOINT_PX, lightColors, contrastPairs, contrastRatio, relativeLuminance } from './theme';
export type { Theme, SpaceToken, ColorRole } from './theme';
export { Provider, GlobalStyle } from './Provider';
export type { ProviderProps } from './Provider';
export { VisuallyHidden } from './VisuallyHidden';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
