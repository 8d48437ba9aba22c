import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadOpenRoute } from '../routing/routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

preloadOpenRoute(location.pathname);

// The first render as a transition: React renders it in slices that yield to the browser, instead of one
// long task after the script's own evaluation (Lighthouse's Total Blocking Time on a throttled phone).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
