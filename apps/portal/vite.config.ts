import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build, defineConfig, parseAst, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { workspaceAliases } from '../../aliases.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text types above 1 KB (smaller ones gain nothing after the headers). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes the brotli and gzip copies of the file at `path` (see `precompress`). */
async function compressBeside(path: string): Promise<void> {
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
}

/** The browser build (`vite build`), not the renderer of the open screens that `prerenderOpenScreens` builds. */
const browserBuild = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible output
 * file, so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per
 * request. A copy that is not smaller than the original is not written.
 */
function precompress(): Plugin {
  return {
    name: 'agency:precompress',
    apply: browserBuild,
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map((file) => compressBeside(join(dir, file))));
    },
  };
}

/** What `renderPage` of src/app/prerender.tsx answers for one page. */
interface PrerenderedPage {
  title: string;
  styles: string;
  html: string;
}

/** `renderPage(path)` of the renderer at `entry`, in a worker of its own: a fresh instance of the renderer's modules. */
function renderInWorker(entry: string, path: string): Promise<PrerenderedPage> {
  const code = `(async () => {
    const { parentPort } = await import('node:worker_threads');
    const { renderPage } = await import(${JSON.stringify(entry)});
    parentPort.postMessage(await renderPage(${JSON.stringify(path)}));
  })();`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once('message', (page: PrerenderedPage) => {
      resolve(page);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The renderer of ${path} stopped (exit code ${code})`)));
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html (the entry's document) with the page's title, styles and HTML in it. */
function pageDocument(template: string, path: string, page: PrerenderedPage): string {
  const parts: [RegExp, string][] = [
    [/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`],
    [/<\/head>/, `${page.styles}</head>`],
    [/<div id="root"><\/div>/, `<div id="root" data-prerendered="${escapeText(path)}">${page.html}</div>`],
  ];
  return parts.reduce((document, [pattern, replacement]) => {
    if (!pattern.test(document)) throw new Error(`index.html has no ${pattern.source}`);
    return document.replace(pattern, () => replacement);
  }, template);
}

/**
 * The open screens (the route records marked `prerender`: login, registration, verification, page not found) as
 * HTML: `dist/<path>/index.html`, which the server sends for `/<path>` (@fastify/static's directory index, with
 * index.html's no-cache). A guest's browser paints the form before any script has loaded, then the entry
 * hydrates it (src/app/main.tsx).
 *
 * After the browser build is written, this builds src/app/prerender.tsx for Node (`ssr`, with this config:
 * the same aliases, plugins and chunks, so the same modules define the same styled components in the same
 * order), renders each page in a worker of its own (styled-components numbers its components in the order they
 * are defined: each page needs the order of a browser that opens it) and writes the page with its title, its
 * styles (one `<style>` element: the Content-Security-Policy's style-src allows inline styles, which
 * styled-components needs at run time anyway) and its HTML in index.html, with the pre-compressed copies.
 */
function prerenderOpenScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'agency:prerender-open-screens',
    apply: browserBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      const dir = options.dir ?? join(config.root, config.build.outDir);
      const rendererDir = await mkdtemp(join(tmpdir(), 'portal-prerender-'));
      try {
        const output = (await build({
          configFile: config.configFile,
          mode: config.mode,
          root: config.root,
          logLevel: 'warn',
          // The renderer carries its libraries inside it: styled-components is CommonJS, which Node's own ESM
          // loader cannot interoperate with (as apps/careers does).
          ssr: { noExternal: true },
          build: {
            ssr: 'src/app/prerender.tsx',
            outDir: rendererDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
          },
        })) as Rolldown.RolldownOutput;
        const entryChunk = output.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)!;
        const entry = pathToFileURL(join(rendererDir, entryChunk.fileName)).href;
        const { PRERENDERED_PATHS } = (await import(entry)) as { PRERENDERED_PATHS: readonly string[] };
        const template = await readFile(join(dir, 'index.html'), 'utf8');
        for (const path of PRERENDERED_PATHS) {
          const file = join(dir, path, 'index.html');
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, pageDocument(template, path, await renderInWorker(entry, path)));
          await compressBeside(file);
        }
      } finally {
        await rm(rendererDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * react-router's production build (its package exports only the development one: the same code with its
 * development warnings on). The portal imports react-router-dom, which re-exports react-router.
 */
const routerRequire = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
const routerProduction = join(dirname(routerRequire.resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(routerProduction, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerProduction, 'dom-export.mjs') },
];

/**
 * Lets the bundler drop the parts of react-router (its production chunks) and yup (its ESM build) that the
 * portal does not use. Both define things at the top level in ways the bundler must keep, used or not:
 * - react-router creates its contexts and components with `React.createContext`/`forwardRef`/`memo` calls (it
 *   cannot know they are pure) and names them with `X.displayName = '…'` statements;
 * - yup ties each schema factory to its class with `date.prototype = DateSchema.prototype`-like statements,
 *   and builds its default messages with `var locale = Object.assign(Object.create(null), { mixed, …, tuple })`,
 *   which keeps every type's messages.
 * This rewrites, at the module's top level:
 * - `var X = React.forwardRef(…)` (or `createContext`, `memo`; any `React<n>` name): the call is annotated
 *   `@__PURE__`; X's `X.displayName = …` statements, if any, are removed and the call is wrapped in
 *   `((x) => ((x.displayName = …), x))(…)`, annotated too. X is left as it is if another property is set on it;
 * - `var X = Object.assign(Object.create(null), { a, b, … })` (names only): the call is annotated;
 * - `function F` or `class F` with `F.property = <a literal, a name or a.b.c>` statements: the declaration and
 *   those statements are removed and the last of them becomes `var F = ((x) => ((x.property = …), x))(<the
 *   declaration>);`, annotated, unless something before that point names F outside a function declaration's
 *   body (F is no longer hoisted; a body runs only when called, after the module has run).
 * An unused one then goes; a used one is the same object with the same properties. Whatever does not have these
 * shapes is left as it is (a module with none of them is returned unchanged). Bench: bench/bundle-size.mjs.
 */
function treeShakeLibraries(): Plugin {
  const PURE = '/* @__PURE__ */ ';
  /** The start of `((x) => ((x.a = …), (x.b = …), x))(`, annotated pure: the values are read only when it runs. */
  const withProperties = (list: { property: string; value: string }[]) =>
    `${PURE}((x) => (${list.map(({ property, value }) => `(x.${property} = ${value}), `).join('')}x))(`;
  return {
    name: 'agency:tree-shake-libraries',
    apply: 'build',
    transform: {
      filter: { id: /\/(react-router\/dist\/production\/chunk-[^/]+\.mjs|yup\/index\.esm\.js)$/ },
      handler(code, id) {
        const body = parseAst(code).body as unknown as AstNode[];
        const factories = new Map<string, AstNode>(); // X of `var X = <one of those calls>` -> the call
        const declarations = new Map<string, AstNode>(); // F -> `function F …` or `class F …`
        const writes = new Map<string, { statement: AstNode; property: string; value: string }[]>();
        for (const statement of body) {
          if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && statement.id)
            declarations.set(statement.id.name!, statement);
          const declarator = statement.declarations?.length === 1 ? statement.declarations[0] : undefined;
          if (
            declarator?.id.type === 'Identifier' &&
            (isReactFactoryCall(declarator.init) || isNewObject(declarator.init, code))
          )
            factories.set(declarator.id.name!, declarator.init!);
          const write = propertyWriteOf(statement, code);
          if (write) writes.set(write.target, [...(writes.get(write.target) ?? []), { statement, ...write }]);
        }
        const s = new MagicString(code);
        for (const [name, call] of factories) {
          const list = writes.get(name) ?? [];
          if (!list.every(({ property }) => property === 'displayName')) continue;
          for (const { statement } of list) s.remove(statement.start, statement.end);
          if (list.length === 0) s.prependRight(call.start, PURE);
          else s.prependRight(call.start, withProperties(list) + PURE).appendLeft(call.end, ')');
        }
        const functions = body.filter((node) => node.type === 'FunctionDeclaration');
        for (const [name, declaration] of declarations) {
          const list = writes.get(name);
          if (!list) continue;
          const last = list.at(-1)!.statement;
          const allowed = [declaration, ...functions, ...list.map(({ statement }) => statement)];
          const named = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
          const namedEarly = [...code.slice(0, last.end).matchAll(named)].some(
            ({ index }) => !allowed.some((node) => index >= node.start && index < node.end),
          );
          if (namedEarly) continue;
          const definition = code.slice(declaration.start, declaration.end);
          s.remove(declaration.start, declaration.end);
          for (const { statement } of list.slice(0, -1)) s.remove(statement.start, statement.end);
          s.overwrite(last.start, last.end, `var ${name} = ${withProperties(list)}${definition});`);
        }
        if (!s.hasChanged()) return null;
        return { code: s.toString(), map: s.generateMap({ hires: true, source: id, includeContent: true }) };
      },
    },
  };
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  id?: AstNode | null;
  name?: string;
  declarations?: { id: AstNode; init?: AstNode | null }[];
  expression?: AstNode;
  left?: AstNode;
  right?: AstNode;
  operator?: string;
  object?: AstNode;
  property?: AstNode;
  computed?: boolean;
  callee?: AstNode;
}

