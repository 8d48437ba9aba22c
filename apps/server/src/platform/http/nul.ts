/** The first place in `value` (a parsed body, query or params) where a string holds a NUL character. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = findNulCharacter(item, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';
