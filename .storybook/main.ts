import type { StorybookConfig } from '@storybook/react-vite';
import { workspaceAliases } from '../aliases.mjs';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    // Introduction and Foundations pages (MDX), and the token tables they show as tests.
    './docs/*.mdx',
    './docs/*.stories.tsx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/portal/src/**/*.stories.@(ts|tsx)',
    // The careers site (a second product on the packages): its pages under their own section, Careers.
    '../apps/careers/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../packages/api-client/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // Props tables for the components; this folder's own files (preview, docs helpers) have none.
    reactDocgenTypescriptOptions: { exclude: ['**/*.stories.tsx', '**/.storybook/**'] },
  },
  async viteFinal(viteConfig) {
    // Workspace packages resolve to their sources: stories never depend on a build.
    const existing = viteConfig.resolve?.alias;
    const list = Array.isArray(existing)
      ? existing
      : Object.entries(existing ?? {}).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
    return {
      ...viteConfig,
      resolve: {
        ...viteConfig.resolve,
        alias: [...workspaceAliases, ...list],
        // One copy of each: apps/careers may hold its own node_modules (installed from a registry).
        dedupe: ['react', 'react-dom', 'styled-components', 'react-hook-form'],
      },
      // Pre-bundle the libraries stories import, so a cold cache never reloads the page mid-run (each is a root dev
      // dependency too: the optimizer resolves these names from the repository's root).
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        include: [
          ...(viteConfig.optimizeDeps?.include ?? []),
          'react-hook-form',
          '@hookform/resolvers/yup',
          'yup',
          'react-router-dom',
          'swr',
          'ofetch',
          'msw/browser',
          'recharts',
          '@dnd-kit/core',
          '@fullcalendar/core',
          '@fullcalendar/react',
          '@fullcalendar/daygrid',
          '@fullcalendar/timegrid',
          '@fullcalendar/list',
          '@fullcalendar/interaction',
        ],
      },
    };
  },
};

export default config;
