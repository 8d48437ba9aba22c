// First: the fixtures' dates are computed as their modules load, on the stories' clock.
import { pinClock } from './clock';
import type { Preview } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { SWRConfig } from 'swr';
import { Provider } from '@agency/ui';
import { viewports } from './viewports';

// MSW in the browser: stories that declare `parameters.msw.handlers` get exactly those handlers (the worker
// script is served from packages/api-client/public, a static dir). Others never start the worker.
const worker = setupWorker();
let started: Promise<unknown> | undefined;

interface MswParameters {
  msw?: { handlers?: RequestHandler[] };
}

interface ClockParameters {
  /** The instant the story starts at (ISO): by default `STORY_NOW` (./clock.ts), whatever day the story runs. */
  clock?: string;
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    // Every story starts at the same instant (before its own loaders sign in and build their fixtures).
    ({ parameters }) => {
      pinClock((parameters as ClockParameters).clock);
      return {};
    },
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
    // Each story starts with an empty SWR cache, as the portal does when it loads: nothing a story before it read
    // (in this file or, in the test run, another: the files share one page) answers in place of its handlers.
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Provider>
          <Story />
        </Provider>
      </SWRConfig>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story's test. Every rule runs; only violations are collected node by node
    // (passes and incomplete keep one node each), so the report the test run carries stays small.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    // Phone, tablet and desktop widths (./viewports.ts). No default: a story fills the canvas unless it
    // picks one with `globals: { viewport: { value: 'phone' } }`.
    viewport: { options: viewports },
    options: {
      // The sidebar: the pages for newcomers, then the screens, the forms, and the components by kind.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing', 'Elevation', 'Breakpoints'],
          'Screens',
          'Forms',
          'UI',
          ['Inputs', 'Feedback', 'Data display', 'Overlays', 'Navigation', 'Layout'],
          '*',
        ],
      },
    },
  },
};

export default preview;