/** `React.createContext(…)`, `React.forwardRef(…)` or `React.memo(…)` (any `React<n>` namespace name). */
function isReactFactoryCall(node: AstNode | null | undefined): boolean {
  const callee = node?.type === 'CallExpression' ? node.callee : undefined;
  return (
    callee?.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object?.type === 'Identifier' &&
    /^React\d*$/.test(callee.object.name!) &&
    ['createContext', 'forwardRef', 'memo'].includes(callee.property!.name!)
  );
}

/** `Object.assign(Object.create(null), { a, b, … })`, names only: a new object, and nothing else happens. */
function isNewObject(node: AstNode | null | undefined, code: string): boolean {
  return !!node && /^Object\.assign\(Object\.create\(null\), \{[\w$,\s]*\}\)$/.test(code.slice(node.start, node.end));
}

/** A name, or `a.b.c` of names: reading it has no side effects the bundler must keep. */
function isPlainReference(node: AstNode | undefined): boolean {
  if (node?.type === 'Identifier') return true;
  return node?.type === 'MemberExpression' && !node.computed && isPlainReference(node.object);
}

/** `X.property = <literal, name or a.b.c>;` at the top level: X, the property and the value's source text. */
function propertyWriteOf(statement: AstNode, code: string) {
  const assignment = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
  const left = assignment?.type === 'AssignmentExpression' && assignment.operator === '=' ? assignment.left : undefined;
  if (left?.type !== 'MemberExpression' || left.computed || left.object?.type !== 'Identifier') return undefined;
  const right = assignment!.right;
  if (right?.type !== 'Literal' && !isPlainReference(right)) return undefined;
  return { target: left.object.name!, property: left.property!.name!, value: code.slice(right!.start, right!.end) };
}

/** The chunks of the open screens seen once (see `resolveDependencies` below). */
const ONCE_OPENED = /(^|\/)(PublicReferencePage|recruiterScreens)-[^/]+\.js$/;

// The portal builds the workspace packages from their sources (one bundle, tree-shaken per route).
export default defineConfig({
  plugins: [react(), treeShakeLibraries(), precompress(), prerenderOpenScreens()],
  resolve: { alias: [...workspaceAliases, ...reactRouterProduction] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // bench/bundle-size.mjs reads the manifest to size each route.
    manifest: true,
    target: 'es2022',
    // Every browser that runs es2022 supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // The open screens a person opens once, cold, mostly from an e-mailed link (the public reference form,
      // a staff invitation, recruiter self-registration and its waiting page): their chunks fetch their own
      // imports when they run. Listing them in the entry for a preload would cost every sign-in's first load
      // their names (the login route's budget, bench/bundle-size.mjs) to save one round trip on a page seen once.
      resolveDependencies: (file, deps) => (ONCE_OPENED.test(file) ? [] : deps),
    },
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
