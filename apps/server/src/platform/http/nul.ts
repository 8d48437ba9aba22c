/** How deep a request's JSON may nest (objects and lists); no call of the API needs more than a few levels. */
export const MAX_INPUT_DEPTH = 64;

export const NUL_MESSAGE = 'The request contains a NUL character, which is not allowed.';
export const TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_INPUT_DEPTH} levels, which is not allowed.`;

/** What is wrong with a parsed body, query or params: a NUL character (where) or nesting too deep. */
export type InputProblem = { kind: 'nul'; path: string } | { kind: 'too-deep' };

/**
 * Walks `value` (a parsed body, query or params) without recursion, so any nesting is safe to inspect:
 * the first string or key holding a NUL character (its dotted path; '' for the top level), or nesting
 * deeper than MAX_INPUT_DEPTH. Null when neither.
 */
export function inspectInput(value: unknown): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return { kind: 'nul', path: item.path };
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    const entries = Object.entries(item.value);
    // Reversed onto the stack, so the first field is inspected first (the reported path is the first one).
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i]!;
      if (key.includes('\u0000')) return { kind: 'nul', path: item.path };
      pending.push({ value: child, path: item.path === '' ? key : `${item.path}.${key}`, depth: item.depth + 1 });
    }
  }
  return null;
}

/** The first place in `value` where a string (or a key) holds a NUL character; null when none (or too deep). */
export function findNulCharacter(value: unknown): string | null {
  const problem = inspectInput(value);
  return problem?.kind === 'nul' ? problem.path : null;
}
