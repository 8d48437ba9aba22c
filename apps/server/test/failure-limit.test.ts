import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLimitedError } from '../src/platform/errors';
import { FailureLimit } from '../src/platform/rate-limit';

const MESSAGE = 'Too many attempts. Try again in {seconds} seconds.';

describe('FailureLimit (failed attempts only)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const blocked = (limit: FailureLimit, key: string): RateLimitedError | null => {
    try {
      limit.claim(key);
      return null;
    } catch (error) {
      if (error instanceof RateLimitedError) return error;
      throw error;
    }
  };

  it('refuses once the window holds max failures, with the seconds left in the window', () => {
    const limit = new FailureLimit({ max: 2, windowMs: 60_000 }, MESSAGE);
    limit.claim('a');
    vi.advanceTimersByTime(15_000);
    limit.claim('a');
    const error = blocked(limit, 'a');
    expect(error?.retryAfterSeconds).toBe(45);
    expect(error?.message).toBe('Too many attempts. Try again in 45 seconds.');
    // Other keys have their own budget; a refused attempt does not count or extend the window.
    expect(blocked(limit, 'b')).toBeNull();
    vi.advanceTimersByTime(45_000);
    expect(blocked(limit, 'a')).toBeNull();
  });

  it('gives released (successful) attempts back, once each', () => {
    const limit = new FailureLimit({ max: 1, windowMs: 60_000 }, MESSAGE);
    for (let i = 0; i < 5; i += 1) limit.claim('a')();
    const release = limit.claim('a');
    release();
    release();
    limit.claim('a');
    expect(blocked(limit, 'a')).not.toBeNull();
  });

  it('a release after its window ended does not credit the next window', () => {
    const limit = new FailureLimit({ max: 1, windowMs: 60_000 }, MESSAGE);
    const release = limit.claim('a');
    vi.advanceTimersByTime(60_000);
    limit.claim('a');
    release();
    expect(blocked(limit, 'a')).not.toBeNull();
  });

  it('keeps at most maxKeys windows, dropping ended ones first, then the oldest', () => {
    const limit = new FailureLimit({ max: 1, windowMs: 60_000 }, MESSAGE, 3);
    limit.claim('old');
    vi.advanceTimersByTime(30_000);
    limit.claim('b');
    limit.claim('c');
    expect(limit.size).toBe(3);
    vi.advanceTimersByTime(30_000);
    // 'old' has ended: it makes room.
    limit.claim('d');
    expect(limit.size).toBe(3);
    expect(blocked(limit, 'b')).not.toBeNull();
    // All live: the oldest ('b') is dropped and its budget starts again.
    limit.claim('e');
    expect(limit.size).toBe(3);
    expect(blocked(limit, 'c')).not.toBeNull();
    expect(blocked(limit, 'b')).toBeNull();
  });
});
