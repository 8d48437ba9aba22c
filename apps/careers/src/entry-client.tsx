// The browser: hydrates the page the server rendered, from the state it handed over.
import { hydrateRoot } from 'react-dom/client';
import { Provider } from '@agency/ui';
import { App } from './App';
import { applicationSender, createCareersClient } from './api';
import type { PageState } from './routes';

const element = document.getElementById('careers-state');
const { state, tenant } = JSON.parse(element?.textContent ?? '{}') as { state: PageState; tenant: string };
const client = createCareersClient({ apiUrl: window.location.origin, tenant });

hydrateRoot(
  document.getElementById('root')!,
  <Provider>
    <App state={state} send={applicationSender(client)} />
  </Provider>,
);
