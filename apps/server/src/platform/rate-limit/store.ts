/** One fixed window of a counter: how many were counted in it, and when it ends (ms since the epoch). */
export interface CounterWindow {
  count: number;
  endsAt: number;
}

/** One counter to add to: its key, the window a new count starts (ms), and how much to add (default 1). */
export interface Increment {
  key: string;
  windowMs: number;
  by?: number;
}

/**
 * Fixed-window counters shared by every server instance (the database, or Redis with REDIS_URL). Each
 * operation is atomic per key: concurrent increments of one key from any number of processes never lose
 * one, and a window starts at most once. Times come from the caller (`now`, ms since the epoch), so every
 * instance windows by its own clock and tests can move it; expired windows read as absent.
 */
export interface CounterStore {
  readonly kind: 'database' | 'redis';
  /**
   * Adds to each key's count in its current window, or starts a window of `windowMs` at `now` with the
   * amount when none is running (or the last one has ended). Answers each key's window after the
   * increment, in the order given. Keys must be distinct within one call.
   */
  increment(increments: readonly Increment[], now: number): Promise<CounterWindow[]>;
  /**
   * Takes one back from each key, only while the window it was counted in (ending at `endsAt`) is still
   * the key's current one, and never below zero: a claim that turned out not to count (a success). A counter
   * back at zero is forgotten (read as absent; the next increment starts a new window).
   */
  giveBack(claims: ReadonlyArray<{ key: string; endsAt: number }>): Promise<void>;
  /** Forgets the keys (their windows end now). */
  reset(keys: readonly string[]): Promise<void>;
  /** The key's current window, or null when none is running at `now`. */
  read(key: string, now: number): Promise<CounterWindow | null>;
  /** Deletes windows that ended before `now` (the database store; Redis expires its keys itself). Answers how many. */
  prune(now: number): Promise<number>;
  close(): Promise<void>;
}

/** The store could not be reached or answered with an error (Redis down, a broken connection). */
export class CounterStoreError extends Error {
  override readonly name = 'CounterStoreError';
}
