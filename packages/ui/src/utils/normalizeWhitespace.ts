/**
 * SPEC §5 "trimmed" input: every run of whitespace (spaces, tabs, line breaks) becomes one space and
 * the ends are trimmed. Pure, so forms and tests can apply the same rule the controls apply.
 */
export function normalizeWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
