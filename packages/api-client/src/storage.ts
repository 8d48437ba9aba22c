import { AUTH_COOKIE_NAME } from './constants';

/** The auth cookie: one value, written with a lifetime, read back, removed. */
export interface CookieStorage {
  /** The cookie's value, or null when absent. */
  get(): string | null;
  /** Writes the cookie for `maxAgeSeconds` (`Path=/`, `SameSite=Strict`, `Secure` on HTTPS in a browser). */
  set(value: string, maxAgeSeconds: number): void;
  remove(): void;
}

/** The subset of the Web Storage API the client uses (sessionStorage / localStorage). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** Where the session lives: the auth cookie, session storage (user info, flags) and local storage. */
export interface StorageAdapters {
  cookie: CookieStorage;
  session: KeyValueStorage;
  local: KeyValueStorage;
}

export interface BrowserCookieStorageOptions {
  /** Cookie name (default `AUTH_COOKIE_NAME`). */
  name?: string;
  /** The document whose cookies are used (default the global `document`). */
  document?: { cookie: string };
  /** Add `Secure` (default: when the page is served over HTTPS). */
  secure?: boolean;
}

/** The auth cookie on `document.cookie`. */
export function createBrowserCookieStorage(options: BrowserCookieStorageOptions = {}): CookieStorage {
  const name = options.name ?? AUTH_COOKIE_NAME;
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) throw new Error(`Invalid cookie name: ${JSON.stringify(name)}`);
  const target = (): { cookie: string } => {
    const doc = options.document ?? globalThis.document;
    if (!doc) throw new Error('createBrowserCookieStorage needs a document (none in this runtime)');
    return doc;
  };
  const write = (value: string, maxAgeSeconds: number) => {
    const secure = options.secure ?? globalThis.location?.protocol === 'https:';
    target().cookie =
      `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Strict` +
      (secure ? '; Secure' : '');
  };
  return {
    get() {
      for (const part of target().cookie.split(';')) {
        const separator = part.indexOf('=');
        if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
        try {
          return decodeURIComponent(part.slice(separator + 1).trim());
        } catch {
          return null;
        }
      }
      return null;
    },
    set: write,
    remove: () => write('', 0),
  };
}

/** Browser defaults: the auth cookie on `document.cookie`, `sessionStorage` and `localStorage`. */
export function createBrowserStorage(options: BrowserCookieStorageOptions = {}): StorageAdapters {
  if (typeof globalThis.document === 'undefined') {
    throw new Error('createBrowserStorage needs a browser; pass storage adapters (e.g. createMemoryStorage()) instead');
  }
  return {
    cookie: createBrowserCookieStorage(options),
    session: webStorageOrMemory(() => globalThis.sessionStorage),
    local: webStorageOrMemory(() => globalThis.localStorage),
  };
}

/** Browsers that block storage throw on access: keep the session in memory for the page's life then. */
function webStorageOrMemory(get: () => Storage): KeyValueStorage {
  try {
    const storage = get();
    storage.getItem('');
    return storage;
  } catch {
    return createMemoryKeyValueStorage();
  }
}

export interface MemoryStorageOptions {
  /** When false the cookie store refuses every write, like a browser with cookies disabled. Default true. */
  cookiesEnabled?: boolean;
  /** Clock for the cookie's lifetime (default `Date.now`). */
  now?: () => number;
}

/** In-memory adapters for tests, Node and other runtimes without a browser. */
export function createMemoryStorage(options: MemoryStorageOptions = {}): StorageAdapters {
  const { cookiesEnabled = true, now = Date.now } = options;
  let cookie: { value: string; expiresAt: number } | null = null;
  return {
    cookie: {
      get() {
        if (cookie && cookie.expiresAt <= now()) cookie = null;
        return cookie ? cookie.value : null;
      },
      set(value, maxAgeSeconds) {
        if (!cookiesEnabled) return;
        cookie = maxAgeSeconds > 0 ? { value, expiresAt: now() + maxAgeSeconds * 1000 } : null;
      },
      remove() {
        cookie = null;
      },
    },
    session: createMemoryKeyValueStorage(),
    local: createMemoryKeyValueStorage(),
  };
}

function createMemoryKeyValueStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}
