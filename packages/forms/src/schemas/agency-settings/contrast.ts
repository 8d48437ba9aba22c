import { BRAND_BACKGROUNDS, BRAND_ON_PRIMARY } from './constants';

// The WCAG 2.x contrast of the brand colors (the same formula as @agency/ui's contrastRatio, which a test
// compares; the schemas stay free of the design system's React entry).

/** '#abc' and '#AABBCC' as '#aabbcc'; anything else as it is (trimmed). */
export function normalizeHexColor(value: string): string {
  const text = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : text;
}

/** A #rrggbb color (after normalizeHexColor). */
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/;

function luminance(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colors (1 to 21). */
export function hexContrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The contrast a brand color reaches where it is used, or null when it is no hex color: the primary color
 * under white text (buttons, the header), the accent color on the page's backgrounds (links, focus rings;
 * the lower of the two backgrounds).
 */
export const brandContrast = {
  primary(color: string): number | null {
    const hex = normalizeHexColor(color);
    return HEX_COLOR_PATTERN.test(hex) ? hexContrast(hex, BRAND_ON_PRIMARY) : null;
  },
  accent(color: string): number | null {
    const hex = normalizeHexColor(color);
    return HEX_COLOR_PATTERN.test(hex)
      ? Math.min(...BRAND_BACKGROUNDS.map((background) => hexContrast(hex, background)))
      : null;
  },
};
