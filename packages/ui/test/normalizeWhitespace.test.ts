import { normalizeWhitespace } from '../src/index';

describe('normalizeWhitespace (SPEC §5 "trimmed")', () => {
  it.each([
    ['  Mary   Ann  ', 'Mary Ann'],
    ['Mary Ann', 'Mary Ann'],
    ['\tMary\n\nAnn\r\n', 'Mary Ann'],
    ['   ', ''],
    ['', ''],
    ['a\u00a0\u00a0b', 'a b'],
    ['one  two   three', 'one two three'],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeWhitespace(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = normalizeWhitespace('  x   y  ');
    expect(normalizeWhitespace(once)).toBe(once);
  });
});
