import { ValidationError, isSchema, type AnyObjectSchema, type InferType } from 'yup';
import { mustBeText } from './messages';

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
 * The fields of `schema` that expect text but hold something else in `input` (an object, a list, a
 * number, null where null is not allowed), each with its message. yup would throw a TypeError from
 * `trim()` on an object, coerce a number to text, and word the rest in its own messages.
 */
function nonTextFields(schema: AnyObjectSchema, input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof input !== 'object' || input === null) return errors;
  for (const [name, field] of Object.entries(schema.fields)) {
    if (!isSchema(field)) continue;
    const description = field.describe();
    if (description.type !== 'string') continue;
    const value = (input as Record<string, unknown>)[name];
    if (value === undefined || typeof value === 'string') continue;
    if (value === null && 'nullable' in description && description.nullable) continue;
    errors[name] = mustBeText(name);
  }
  return errors;
}

/**
 * Validates `input` against `schema` synchronously: every field is checked (not just the first failure),
 * text is trimmed, unknown keys are dropped. Returns the cast value or the `{ field: message }` map a 400
 * answer carries. A top-level field that expects text and gets anything else is that field's error
 * ('<field> must be text.'), never an exception; the other fields are still checked. Errors that are not
 * validation errors (a failing custom test) are rethrown.
 */
export function validateValues<S extends AnyObjectSchema>(schema: S, input: unknown): ValidationResult<InferType<S>> {
  const wrongTypes = nonTextFields(schema, input);
  const wrongNames = Object.keys(wrongTypes);
  // Check the rest without the wrong values (what they would add is replaced by the type message).
  const rest =
    wrongNames.length === 0
      ? input
      : Object.fromEntries(Object.entries(input as object).filter(([name]) => !(name in wrongTypes)));
  let result: ValidationResult<InferType<S>>;
  try {
    const value = schema.validateSync(rest, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    result = { ok: true, value };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    result = { ok: false, errors: toFieldErrors(error) };
  }
  if (wrongNames.length === 0) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), ...wrongTypes } };
}
