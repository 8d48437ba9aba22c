import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { workspaceAliases } from './aliases.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    // Vitest's default is one worker on a two-core machine (cores − 1). Most of a Node test file's time is
    // waiting on a database or a server, so two run side by side on the CI machine's two cores; the stories have
    // two browser frames (below) beside them. Every project keeps this maxWorkers: Vitest runs the
    // projects of one maxWorkers (and groupOrder) at once, and a project of its own maxWorkers 1 after all others.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          setupFiles: [`${root}vitest.unit.setup.ts`],
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/*/test/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
          ],
          exclude: [...configDefaults.exclude, '**/*.integration.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Packages against the real reference server, in-process (slower: each boots a server).
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['packages/*/test/**/*.integration.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own servers on its own databases (PGlite directories, PostgreSQL databases
          // with random names) on ephemeral ports: files run in parallel. A server on seeded data starts on a
          // copy of the run's seeded template, made once by the global setup (test/seeded-template.ts).
          globalSetup: [`${root}apps/server/test/global-setup.ts`],
          // A worker imports the server's modules once for all its files (a third of a file's time otherwise).
          // The files share no state through them: each builds its own app, on its own database, and the few
          // module-level registries (prepared statement names, data-directory locks, session watchers) are
          // keyed by what each file creates.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          // A frame runs many story files (no reload between files: each file's imports, the screens' lazy
          // chunks among them, are loaded once per frame). Each story renders into a fresh root and gets the handlers it
          // declares (preview.tsx), so no file depends on the one before.
          // No retry: a story that fails once has a cause to fix (the stories' clock is pinned, .storybook/clock.ts;
          // a story's session ends with it, testing/portalStory.tsx StoryPortal).
          isolate: false,
          browser: {
            enabled: true,
            // Two frames (maxWorkers), beside the two Node workers: a story file mostly waits (on its frame's
            // rendering, its mocked answers, the accessibility check), so one frame left the machine half idle and
            // made the stories the run's longest path. Each frame loads the screens' modules once for its files.
            fileParallelism: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
