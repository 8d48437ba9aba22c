import { isSchema, type AnyObjectSchema, type ArraySchema, type Schema } from 'yup';
import { TEXT_MAX_LENGTH } from '../shared/constants';

// A draft of an onboarding form is saved as the person left it, unvalidated: only its shape and sizes are
// checked, so that what is stored is bounded and has the form's fields.

/** Most items of a list whose schema sets no maximum of its own. */
const DRAFT_LIST_MAX = 50;
/** Longest text a number field may hold while being typed. */
const DRAFT_NUMBER_TEXT_MAX = 20;

/** The `max` a schema declares (text length, list size), or `fallback`. */
function declaredMax(schema: Schema, fallback: number): number {
  const test = schema.describe().tests.find((entry) => entry.name === 'max');
  const max = test?.params?.max;
  return typeof max === 'number' ? max : fallback;
}

function fits(schema: unknown, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (!isSchema(schema)) return false;
  switch ((schema as Schema).type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return false;
      const { fields } = schema as AnyObjectSchema;
      return Object.entries(value).every(([name, entry]) => Object.hasOwn(fields, name) && fits(fields[name], entry));
    }
    case 'array':
      return (
        Array.isArray(value) &&
        value.length <= declaredMax(schema as Schema, DRAFT_LIST_MAX) &&
        value.every((item) => fits((schema as ArraySchema<unknown[], object>).innerType, item))
      );
    case 'string':
    case 'mixed':
      return typeof value === 'string' && value.length <= Math.max(declaredMax(schema as Schema, 0), TEXT_MAX_LENGTH);
    case 'number':
      return (
        (typeof value === 'number' && Number.isFinite(value)) ||
        (typeof value === 'string' && value.length <= DRAFT_NUMBER_TEXT_MAX)
      );
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return false;
  }
}

/**
 * Whether `value` may be saved as a draft of the form `schema` validates: an object holding only the
 * form's fields (any of them may be missing or null), each of its kind (text for text and choices, a
 * number or the text being typed for a number, true/false, a list, an object), text at most
 * TEXT_MAX_LENGTH characters or the field's own larger limit, lists at most the field's limit (else 50).
 * The server runs it on every draft and before validating a submission, since yup's `trim` would throw on
 * a nested value that is not text.
 */
export function isDraftShape(schema: AnyObjectSchema, value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && fits(schema, value);
}
