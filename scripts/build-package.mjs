#!/usr/bin/env node
// Builds the published package in the current directory (`pnpm run build` of packages/ui, forms, api-client):
//
// - JavaScript: one ES module per source module that the entries reach (Vite's library mode: Rolldown with
//   `preserveModules`), `dist/<path of the source>.js` with its source map, the imports between them relative and
//   named with `.js` (Node and every bundler resolve them), dependencies and peer dependencies left as imports.
//   Styled-components' definitions (`styled.x`…``, `styled(X)`…``, `.attrs(…)`…``, `css`, `keyframes`,
//   `createGlobalStyle`) are written as calls marked `/*#__PURE__*/` (`markStyledPure` below). With the package's
//   `sideEffects: false`, a consumer's bundler keeps only the modules its imports reach and, inside them, only the
//   definitions it uses: an app that imports one Button gets that Button, not the design system.
// - Types: one bundled `.d.ts` per entry (tsup's dts, as before), so the types and the `exports` map are the same.
//
// The entries are the package's `exports` (`"./contract": { "import": "./dist/contract/index.js" }` is built from
// src/contract/index.ts): one list, in package.json. Bench: bench/README.md ("The careers site").
//
// Why not tsup's `bundle: false` (esbuild, file by file): it leaves `from './Button'` as written, which Node's ESM
// loader refuses (no `.js`, a folder for its index.ts; `@agency/forms/schemas` and `/contract` run in Node), and it
// emits every file it is given rather than the modules the entries reach. Rolldown resolves and renames them.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import MagicString from 'magic-string';
import ts from 'typescript';

/** The template functions of styled-components whose tagged templates define a style (and nothing else). */
const TEMPLATE_FUNCTIONS = new Set(['css', 'keyframes', 'createGlobalStyle']);
const PURE = '/*#__PURE__*/ ';

/**
 * `styled.button`…${a}…`` → `/*#__PURE__*\/ styled.button(["…", "…"], a)` (and the same for `styled(X)`,
 * `.attrs(…)`, `.withConfig(…)`, type arguments, `css`, `keyframes`, `createGlobalStyle` as imported from
 * styled-components, under any local name), the babel plugin of styled-components' `transpileTemplateLiterals`
 * and `pure` options in one. A tag function gets the template's (cooked) strings and its values: the call is the
 * same call. Bundlers honour a pure mark on a call, not on a tagged template, hence the rewrite. Answers null
 * when the module defines nothing with styled-components.
 */
export function markStyledPure(code, id) {
  if (!code.includes('styled-components')) return null;
  const source = ts.createSourceFile(
    id,
    code,
    ts.ScriptTarget.Latest,
    true,
    id.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const styled = new Set(); // local names of `styled` (the default import)
  const templates = new Set(); // local names of css, keyframes, createGlobalStyle
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== 'styled-components') continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) styled.add(clause.name.text);
    if (clause.namedBindings && ts.isNamedImports(clause.namedBindings))
      for (const element of clause.namedBindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (imported === 'styled') styled.add(element.name.text);
        if (TEMPLATE_FUNCTIONS.has(imported) && !element.isTypeOnly) templates.add(element.name.text);
      }
  }
  if (styled.size === 0 && templates.size === 0) return null;

  /** Whether `tag` is `css`, `styled.x`, `styled(X)`, or one of those followed by `.y` or `(…)` calls. */
  const definesStyle = (tag) => {
    if (ts.isIdentifier(tag)) return templates.has(tag.text);
    let node = tag;
    while (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) node = node.expression;
    return ts.isIdentifier(node) && styled.has(node.text);
  };

  const s = new MagicString(code);
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && definesStyle(node.tag)) {
      const template = node.template;
      const spans = ts.isTemplateExpression(template) ? template.templateSpans : [];
      const strings = ts.isTemplateExpression(template)
        ? [template.head.text, ...spans.map((span) => span.literal.text)]
        : [template.text];
      // A template with an invalid escape has no cooked string: left as it is.
      if (strings.every((text) => typeof text === 'string')) {
        const array = `[${strings.map((text) => JSON.stringify(text)).join(', ')}]`;
        s.appendLeft(node.getStart(source), PURE);
        if (spans.length === 0) s.overwrite(template.getStart(source), template.end, `(${array})`);
        else {
          s.overwrite(template.getStart(source), spans[0].expression.getStart(source), `(${array}, `);
          spans.forEach((span, index) => {
            const next = spans[index + 1];
            s.overwrite(span.expression.end, next ? next.expression.getStart(source) : template.end, next ? ', ' : ')');
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!s.hasChanged()) return null;
  return { code: s.toString(), map: s.generateMap({ hires: true, source: id, includeContent: true }) };
}

/** The Vite plugin of `markStyledPure`, on the TypeScript sources (before they are compiled). */
const styledPure = () => ({
  name: 'agency:styled-pure',
  enforce: 'pre',
  transform(code, id) {
    return /\.tsx?$/.test(id) ? markStyledPure(code, id) : null;
  },
});

/** `{ 'contract/index': 'src/contract/index.ts', … }` from package.json `exports`. */
export function entriesOf(pkg, dir = '.') {
  const entries = {};
  for (const [key, value] of Object.entries(pkg.exports)) {
    const file = typeof value === 'object' ? value.import : undefined;
    if (!file?.startsWith('./dist/')) continue;
    const name = file.slice('./dist/'.length).replace(/\.js$/, '');
    const candidates = [`src/${name}.ts`, `src/${name}.tsx`];
    const found = candidates.find((candidate) => existsSync(join(dir, candidate)));
    if (!found) throw new Error(`${pkg.name}: the export "${key}" (${file}) has no source (${candidates.join(', ')})`);
    entries[name] = found;
  }
  return entries;
}

export async function buildPackage(dir = process.cwd()) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = entriesOf(pkg, dir);
  const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  const external = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));
  rmSync(join(dir, 'dist'), { recursive: true, force: true });

  const { build } = await import('vite');
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    publicDir: false,
    plugins: [styledPure()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      lib: { entry: entries, formats: ['es'] },
      rolldownOptions: {
        external,
        output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      },
    },
  });

  const { build: tsup } = await import('tsup');
  await tsup({
    entry: entries,
    format: ['esm'],
    tsconfig: join(dir, 'tsconfig.build.json'),
    dts: { only: true },
    config: false,
    target: 'es2022',
    external: dependencies,
    silent: true,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildPackage();
