/** The largest id a PostgreSQL `integer` (serial) column holds. */
const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * THE parser of a numeric id in a path (`/api/applicants/:applicantId`): a positive 32-bit integer written
 * without sign or leading zero, else `notFound()` (each caller names its own 404: "Applicant not found.").
 * Anything else is simply not found; no query runs on it.
 */
export function idParam(param: string, notFound: () => Error): number {
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > MAX_ID) throw notFound();
  return Number(param);
}

/** Whether a value of a body or query is an id (`idParam`'s rule for a number). */
export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ID;

/** A UUID in a path (an account's id), lower-cased, else `notFound()`. */
export function uuidParam(param: string, notFound: () => Error): string {
  if (!UUID.test(param)) throw notFound();
  return param.toLowerCase();
}
