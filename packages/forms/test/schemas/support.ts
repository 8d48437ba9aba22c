import { ValidationError } from 'yup';
import { toFieldErrors } from '@agency/forms/schemas';

// Helpers of the schema tests (one test file per form, plus shared.test.ts).

/** The first error of each field, as the form resolver and the server see it. */
export function errorsOf(schema: { validateSync: (value: unknown, options: object) => unknown }, values: unknown) {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return toFieldErrors(error);
  }
}

export function catchAll(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

export function catchError(run: () => unknown): ValidationError {
  return catchAll(run);
}
