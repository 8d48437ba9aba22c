// `node --test --test-global-setup=e2e/global-setup.mjs`: the demo data seeded once for the run's files
// (seeded-data.ts). Plain JavaScript: Node loads this module before tsx resolves the TypeScript files' imports.
import { tsImport } from 'tsx/esm/api';

/** @type {() => void} */
let remove = () => {};

export async function globalSetup() {
  const { prepareSeededDataDir } = await tsImport('./seeded-data.ts', import.meta.url);
  remove = await prepareSeededDataDir();
}

export async function globalTeardown() {
  remove();
}
