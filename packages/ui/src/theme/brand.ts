import { contrastRatio } from './contrast';
import { contrastPairs } from './light/contrastPairs';
import type { ColorRole } from './light/colors';
import type { Theme } from './theme';

/**
 * An agency's brand (the agency extension of the theme): its primary color (buttons, the header; white text
 * on it) and its accent color (links, focus rings; on the page), each #rrggbb, or absent for the theme's own.
 */
export interface AgencyBrand {
  primary?: string | null;
  accent?: string | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The color `amount` (0 to 1) of the way to black: a hover or pressed shade that keeps white text readable. */
function darken(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 0xff) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Every contrast pair of the theme that names one of `roles` still meets its minimum. */
function holds(colors: Theme['colors'], roles: readonly ColorRole[]): boolean {
  return contrastPairs
    .filter(([fg, bg]) => roles.includes(fg) || roles.includes(bg))
    .every(([fg, bg, min]) => contrastRatio(colors[fg], colors[bg]) >= min);
}

/**
 * The theme in the agency's colors: the primary color and its darker hover and pressed shades, the accent
 * color for links (a darker hover) and the focus ring. A color is applied only when every contrast pair of
 * the theme it takes part in still holds (the agency's settings refuse such colors; this keeps any stored
 * value from making the portal unreadable); otherwise, and when absent, the theme keeps its own. No brand:
 * the theme itself.
 */
export function brandTheme(base: Theme, brand: AgencyBrand | null | undefined): Theme {
  if (!brand) return base;
  let colors: Record<ColorRole, string> = { ...base.colors };
  const primary = brand.primary && HEX.test(brand.primary) ? brand.primary.toLowerCase() : null;
  const accent = brand.accent && HEX.test(brand.accent) ? brand.accent.toLowerCase() : null;
  if (primary) {
    const next = { ...colors, primary, primaryHover: darken(primary, 0.15), primaryActive: darken(primary, 0.3) };
    if (holds(next as Theme['colors'], ['primary', 'primaryHover', 'primaryActive'])) colors = next;
  }
  if (accent) {
    const next = { ...colors, link: accent, linkHover: darken(accent, 0.25), focus: accent };
    if (holds(next as Theme['colors'], ['link', 'linkHover', 'focus'])) colors = next;
  }
  if (colors.primary === base.colors.primary && colors.link === base.colors.link) return base;
  // The roles keep their names; only their values change (the light theme's literal types say "a color").
  return {
    ...base,
    colors: colors as unknown as Theme['colors'],
    shadows: { ...base.shadows, focus: `0 0 0 3px ${colors.focus}` } as unknown as Theme['shadows'],
  };
}
