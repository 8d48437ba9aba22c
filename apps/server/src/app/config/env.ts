import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reading environment variables: each reader returns the value or, after recording a problem that names
 * the variable and the expected form, the fallback. `loadConfig` (index.ts) throws them all at once.
 */

/** apps/server/ (with a trailing slash): the nearest folder with a package.json above this module, in src/ and in the bundled dist/ alike. */
export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return `${dir}/`;
    if (dirname(dir) === dir) return `${start}/`;
  }
}

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const DURATION_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `90`, `90s`, `15m`, `24h`, `30d` → milliseconds (a bare number is seconds). */
export function parseDuration(text: string): number | null {
  const match = /^(\d+)(ms|s|m|h|d)?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * DURATION_UNITS[match[2] ?? 's']!;
}

/** `10/1m` → at most 10 requests per minute. */
export function parseRateLimit(text: string): { max: number; windowMs: number } | null {
  const match = /^(\d+)\s*\/\s*(\S+)$/.exec(text.trim());
  const windowMs = match ? parseDuration(match[2]!) : null;
  if (!match || windowMs === null || windowMs < 1000 || Number(match[1]) < 1) return null;
  return { max: Number(match[1]), windowMs };
}

export type EnvReader = ReturnType<typeof envReader>;

/** The typed readers over `env`; every problem goes to `problems`. */
export function envReader(env: Env, problems: string[]) {
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name}="${raw}" must be a whole number from ${min} to ${max}.`);
      return fallback;
    }
    return value;
  };

  const seconds = (name: string, fallback: string): number => {
    const raw = read(name) ?? fallback;
    const ms = parseDuration(raw);
    if (ms === null || ms < 1000) {
      problems.push(`${name}="${raw}" must be a duration of at least 1 s, such as 3600, 90s, 15m, 24h or 30d.`);
      return Math.floor((parseDuration(fallback) ?? 1000) / 1000);
    }
    return Math.floor(ms / 1000);
  };

  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    problems.push(`${name}="${raw}" must be true or false.`);
    return fallback;
  };

  const rateLimit = (name: string, fallback: string) => {
    const raw = read(name);
    const parsed = parseRateLimit(raw ?? fallback);
    if (parsed) return parsed;
    problems.push(`${name}="${raw}" must be "<max requests>/<window>", such as 10/1m or 5/15m.`);
    return parseRateLimit(fallback)!;
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = read(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(
        `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got an unusable value).`,
      );
      return null;
    }
  };

  return { env, problems, read, integer, seconds, boolean, rateLimit, url };
}
