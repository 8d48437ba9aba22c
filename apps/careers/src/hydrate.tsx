// The application page's React: hydrates the page the server rendered, from the state it handed over (loaded by
// entry-client.tsx at the visitor's first move).
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from '@agency/ui';
import { ApplyApp, isApplyState } from './ApplyApp';
import { applicationSender, createBrowserCareersClient } from './api';
import type { EarlyEdits } from './beforeHydration';
import type { PageState } from './routes';

/** Calls `onHydrated` once, after the page's own effects (a parent's effect runs after its children's). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export function hydrate(root: HTMLElement, edits: EarlyEdits) {
  const element = document.getElementById('careers-state');
  const { state, tenant } = JSON.parse(element?.textContent ?? '{}') as { state: PageState; tenant: string };
  if (!isApplyState(state)) return;
  const client = createBrowserCareersClient({ apiUrl: window.location.origin, tenant });
  hydrateRoot(
    root,
    <Hydrated onHydrated={edits.replay}>
      <Provider>
        <ApplyApp state={state} send={applicationSender(client)} />
      </Provider>
    </Hydrated>,
  );
  // The client's engine, for the application the visitor is about to send.
  client.load().catch(() => undefined);
}
