import { useCallback, type Ref, type RefCallback } from 'react';

function assignRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}

/** One callback ref that feeds a forwarded ref (object or callback, e.g. react-hook-form's) and a local one. */
export function useMergedRef<T>(forwarded: Ref<T> | undefined, local: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      assignRef(forwarded, node);
      assignRef(local, node);
    },
    [forwarded, local],
  );
}
