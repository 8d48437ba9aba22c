const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isVisible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // Environments without layout (jsdom) lack checkVisibility: there, not hidden counts as visible.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** Elements inside `container` that the Tab key reaches, in document order (positive tabindex is not used here). */
export function getTabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (element) => element.tabIndex >= 0 && isVisible(element),
  );
}
