import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme as defaultTheme, type Theme } from '../theme';
import { ToastProvider } from '../Toast';

import { GlobalStyle } from './GlobalStyle';

export interface ProviderProps {
  children?: ReactNode;
  /** Override the theme (defaults to the light theme). */
  theme?: Theme;
  /** Render the global reset and base styles (default true). Turn off when embedding in a host page. */
  withGlobalStyle?: boolean;
  /** Default time a toast stays on screen, in milliseconds (default 5000). Tests pass a short one. */
  toastDuration?: number;
}

/** Wraps an app (or a story, or a test) in the theme, the global styles and the toast system. */
export function Provider({ children, theme = defaultTheme, withGlobalStyle = true, toastDuration }: ProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      <ToastProvider duration={toastDuration}>{children}</ToastProvider>
    </ThemeProvider>
  );
}
