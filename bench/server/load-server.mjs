// Loads the reference server's TypeScript sources through tsx (no build needed), with the path aliases
// of apps/server/tsconfig.json, plus the server package's own dependencies (fastify, pg).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const options = { parentURL: import.meta.url, tsconfig: `${serverDir}tsconfig.json` };

export async function loadServer() {
  const [app, config, operations, password, refresh] = await Promise.all([
    tsImport(`${serverDir}src/app.ts`, options),
    tsImport(`${serverDir}src/config.ts`, options),
    tsImport(`${serverDir}src/operations.ts`, options),
    tsImport(`${serverDir}src/auth/password.ts`, options),
    tsImport(`${serverDir}src/auth/refresh-tokens.ts`, options),
  ]);
  const require = createRequire(`${serverDir}package.json`);
  return {
    buildApp: app.buildApp,
    loadConfig: config.loadConfig,
    seedDemo: operations.seedDemo,
    PasswordHasher: password.PasswordHasher,
    newRefreshHandle: refresh.newRefreshHandle,
    Fastify: require('fastify'),
    pg: require('pg'),
  };
}
