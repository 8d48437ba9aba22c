/** A moment as people read it ("Jan 19, 2026, 4:20 PM"). */
export function formatMoment(value: string): string {
  return new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A YYYY-MM-DD day as people read it ("Jan 19, 2026"). */
export function formatDay(value: string): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
