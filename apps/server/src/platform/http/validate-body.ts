import { validateValues } from '@agency/forms/schemas';
import type { AnyObjectSchema, InferType } from 'yup';
import { ApiError, validationFailed } from '../errors';

/**
 * Validates a JSON body at the edge with a yup schema (the shared rules and messages); 400 with Errors.
 * A field the schema reads as a single value (text, number, yes/no) that arrives as an object or a list is
 * refused first: yup's transforms (`trim`) would otherwise throw a TypeError, which is a 500.
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  const wrongTypes: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    const value = (body as Record<string, unknown>)[name];
    const type = (field as { type?: string }).type;
    // Text fields: validateValues reports a non-text value itself, with the same message on both sides.
    if (type === 'string' || type === 'object' || type === 'array') continue;
    if (typeof value === 'object' && value !== null) wrongTypes[name] = `${name} must be a single ${type ?? ''} value.`;
  }
  if (Object.keys(wrongTypes).length > 0) throw validationFailed(wrongTypes);
  const result = validateValues(schema, body);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}
