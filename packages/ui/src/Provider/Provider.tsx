import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme as defaultTheme, type Theme } from '../theme';

import { GlobalStyle } from './GlobalStyle';

export interface ProviderProps {
  children?: ReactNode;
  /** Override the theme (defaults to the light theme). */
  theme?: Theme;
  /** Render the global reset and base styles (default true). Turn off when embedding in a host page. */
  withGlobalStyle?: boolean;
}

/** Wraps an app (or a story, or a test) in the theme, the global styles and the toast system. */
export function Provider({ children, theme = defaultTheme, withGlobalStyle = true }: ProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </ThemeProvider>
  );
}
