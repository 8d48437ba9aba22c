/**
 * A small seeded pseudo-random generator (mulberry32) for the demo data: the same seed gives the same
 * people, histories and files on every run. Not for anything secret (node:crypto is).
 */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    /** A number in [0, 1). */
    random,
    /** True with probability `p`. */
    chance: (p: number) => random() < p,
    /** A whole number from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    /** One of `items`. */
    one: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
    /** `n` decimal digits. */
    digits: (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join(''),
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
