import { brandTheme, theme, type AgencyBrand, type Theme } from '@agency/ui';

/**
 * The theme with an agency's colors over the surrounding one (ui's `brandTheme`, which keeps the default where
 * a color would break a contrast pair). A module of its own, loaded only when an agency has colors: not part of
 * the first load.
 */
export const withBrand =
  (brand: AgencyBrand) =>
  (outer?: Theme): Theme =>
    brandTheme(outer ?? theme, brand);
