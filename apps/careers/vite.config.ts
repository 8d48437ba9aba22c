import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client bundle (dist/client) and the server renderer (dist/server/entry-server.js). The renderer carries
// its libraries inside it (`noExternal`): @agency/ui's styled-components is CommonJS, which Node's own ESM
// loader cannot interoperate with, so the bundler does it once here.
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill in the page's first load.
    modulePreload: { polyfill: false },
  },
});
