import { useCallback, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { brandTheme, type AgencyBrand } from '../theme/brand';
import { theme as defaultTheme, type Theme } from '../theme';

export interface BrandProviderProps {
  /** The agency's colors; null or absent: the surrounding theme as it is. */
  brand?: AgencyBrand | null;
  children?: ReactNode;
}

/**
 * Puts an agency's brand colors on the theme of everything inside (`brandTheme` over the surrounding
 * Provider's theme). Used below `Provider`; the global styles and toasts stay the Provider's.
 */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  const primary = brand?.primary ?? null;
  const accent = brand?.accent ?? null;
  const theme = useCallback(
    (outer?: Theme) => brandTheme(outer ?? defaultTheme, { primary, accent }),
    [primary, accent],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
