import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';
import type { ApiClient } from '@agency/api-client';
import type { AgencyBranding } from '@agency/api-client/contract';
import { theme as portalTheme, type Theme } from '@agency/ui';

export interface BrandingValue {
  /** The agency of this host as the server describes it (null: not loaded, or it could not be). */
  branding: AgencyBranding | null;
  /** The logo's address for an `<img>` (the API's base URL applied), or null: no logo. */
  logoSrc: string | null;
  /** Reads the branding again (after an admin changed the name, the colors or the logo). */
  refresh: () => void;
}

/** What `loadBranding` answers: the branding, its logo's address and the theme in its colors (null: none). */
export interface LoadedBranding {
  branding: AgencyBranding;
  logoSrc: string | null;
  theme: ((outer?: Theme) => Theme) | null;
}

const BrandingContext = createContext<BrandingValue>({ branding: null, logoSrc: null, refresh: () => undefined });

/** The agency's branding (name, logo, colors) for what renders inside `BrandingProvider`. */
export function useBranding(): BrandingValue {
  return useContext(BrandingContext);
}

/** The surrounding theme as it is: the portal's look until the agency's colors are known. */
const sameTheme = (outer?: Theme) => outer ?? portalTheme;

/**
 * The agency of the page's host (docs/agencies.md): once the first paint is done, `loadBranding` (a module of
 * its own, with the call and the brand rules) reads its branding; its colors go on the theme of the whole
 * portal and the sign-in screens show its name and logo (`useBranding`). A failure keeps the portal's own look.
 */
export function BrandingProvider({
  client,
  apiUrl,
  children,
}: {
  client: ApiClient;
  /** The API's base URL ('' = the page's origin): the logo's address is relative to it. */
  apiUrl: string;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<LoadedBranding | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    import('./loadBranding')
      .then(({ loadBranding }) => loadBranding(client, apiUrl))
      .then(
        // A transition: the screen re-renders with the branding in slices that leave the page responsive (a
        // prerendered screen has just hydrated), not in one long task.
        (next) => live && startTransition(() => setLoaded(next)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [client, apiUrl, reads]);

  const refresh = useCallback(() => setReads((count) => count + 1), []);
  const value = useMemo<BrandingValue>(
    () => ({ branding: loaded?.branding ?? null, logoSrc: loaded?.logoSrc ?? null, refresh }),
    [loaded, refresh],
  );
  return (
    <BrandingContext.Provider value={value}>
      <ThemeProvider theme={loaded?.theme ?? sameTheme}>{children}</ThemeProvider>
    </BrandingContext.Provider>
  );
}
