import type * as z from 'zod/mini';
import { isValidationKey, type ValidationKey } from './keys';

export type FieldErrors = Record<string, ValidationKey>;

/**
 * Every failing field with its first message key (`{ name: 'required', email: 'email' }`).
 * Issues on the body as a whole (e.g. not an object) are reported under `_form`.
 */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_form';
    if (field in out) continue;
    out[field] = isValidationKey(issue.message) ? issue.message : 'invalid';
  }
  return out;
}
