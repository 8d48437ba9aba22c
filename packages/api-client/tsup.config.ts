import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'contract/index': 'src/contract/index.ts',
    'deferred/index': 'src/deferred/index.ts',
    'swr/index': 'src/swr/index.ts',
    'testing/index': 'src/testing/index.ts',
  },
  format: ['esm'],
  tsconfig: 'tsconfig.build.json',
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'swr', 'msw'],
});
