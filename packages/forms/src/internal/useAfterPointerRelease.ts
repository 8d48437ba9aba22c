import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns `defer(run)`, which runs `run` at once, or, while a mouse button or a finger is down on the
 * page, once it comes up and the click it makes has been dispatched. For results that arrive while the
 * person may be clicking (the e-mail lookup starts when the field loses focus, i.e. on mousedown): a
 * message shown between press and release would move what is being clicked, and the click would be lost.
 */
export function useAfterPointerRelease(): (run: () => void) => void {
  const pressed = useRef(false);
  const waiting = useRef<Array<() => void>>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const press = () => {
      pressed.current = true;
    };
    const release = () => {
      pressed.current = false;
      const due = waiting.current.splice(0);
      if (due.length === 0) return;
      // The click is dispatched right after pointerup, in the same task: run after it.
      const timer = setTimeout(() => {
        timers.delete(timer);
        for (const run of due) run();
      }, 0);
      timers.add(timer);
    };
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      for (const timer of timers) clearTimeout(timer);
      waiting.current = [];
      pressed.current = false;
    };
  }, []);

  return useCallback((run: () => void) => {
    if (pressed.current) waiting.current.push(run);
    else run();
  }, []);
}
