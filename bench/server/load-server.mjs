// Loads the reference server's TypeScript sources through tsx (no build needed), with the path aliases
// of apps/server/tsconfig.json, plus the server package's own dependencies (fastify, pg).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const options = { parentURL: import.meta.url, tsconfig: `${serverDir}tsconfig.json` };

export async function loadServer() {
  const [app, config, demo, password, auth] = await Promise.all([
    tsImport(`${serverDir}src/app/build-app.ts`, options),
    tsImport(`${serverDir}src/app/config/index.ts`, options),
    tsImport(`${serverDir}src/seed/demo.ts`, options),
    tsImport(`${serverDir}src/platform/password/index.ts`, options),
    tsImport(`${serverDir}src/features/auth/index.ts`, options),
  ]);
  const require = createRequire(`${serverDir}package.json`);
  return {
    buildApp: app.buildApp,
    loadConfig: config.loadConfig,
    seedDemo: demo.seedDemo,
    PasswordHasher: password.PasswordHasher,
    newRefreshHandle: auth.newRefreshHandle,
    Fastify: require('fastify'),
    pg: require('pg'),
  };
}
