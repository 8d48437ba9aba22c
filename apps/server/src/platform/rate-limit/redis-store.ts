import { Redis } from 'ioredis';
import type { CounterStore } from './store';

// KEYS: the counters; ARGV[1]: now (ms); then per key its window (ms) and amount. Each key is a hash
// {c: count, e: window end (ms)}; an ended window starts again. PEXPIRE lets Redis drop the key when its
// window ends. The script runs atomically: no other command sees a half-done increment.
const INCREMENT = `
local now = tonumber(ARGV[1])
local out = {}
for i, key in ipairs(KEYS) do
  local window = tonumber(ARGV[i * 2])
  local by = tonumber(ARGV[i * 2 + 1])
  local ends = tonumber(redis.call('HGET', key, 'e') or '0')
  local count
  if ends <= now then
    ends = now + window
    count = by
    redis.call('HSET', key, 'c', count, 'e', ends)
    redis.call('PEXPIRE', key, window)
  else
    count = redis.call('HINCRBY', key, 'c', by)
  end
  out[#out + 1] = count
  out[#out + 1] = ends
end
return out`;

// KEYS: the counters; ARGV[i]: the window end each was counted in. One back, in that window only, not below 0;
// a counter back at zero is deleted (nothing counted: no key left behind for the rest of its window).
const GIVE_BACK = `
for i, key in ipairs(KEYS) do
  local ends = redis.call('HGET', key, 'e')
  if ends and tonumber(ends) == tonumber(ARGV[i]) and tonumber(redis.call('HGET', key, 'c') or '0') > 0 then
    if redis.call('HINCRBY', key, 'c', -1) <= 0 then
      redis.call('DEL', key)
    end
  end
end
return 0`;

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so several deployments (or tests) can share one Redis. */
  keyPrefix: string;
  /** A command not answered within this fails (the store is then unavailable). */
  commandTimeoutMs?: number;
}

/**
 * Counters in Redis (REDIS_URL), atomic through Lua scripts (EVALSHA, loaded once per connection by
 * ioredis). While Redis cannot be reached, commands fail at once (no offline queue, no retries): the
 * limits decide what a request gets then (limits.ts). ioredis reconnects by itself.
 */
export async function createRedisCounterStore(options: RedisStoreOptions): Promise<CounterStore> {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 2000,
    connectTimeout: 5000,
    // Reconnect every 0.2 s … 2 s while it is down.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Errors reach the commands that fail; without a listener ioredis would print each reconnect failure.
  redis.on('error', () => {});
  redis.defineCommand('rateLimitIncrement', { lua: INCREMENT });
  redis.defineCommand('rateLimitGiveBack', { lua: GIVE_BACK });
  const commands = redis as unknown as {
    rateLimitIncrement(numKeys: number, ...args: (string | number)[]): Promise<number[]>;
    rateLimitGiveBack(numKeys: number, ...args: (string | number)[]): Promise<number>;
  };
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot reach Redis at REDIS_URL (${redactUrl(options.url)}): ${reason}`, { cause: error });
  }

  return {
    kind: 'redis',

    async increment(increments, now) {
      if (increments.length === 0) return [];
      const args: (string | number)[] = [now];
      for (const increment of increments) args.push(increment.windowMs, increment.by ?? 1);
      const out = await commands.rateLimitIncrement(
        increments.length,
        ...increments.map((increment) => increment.key),
        ...args,
      );
      return increments.map((_, i) => ({ count: Number(out[i * 2]), endsAt: Number(out[i * 2 + 1]) }));
    },

    async giveBack(claims) {
      if (claims.length === 0) return;
      await commands.rateLimitGiveBack(
        claims.length,
        ...claims.map((claim) => claim.key),
        ...claims.map((claim) => claim.endsAt),
      );
    },

    async reset(keys) {
      if (keys.length > 0) await redis.del(...keys);
    },

    async read(key, now) {
      const [count, ends] = await redis.hmget(key, 'c', 'e');
      if (count === null || ends === null || Number(ends) <= now) return null;
      return { count: Number(count), endsAt: Number(ends) };
    },

    // Redis drops each key when its window ends (PEXPIRE).
    async prune() {
      return 0;
    },

    async close() {
      redis.disconnect();
    },
  };
}

/** The URL without its password (for messages and logs). */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}
