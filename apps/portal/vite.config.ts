import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { workspaceAliases } from '../../aliases.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text types above 1 KB (smaller ones gain nothing after the headers). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible output
 * file, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request. A copy that is not smaller than the original is not written.
 */
function precompress(): Plugin {
  return {
    name: 'agency:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${path}.br`, br);
          if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}

// The portal builds the workspace packages from their sources (one bundle, tree-shaken per route).
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: workspaceAliases },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/bundle-size.mjs reads the manifest to size each route.
    manifest: true,
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Rolldown's note on slow plugins (brotli at quality 11 takes a second) is no warning: `pnpm start` stays quiet.
      checks: { bundlerTimings: false },
      // Everything the entry imports statically is one file. Left alone, Rolldown splits the modules that lazy
      // chunks share with the entry (react, styled-components, the form libraries) into chunks of their own:
      // three files and ~10 KB more gzip for the login route (each file is compressed on its own), and more
      // requests before the first paint. Bench: bench/bundle-size.mjs.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
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
