/**
 * The zones the seeds count their days in (features' seed.ts: "today" in UTC, and in the recruiters' default
 * zone, RECRUITER_HISTORY_LIMITS.defaultTimeZone; global-setup.ts fails when that is not listed here). Written
 * out because the browser tests (e2e/, under tsx) read this file and cannot resolve the contract's package.
 */
export const SEED_ZONES = ['UTC', 'America/Chicago'];

/**
 * The days the seeds count in. A copy of a seeded template stands for a fresh seed only while these are the
 * same as when it was seeded: a test near midnight seeds its own data instead.
 */
export function seedDays(at: number): string {
  const day = (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return SEED_ZONES.map(day).join(' ');
}
