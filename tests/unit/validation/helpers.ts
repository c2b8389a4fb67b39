import type * as z from 'zod/mini';
import { fieldErrors } from '@/lib/validation/errors';

/** The field -> message key map of a failed parse ({} when it passed). */
export function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

/** A copy of `value` without `key` (to test an absent field). */
export function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
