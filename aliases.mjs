// One map from workspace package entry points to their sources, shared by Vite (portal),
// Vitest and Storybook so that nothing in development or tests depends on a build.
// TypeScript reads the same map from tsconfig.base.json "paths" (kept in sync by a unit test).
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

export const workspaceEntries = {
  '@agency/ui': 'packages/ui/src/index.ts',
  '@agency/forms/schemas': 'packages/forms/src/schemas/index.ts',
  '@agency/forms': 'packages/forms/src/index.ts',
  '@agency/api-client/swr': 'packages/api-client/src/swr/index.ts',
  '@agency/api-client/testing': 'packages/api-client/src/testing/index.ts',
  '@agency/api-client/contract': 'packages/api-client/src/contract/index.ts',
  '@agency/api-client/deferred': 'packages/api-client/src/deferred/index.ts',
  '@agency/api-client': 'packages/api-client/src/index.ts',
};

/** Vite `resolve.alias` entries; exact matches so subpaths resolve to their own entry. */
export const workspaceAliases = Object.entries(workspaceEntries).map(([find, file]) => ({
  find: new RegExp(`^${find.replace(/[/]/g, '\\/')}$`),
  replacement: root + file,
}));
