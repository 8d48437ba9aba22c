import { lightColors } from './light/colors';

/** Mobile/desktop boundary of SPEC §9: the side menu toggle closes when the window is wider. */
export const MOBILE_BREAKPOINT_PX = 768;

const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const;

const radii = { none: '0', sm: '4px', md: '6px', lg: '10px', pill: '999px', round: '50%' } as const;

const typography = {
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
} as const;

const shadows = {
  sm: '0 1px 2px rgba(17, 24, 39, 0.08)',
  md: '0 4px 12px rgba(17, 24, 39, 0.12)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.2)',
  focus: `0 0 0 3px ${lightColors.focus}`,
} as const;

const zIndices = { base: 0, header: 100, sideMenu: 200, dropdown: 300, overlay: 400, dialog: 500, toast: 600 } as const;

const breakpoints = { mobile: MOBILE_BREAKPOINT_PX } as const;

/**
 * Widths a block is capped at (it still shrinks with its container): `narrow` (32rem, 512 px) a form or a
 * short block of text (Stack `maxWidth="narrow"`), `auth` (28rem, 448 px) the card of the open screens
 * (login, registration, verification) and the stories that show their forms at that width.
 */
const sizes = { narrow: '32rem', auth: '28rem' } as const;

const media = {
  /** Windows up to and including 768 px wide. */
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX}px)`,
  /** Windows wider than 768 px. */
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`,
} as const;

export const theme = {
  name: 'light',
  colors: lightColors,
  space,
  radii,
  ...typography,
  shadows,
  zIndices,
  breakpoints,
  sizes,
  media,
  controlHeight: { sm: '2rem', md: '2.5rem', lg: '3rem' },
  transition: { fast: '120ms ease-out', normal: '200ms ease-out' },
} as const;

export type Theme = typeof theme;
export type SpaceToken = keyof Theme['space'];
export type SizeToken = keyof Theme['sizes'];

declare module 'styled-components' {
  // The design system's theme is styled-components' DefaultTheme wherever @agency/ui is imported.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
