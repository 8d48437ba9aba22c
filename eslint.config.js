// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/**
 * The server's features as a ladder (apps/server/src/features/<area>, docs/architecture.md): a feature imports
 * platform/, core/ and a feature of a LOWER rank, through its index.ts. A same-rank or upward need is an event
 * (platform/events.ts, wired in app/events.ts) or a job. A new feature is entered here: a folder missing from
 * the table (or an entry without a folder) stops lint at once.
 */
const SERVER_FEATURE_RANKS = {
  // 1: what the others build on.
  auth: 1,
  captcha: 1,
  preferences: 1,
  'mail-settings': 1,
  'agency-documents': 1,
  institutions: 1,
  applicants: 1,
  // 2: accounts and the applicant's own areas.
  account: 2,
  onboarding: 2,
  calendar: 2,
  careers: 2,
  messaging: 2,
  // 3: what composes them.
  agency: 3,
  registration: 3,
  'user-management': 3,
  credentials: 3,
  references: 3,
  'job-orders': 3,
  // 4: the screens over several areas.
  recruiters: 4,
  'upload-requirements': 4,
  roles: 4,
  analytics: 4,
};
const SERVER_FEATURES = readdirSync(new URL('./apps/server/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
{
  const unranked = SERVER_FEATURES.filter((feature) => !(feature in SERVER_FEATURE_RANKS));
  const gone = Object.keys(SERVER_FEATURE_RANKS).filter((feature) => !SERVER_FEATURES.includes(feature));
  if (unranked.length > 0 || gone.length > 0)
    throw new Error(
      `eslint.config.js SERVER_FEATURE_RANKS: ${[
        ...unranked.map((feature) => `give apps/server/src/features/${feature} a rank`),
        ...gone.map((feature) => `${feature} has no folder in apps/server/src/features`),
      ].join('; ')}.`,
    );
}
const rankOf = (/** @type {string} */ feature) =>
  SERVER_FEATURE_RANKS[/** @type {keyof typeof SERVER_FEATURE_RANKS} */ (feature)];

/** The portal's feature folders (apps/portal/src/features/<area>), for the zones of its block below. */
const PORTAL_FEATURES = readdirSync(new URL('./apps/portal/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      'coverage/**',
      '**/mockServiceWorker.js',
      '.test-results/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // Command-line programs, benchmarks and build scripts print to the terminal.
    files: [
      'bench/**',
      'scripts/**',
      'apps/server/scripts/**',
      'apps/server/src/cli.ts',
      'apps/server/src/cli/**',
      '.ci/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // No import cycle, dynamic import() included (a lazy route module that imports its router back is one).
    files: ['apps/portal/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Portal: a feature imports another feature only through its index.ts (its stories: also through its testing
    // entry, testing.ts or testing/index.ts). Zones are generated from the feature folders.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: PORTAL_FEATURES.flatMap((feature) =>
            PORTAL_FEATURES.filter((other) => other !== feature).map((other) => ({
              target: `./apps/portal/src/features/${feature}`,
              from: `./apps/portal/src/features/${other}`,
              except: ['./index.ts', './testing.ts', './testing/index.ts'],
              message: `features/${feature} may import features/${other} only through its index.ts (stories: its testing entry).`,
            })),
          ),
        },
      ],
    },
  },
  {
    // Architecture: ui imports nothing of ours; api-client imports nothing of ours; no package imports an app.
    files: ['packages/ui/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@agency/*'] }] },
  },
  {
    files: ['packages/api-client/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@agency/*'] }] },
  },
  {
    // forms may read the contract's vocabulary (statuses, disciplines, states: one list for every side).
    files: ['packages/forms/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@agency/forms*', '@agency/portal', '@agency/server'] },
            { regex: '^@agency/api-client(?!/contract$)', message: 'forms reads only @agency/api-client/contract.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/forms/src/schemas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@agency/(?!api-client/contract$)', message: 'schemas read only @agency/api-client/contract.' },
            { group: ['react', 'react-*', 'styled-components'] },
          ],
        },
      ],
    },
  },
  {
    // Server layering (docs/architecture.md, "The server as a ladder"): platform/ imports nothing of core/,
    // features/ or app/; core/ imports platform/ only; a feature imports platform/, core/ and a lower-ranked
    // feature through its index.ts (SERVER_FEATURE_RANKS). No import cycle in any server file.
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // Our modules only: a cycle cannot pass through a package, and its files are not parsed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/platform',
              from: [
                './apps/server/src/core',
                './apps/server/src/features',
                './apps/server/src/app',
                './apps/server/src/seed',
                './apps/server/src/cli',
              ],
              message: 'platform/ is infrastructure: it imports nothing of core/, features/, app/, seed/ or cli/.',
            },
            {
              target: './apps/server/src/core',
              from: [
                './apps/server/src/features',
                './apps/server/src/app',
                './apps/server/src/seed',
                './apps/server/src/cli',
              ],
              message: 'core/ is the domain kernel: it imports platform/ only.',
            },
            {
              target: './apps/server/src/features',
              from: ['./apps/server/src/app', './apps/server/src/seed', './apps/server/src/cli'],
              message: 'A feature receives what it needs in its deps; it imports nothing of app/, seed/ or cli/.',
            },
            ...SERVER_FEATURES.flatMap((feature) =>
              SERVER_FEATURES.filter((other) => other !== feature).map((other) =>
                rankOf(other) < rankOf(feature)
                  ? {
                      target: `./apps/server/src/features/${feature}`,
                      from: `./apps/server/src/features/${other}`,
                      except: ['./index.ts'],
                      message: `features/${feature} may import features/${other} only through its index.ts.`,
                    }
                  : {
                      target: `./apps/server/src/features/${feature}`,
                      from: `./apps/server/src/features/${other}`,
                      message: `features/${feature} (rank ${rankOf(feature)}) may not import features/${other} (rank ${rankOf(other)}): a feature imports only lower ranks (SERVER_FEATURE_RANKS); a same-rank or upward need is an event (platform/events.ts) or a job.`,
                    },
              ),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@agency/(?!forms/schemas$|api-client/contract$)',
              message: 'The server imports only @agency/forms/schemas and @agency/api-client/contract.',
            },
          ],
        },
      ],
    },
  },
);
