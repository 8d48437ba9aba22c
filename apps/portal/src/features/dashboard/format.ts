const numberFormat = new Intl.NumberFormat('en-US');

/** A count as people read it: "1,204". */
export function formatCount(count: number): string {
  return numberFormat.format(count);
}

/** "Monday, Nov 23": the start of the week in the New leads card (a UTC date, shown as such). */
export function formatDay(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
