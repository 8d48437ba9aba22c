import { PATHS } from '../routing/paths';

/**
 * The saved redirect address of SPEC §2: where a visitor was going when a guard sent them to log in.
 * Saved after the guard's logout has cleared the storages; login reads it once.
 */
export interface RedirectStore {
  save(path: string): void;
  /** Returns the saved address (if any) and forgets it. */
  take(): string | null;
}

const REDIRECT_KEY = 'redirectUrl';

/** Only paths inside the portal: never an absolute or protocol-relative URL, never the login screen. */
function isPortalPath(path: string | null): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith(PATHS.login);
}

/** Keeps the address in the given storage (the browser's sessionStorage in the app). */
export function createRedirectStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): RedirectStore {
  return {
    save(path) {
      if (isPortalPath(path)) storage.setItem(REDIRECT_KEY, path);
    },
    take() {
      const path = storage.getItem(REDIRECT_KEY);
      storage.removeItem(REDIRECT_KEY);
      return isPortalPath(path) ? path : null;
    },
  };
}

/** A store that lives as long as the page (stories, tests). */
export function createMemoryRedirectStore(): RedirectStore {
  const items = new Map<string, string>();
  return createRedirectStore({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  });
}
