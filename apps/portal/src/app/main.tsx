import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, client } from './App';
import { preloadOpenRoute, preloadSignedInRoutes } from '../routing/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

preloadOpenRoute(location.pathname);

function render() {
  // The first render as a transition: React renders it in slices that yield to the browser, instead of one
  // long task after the script's own evaluation (Lighthouse's Total Blocking Time on a throttled phone).
  startTransition(() => {
    createRoot(container!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// Opened with a session: the client is loading its session engine (it takes a new tab's claims from the
// shared cookie); the first render waits for it, with the signed-in routes loading meanwhile, so everything
// renders with the session as it is. A guest's first paint waits for nothing.
if (client.loaded === null && client.auth.isLoggedIn()) {
  preloadSignedInRoutes();
  client.load().then(render, render);
} else {
  render();
}
