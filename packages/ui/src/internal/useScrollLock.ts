import { useLayoutEffect } from 'react';

/** Stops the page behind a modal from scrolling while `active`; restores the previous inline styles after. */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return undefined;
    const { body, documentElement } = document;
    const previousOverflow = body.style.overflow;
    const previousPaddingRight = body.style.paddingRight;
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    // Keep the layout from shifting when the scrollbar disappears.
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
    };
  }, [active]);
}
