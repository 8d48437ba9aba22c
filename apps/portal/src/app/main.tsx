import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, createPortal } from './App';
import { preloadOpenRoute, preloadSignedInRoutes } from '../routing/routes';
import { createRedirectStore } from '../session/redirect';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const portal = createPortal({ redirects: createRedirectStore(sessionStorage) });
const { client } = portal;
const app = <App {...portal} router={BrowserRouter} />;

preloadOpenRoute(location.pathname);

// The first render as a transition: React renders it in slices that yield to the browser, instead of one
// long task after the script's own evaluation (Lighthouse's Total Blocking Time on a throttled phone). The same
// for hydration.
function render() {
  startTransition(() => {
    createRoot(container!).render(app);
  });
}

// Opened with a session: the client is loading its session engine (it takes a new tab's claims from the
// shared cookie); the first render waits for it, with the signed-in routes loading meanwhile, so everything
// renders with the session as it is (a prerendered open screen is replaced). A guest's first paint waits for
// nothing: an open screen came as HTML rendered for a guest at build time (prerender.tsx, `data-prerendered`
// names its path), which React takes over as it is; any other page is rendered here.
if (client.loaded === null && client.auth.isLoggedIn()) {
  preloadSignedInRoutes();
  client.load().then(render, render);
} else if (container.dataset.prerendered === location.pathname) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  render();
}
