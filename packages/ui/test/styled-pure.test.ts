// The package build (scripts/build-package.mjs) writes styled-components' definitions as calls marked pure, so
// that a consumer's bundler can drop the ones it does not use. The call must be the same call: the same strings
// (as a tagged template gets them, escapes and all) and the same values, in order.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markStyledPure } from '../../../scripts/build-package.mjs';

const fixture = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fixtures/styled-definitions.txt'), 'utf8');

type Recorded = { kind: string; strings: string[]; values: unknown[] };
const props = { theme: { colors: { text: 'black' } }, $wide: false, $busy: true };

/** A stand-in for a template function: records its strings and values (functions called with `props`). */
const record =
  (kind: string) =>
  (strings: readonly string[], ...values: unknown[]): Recorded => ({
    kind,
    strings: [...strings],
    values: values.map((value) => (typeof value === 'function' ? (value as (p: object) => unknown)(props) : value)),
  });
const tag = (target: string): object =>
  Object.assign(record(target), {
    attrs: () => tag(`${target}.attrs`),
    withConfig: () => tag(`${target}.withConfig`),
  });
const styled = new Proxy((target: { kind?: string }) => tag(`styled(${target.kind})`), {
  get: (_, name) => tag(`styled.${String(name)}`),
});

/** Runs the fixture's module (imports dropped) with the stand-ins; answers its exports. */
function evaluate(code: string): unknown {
  const body = `${code.replace(/^import .*$/gm, '').replace(/^export /gm, '')}
return { spin, quote, Box, Input, Wrapped, Global, notStyles, state: state() };`;
  return new Function('styled', 'style', 'keyframes', 'createGlobalStyle', 'useState', body)(
    styled,
    record('css'),
    record('keyframes'),
    record('createGlobalStyle'),
    (value: unknown) => value,
  );
}

describe('markStyledPure (the package build)', () => {
  const output = markStyledPure(fixture, 'styled-definitions.tsx');

  it('writes every definition as a call marked pure, and nothing else', () => {
    expect(output).not.toBeNull();
    const code = output!.code;
    expect(code.match(/\/\*#__PURE__\*\//g)).toHaveLength(7);
    expect(code).toContain('export const spin = /*#__PURE__*/ keyframes(["to { transform: rotate(360deg); }"]);');
    expect(code).toContain('/*#__PURE__*/ styled.input.attrs({ type: \'text\' })(["border: 0;"])');
    expect(code).toContain('/*#__PURE__*/ styled(Box).withConfig({ shouldForwardProp: () => true })(["margin: 0;"])');
    // Other tagged templates stay as they are.
    expect(code).toContain('String.raw`a\\b${width}`');
    expect(code).toContain('useState(`${width}`)');
    expect(output!.map.sources).toEqual(['styled-definitions.tsx']);
  });

  it('makes the same calls with the same strings and values', () => {
    expect(evaluate(output!.code)).toEqual(evaluate(fixture));
    expect((evaluate(fixture) as { quote: Recorded }).quote.strings[0]).toContain("content: '\\201C';");
  });

  it('keeps type arguments, and leaves a module without styled-components alone', () => {
    const typed = markStyledPure(
      "import styled from 'styled-components';\nexport const A = styled.p<{ $on: boolean }>`color: ${(p) => (p.$on ? 'red' : 'blue')};`;\n",
      'a.tsx',
    );
    expect(typed!.code).toContain(
      '/*#__PURE__*/ styled.p<{ $on: boolean }>(["color: ", ";"], (p) => (p.$on ? \'red\' : \'blue\'))',
    );
    expect(markStyledPure("import { css } from './css';\nexport const a = css`x`;\n", 'b.ts')).toBeNull();
    expect(markStyledPure('export const a = 1;\n', 'c.ts')).toBeNull();
  });
});
