import { contrastPairs, contrastRatio, lightColors, relativeLuminance } from '../src/index';

describe('contrast of the light theme', () => {
  it.each(contrastPairs.map(([fg, bg, min]) => [fg, bg, min] as const))('%s on %s meets %s:1', (fg, bg, min) => {
    expect(contrastRatio(lightColors[fg], lightColors[bg])).toBeGreaterThanOrEqual(min);
  });

  it('covers the colours the controls depend on', () => {
    const pairs = contrastPairs.map(([fg, bg]) => `${fg}/${bg}`);
    for (const pair of [
      'text/background',
      'textMuted/background',
      'danger/background',
      'border/background',
      'focus/background',
      'link/background',
      'onPrimary/primary',
    ]) {
      expect(pairs).toContain(pair);
    }
  });

  it('computes WCAG ratios correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Order does not matter.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#767676'), 10);
    // #767676 on white is the well-known smallest grey that passes 4.5:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(() => relativeLuminance('red')).toThrow(/#rrggbb/);
  });
});
