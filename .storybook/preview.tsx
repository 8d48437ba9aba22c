import type { Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { Provider } from '@agency/ui';

// MSW in the browser: stories that declare `parameters.msw.handlers` get exactly those handlers (the worker
// script is served from packages/api-client/public, a static dir). Others never start the worker.
const worker = setupWorker();
let started: Promise<unknown> | undefined;

interface MswParameters {
  msw?: { handlers?: RequestHandler[] };
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    async ({ parameters }) => {
      const handlers = (parameters as MswParameters).msw?.handlers;
      if (!handlers) return {};
      started ??= worker.start({
        quiet: true,
        onUnhandledRequest: 'bypass',
        serviceWorker: { url: '/mockServiceWorker.js' },
      });
      await started;
      worker.resetHandlers(...handlers);
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <Provider>
        <Story />
      </Provider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
