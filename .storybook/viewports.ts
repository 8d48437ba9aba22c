import { expect } from 'storybook/test';
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

/**
 * WCAG 1.4.10 reflow: the page is no wider than the window (nothing to scroll sideways). What a component
 * scrolls within itself (a tab row, a table's box: an ancestor with overflow-x other than visible, itself
 * inside the window) does not widen the page.
 */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  const view = canvasElement.ownerDocument.defaultView!;
  const width = root.clientWidth;
  const withinScroller = (element: HTMLElement) => {
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement)
      if (view.getComputedStyle(parent).overflowX !== 'visible')
        return parent.getBoundingClientRect().right <= width + 0.5;
    return false;
  };
  // Name the widest culprits, so a failure says where to look.
  const wider = Array.from(root.querySelectorAll<HTMLElement>('body *'))
    .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !withinScroller(element))
    .slice(0, 5)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${element.textContent?.slice(0, 30)})`);
  await expect({ scrollWidth: root.scrollWidth, wider }).toEqual({ scrollWidth: width, wider: [] });
}

/**
 * `element` has focus and lies inside the window (its box between the window's top and bottom edges): what a
 * person sees after a form moved focus to it, e.g. the error summary after an invalid submit.
 */
export async function expectFocusedInView(element: HTMLElement) {
  await expect(element).toHaveFocus();
  const { innerHeight } = element.ownerDocument.defaultView!;
  const { top, bottom, height } = element.getBoundingClientRect();
  // Its top inside the window, and all of it unless it is taller than the window (the numbers show on failure).
  await expect({
    top,
    bottom,
    innerHeight,
    topInView: top >= 0 && top < innerHeight,
    allInView: bottom <= innerHeight || height > innerHeight,
  }).toMatchObject({ topInView: true, allInView: true });
}
