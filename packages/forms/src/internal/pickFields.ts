/**
 * `empty` with the text values of `values` for its own keys only: loaded records (an `Agency`, a
 * `Recruiter`) carry more fields than a form edits, and those must not reach its values or payload.
 */
export function pickFields<V extends Record<string, string>>(empty: V, values: Partial<V> | undefined): V {
  const result: Record<string, string> = { ...empty };
  for (const name of Object.keys(empty)) {
    const value = values?.[name];
    if (typeof value === 'string') result[name] = value;
  }
  return result as V;
}
