import { createContext, useContext, useEffect } from 'react';

export const RouteTitleContext = createContext('Agency Portal');

/** The title of the current route, from its route record (`routing/Page` provides it). */
export function useRouteTitle(): string {
  return useContext(RouteTitleContext);
}

/** The document's title for a route's title (the prerendered pages are written with it). */
export const documentTitle = (title: string) => `${title} · Agency Portal`;

/** Names the page in the browser tab and for screen readers (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
