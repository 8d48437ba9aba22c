import type { Viewport } from 'storybook/viewport';

/**
 * The widths the portal is designed and tested at. A story picks one with
 * `globals: { viewport: { value: 'phone' } }` (or `globals: atViewport('phone')`); the toolbar offers the same list.
 * In the Vitest run the story's browser page takes the viewport's size (1200 × 900 when a story sets none).
 */
export const viewports = {
  phoneSmall: { name: 'Phone, small (320 px)', styles: { width: '320px', height: '568px' }, type: 'mobile' },
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const satisfies Record<string, Viewport>;

export type ViewportName = keyof typeof viewports;

/** Globals of a story rendered at one viewport: `globals: atViewport('phone')`. */
export function atViewport(name: ViewportName) {
  return { viewport: { value: name, isRotated: false } };
}
