/** A moment as people read it ("Jan 19, 2026, 4:20 PM"), in the browser's time zone. */
export function formatMoment(value: string): string {
  return new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
