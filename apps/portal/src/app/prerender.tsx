// The build's renderer of the open screens (vite.config.ts `prerenderOpenScreens` builds it with `vite build
// --ssr` and runs it): each route record marked `prerender` becomes HTML as a guest sees it, with the styles
// styled-components collected for it. The browser hydrates that HTML (main.tsx).
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { createMemoryStorage } from '@agency/api-client';
import { App, createPortal } from './App';
import { flattenRoutes } from '../routing/flatten';
import { OPEN_ROUTES } from '../routing/openRoutes';
import { documentTitle } from '../routing/title';
import { createMemoryRedirectStore } from '../session/redirect';

/** The paths to prerender: the open route records marked `prerender`. */
export const PRERENDERED_PATHS: readonly string[] = flattenRoutes(OPEN_ROUTES)
  .filter(({ record, href }) => record.prerender && href !== null)
  .map(({ href }) => href!);

export interface PrerenderedPage {
  /** The document's title. */
  title: string;
  /** The `<style>` element(s) of the page's styles. */
  styles: string;
  /** The HTML of the root element's content. */
  html: string;
}

/**
 * Renders the page at `path` as a guest sees it on opening: nobody signed in, nothing stored, the agency's
 * branding not loaded yet (it comes after hydration, in the space kept for it). Waits for the lazy screens.
 *
 * styled-components names each component by the order the components are defined in: render each page in a
 * fresh instance of this module and its chunks (the build uses one worker per page), so that the names are the
 * ones the browser gives them when it opens that page.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const record = flattenRoutes(OPEN_ROUTES).find(({ href }) => href === path)?.record;
  if (!record?.prerender) throw new Error(`${path} is not a prerendered route`);
  const portal = createPortal({ storage: createMemoryStorage(), redirects: createMemoryRedirectStore() });
  const Router: ComponentType<{ children: ReactNode }> = ({ children }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(sheet.collectStyles(<App {...portal} router={Router} />));
    const html = await new Response(prelude).text();
    return { title: documentTitle(record.title), styles: sheet.getStyleTags(), html };
  } finally {
    sheet.seal();
  }
}
