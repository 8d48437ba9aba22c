/**
 * What the client needs of the Web Locks API (`navigator.locks`): a named exclusive lock, waited for until
 * `signal` aborts. Browsers have it in secure contexts (https, localhost); tests pass a fake.
 */
export interface LockManagerLike {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** What the client needs of a `BroadcastChannel`: post to the other tabs, hear from them. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** The browser's `navigator.locks`, or null where there is none (insecure context, old browser, Node). */
export function browserLocks(): LockManagerLike | null {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** Opens the browser's `BroadcastChannel` of that name, or null where there is none. */
export function browserBroadcastChannel(name: string): BroadcastChannelLike | null {
  return typeof globalThis.BroadcastChannel === 'function' ? new globalThis.BroadcastChannel(name) : null;
}
