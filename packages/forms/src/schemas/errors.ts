import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/** Field path → the first message reported for it. */
export type FieldErrors = Record<string, string>;

/**
 * Maps a yup `ValidationError` (validated with `abortEarly: false` or not) to `{ field: message }`, keeping
 * the first message of each field in the order the rules are declared. An error without a path (the
 * whole value is wrong, e.g. not an object) is reported under the empty key `''`.
 */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const leaves = error.inner.length > 0 ? error.inner : [error];
  const result: FieldErrors = {};
  for (const leaf of leaves) {
    const path = leaf.path ?? '';
    if (!(path in result)) result[path] = leaf.message;
  }
  return result;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates `input` against `schema` synchronously: every field is checked (not just the first failure),
 * text is trimmed, unknown keys are dropped. Returns the cast value or the `{ field: message }` map a 400
 * answer carries. Errors that are not validation errors are rethrown.
 */
export function validateValues<S extends AnyObjectSchema>(schema: S, input: unknown): ValidationResult<InferType<S>> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}
