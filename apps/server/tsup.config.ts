import { defineConfig } from 'tsup';

// dist/main.js (the server) and dist/cli.js (agency-server). Our workspace packages (@agency/forms/schemas,
// @agency/api-client/contract) are bundled from source: esbuild resolves them through the `paths` of
// tsconfig.base.json (via this package's tsconfig.json). npm dependencies stay external (node_modules).
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
  tsconfig: 'tsconfig.json',
  noExternal: [/^@agency\//],
  banner: { js: '#!/usr/bin/env node' },
});
