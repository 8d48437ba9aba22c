/**
 * The stories' clock: every story starts at the same instant, whatever day it runs. The fixtures are an agency's
 * week in December 2026 (an interview on Wednesday 2 December, a follow-up overdue since Monday); a story that
 * opened on today's date would show another week, and an event "upcoming" in the fixtures would turn overdue as
 * the real days pass. The clock still ticks from there (timers, "saved 2 s ago", debounces work as they do in the
 * portal); only its starting point is fixed.
 *
 * `Date` is replaced by a proxy of itself: `new Date()` and `Date.now()` read the pinned clock, `Date()` as a
 * function too; a date built from a value, `Date.UTC`, `Date.parse` and `instanceof Date` are untouched.
 */

/** Tuesday 1 December 2026, 9 am in Chicago: the fixtures' week (`parameters.clock` moves a story elsewhere). */
export const STORY_NOW = '2026-12-01T15:00:00.000Z';

const RealDate = Date;
let offset = 0;
const now = () => RealDate.now() + offset;

const PinnedDate = new Proxy(RealDate, {
  construct(target, args: unknown[], newTarget) {
    return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object;
  },
  apply() {
    return new RealDate(now()).toString();
  },
  get(target, property, receiver) {
    if (property === 'now') return now;
    return Reflect.get(target, property, receiver) as unknown;
  },
});

/** Sets the clock to `at` (an ISO instant or milliseconds); it ticks on from there. */
export function pinClock(at: string | number = STORY_NOW): void {
  offset = new RealDate(at).getTime() - RealDate.now();
}

if (globalThis.Date !== PinnedDate) globalThis.Date = PinnedDate;
pinClock();
