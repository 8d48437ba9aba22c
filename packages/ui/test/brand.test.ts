import { brandTheme, contrastPairs, contrastRatio, theme } from '../src/index';

// The agency brand extension of the theme (docs/agencies.md): the agency's colors where they stay readable.

describe('brandTheme', () => {
  it('keeps the theme itself without a brand or with empty colors', () => {
    expect(brandTheme(theme, null)).toBe(theme);
    expect(brandTheme(theme, { primary: null, accent: '' })).toBe(theme);
    expect(brandTheme(theme, { primary: 'teal', accent: '#12345' })).toBe(theme);
  });

  it('puts the primary color on buttons and the header, with darker hover and pressed shades', () => {
    const branded = brandTheme(theme, { primary: '#0F766E' });
    expect(branded.colors.primary).toBe('#0f766e');
    expect(branded.colors.primaryHover).not.toBe(theme.colors.primaryHover);
    expect(contrastRatio(branded.colors.onPrimary, branded.colors.primaryActive)).toBeGreaterThan(
      contrastRatio(branded.colors.onPrimary, branded.colors.primary),
    );
    expect(branded.colors.link).toBe(theme.colors.link);
  });

  it('puts the accent color on links and the focus ring', () => {
    const branded = brandTheme(theme, { accent: '#7c2d12' });
    expect([branded.colors.link, branded.colors.focus]).toEqual(['#7c2d12', '#7c2d12']);
    expect(branded.shadows.focus).toContain('#7c2d12');
    expect(branded.colors.primary).toBe(theme.colors.primary);
  });

  it('never applies a color that breaks a contrast pair of the theme', () => {
    const branded = brandTheme(theme, { primary: '#93c5fd', accent: '#fde047' });
    expect(branded).toBe(theme);
    const mixed = brandTheme(theme, { primary: '#111827', accent: '#fde047' });
    expect(mixed.colors.primary).toBe('#111827');
    expect(mixed.colors.link).toBe(theme.colors.link);
    for (const [fg, bg, min] of contrastPairs)
      expect(contrastRatio(mixed.colors[fg], mixed.colors[bg])).toBeGreaterThanOrEqual(min);
  });
});
