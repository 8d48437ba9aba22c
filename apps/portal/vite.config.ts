import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { workspaceAliases } from '../../aliases.mjs';

// The portal builds the workspace packages from their sources (one bundle, tree-shaken per route).
export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/bundle-size.mjs reads the manifest to size each route.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/connect': 'http://127.0.0.1:3000',
      '/.well-known': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
    },
  },
});
