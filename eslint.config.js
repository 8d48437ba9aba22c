// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

/** The server's feature folders (apps/server/src/features/<area>), for the layering zones below. */
const SERVER_FEATURES = readdirSync(new URL('./apps/server/src/features', import.meta.url), { withFileTypes: true })
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
    files: ['bench/**', 'scripts/**', 'apps/server/src/cli.ts', 'apps/server/src/cli/**', '.ci/**', 'e2e/**'],
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
    // Server layering (apps/server/src): platform/ imports no feature and nothing of app/; a feature imports
    // another feature only through that feature's index.ts. Zones are generated from the feature folders.
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/features',
              message: 'platform/ imports no feature: pass what it needs in as a parameter.',
            },
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/app',
              message: 'platform/ imports nothing of app/.',
            },
            {
              target: './apps/server/src/features',
              from: ['./apps/server/src/app', './apps/server/src/seed', './apps/server/src/cli'],
              message: 'A feature receives what it needs in its deps; it imports nothing of app/, seed/ or cli/.',
            },
            ...SERVER_FEATURES.flatMap((feature) =>
              SERVER_FEATURES.filter((other) => other !== feature).map((other) => ({
                target: `./apps/server/src/features/${feature}`,
                from: `./apps/server/src/features/${other}`,
                except: ['./index.ts'],
                message: `features/${feature} may import features/${other} only through its index.ts.`,
              })),
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
